import { apiErrorSchema, connectionListSchema, providerParamsSchema } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { HttpError } from '../../http/errors.ts';
import type { ConnectionService } from './connection-service.ts';

/** Settings → Connections: the rider's providers (`/api/connections`) and disconnecting one. */
export function registerConnectionRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; connections: ConnectionService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/connections',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['connections'],
        summary: 'My connections to Garmin, Strava and intervals.icu',
        description:
          'One item per provider: whether this server is configured for it, my status (not_connected, active, ' +
          'reauth_required), last sync, last error code, background jobs queued. Never any token.',
        response: { 200: connectionListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await deps.connections.list(currentUser(request).id) }),
  );
  r.delete(
    '/api/connections/:provider',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['connections'],
        summary: 'Disconnect a provider',
        description:
          'Tells the provider (Garmin deregistration, Strava deauthorisation) and deletes my tokens here. Rides ' +
          'already imported stay. 404 when the provider was not connected.',
        params: providerParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const removed = await deps.connections.disconnect(currentUser(request).id, request.params.provider);
      if (!removed) throw new HttpError(404, 'not_found');
      return reply.status(204).send(null);
    },
  );
}
