import {
  apiErrorSchema,
  checkInHistoryQuerySchema,
  checkInHistorySchema,
  checkInInputSchema,
  checkInSavedSchema,
  rideFeedbackInputSchema,
  rideFeedbackParamsSchema,
  rideFeedbackReadSchema,
  rideFeedbackSavedSchema,
  todayCheckInSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage } from '../../http/errors.ts';
import type { CheckInService } from './check-in-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The daily check-in and post-ride feedback (both feed the coach). */
export function registerCheckInRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; checkIns: CheckInService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { checkIns } = deps;
  r.get(
    '/api/check-ins/today',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['check-ins'],
        summary: 'Today’s check-in (the rider’s day), or null',
        response: { 200: todayCheckInSchema, 401: apiErrorSchema },
      },
    },
    (request) => checkIns.today(currentUser(request).id),
  );
  r.put(
    '/api/check-ins/today',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['check-ins'],
        summary: 'Make or replace today’s check-in: readiness, and today’s session eased when it says so',
        body: checkInInputSchema,
        response: { 200: checkInSavedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => checkIns.save(currentUser(request).id, request.body, requestLanguage(request)),
  );
  r.get(
    '/api/check-ins',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['check-ins'],
        summary: 'Check-in history, newest first (default the last 30 days, at most 366)',
        querystring: checkInHistoryQuerySchema,
        response: { 200: checkInHistorySchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => checkIns.history(currentUser(request).id, request.query),
  );
  r.get(
    '/api/activities/:id/feedback',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['check-ins'],
        summary:
          'How this ride felt (RPE 1–10, too easy / right / too hard) or null, and the planned session it did',
        params: rideFeedbackParamsSchema,
        response: { 200: rideFeedbackReadSchema, ...errors },
      },
    },
    (request) => checkIns.feedback(currentUser(request).id, request.params.id, requestLanguage(request)),
  );
  r.put(
    '/api/activities/:id/feedback',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['check-ins'],
        summary: 'Say how this ride felt: the coach’s progression rules run with it',
        params: rideFeedbackParamsSchema,
        body: rideFeedbackInputSchema,
        response: { 200: rideFeedbackSavedSchema, ...errors },
      },
    },
    (request) =>
      checkIns.giveFeedback(
        currentUser(request).id,
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );
}
