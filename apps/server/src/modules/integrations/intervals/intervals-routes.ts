import { apiErrorSchema, intervalsConnectInputSchema } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../../auth/require-user.ts';
import { HttpError } from '../../../http/errors.ts';
import { IntervalsConnectError, type IntervalsConnectService } from './intervals-connect-service.ts';

/** Connecting intervals.icu with the rider's own athlete id and API key. */
export function registerIntervalsRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; intervals: IntervalsConnectService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/connections/intervals',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['connections'],
        summary: 'Connect intervals.icu with my athlete id and API key',
        description:
          'Checks the pair with intervals.icu (400 intervals_credentials_invalid when refused, 502 ' +
          'intervals_unavailable when it does not answer) and stores the key sealed. Then my planned workouts ' +
          'are pushed to my intervals.icu calendar and my activities of the last 30 days pulled as FIT files, ' +
          'in the background; new ones follow periodically.',
        body: intervalsConnectInputSchema,
        response: {
          200: z.object({ connected: z.literal(true) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      try {
        await deps.intervals.connect(currentUser(request).id, request.body);
      } catch (error) {
        if (error instanceof IntervalsConnectError)
          throw new HttpError(error.code === 'intervals_unavailable' ? 502 : 400, error.code);
        throw error;
      }
      return { connected: true as const };
    },
  );
}
