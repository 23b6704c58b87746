import {
  apiErrorSchema,
  summaryEmailOneClickQuerySchema,
  summaryEmailUnsubscribedSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import type { SummaryEmails } from './summary-email-service.ts';

export const ONE_CLICK_PATH = '/api/coach/summary-emails/one-click';
/** The form types RFC 8058 §3.1 allows for the one-click POST (multipart/form-data SHOULD, urlencoded MAY). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Whether a one-click POST's body is the one RFC 8058 §3.1 prescribes: the field `List-Unsubscribe` with the value
 * `One-Click`, form-urlencoded or as a multipart/form-data part. Anything else is not a mail client's one click.
 */
export function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string' || !contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded')
    return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  if (type !== 'multipart/form-data') return false;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return false;
  return body.split(`--${boundary}`).some((part) => {
    const [head = '', ...value] = part.split(/\r?\n\r?\n/);
    return /name="List-Unsubscribe"/i.test(head) && value.join('\n\n').trim() === 'One-Click';
  });
}

/**
 * RFC 8058 one-click unsubscribe for the summary mails: their `List-Unsubscribe` header names this URL (with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`), so a mail client's own Unsubscribe button stops that kind of
 * summary with one POST — no session, no page. A GET (someone opened the link in a browser) is sent on to the
 * unsubscribe page, whose button does the same; a GET never unsubscribes, as mail scanners follow links.
 */
export function registerOneClickUnsubscribe(
  app: FastifyInstance,
  deps: { emails: SummaryEmails; page: (language: 'en' | 'pt' | 'es', path: string) => string },
) {
  app.register(async (scope) => {
    // only this route reads forms: everywhere else a form body stays 415
    scope.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      ONE_CLICK_PATH,
      {
        schema: {
          tags: ['coach'],
          summary: 'One-click unsubscribe from a summary mail (RFC 8058), as a mail client sends it',
          description:
            'The body is `List-Unsubscribe=One-Click` (form-urlencoded or multipart/form-data); the token is the ' +
            "mail's. An unknown token is invalid_token (400); the same token again says the same.",
          querystring: summaryEmailOneClickQuerySchema,
          response: { 200: summaryEmailUnsubscribedSchema, 400: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        if (!isOneClickBody(request.headers['content-type'], request.body))
          throw new HttpError(400, 'validation_error', { 'List-Unsubscribe': 'invalid_value' });
        return deps.emails.unsubscribe(request.query.token);
      },
    );
    r.get(
      ONE_CLICK_PATH,
      {
        schema: {
          tags: ['coach'],
          summary:
            'The one-click link opened in a browser: sent on to the unsubscribe page (nothing changes)',
          querystring: summaryEmailOneClickQuerySchema,
          response: { 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { token, language = 'en' } = request.query;
        return reply.redirect(
          deps.page(language, `/summaries/unsubscribe?token=${encodeURIComponent(token)}`),
          303,
        );
      },
    );
  });
}
