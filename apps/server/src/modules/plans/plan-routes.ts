import {
  activePlanSchema,
  apiErrorSchema,
  planChangeIdParamsSchema,
  planChangeListSchema,
  planChangesQuerySchema,
  planChangeUndoneSchema,
  planCreatedSchema,
  planCreateSchema,
  planDashboardSchema,
  planEndedSchema,
  planListSchema,
  planPreviewSchema,
  planUpdatedSchema,
  planUpdateSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage } from '../../http/errors.ts';
import type { PlanService } from './plan-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The rider's training plan: create from the wizard, read, change settings, end; its change log and undo. */
export function registerPlanRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; plans: PlanService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { plans } = deps;
  r.post(
    '/api/plans',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'Create a training plan from the wizard’s answers (the active plan, if any, ends)',
        description: [
          'Every field may be left out and then comes from the profile: goal, level, age, FTP (the known FTP;',
          'ftpW null = unknown, the plan opens with an FTP test), weekly hours, available days (each capped at twice',
          'its share of the hours, 1–4 h). startDate defaults to today in the rider’s time zone; weeks to 12 (or up',
          'to an A event). The rider’s CTL/ATL come from their rides. Week aims are worded in the request language.',
        ].join(' '),
        body: planCreateSchema,
        response: { 201: planCreatedSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await plans.create(currentUser(request).id, request.body, requestLanguage(request));
      return reply.status(201).send(created);
    },
  );
  r.post(
    '/api/plans/preview',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'The plan the wizard’s answers would give, nothing stored (shown before the rider commits)',
        description:
          'Same body, defaults and validation as POST /api/plans; answers the plan as GET /api/plans/active reads it (id "preview") and every day’s sessions.',
        body: planCreateSchema,
        response: { 200: planPreviewSchema, ...errors },
      },
    },
    (request) => plans.preview(currentUser(request).id, request.body, requestLanguage(request)),
  );
  r.get(
    '/api/plans',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'My plans, newest first (the active one and the ended ones)',
        response: { 200: planListSchema, 401: apiErrorSchema },
      },
    },
    (request) => plans.list(currentUser(request).id),
  );
  r.get(
    '/api/plans/active',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'The active plan: weeks, phases, planned vs done per week, projected vs actual fitness',
        response: { 200: activePlanSchema, 401: apiErrorSchema },
      },
    },
    (request) => plans.active(currentUser(request).id, requestLanguage(request)),
  );
  r.patch(
    '/api/plans/active',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary:
          'Change the plan’s goal, event, hours, days or settings: re-planned from today, the past kept',
        body: planUpdateSchema,
        response: { 200: planUpdatedSchema, ...errors },
      },
    },
    (request) => plans.update(currentUser(request).id, request.body, requestLanguage(request)),
  );
  r.post(
    '/api/plans/active/end',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'End the active plan (it keeps its history)',
        response: { 200: planEndedSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => plans.end(currentUser(request).id),
  );
  r.get(
    '/api/plans/dashboard',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary:
          'Dashboard cards: phase, week n of N, next key session, the next 7 days, aim, check-in, last change',
        response: { 200: planDashboardSchema, 401: apiErrorSchema },
      },
    },
    (request) => plans.dashboard(currentUser(request).id, requestLanguage(request)),
  );
  r.get(
    '/api/plans/changes',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary: '“Why did my plan change?”: every change with its sentence, newest first, paged',
        querystring: planChangesQuerySchema,
        response: { 200: planChangeListSchema, ...errors },
      },
    },
    (request) => plans.changes(currentUser(request).id, request.query, requestLanguage(request)),
  );
  r.post(
    '/api/plans/changes/:id/undo',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['plans'],
        summary:
          'Undo a change the coach made, with the changes decided with it (`undo.linked`), newest first; each undo is stored as a change too',
        description:
          '409 undo_in_past (a day it touches has passed), undo_changed_since (undo the later change first), undo_already_undone, undo_unavailable_day (a session would go back on a day marked unavailable: remove the days off instead), undo_day_ridden (onto a day already ridden), undo_hard_days (two hard sessions within 48 h), undo_not_possible (the rider’s own change, a note, an ended plan).',
        params: planChangeIdParamsSchema,
        response: { 200: planChangeUndoneSchema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) => plans.undo(currentUser(request).id, request.params.id, requestLanguage(request)),
  );
}
