import {
  activityDetailSchema,
  activityIdParamsSchema,
  activityListQuerySchema,
  activityListSchema,
  activityRenameSchema,
  activityStreamsQuerySchema,
  activityStreamsSchema,
  apiErrorSchema,
  type Language,
  type UploadResult,
  uploadResponseSchema,
} from '@domestique/contract';
import {
  RIDE_FILE_ERROR_MESSAGES,
  RIDE_FILE_LIMITS,
  type RideFileErrorCode,
  rideWarningMessage,
} from '@domestique/formats';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { HttpError, requestLanguage } from '../../http/errors.ts';
import type { MemoryBudget } from '../../http/memory-budget.ts';
import { t } from '../../i18n/messages.ts';
import type { ImportErrorCode, ImportOutcome, UploadedFile } from './activity-import.ts';
import type { ActivityService } from './activity-service.ts';
import { attachment } from './download-name.ts';
import type { RideIngest } from './ride-ingest.ts';

/** Files per upload request; a client with more sends several requests. */
export const MAX_FILES_PER_UPLOAD = 20;
/** All files of one request together: bounds the memory one upload can hold (each part is ≤ 25 MB on its own). */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

function errorMessage(lang: Language, code: ImportErrorCode): string {
  return code === 'import_failed' ? t(lang, code) : RIDE_FILE_ERROR_MESSAGES[lang][code as RideFileErrorCode];
}

/** An import outcome as the API answers it: codes worded in the request language. */
function toUploadResult(o: ImportOutcome, lang: Language): UploadResult {
  return {
    filename: o.filename,
    status: o.status,
    activityId: o.activityId,
    error: o.errorCode ? { code: o.errorCode, message: errorMessage(lang, o.errorCode) } : null,
    duplicate: o.duplicate
      ? {
          reason: o.duplicate.reason,
          activity: {
            id: o.duplicate.activity.id,
            name: o.duplicate.activity.name,
            startTime: o.duplicate.activity.startTime.toISOString(),
            cycling: o.duplicate.activity.cycling,
          },
        }
      : null,
    warnings: o.warnings.map((w) => ({ ...w, message: rideWarningMessage(w, lang) })),
  };
}

/**
 * The name a file part is stored and reported under: control characters (NUL included, which PostgreSQL cannot
 * store) removed, cut to 255 characters; `ride` when nothing is left. Never used in a path (see file-store.ts).
 */
export function cleanFileName(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 255) || 'ride';
}

/** Reads every file part into memory (each capped by the multipart limits) before anything is imported. */
async function readFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer(); // throws 413 when the part exceeds limits.fileSize
      total += bytes.length;
      if (total > MAX_UPLOAD_BYTES) throw Object.assign(new Error('upload too large'), { statusCode: 413 });
      // the Buffer itself (a Uint8Array): `new Uint8Array(buffer)` would copy every upload once more
      files.push({ filename: cleanFileName(part.filename), bytes });
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new HttpError(413, 'payload_too_large');
    // anything else here is a malformed multipart body (cut off, bad boundary…): the client's fault, not ours
    request.log.info({ err: error }, 'malformed multipart upload');
    throw new HttpError(400, 'validation_error', { files: 'invalid_value' });
  }
  if (files.length === 0) throw new HttpError(400, 'validation_error', { files: 'invalid_value' });
  return files;
}

/** Seconds a client waits before retrying an upload refused because too many are in flight. */
export const UPLOAD_RETRY_AFTER_S = 2;

/**
 * What an upload holds on the event loop's thread per byte it sends, measured (`npm run bench -- upload-memory`): its
 * files (each part's chunks and the Buffer they are joined into, together while it is read), and a finished upload's
 * files until the next collection frees them — two uploads of 48 MB in flight showed up to 188 MB of ArrayBuffers.
 * Decoding is not counted here: the decode pool holds at most a fixed amount whatever the uploads (its
 * DEFAULT_DECODING_MEMORY_BYTES); see docs/ARCHITECTURE.md. Reserving the body alone let ten ~48 MB uploads raise
 * RSS by 2.6× UPLOAD_MEMORY_MB (+674 MB for 256).
 */
export const UPLOAD_HOLD_FACTOR = 2;

