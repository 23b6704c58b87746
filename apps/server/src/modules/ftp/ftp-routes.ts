import { apiErrorSchema, ftpSuggestionDecisionSchema } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import type { FtpService } from './ftp-service.ts';

const params = z.object({ id: z.string().min(1).max(64) });

/** Accept or dismiss a pending ride-based FTP suggestion (the rider decides; FTP never changes silently). */
export function registerFtpRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; ftp: FtpService },
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
}
