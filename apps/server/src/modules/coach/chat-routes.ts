import {
  apiErrorSchema,
  chatHistorySchema,
  chatMessageSchema,
  chatReplySchema,
  proposalAcceptedSchema,
  proposalDismissedSchema,
  proposalParamsSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage, sendError } from '../../http/errors.ts';
import type { Limit, RateLimiter } from '../../http/rate-limit.ts';
import type { ChatService } from './chat-service.ts';

/** Messages per rider and hour: each may cost the operator up to four model calls. */
export const CHAT_MESSAGES_PER_RIDER: Limit = { name: 'coach:chat', max: 30, windowS: 3600 };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The coach's chat of the signed-in rider: ask, read the conversation, accept or dismiss what the coach proposed. */
export function registerChatRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; chat: ChatService; limiter: RateLimiter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/coach/chat',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'Ask the coach: a reply by the operator’s language model and proposals to accept or dismiss',
        description:
          'Only with a model configured (else 404 coach_chat_unavailable) and the rider’s `ai_coach` opt-in (else ' +
          '409 coach_chat_not_opted_in); neither makes a model request. The model reads the plan through tools and ' +
          'proposes moves, skips, swaps, days unavailable or a new training week that the plan’s rules checked on a ' +
          'dry run; nothing changes until accepted.',
        body: chatMessageSchema,
        response: { 200: chatReplySchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const wait = await deps.limiter.hit(CHAT_MESSAGES_PER_RIDER, userId);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return sendError(reply, requestLanguage(request), 429, 'rate_limited');
      }
      return deps.chat.chat(userId, request.body.message, requestLanguage(request));
    },
  );
  r.get(
    '/api/coach/chat',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'The rider’s conversation with the coach (latest turns, oldest first) and its proposals',
        response: { 200: chatHistorySchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.chat.history(currentUser(request).id, requestLanguage(request)),
  );
  r.post(
    '/api/coach/proposals/:id/accept',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary:
          'Accept a proposal: the rider’s own action (calendar or settings), stored with trigger chat and its undo',
        description:
          'Single use; 409 proposal_expired after 24 h, proposal_closed once accepted or dismissed. The plan’s rules ' +
          'are checked again (a session gone or a day passed answers as the calendar action or the settings do). ' +
          'The reply lists every change made (none for days off that held no session).',
        params: proposalParamsSchema,
        response: { 200: proposalAcceptedSchema, ...errors },
      },
    },
    (request) => deps.chat.accept(currentUser(request).id, request.params.id, requestLanguage(request)),
  );
  r.post(
    '/api/coach/proposals/:id/dismiss',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'Dismiss a proposal (nothing changes)',
        params: proposalParamsSchema,
        response: { 200: proposalDismissedSchema, ...errors },
      },
    },
    (request) => deps.chat.dismiss(currentUser(request).id, request.params.id),
  );
}
