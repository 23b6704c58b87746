import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Logger } from './logging.ts';

export interface Limit {
  /** Bucket name, e.g. `signin:ip`. */
  name: string;
  max: number;
  windowS: number;
}

export interface RateLimiter {
  /** Counts one hit; returns seconds to wait when over the limit, else null. */
  hit(limit: Limit, subject: string): Promise<number | null>;
  /**
   * Counts `wanted` hits at once; returns how many of them fit under the limit (0…wanted). For a batch (a webhook
   * naming many items of one subject): one upsert for the whole batch, and the part over the limit is dropped.
   */
  take(limit: Limit, subject: string, wanted: number): Promise<number>;
  /** Deletes every bucket whose window has ended; returns how many went. */
  purge(): Promise<number>;
  /** Stops the periodic purge (app close). */
  stop(): void;
}

/** Finished windows are deleted this often (one indexed delete; the timer never keeps the process alive). */
export const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Fixed-window counters in the database, so every server process shares them. One upsert per check: the window
 * restarts when it has expired, otherwise the count goes up. Subjects (IPs, emails, user ids) are stored hashed.
 * A finished window is equivalent to no row, so the purge never changes a decision; it only bounds the table.
 */
export function createRateLimiter(
  db: Db,
  opts: { enabled: boolean; log: Logger; now?: () => Date; purgeEveryMs?: number },
): RateLimiter {
  const now = opts.now ?? (() => new Date());
  const purge = async () => {
    const result = await db.execute(sql`delete from rate_limit_buckets where expires_at <= ${now()}`);
    // node-postgres reports rowCount, PGlite affectedRows.
    const r = result as { rowCount?: number | null; affectedRows?: number };
    return r.rowCount ?? r.affectedRows ?? 0;
  };
  /** One upsert: the window restarts when it has expired, otherwise the count goes up by `n`. */
  const bump = async (limit: Limit, subject: string, n: number) => {
    const key = `${limit.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22)}`;
    const at = now();
    const windowStart = new Date(at.getTime() - limit.windowS * 1000);
    const expires = new Date(at.getTime() + limit.windowS * 1000);
    const result = await db.execute<{ count: number; window_start: Date | string }>(sql`
      insert into rate_limit_buckets (key, window_start, count, expires_at) values (${key}, ${at}, ${n}, ${expires})
      on conflict (key) do update set
        count = case when rate_limit_buckets.window_start <= ${windowStart} then ${n} else rate_limit_buckets.count + ${n} end,
        expires_at = case when rate_limit_buckets.window_start <= ${windowStart} then ${expires} else rate_limit_buckets.expires_at end,
        window_start = case when rate_limit_buckets.window_start <= ${windowStart} then ${at} else rate_limit_buckets.window_start end
      returning count, window_start`);
    const row = result.rows[0];
    return {
      count: Number(row?.count ?? n),
      windowStart: row ? new Date(row.window_start).getTime() : at.getTime(),
      at,
    };
  };
  const every = opts.purgeEveryMs ?? PURGE_EVERY_MS;
  const timer = opts.enabled
    ? setInterval(() => {
        purge().catch((err: unknown) => opts.log.warn({ err }, 'rate-limit purge failed'));
      }, every)
    : null;
  timer?.unref();
  return {
    purge,
    stop: () => {
      if (timer) clearInterval(timer);
    },
    async hit(limit, subject) {
      if (!opts.enabled) return null;
      const { count, windowStart, at } = await bump(limit, subject, 1);
      if (count <= limit.max) return null;
      return Math.max(1, Math.ceil((windowStart + limit.windowS * 1000 - at.getTime()) / 1000));
    },
    async take(limit, subject, wanted) {
      if (!opts.enabled || wanted <= 0) return Math.max(0, wanted);
      const { count } = await bump(limit, subject, wanted);
      // the bucket held count - wanted before this batch: what was left of the limit fits
      return Math.max(0, Math.min(wanted, limit.max - (count - wanted)));
    },
  };
}