/**
 * Reserves the memory an upload will hold (UPLOAD_HOLD_FACTOR × its declared length, else × the largest upload) from
 * the process budget; null when it does not fit now. Refused, the body is read and dropped as it arrives (never
 * held), so the client gets its answer instead of a reset connection mid-upload.
 */
async function reserveUploadMemory(request: FastifyRequest, budget: MemoryBudget) {
  const declared = Number(request.headers['content-length']);
  const body =
    Number.isFinite(declared) && declared > 0 ? Math.min(declared, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
  const release = budget.tryReserve(UPLOAD_HOLD_FACTOR * body);
  if (release) return release;
  await new Promise<void>((resolve) => {
    request.raw.on('end', resolve).on('error', resolve).on('close', resolve).resume();
  });
  return null;
}

export async function registerActivityRoutes(
  app: FastifyInstance,
  deps: {
    authenticate: Authenticate;
    activities: ActivityService;
    /** The upload's way into the ride ingest (`RideIngest.upload`). */
    importer: Pick<RideIngest, 'upload'>;
    uploadMemory: MemoryBudget;
  },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        // the largest plain ride file; FIT's lower limit is checked per file once its format is known
        fileSize: RIDE_FILE_LIMITS.xmlBytes,
        files: MAX_FILES_PER_UPLOAD,
        fields: 10,
        parts: MAX_FILES_PER_UPLOAD + 10,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/activities',
      {
        onRequest: deps.authenticate,
        schema: {
          tags: ['activities'],
          summary: 'Upload ride files (.fit/.tcx/.gpx, optionally .gz): multipart, one result per file',
          consumes: ['multipart/form-data'],
          response: {
            200: uploadResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const release = await reserveUploadMemory(request, deps.uploadMemory);
        if (!release) {
          reply.header('retry-after', String(UPLOAD_RETRY_AFTER_S));
          throw new HttpError(503, 'service_unavailable');
        }
        try {
          const files = await readFiles(request);
          const lang = requestLanguage(request);
          const outcomes = await deps.importer.upload(user.id, files);
          return { results: outcomes.map((o) => toUploadResult(o, lang)) };
        } finally {
          release();
        }
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/activities',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['activities'],
        summary: 'My rides, paginated and sorted',
        querystring: activityListQuerySchema,
        response: { 200: activityListSchema, ...errors },
      },
    },
    (request) => deps.activities.list(currentUser(request).id, request.query),
  );
  r.get(
    '/api/activities/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['activities'],
        summary: 'One ride: metrics, laps, zones, power curve, W′ balance',
        params: activityIdParamsSchema,
        response: { 200: activityDetailSchema, ...errors },
      },
    },
    (request) => deps.activities.detail(currentUser(request).id, request.params.id),
  );
  r.get(
    '/api/activities/:id/streams',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['activities'],
        summary: 'Chart streams: ≤ 2,000 points per channel (min/max), every second with ?full=1',
        params: activityIdParamsSchema,
        querystring: activityStreamsQuerySchema,
        response: { 200: activityStreamsSchema, ...errors },
      },
    },
    (request) => {
      const full = request.query.full === '1' || request.query.full === 'true';
      return deps.activities.streams(currentUser(request).id, request.params.id, full);
    },
  );
  r.get(
    '/api/activities/:id/file',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['activities'],
        summary: 'Download the original uploaded file, byte for byte',
        params: activityIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await deps.activities.originalFile(
        currentUser(request).id,
        request.params.id,
      );
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
  r.patch(
    '/api/activities/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['activities'],
        summary: 'Rename a ride',
        description:
          'Sets the ride name (trimmed, at most 200 characters). `null` or a blank name clears it: clients then ' +
          'show the default name built from the local start time ("Morning ride"), as for a file with no title.',
        params: activityIdParamsSchema,
        body: activityRenameSchema,
        response: { 200: activityDetailSchema, ...errors },
      },
    },
    (request) => deps.activities.rename(currentUser(request).id, request.params.id, request.body.name),
  );
  r.delete(
    '/api/activities/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['activities'],
        summary: 'Delete a ride, its streams and its original file',
        params: activityIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.activities.delete(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
