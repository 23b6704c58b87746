import {
  activityIdParamsSchema,
  apiErrorSchema,
  ftpEntryRequestSchema,
  ftpEntrySavedSchema,
  ftpSuggestionDecisionSchema,
  ftpSuggestionIdParamsSchema,
  ftpTestPreviewSchema,
  ftpTestRequestSchema,
  ftpTestSavedSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import type { FtpEntryService } from './ftp-entry-service.ts';
import type { FtpService } from './ftp-service.ts';
import type { FtpTestService } from './ftp-test-service.ts';

/**
 * Accept or dismiss a pending ride-based FTP suggestion (the rider decides; FTP never changes silently), and declare a
 * ride as an FTP test (preview, then save), and type an FTP with the day it took effect.
 */
export function registerFtpRoutes(
  app: FastifyInstance,
  deps: {
    authenticate: Authenticate;
    ftp: FtpService;
    ftpTest: FtpTestService;
    ftpEntries: FtpEntryService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({
    tags: ['ftp'],
    summary,
    params: ftpSuggestionIdParamsSchema,
    response: {
      200: ftpSuggestionDecisionSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  });
  r.post(
    '/api/ftp/suggestions/:id/accept',
    { onRequest: deps.authenticate, schema: schema('Accept an FTP suggestion: new FTP, rides re-scored') },
    (request) => deps.ftp.accept(currentUser(request).id, request.params.id),
  );
  r.post(
    '/api/ftp/suggestions/:id/dismiss',
    { onRequest: deps.authenticate, schema: schema('Dismiss an FTP suggestion') },
    (request) => deps.ftp.dismiss(currentUser(request).id, request.params.id),
  );
  r.get(
    '/api/activities/:id/ftp-test',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['ftp'],
        summary: 'What this ride gives as a ramp, 20-minute or 8-minute FTP test (nothing is saved)',
        params: activityIdParamsSchema,
        response: { 200: ftpTestPreviewSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => deps.ftpTest.preview(currentUser(request).id, request.params.id),
  );
  r.post(
    '/api/activities/:id/ftp-test',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['ftp'],
        summary: 'Save this ride as an FTP test: new FTP (source test), rides re-scored',
        params: activityIdParamsSchema,
        body: ftpTestRequestSchema,
        response: { 200: ftpTestSavedSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => deps.ftpTest.save(currentUser(request).id, request.params.id, request.body.protocol),
  );
  r.post(
    '/api/ftp/history',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['ftp'],
        summary:
          'Add an FTP with the day it took effect: the rides from that day until the next FTP re-score',
        description:
          "A past day applies from its start in the rider's time zone, today from now; not in the future, not " +
          "before 1990-01-01. The entry becomes today's FTP only when no later FTP exists.",
        body: ftpEntryRequestSchema,
        response: {
          200: ftpEntrySavedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    (request) => deps.ftpEntries.add(currentUser(request).id, request.body),
  );
}
