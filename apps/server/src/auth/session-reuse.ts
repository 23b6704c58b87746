import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Logger } from '../http/logging.ts';
import { hashSessionToken as hash } from './hashed-session-tokens.ts';

/**
 * A rotated-away token replayed within this long of its rotation is refused but not treated as theft: a client's
 * request that was already in flight when it rotated carries the old token legitimately.
 */
export const REUSE_LEEWAY_MS = 10_000;
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Refresh-token-style reuse detection for session rotation (RFC 9700 §4.14.2). Every session carries the id of its
 * family (the sign-in it descends from by rotation). Rotation retires the presented token here (hashed); when a
 * retired token is presented again, either the client or a thief holds a stale copy, and the server cannot tell
 * which, so the whole family is revoked and both must sign in again. Other sign-ins (other devices) are untouched.
 */
export function createSessionReuseDetector(opts: { db: Db; log: Logger; leewayMs?: number }) {
  const { db, log } = opts;
  const leewayMs = opts.leewayMs ?? REUSE_LEEWAY_MS;
  const purge = async () => {
    await db.execute(sql`delete from session_rotations where expires_at <= now()`);
  };
  const timer = setInterval(() => {
    purge().catch((err: unknown) => log.warn({ err }, 'session-rotation purge failed'));
  }, PURGE_EVERY_MS);
  timer.unref();

  return {
    /** The family a live session belongs to (sessions from before families existed start their own). */
    async familyOf(token: string): Promise<string | null> {
      const r = await db.execute<{ id: string; family_id: string | null }>(
        sql`select id, family_id from session where token = ${hash(token)}`,
      );
      const row = r.rows[0];
      return row ? (row.family_id ?? row.id) : null;
    },

    async retire(token: string, s: { familyId: string; userId: string; expiresAt: Date }) {
      await db.execute(sql`
        insert into session_rotations (token_hash, family_id, user_id, rotated_at, expires_at)
        values (${hash(token)}, ${s.familyId}, ${s.userId}, now(), ${s.expiresAt})
        on conflict (token_hash) do nothing`);
    },

    /**
     * Called when a presented token matches no session. Returns true when it was a retired token replayed after
     * the leeway, in which case its family has just been revoked.
     */
    async revokeIfReplayed(token: string): Promise<boolean> {
      const r = await db.execute<{ family_id: string; user_id: string; rotated_at: Date | string }>(
        sql`select family_id, user_id, rotated_at from session_rotations where token_hash = ${hash(token)}`,
      );
      const row = r.rows[0];
      if (!row || Date.now() - new Date(row.rotated_at).getTime() < leewayMs) return false;
      await db.execute(sql`delete from session where family_id = ${row.family_id} or id = ${row.family_id}`);
      log.warn(
        { userId: row.user_id, familyId: row.family_id },
        'a rotated-away session token was replayed: every session of its sign-in is revoked (RFC 9700 §4.14.2)',
      );
      return true;
    },

    purge,
    stop: () => clearInterval(timer),
  };
}

export type SessionReuseDetector = ReturnType<typeof createSessionReuseDetector>;
