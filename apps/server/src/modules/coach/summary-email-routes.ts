import {
  apiErrorSchema,
  summaryEmailSettingsInputSchema,
  summaryEmailSettingsSchema,
  summaryEmailUnsubscribedSchema,
  summaryEmailUnsubscribeInputSchema,
  summaryQuerySchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage } from '../../http/errors.ts';
import type { SummaryEmails } from './summary-email-service.ts';
import type { SummaryService } from './summary-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The summary e-mails: the rider's settings, the preview, and the unsubscribe link's POST (no session). */
export function registerSummaryEmailRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; summaries: SummaryService; emails: SummaryEmails },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/coach/summary-emails',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'Whether I get the weekly and the monthly summary by e-mail',
        description: 'Both on by default; mail goes only to a verified address.',
        response: { 200: summaryEmailSettingsSchema, ...errors },
      },
    },
    (request) => deps.emails.settings(currentUser(request).id),
  );
  r.put(
    '/api/coach/summary-emails',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'Turn the weekly or monthly summary e-mail on or off (an omitted one keeps its setting)',
        body: summaryEmailSettingsInputSchema,
        response: { 200: summaryEmailSettingsSchema, ...errors },
      },
    },
    (request) => deps.emails.save(currentUser(request).id, request.body),
  );
  r.post(
    '/api/coach/summary-emails/unsubscribe',
    {
      schema: {
        tags: ['coach'],
        summary: 'Stop a kind of summary e-mail with the token of its unsubscribe link (no session needed)',
        description:
          'The link opens a page whose button sends this POST (mail scanners open links; they do not press buttons). ' +
          'The same token works again and says the same. An unknown token is invalid_token (400).',
        body: summaryEmailUnsubscribeInputSchema,
        response: { 200: summaryEmailUnsubscribedSchema, 400: apiErrorSchema },
      },
    },
    (request) => deps.emails.unsubscribe(request.body.token),
  );
  r.get(
    '/api/coach/summaries/email-preview',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['coach'],
        summary: 'The e-mail of my latest weekly or monthly summary, as HTML',
        description:
          'The HTML part of the mail, in the request language (its unsubscribe link leads to Settings). Show it ' +
          'in a sandboxed frame.',
        querystring: summaryQuerySchema,
        response: {
          200: { description: 'The HTML part', content: { 'text/html': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const stored = await deps.summaries.ensureLatest(userId, request.query.period);
      const html = await deps.emails.preview(userId, stored, requestLanguage(request));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
}
