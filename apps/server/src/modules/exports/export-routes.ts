import { createReadStream } from 'node:fs';
import {
  apiErrorSchema,
  DATA_EXPORT_TTL_HOURS,
  dataExportCreatedSchema,
  dataExportIdParamsSchema,
  dataExportLatestSchema,
  dataExportSchema,
  dataExportTokenQuerySchema,
} from '@domestique/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage } from '../../http/errors.ts';
import type { ExportDownload, ExportService } from './export-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const contents =
  'The ZIP holds every original ride file as uploaded or synced (`rides/`), `activities.csv` (one line per ride, ' +
  'every stored metric), one JSON file per kind of data (profile, FTP history, zones, plans with every change ' +
  'worded in the rider’s language, check-ins, feedback, days off, strength logs, workouts — also as .zwo and .fit — ' +
  'connections without secrets, summaries) and a README.txt describing each file, in the rider’s language.';

/** Streams the archive from disk (never read whole into memory). */
function sendArchive(reply: FastifyReply, d: ExportDownload) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-length', String(d.bytes))
    .header('content-disposition', `attachment; filename="${d.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(createReadStream(d.file));
}

/** A rider's copy of their data (`/api/me/exports…`) and the emailed single-use link (`/api/exports/download`). */
export function registerExportRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; exports: ExportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/me/exports',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['data'],
        summary:
          'Ask for a copy of all my data (a ZIP built in the background; an email says when it is ready)',
        description: `${contents} One export builds at a time: asking while one builds returns its id.`,
        response: { 202: dataExportCreatedSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await deps.exports.request(currentUser(request).id, requestLanguage(request));
      return reply.status(202).send(created);
    },
  );
  r.get(
    '/api/me/exports',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['data'],
        summary: 'My newest data export, or null',
        response: { 200: dataExportLatestSchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.exports.latest(currentUser(request).id),
  );
  r.get(
    '/api/me/exports/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['data'],
        summary: 'One of my data exports: building, ready (with its download URL), expired or failed',
        description: `A ready archive can be downloaded for ${DATA_EXPORT_TTL_HOURS} hours, then it is deleted.`,
        params: dataExportIdParamsSchema,
        response: { 200: dataExportSchema, ...errors },
      },
    },
    (request) => deps.exports.status(currentUser(request).id, request.params.id),
  );
  r.get(
    '/api/me/exports/:id/download',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['data'],
        summary: 'Download my data export (the ZIP)',
        description: '409 `export_not_ready` while it builds; 404 once expired.',
        params: dataExportIdParamsSchema,
        response: { ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendArchive(reply, await deps.exports.openForUser(currentUser(request).id, request.params.id)),
  );
  r.get(
    '/api/exports/download',
    {
      // a HEAD (a mail scanner checking the link) must not spend the single-use link: no HEAD route here
      exposeHeadRoute: false,
      schema: {
        tags: ['data'],
        summary: 'Download a data export with the emailed link (works once, for 48 hours; no session needed)',
        description:
          'The token is the link’s only credential: stored hashed, never logged (request lines keep the path only). ' +
          'Unknown, used and expired links all answer 404 `export_link_invalid`.',
        querystring: dataExportTokenQuerySchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendArchive(reply, await deps.exports.openByToken(request.query.token)),
  );
}
