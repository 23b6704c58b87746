import {
  activityIdParamsSchema,
  apiErrorSchema,
  ftpSuggestionDecisionSchema,
  ftpTestPreviewSchema,
  ftpTestRequestSchema,
  ftpTestSavedSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import type { FtpService } from './ftp-service.ts';
import type { FtpTestService } from './ftp-test-service.ts';

const params = z.object({ id: z.string().min(1).max(64) });

/**
 * Accept or dismiss a pending ride-based FTP suggestion (the rider decides; FTP never changes silently), and declare a
 * ride as an FTP test (preview, then save).
 */
export function registerFtpRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; ftp: FtpService; ftpTest: FtpTestService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({
    tags: ['ftp'],
    summary,
    params,
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
}
