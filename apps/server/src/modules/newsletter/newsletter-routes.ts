import {
  apiErrorSchema,
  newsletterAlreadySubscribedSchema,
  newsletterConfirmationSentSchema,
  newsletterConfirmSchema,
  newsletterSubscribeInputSchema,
  newsletterTokenInputSchema,
  newsletterUnsubscribedSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage, sendError } from '../../http/errors.ts';
import type { Limit, RateLimiter } from '../../http/rate-limit.ts';
import type { NewsletterService } from './newsletter-service.ts';

const SUBSCRIBE_LIMIT: Limit = { name: 'newsletter:ip', max: 10, windowS: 3600 };

export function registerNewsletterRoutes(
  app: FastifyInstance,
  deps: { newsletter: NewsletterService; limiter: RateLimiter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe (double opt-in: a confirmation email is sent)',
        body: newsletterSubscribeInputSchema,
        response: {
          200: newsletterAlreadySubscribedSchema,
          202: newsletterConfirmationSentSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const wait = await deps.limiter.hit(SUBSCRIBE_LIMIT, request.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return sendError(reply, requestLanguage(request), 429, 'rate_limited');
      }
      const status = await deps.newsletter.subscribe(request.body.email.trim(), request.body.language);
      return reply.status(status === 'confirmation_sent' ? 202 : 200).send({ status });
    },
  );
  r.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the emailed token',
        description:
          'confirmed: the subscription starts now; already_confirmed: this link confirmed it before (opened again). ' +
          'A link replaced by a newer one, expired, or of an address that has unsubscribed is invalid_token (400).',
        body: newsletterTokenInputSchema,
        response: { 200: newsletterConfirmSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ status: await deps.newsletter.confirm(request.body.token) }),
  );
  r.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from any newsletter email',
        body: newsletterTokenInputSchema,
        response: { 200: newsletterUnsubscribedSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      await deps.newsletter.unsubscribe(request.body.token);
      return { status: 'unsubscribed' as const };
    },
  );
}
