import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * How many of a rider's jobs of these kinds are waiting or running, read from the job queue's own table (pg-boss
 * `pgboss.job`, the same database): what Settings → Connections shows as "queued".
 */
export function createQueuedJobs(db: Db) {
  return async (userId: string, names: readonly string[]): Promise<number> => {
    if (names.length === 0) return 0;
    const list = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    );
    const result = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from pgboss.job
       where name in (${list}) and state in ('created', 'retry', 'active') and data->>'userId' = ${userId}`);
    return Number(result.rows[0]?.n ?? 0);
  };
}
