import {
  apiErrorSchema,
  strengthIdParamsSchema,
  strengthLogIdParamsSchema,
  strengthLogInputSchema,
  strengthLogListQuerySchema,
  strengthLogListSchema,
  strengthLogSchema,
  strengthSessionDetailSchema,
  strengthSessionListSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage } from '../../http/errors.ts';
import type { StrengthService } from './strength-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Strength and mobility sessions (`/api/strength…`) and the rider's own logs of them (private, 404 otherwise). */
export function registerStrengthRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; strength: StrengthService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/strength',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['strength'],
        summary: 'Strength and mobility sessions, with their estimated load',
        description:
          'Load = session-RPE (minutes × RPE, Foster 2001) and its TSS equivalent (÷ 6): an estimate, label it so.',
        response: { 200: strengthSessionListSchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.strength.list(requestLanguage(request)),
  );
  r.get(
    '/api/strength/logs',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['strength'],
        summary: 'My strength logs, newest first',
        querystring: strengthLogListQuerySchema,
        response: { 200: strengthLogListSchema, ...errors },
      },
    },
    async (request) => ({ items: await deps.strength.logs(currentUser(request).id, request.query.limit) }),
  );
  r.get(
    '/api/strength/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['strength'],
        summary: 'One session: exercises (sets, reps or holds, rest, cues) and my logs of it',
        params: strengthIdParamsSchema,
        response: { 200: strengthSessionDetailSchema, ...errors },
      },
    },
    (request) => deps.strength.detail(currentUser(request).id, request.params.id, requestLanguage(request)),
  );
  r.post(
    '/api/strength/:id/logs',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['strength'],
        summary: 'Log a session as done: its load counts in my daily load (CTL/ATL)',
        description:
          '`date` (YYYY-MM-DD, from 2000-01-01 to today in my time zone), `durationS` (60–14,400, default the ' +
          'session’s) and `rpe` (1–10, default the session’s). Load = durationS/60 × rpe / 6 TSS.',
        params: strengthIdParamsSchema,
        body: strengthLogInputSchema,
        response: { 201: strengthLogSchema, ...errors },
      },
    },
    async (request, reply) => {
      const log = await deps.strength.log(currentUser(request).id, request.params.id, request.body);
      return reply.status(201).send(log);
    },
  );
  r.delete(
    '/api/strength/logs/:logId',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['strength'],
        summary: 'Delete one of my strength logs (its load leaves my daily load)',
        params: strengthLogIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.strength.deleteLog(currentUser(request).id, request.params.logId);
      return reply.status(204).send(null);
    },
  );
}
