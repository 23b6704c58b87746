import { apiErrorSchema, connectedSchema, intervalsConnectInputSchema } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../../auth/require-user.ts';
import { HttpError, requestLanguage, sendError } from '../../../http/errors.ts';
import type { Limit, RateLimiter } from '../../../http/rate-limit.ts';
import { IntervalsConnectError, type IntervalsConnectService } from './intervals-connect-service.ts';

/**
 * Connection attempts per rider: each costs a call to intervals.icu and, when it succeeds, a pull and a push. A
 * rider mistyping a key a few times stays well inside; a script repeating it does not multiply the calls.
 */
export const INTERVALS_CONNECTS_PER_RIDER: Limit = { name: 'intervals:connect', max: 10, windowS: 900 };

/** Connecting intervals.icu with the rider's own athlete id and API key. */
export function registerIntervalsRoutes(
  app: FastifyInstance,
  deps: {
    authenticate: Authenticate;
    intervals: IntervalsConnectService;
    limiter: Pick<RateLimiter, 'hit'>;
  },
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
          'in the background; new ones follow periodically. At most 10 attempts per rider per 15 minutes (429 ' +
          'rate_limited with Retry-After).',
        body: intervalsConnectInputSchema,
        response: {
          200: connectedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const wait = await deps.limiter.hit(INTERVALS_CONNECTS_PER_RIDER, userId);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return sendError(reply, requestLanguage(request), 429, 'rate_limited');
      }
      try {
        await deps.intervals.connect(userId, request.body);
      } catch (error) {
        if (error instanceof IntervalsConnectError)
          throw new HttpError(error.code === 'intervals_unavailable' ? 502 : 400, error.code);
        throw error;
      }
      return { connected: true as const };
    },
  );
}
