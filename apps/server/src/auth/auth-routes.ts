import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage, sendError } from '../http/errors.ts';
import type { Limit, RateLimiter } from '../http/rate-limit.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';

/** Per-IP and per-account limits on the routes attackers hammer (ASVS 6.3.1 / 2.4.1). */
const LIMITS: Record<string, { ip: Limit; account?: Limit }> = {
  '/api/auth/sign-in/email': {
    ip: { name: 'signin:ip', max: 30, windowS: 300 },
    account: { name: 'signin:account', max: 10, windowS: 900 },
  },
  '/api/auth/sign-up/email': { ip: { name: 'signup:ip', max: 10, windowS: 3600 } },
  '/api/auth/request-password-reset': {
    ip: { name: 'reset:ip', max: 10, windowS: 3600 },
    account: { name: 'reset:account', max: 5, windowS: 3600 },
  },
  '/api/auth/reset-password': { ip: { name: 'reset-submit:ip', max: 20, windowS: 3600 } },
  '/api/auth/verify-email': { ip: { name: 'verify:ip', max: 30, windowS: 300 } },
};

function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // request.ip honours TRUST_PROXY, so a spoofed X-Forwarded-For cannot change who the limiter or the library sees.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

/** Mounts the auth library's handler under /api/auth/* behind our rate limits. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; limiter: RateLimiter; baseUrl: string; onAuthWrite: () => void },
) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      const limits = LIMITS[path];
      if (limits) {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        const wait =
          (await deps.limiter.hit(limits.ip, request.ip)) ??
          (limits.account && typeof email === 'string'
            ? await deps.limiter.hit(limits.account, email)
            : null);
        if (wait !== null) {
          reply.header('retry-after', String(wait));
          return sendError(reply, requestLanguage(request), 429, 'rate_limited');
        }
      }
      const response = await deps.auth.handler(toFetchRequest(request, deps.baseUrl));
      // Any write may have revoked sessions (sign-out, reset, rotation): drop cached session checks.
      if (request.method === 'POST') deps.onAuthWrite();
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
