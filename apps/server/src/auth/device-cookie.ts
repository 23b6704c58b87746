import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A year: a browser stays "known" to an account for as long as it keeps signing in at least that often. */
const MAX_AGE_S = 365 * 24 * 3600;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a successful sign-in the
 * browser gets a cookie binding it to that account — `nonce.HMAC-SHA256(secret, "device:" + email + ":" + nonce)`.
 * Sign-in attempts that present a valid one spend a budget of that browser's own instead of the account's shared
 * budget, so a stranger guessing passwords from anywhere exhausts only the budget of unknown browsers: the owner's
 * usual browser can still sign in, and guesses stay bounded per account (the shared budget) and per known browser
 * (its own; a thief with that cookie still gets only 10 guesses per 15 minutes).
 */
export function createDeviceCookies(opts: { secret: string; secure: boolean }) {
  const name = `${opts.secure ? '__Secure-' : ''}domestique.device`;
  const mac = (email: string, nonce: string) =>
    createHmac('sha256', opts.secret).update(`device:${email}:${nonce}`).digest('base64url');

  return {
    name,
    /** The `Set-Cookie` value after `email` signed in from this browser. */
    issue(email: string): string {
      const nonce = randomBytes(16).toString('base64url');
      const attributes = [`Max-Age=${MAX_AGE_S}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Lax'];
      if (opts.secure) attributes.push('Secure');
      return [`${name}=${nonce}.${mac(email, nonce)}`, ...attributes].join('; ');
    },
    /** The browser's id when it carries a valid device cookie for `email`, else null. */
    deviceOf(request: FastifyRequest, email: string): string | null {
      for (const part of (request.headers.cookie ?? '').split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
        const [nonce = '', given = ''] = part
          .slice(eq + 1)
          .trim()
          .split('.');
        const expected = Buffer.from(mac(email, nonce));
        const actual = Buffer.from(given);
        if (nonce && actual.length === expected.length && timingSafeEqual(actual, expected)) return nonce;
      }
      return null;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
