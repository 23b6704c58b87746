import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface Limit {
  /** Bucket name, e.g. `signin:ip`. */
  name: string;
  max: number;
  windowS: number;
}

export interface RateLimiter {
  /** Counts one hit; returns seconds to wait when over the limit, else null. */
  hit(limit: Limit, subject: string): Promise<number | null>;
}

/**
 * Fixed-window counters in the database, so every server process shares them. One upsert per check: the window
 * restarts when it has expired, otherwise the count goes up. Subjects (IPs, emails) are stored hashed.
 */
export function createRateLimiter(db: Db, opts: { enabled: boolean; now?: () => Date }): RateLimiter {
  const now = opts.now ?? (() => new Date());
  return {
    async hit(limit, subject) {
      if (!opts.enabled) return null;
      const key = `${limit.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22)}`;
      const at = now();
      const windowStart = new Date(at.getTime() - limit.windowS * 1000);
      const result = await db.execute<{ count: number; window_start: Date | string }>(sql`
        insert into rate_limit_buckets (key, window_start, count) values (${key}, ${at}, 1)
        on conflict (key) do update set
          count = case when rate_limit_buckets.window_start <= ${windowStart} then 1 else rate_limit_buckets.count + 1 end,
          window_start = case when rate_limit_buckets.window_start <= ${windowStart} then ${at} else rate_limit_buckets.window_start end
        returning count, window_start`);
      const row = result.rows[0];
      if (!row || row.count <= limit.max) return null;
      const started = new Date(row.window_start).getTime();
      return Math.max(1, Math.ceil((started + limit.windowS * 1000 - at.getTime()) / 1000));
    },
  };
}
