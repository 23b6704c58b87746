import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { hashSessionToken } from './hashed-session-tokens.ts';
import type { SessionUser } from './require-user.ts';
import type { SessionReuseDetector } from './session-reuse.ts';

interface Entry {
  user: SessionUser;
  expiresAt: number;
  cachedAt: number;
}

const MAX_ENTRIES = 10_000;

/** A malformed percent-escape (`%E0%A4%A`) is a bad credential, not a server error: treat it as no token. */
function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The hot-path session check for our own API routes. The auth library's full `getSession` runs every plugin hook
 * (it even signs a JWT per call) and cost 85–90 % of the throughput of a profile read. This does what a session
 * check needs and no more:
 *  - the session cookie is `token.base64(HMAC-SHA256(secret, token))` (the library's signed-cookie format): one
 *    HMAC, compared in constant time; a `Bearer` header carries the raw token (32 random characters, ≈ 190 bits);
 *  - one indexed lookup joins session and user by the token's SHA-256 (the database never holds a token in clear,
 *    hashed-session-tokens.ts), and the session's expiry is checked on every use;
 *  - a token that matches no session is checked against retired (rotated-away) tokens: a replay revokes its
 *    family (session-reuse.ts);
 *  - results are cached for `ttlMs` per process. `invalidate()` empties the cache on every auth write (sign-out,
 *    password reset, rotation…), so revocation is immediate in this process and takes at most `ttlMs` to reach
 *    other processes sharing the database.
 */
export function createSessionVerifier(opts: {
  db: Db;
  secret: string;
  secureCookies: boolean;
  ttlMs: number;
  reuse?: SessionReuseDetector;
}) {
  const cookieName = `${opts.secureCookies ? '__Secure-' : ''}domestique.session_token`;
  const cache = new Map<string, Entry>();

  function tokenFromRequest(request: FastifyRequest): string | null {
    const auth = request.headers.authorization;
    if (auth?.startsWith('Bearer ')) {
      const raw = auth.slice(7).trim();
      if (!raw.includes('.')) return raw || null;
      const decoded = safeDecode(raw);
      return decoded === null ? null : verifySigned(decoded);
    }
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    for (const part of cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim() === cookieName) {
        const decoded = safeDecode(part.slice(eq + 1).trim());
        return decoded === null ? null : verifySigned(decoded);
      }
    }
    return null;
  }

  function verifySigned(value: string): string | null {
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', opts.secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }

  async function lookup(token: string): Promise<Entry | null> {
    const result = await opts.db.execute<{
      id: string;
      email: string;
      name: string;
      language: string;
      expires_at: Date | string;
      created_at: Date | string;
    }>(sql`
      select u.id, u.email, u.name, u.language, s.expires_at, s.created_at
      from session s join "user" u on u.id = s.user_id
      where s.token = ${hashSessionToken(token)}`);
    const row = result.rows[0];
    if (!row) return null;
    return {
      user: {
        id: row.id,
        email: row.email,
        name: row.name,
        language: row.language,
        signedInAt: new Date(row.created_at),
      },
      expiresAt: new Date(row.expires_at).getTime(),
      cachedAt: Date.now(),
    };
  }

  return {
    async verify(request: FastifyRequest): Promise<SessionUser | null> {
      const token = tokenFromRequest(request);
      if (!token) return null;
      const now = Date.now();
      let entry = cache.get(token);
      if (!entry || now - entry.cachedAt > opts.ttlMs) {
        entry = (await lookup(token)) ?? undefined;
        if (!entry) {
          cache.delete(token);
          // A retired (rotated-away) token presented again revokes its family: cached checks must go too.
          if (opts.reuse && (await opts.reuse.revokeIfReplayed(token))) cache.clear();
          return null;
        }
        if (opts.ttlMs > 0) {
          if (cache.size >= MAX_ENTRIES) cache.clear();
          cache.set(token, entry);
        }
      }
      return entry.expiresAt > now ? entry.user : null;
    },
    invalidate() {
      cache.clear();
    },
  };
}

export type SessionVerifier = ReturnType<typeof createSessionVerifier>;
