import {
  accountDeletionSchema,
  apiErrorSchema,
  cancelDeletionSchema,
  deletionCancelledSchema,
  deletionConfirmedSchema,
  deletionTokenSchema,
  requestDeletionSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage, sendError } from '../../http/errors.ts';
import type { Limit, RateLimiter } from '../../http/rate-limit.ts';
import type { DeletionService } from './deletion-service.ts';

/** Each of these checks a password: limited like sign-in (per rider or email, and per IP). */
const REQUEST_PER_RIDER: Limit = { name: 'deletion:request', max: 10, windowS: 900 };
const CANCEL_PER_IP: Limit = { name: 'deletion:cancel:ip', max: 30, windowS: 300 };
const CANCEL_PER_ACCOUNT: Limit = { name: 'deletion:cancel:account', max: 10, windowS: 900 };
const CONFIRM_PER_IP: Limit = { name: 'deletion:confirm:ip', max: 30, windowS: 300 };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export function registerDeletionRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; deletions: DeletionService; limiter: RateLimiter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = async (
    reply: Parameters<typeof sendError>[0],
    lang: Parameters<typeof sendError>[1],
    checks: [Limit, string][],
  ) => {
    for (const [limit, subject] of checks) {
      const wait = await deps.limiter.hit(limit, subject);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        sendError(reply, lang, 429, 'rate_limited');
        return true;
      }
    }
    return false;
  };

  r.get(
    '/api/me/deletion',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['account'],
        summary: "The rider's account deletion request, if any, and how they prove it is them",
        response: { 200: accountDeletionSchema, 401: apiErrorSchema },
      },
    },
    async (request) => deps.deletions.status(currentUser(request).id),
  );

  r.post(
    '/api/me/deletion',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Ask to delete the account (password, or a sign-in minutes old for Google-only accounts)',
        description:
          'Emails a confirmation link; once confirmed, the account is locked for a 7-day grace period, then ' +
          'deleted with all its data. password_incorrect (403), recent_sign_in_required (403).',
        body: requestDeletionSchema,
        response: { 202: accountDeletionSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (await limited(reply, requestLanguage(request), [[REQUEST_PER_RIDER, user.id]])) return reply;
      const state = await deps.deletions.request(user.id, request.body.password, user.signedInAt ?? null);
      return reply.status(202).send(state);
    },
  );

  r.delete(
    '/api/me/deletion',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Cancel the deletion request (signed in: before it was confirmed)',
        response: { 200: accountDeletionSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await deps.deletions.cancelSignedIn(user.id);
      return deps.deletions.status(user.id);
    },
  );

  r.post(
    '/api/me/deletion/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm with the emailed link: the account is locked and deleted after 7 days',
        body: deletionTokenSchema,
        response: {
          200: deletionConfirmedSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (await limited(reply, requestLanguage(request), [[CONFIRM_PER_IP, request.ip]])) return reply;
      const { deleteAfter } = await deps.deletions.confirm(request.body.token);
      return { status: 'scheduled' as const, deleteAfter };
    },
  );

  r.post(
    '/api/me/deletion/cancel',
    {
      schema: {
        tags: ['account'],
        summary: 'Cancel during the grace period: the emailed link, or the email and password at sign-in',
        body: cancelDeletionSchema,
        response: {
          200: deletionCancelledSchema,
          ...errors,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const checks: [Limit, string][] = [[CANCEL_PER_IP, request.ip]];
      if ('email' in body) checks.push([CANCEL_PER_ACCOUNT, body.email.toLowerCase()]);
      if (await limited(reply, requestLanguage(request), checks)) return reply;
      if ('token' in body) await deps.deletions.cancelByToken(body.token);
      else await deps.deletions.cancelByPassword(body.email, body.password);
      return { status: 'cancelled' as const };
    },
  );
}
