import {
  apiErrorSchema,
  workoutDetailSchema,
  workoutIdParamsSchema,
  workoutInputSchema,
  workoutListQuerySchema,
  workoutListSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage } from '../../http/errors.ts';
import type { WorkoutService } from './workout-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

const BODY_RULES =
  'A workout is a name, a description (may be empty), an optional purpose and steps: `{kind:"step", durationS ' +
  '(whole seconds, or null = open, ends on the lap button), target ({type:"range",lowPct,highPct} | ' +
  '{type:"ramp",fromPct,toPct} | {type:"free"} | {type:"max"}, % FTP), cadence? {lowRpm,highRpm}, intensity ' +
  '(warmup|active|interval|recovery|cooldown|rest), label?, cues? [{offsetS,text,durationS?}]}` and repeats ' +
  '`{kind:"repeat", count, steps}` nested at most 3 levels. Limits (coach WORKOUT_LIMITS): 0–300 % FTP, low ≤ high, ' +
  'cadence 20–200 rpm, repeats 1–100, total ≤ 12 h and ≤ 1,000 steps once unrolled; name ≤ 100 characters, ' +
  'description ≤ 2,000, label ≤ 60, cue ≤ 300; at most 30 cues on a step and 500 in all; no control characters. Each problem is a field error at its path ' +
  '(`steps.2.target.lowPct`) in the caller’s language.';

/**
 * The workout library and the rider's own workouts (`/api/workouts…`). Library texts come in the Accept-Language
 * language; own workouts are private: another rider's id answers 404, as an unknown one does.
 */
export function registerWorkoutRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; workouts: WorkoutService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/workouts',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['workouts'],
        summary: 'The workout library and my own workouts, filtered and paged',
        description:
          'Own workouts first (most recently changed), then the library by family and level. `family`, ' +
          '`minLevel`/`maxLevel` (1–10) and `setting` (indoor = indoor or anywhere; outdoor likewise) describe ' +
          'library workouts, so they leave own ones out; `minDurationMin`/`maxDurationMin` and `q` (every word in ' +
          'the name, in the caller’s language, accents ignored) apply to both; `mine=true` lists only my own. ' +
          'Duration, TSS and IF do not depend on the FTP.',
        querystring: workoutListQuerySchema,
        response: { 200: workoutListSchema, ...errors },
      },
    },
    (request) => deps.workouts.list(currentUser(request).id, request.query, requestLanguage(request)),
  );
  r.get(
    '/api/workouts/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['workouts'],
        summary: 'One workout: texts, steps, chart profile and derived numbers at my FTP',
        description:
          'Numbers at the rider’s current FTP or, with none known, at the estimate from the onboarding answers ' +
          '(`ftp.source: "answers"`, the dashboard’s): label it an estimate. `metrics.estimated`: some length or ' +
          'load is an assumption (open step, free ride, max effort). FTP tests say how the FTP is computed.',
        params: workoutIdParamsSchema,
        response: { 200: workoutDetailSchema, ...errors },
      },
    },
    (request) => deps.workouts.detail(currentUser(request).id, request.params.id, requestLanguage(request)),
  );
  r.post(
    '/api/workouts',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['workouts'],
        summary: 'Create a workout of my own (built, or duplicated from the library)',
        description: `${BODY_RULES} At most 500 own workouts (409 workout_limit_reached, also when imports race).`,
        body: workoutInputSchema,
        response: { 201: workoutDetailSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await deps.workouts.create(currentUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );
  r.put(
    '/api/workouts/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['workouts'],
        summary: 'Replace one of my workouts',
        description: `${BODY_RULES} Library workouts cannot be changed (403 library_workout_readonly).`,
        params: workoutIdParamsSchema,
        body: workoutInputSchema,
        response: { 200: workoutDetailSchema, 403: apiErrorSchema, ...errors },
      },
    },
    (request) => deps.workouts.update(currentUser(request).id, request.params.id, request.body),
  );
  r.delete(
    '/api/workouts/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['workouts'],
        summary: 'Delete one of my workouts',
        params: workoutIdParamsSchema,
        response: { 204: z.null(), 403: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deps.workouts.delete(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
