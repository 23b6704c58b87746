import {
  apiErrorSchema,
  connectedSchema,
  stravaCallbackInputSchema,
  stravaStartSchema,
  stravaWebhookChallengeSchema,
  stravaWebhookEventSchema,
} from '@domestique/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../../auth/require-user.ts';
import { runWithPriority } from '../../../db/statement-priority.ts';
import { HttpError, requestLanguage, sendError } from '../../../http/errors.ts';
import { rethrowConnectError } from '../connect-error.ts';
import type { StravaConnectService } from './strava-connect-service.ts';
import { STRAVA_WEBHOOK_PATH } from './strava-subscription.ts';
import type { StravaWebhook } from './strava-webhook.ts';

/** A Strava event is ~300 bytes of JSON (ids, aspect, a few updated fields): 4 KiB is plenty, 1 MiB is not needed. */
export const STRAVA_EVENT_BODY_LIMIT = 4 * 1024;

/** Connecting Strava (`/api/connections/strava/…`) and Strava's webhook (`/api/webhooks/strava`). */
export function registerStravaRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; strava: StravaConnectService; webhook: StravaWebhook },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // no Strava app or verify token here: no subscription can point at us — answered before the body is read
  const configured = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!deps.webhook.configured) return sendError(reply, requestLanguage(request), 404, 'not_found');
  };
  r.post(
    '/api/connections/strava/start',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['connections'],
        summary: 'Start connecting Strava: the authorisation page to open',
        description:
          'Stores a new random state for me (only its hash; valid 10 minutes and once) and answers with Strava’s ' +
          'authorisation URL (client_id, redirect_uri {origin}/oauth/strava/callback, response_type=code, ' +
          'scope=activity:read_all, state). 409 strava_not_configured when this server has no Strava app.',
        body: z.strictObject({}).optional(),
        response: { 200: stravaStartSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    (request) => deps.strava.start(currentUser(request).id).catch(rethrowConnectError),
  );
  r.post(
    '/api/connections/strava/callback',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['connections'],
        summary: 'Finish connecting Strava with what Strava sent back',
        description:
          'The state must be mine, unexpired and unused (400 strava_state_invalid; spent either way). 400 ' +
          'strava_access_denied when the rider declined, strava_scope_missing without activity:read_all, ' +
          'strava_exchange_failed when Strava refuses the code (502 when it does not answer). On success my last ' +
          '90 days are imported in the background, within Strava’s rate limits.',
        body: stravaCallbackInputSchema,
        response: {
          200: connectedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await deps.strava.complete(currentUser(request).id, request.body).catch(rethrowConnectError);
      return { connected: true as const };
    },
  );
  r.get(
    STRAVA_WEBHOOK_PATH,
    {
      onRequest: configured,
      schema: {
        tags: ['connections'],
        summary: 'Strava webhook subscription check',
        description:
          'Strava’s GET when the subscription is created: answers {"hub.challenge"} when hub.verify_token is ' +
          'STRAVA_WEBHOOK_VERIFY_TOKEN, else 403 strava_webhook_refused. 404 when this server has no Strava app ' +
          'or no verify token.',
        querystring: stravaWebhookChallengeSchema,
        response: {
          200: z.object({ 'hub.challenge': z.string() }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      if (!deps.webhook.verifies(q['hub.mode'], q['hub.verify_token']))
        throw new HttpError(403, 'strava_webhook_refused');
      return { 'hub.challenge': q['hub.challenge'] };
    },
  );
  r.post(
    STRAVA_WEBHOOK_PATH,
    {
      onRequest: configured,
      bodyLimit: STRAVA_EVENT_BODY_LIMIT,
      schema: {
        tags: ['connections'],
        summary: 'Strava webhook event',
        description:
          'Events are unsigned (Strava’s design), so: one whose subscription_id is not our subscription’s is ' +
          'refused (403 strava_webhook_refused); an activity created or updated queues the athlete’s one ' +
          '“changed” job (coalesced: a burst of events is one job), which lists the athlete’s recent activities ' +
          'with the owner’s own token and share of Strava’s quota and imports what is new; a deleted one is ' +
          'removed; an athlete who revoked access is checked with Strava, then disconnected. At most 30 events ' +
          'per athlete per 15 minutes are acted on; events for unknown athletes are acknowledged and ignored. ' +
          'Acknowledged at once (200, within Strava’s 2 s). 404 when this server has no Strava app or no ' +
          'verify token; bodies over 4 KiB are 413.',
        body: stravaWebhookEventSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    // anyone can send one: its statements give way to riders' (db/statement-priority.ts)
    async (request) => {
      const verdict = await runWithPriority('unverified', () => deps.webhook.accept(request.body));
      if (verdict === 'refused') throw new HttpError(403, 'strava_webhook_refused');
      return { ok: true as const };
    },
  );
}
