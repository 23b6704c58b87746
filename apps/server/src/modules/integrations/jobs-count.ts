import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Jobs queued, retrying or running for a rider among `names` (Settings → Connections "queued"). Reads pg-boss's
 * `pgboss.job` table (documented schema, same on both drivers); every integration job carries `userId`.
 */
export async function countQueuedJobs(db: Db, names: readonly string[], userId: string): Promise<number> {
  if (names.length === 0) return 0;
  const rows = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from pgboss.job
        where name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
          and state in ('created', 'retry', 'active')
          and data->>'userId' = ${userId}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}
