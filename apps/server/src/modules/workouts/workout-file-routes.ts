import {
  apiErrorSchema,
  type Language,
  workoutDownloadQuerySchema,
  workoutIdParamsSchema,
  workoutImportResultSchema,
} from '@domestique/contract';
import {
  WORKOUT_FILE_ERROR_MESSAGES,
  WORKOUT_FILE_LIMITS,
  WorkoutFileError,
  workoutWarningMessage,
} from '@domestique/formats';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { HttpError, requestLanguage } from '../../http/errors.ts';
import type { WorkoutFileService, WorkoutUpload } from './workout-file-service.ts';

/** A workout file the formats package could not read or write: 400 with its reason in the rider's language. */
function sendFileError(
  reply: FastifyReply,
  lang: Language,
  field: 'file' | 'format',
  error: WorkoutFileError,
) {
  const message = WORKOUT_FILE_ERROR_MESSAGES[lang][error.code];
  return reply.status(400).send({
    error: { code: 'validation_error', message, fields: { [field]: { code: error.code, message } } },
  });
}

/** The one file part of an import (a workout file is small: capped at WORKOUT_FILE_LIMITS.bytes, 1 MB). */
async function readUpload(request: FastifyRequest): Promise<WorkoutUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  let upload: WorkoutUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer(); // throws 413 over limits.fileSize
      upload ??= { filename: (part.filename || 'workout').slice(0, 255), bytes: new Uint8Array(bytes) };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // a second file, or more parts than an import has: bad input (400 saying what), not a body too large
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(400, 'validation_error', { file: 'workout_file_one_only' });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(400, 'validation_error', { file: 'invalid_value' });
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, 'payload_too_large');
    request.log.info({ err: error }, 'malformed multipart workout upload');
    throw new HttpError(400, 'validation_error', { file: 'invalid_value' });
  }
  if (!upload) throw new HttpError(400, 'validation_error', { file: 'workout_file_missing' });
  return upload;
}

/** Import a workout file as an own workout; download any visible workout as .fit, .zwo, .erg, .mrc or text. */
export async function registerWorkoutFileRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; files: WorkoutFileService },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: WORKOUT_FILE_LIMITS.bytes, files: 1, fields: 5, parts: 6 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/workouts/import',
      {
        onRequest: deps.authenticate,
        schema: {
          tags: ['workouts'],
          summary: 'Import a workout file (.zwo, .erg, .mrc or a .fit workout) as one of my workouts',
          description:
            'Multipart, one `file` part of at most 1 MB (413 over; a second file part is 400 ' +
            '`workout_file_one_only`), read by its content (the extension only breaks ties). ' +
            'Watt targets (ERG, a .zwo ftpOverride) are read with my FTP. A file that cannot be read is refused ' +
            'with the reason in my language (`fields.file.code`: empty, too_large, unsupported_format, corrupt, ' +
            'xml_invalid, xml_forbidden, too_complex, not_workout, not_cycling, no_steps, invalid_value, ' +
            'ftp_required, too_many_steps, too_many_cues); at most 500 own workouts (409 ' +
            '`workout_limit_reached`). Read in the worker pool (off the event loop). What was adapted is listed in ' +
            '`warnings`.',
          consumes: ['multipart/form-data'],
          response: {
            201: workoutImportResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const lang = requestLanguage(request);
        const upload = await readUpload(request);
        try {
          const result = await deps.files.importFile(currentUser(request).id, upload);
          return reply.status(201).send({
            workout: result.workout,
            format: result.format,
            warnings: result.warnings.map((w) => ({ code: w.code, message: workoutWarningMessage(w, lang) })),
          });
        } catch (error) {
          if (error instanceof WorkoutFileError) return sendFileError(reply, lang, 'file', error);
          throw error;
        }
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/workouts/:id/download',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['workouts'],
        summary: 'Download a workout as .fit (Garmin, Wahoo), .zwo (Zwift), .erg, .mrc or intervals.icu text',
        description:
          'Watts for my FTP (or the estimate from my answers when none is known); `.fit` holds watt bands (as ' +
          '%FTP for the device’s FTP when no FTP is known at all), `.erg` needs an FTP. The file name is the ' +
          'workout’s name as an ASCII slug. Errors: 400 (format, or a file the format cannot hold: ' +
          '`fields.format.code` ftp_required, too_many_steps), 404.',
        params: workoutIdParamsSchema,
        querystring: workoutDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      try {
        const file = await deps.files.download(
          currentUser(request).id,
          request.params.id,
          request.query.format,
          request.query.lang ?? lang,
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.bytes));
      } catch (error) {
        if (error instanceof WorkoutFileError) return sendFileError(reply, lang, 'format', error);
        throw error;
      }
    },
  );
}
