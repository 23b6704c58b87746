import {
  apiErrorSchema,
  coachNarratorSchema,
  summaryListQuerySchema,
  summaryListSchema,
  summaryQuerySchema,
  summarySchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage } from '../../http/errors.ts';
import type { SummaryNarrator } from './summary-narration.ts';
import type { SummaryService } from './summary-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const description =
  'A week runs Monday to Sunday in the rider’s time zone and is summarised from Monday 07:00; a month from the 1st ' +
  'at 07:00. Paragraphs are worded in the request language and the voice of the rider’s coach (profile ' +
  '`coach_gender`); every number in them is one of `facts`, whose ids each paragraph lists.';

/** The coach's weekly and monthly summaries of the signed-in rider. */
export function registerSummaryRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; summaries: SummaryService; narrator: SummaryNarrator },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/coach/narrator',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'Whether this server has a language model to narrate summaries, and its name',
        description:
          'Configured by the operator (COACH_LLM_BASE_URL, COACH_LLM_MODEL). A rider opts in with the `ai_coach` ' +
          'consent; the model then words their summaries from the facts, never writing a number it was not given.',
        response: { 200: coachNarratorSchema, 401: apiErrorSchema },
      },
    },
    () => ({ available: deps.narrator.model != null, model: deps.narrator.model }),
  );
  r.get(
    '/api/coach/summaries',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'The rider’s weekly or monthly summaries, newest first',
        description,
        querystring: summaryListQuerySchema,
        response: { 200: summaryListSchema, ...errors },
      },
    },
    (request) =>
      deps.summaries.list(
        currentUser(request).id,
        request.query.period,
        request.query.limit,
        requestLanguage(request),
      ),
  );
  r.get(
    '/api/coach/summaries/latest',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'The rider’s latest weekly or monthly summary (built on the spot when it is missing)',
        description,
        querystring: summaryQuerySchema,
        response: { 200: summarySchema, ...errors },
      },
    },
    (request) =>
      deps.summaries.latest(currentUser(request).id, request.query.period, requestLanguage(request)),
  );
}
