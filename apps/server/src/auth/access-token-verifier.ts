import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_PREFIX } from '@domestique/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Limit, RateLimiter } from '../http/rate-limit.ts';
import type { SessionUser } from './require-user.ts';

/** `last_used_at` is written at most this often per token: a busy assistant must not turn every read into a write. */
const LAST_USED_EVERY_MS = 60_000;
/** Requests one token may make: an assistant reading a season asks tens of questions, not thousands a minute. */
export const TOKEN_REQUESTS: Limit = { name: 'tokens:use', max: 300, windowS: 300 };

/** The stored form of a personal access token: its SHA-256 (the token itself is shown once and never kept). */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A personal access token in `Authorization: Bearer …`, recognised by its prefix (session tokens carry none), or
 * null. The prefix lets the one authentication hook tell the two credentials apart without a second lookup, and lets
 * secret scanners recognise a leaked token.
 */
export function accessTokenOf(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (!auth?.startsWith('Bearer ')) return null;
  const raw = auth.slice(7).trim();
  return raw.startsWith(ACCESS_TOKEN_PREFIX) ? raw : null;
}

export interface TokenUser extends SessionUser {
  tokenId: string;
}

/**
 * Checks a personal access token on every request, uncached: revoking deletes the row, so the very next request
 * with it is refused, in every process. One indexed lookup by hash; an account in its deletion grace period is
 * refused like a revoked token (its sessions were ended too).
 */
export function createAccessTokenVerifier(opts: { db: Db; limiter?: RateLimiter; now?: () => Date }) {
  const now = opts.now ?? (() => new Date());
  return {
    /** Counts one request of the token; seconds to wait when it is over its limit, else null. */
    async overLimit(tokenId: string): Promise<number | null> {
      return opts.limiter ? opts.limiter.hit(TOKEN_REQUESTS, tokenId) : null;
    },

    async verify(token: string): Promise<TokenUser | null> {
      if (token.length > 200) return null;
      const result = await opts.db.execute<{
        token_id: string;
        last_used_at: Date | string | null;
        id: string;
        email: string;
        name: string;
        language: string;
      }>(sql`
        select t.id as token_id, t.last_used_at, u.id, u.email, u.name, u.language
        from personal_access_tokens t join "user" u on u.id = t.user_id
        where t.token_hash = ${hashAccessToken(token)}
          and not exists (select 1 from account_deletions d where d.user_id = u.id and d.status = 'scheduled')`);
      const row = result.rows[0];
      if (!row) return null;
      const at = now();
      if (!row.last_used_at || at.getTime() - new Date(row.last_used_at).getTime() > LAST_USED_EVERY_MS)
        await opts.db.execute(
          sql`update personal_access_tokens set last_used_at = ${at} where id = ${row.token_id}`,
        );
      return { id: row.id, email: row.email, name: row.name, language: row.language, tokenId: row.token_id };
    },
  };
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
