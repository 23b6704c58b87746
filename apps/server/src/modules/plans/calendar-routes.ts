import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
  calendarSchema,
  sessionActionSchema,
  sessionAlternativesSchema,
  sessionMoveSchema,
  sessionParamsSchema,
  sessionSwapSchema,
  unavailableInputSchema,
  unavailableListSchema,
  unavailableParamsSchema,
  unavailableRemovedSchema,
  unavailableSavedSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { HttpError, requestLanguage } from '../../http/errors.ts';
import type { CalendarService } from './calendar-service.ts';
import { FEED_MAX_AGE_S, type FeedService } from './feed-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The calendar (week/month), the rider's moves, skips and swaps, unavailable days and the private ICS feed. */
export function registerCalendarRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; calendar: CalendarService; feed: FeedService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { calendar, feed } = deps;
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  r.get(
    '/api/calendar',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Planned sessions (with what became of them) and rides from `from` to `to` (≤ 62 days)',
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => calendar.read(user(request), request.query, requestLanguage(request)),
  );
  r.get(
    '/api/calendar/sessions/:uid/alternatives',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Workouts of the same purpose that fit the session’s day (uid percent-encoded)',
        params: sessionParamsSchema,
        response: { 200: sessionAlternativesSchema, ...errors },
      },
    },
    (request) => calendar.alternatives(user(request), request.params.uid, requestLanguage(request)),
  );
  r.post(
    '/api/calendar/sessions/:uid/move',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Move a session to another day (today or later); rule breaks come back as warnings',
        params: sessionParamsSchema,
        body: sessionMoveSchema,
        response: { 200: sessionActionSchema, ...errors },
      },
    },
    (request) =>
      calendar.move(user(request), request.params.uid, request.body.toDate, requestLanguage(request)),
  );
  r.post(
    '/api/calendar/sessions/:uid/skip',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Skip a session (today or later)',
        params: sessionParamsSchema,
        response: { 200: sessionActionSchema, ...errors },
      },
    },
    (request) => calendar.skip(user(request), request.params.uid, requestLanguage(request)),
  );
  r.post(
    '/api/calendar/sessions/:uid/swap',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Swap a session for an alternative of the same purpose',
        params: sessionParamsSchema,
        body: sessionSwapSchema,
        response: { 200: sessionActionSchema, ...errors },
      },
    },
    (request) =>
      calendar.swap(user(request), request.params.uid, request.body.workoutId, requestLanguage(request)),
  );
  r.get(
    '/api/calendar/unavailable',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Days marked unavailable (a year back to two years ahead)',
        response: { 200: unavailableListSchema, 401: apiErrorSchema },
      },
    },
    (request) => calendar.listUnavailable(user(request)),
  );
  r.post(
    '/api/calendar/unavailable',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Mark days unavailable (illness, travel, other): the coach moves or drops what they held',
        body: unavailableInputSchema,
        response: { 201: unavailableSavedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await calendar.markUnavailable(user(request), request.body, requestLanguage(request))),
  );
  r.delete(
    '/api/calendar/unavailable/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Remove unavailable days: what they took off comes back where it still can',
        params: unavailableParamsSchema,
        response: { 200: unavailableRemovedSchema, ...errors },
      },
    },
    (request) => calendar.removeUnavailable(user(request), request.params.id, requestLanguage(request)),
  );

  r.get(
    '/api/calendar/feed',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Whether my private calendar feed is live (its URL is shown only when created)',
        response: { 200: calendarFeedStatusSchema, 401: apiErrorSchema },
      },
    },
    (request) => feed.status(user(request)),
  );
  r.post(
    '/api/calendar/feed',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Create (or rotate) my private ICS feed: a new secret URL; the old one stops working',
        response: { 201: calendarFeedCreatedSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await feed.rotate(user(request))),
  );
  r.delete(
    '/api/calendar/feed',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Revoke my private ICS feed',
        response: { 200: calendarFeedStatusSchema, 401: apiErrorSchema },
      },
    },
    (request) => feed.revoke(user(request)),
  );
  // untyped reply: the feed answers text/calendar (200) or 304, which the JSON response schemas do not describe
  app.get<{ Params: { file: string } }>(
    '/api/calendar/ics/:file',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'The private ICS feed (`<token>.ics`; the token is the credential): planned workouts, RFC 5545',
        params: calendarFeedParamsSchema,
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const text = await feed.calendar(request.params.file);
      if (text === null) throw new HttpError(404, 'not_found');
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', `private, max-age=${FEED_MAX_AGE_S}`)
        .header('etag', etag)
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );
}
