import type { FastifyRequest } from 'fastify';

/**
 * Request URLs can carry one-time secrets (verification and reset tokens, OAuth codes): log the path only, with
 * token-bearing path segments masked. Headers (cookies, authorization) and bodies (passwords) are never logged.
 */
export function safeUrl(url: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return pathOnly.replace(/(\/reset-password\/)[^/]+/, '$1[redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: safeUrl(request.url), ip: request.ip };
  },
};

/** Defence in depth, should anything log a whole object by mistake. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
];
