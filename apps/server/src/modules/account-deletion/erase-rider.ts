import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { riderColumns } from './rider-tables.ts';

/** Rows a statement touched: node-postgres says `rowCount`, PGlite `affectedRows`. */
const affected = (res: object): number => {
  const r = res as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/**
 * Deletes every row that references the rider, in the caller's transaction: each column `riderColumns` finds (the
 * schema walked, children first), the auth library's single-use identifiers that name the rider (a password reset's
 * stored value is the account id), the newsletter subscription of the account's address, then the account itself.
 * Returns how many rows went, per table (for the log line; never who).
 */
export async function eraseRiderRows(
  tx: DbOrTx,
  rider: { id: string; email: string },
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const count = (table: string, n: number | null | undefined) => {
    if (n) counts[table] = (counts[table] ?? 0) + n;
  };
  for (const { table, column } of await riderColumns(tx)) {
    const res = await tx.execute(
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${rider.id}`,
    );
    count(table, affected(res));
  }
  // verification values are short strings or JSON; an account id (32 random characters) inside one is that rider's
  const verification = await tx.execute(
    sql`delete from verification where value = ${rider.id} or strpos(value, ${rider.id}) > 0`,
  );
  count('verification', affected(verification));
  const newsletter = await tx.execute(
    sql`delete from newsletter_subscriptions where lower(email) = lower(${rider.email})`,
  );
  count('newsletter_subscriptions', affected(newsletter));
  const account = await tx.execute(sql`delete from "user" where id = ${rider.id}`);
  count('user', affected(account));
  return counts;
}

/**
 * Background jobs that name the rider in their payload, except the ones running now (this deletion among them):
 * queued syncs, pushes and re-scores would otherwise wake up for an account that no longer exists, and finished
 * ones keep the rider's id for days. pg-boss stores each job's payload as JSON in `pgboss.job`.
 */
export async function dropRiderJobs(tx: DbOrTx, userId: string): Promise<number> {
  const res = await tx.execute(
    sql`delete from pgboss.job where state <> 'active' and strpos(data::text, ${userId}) > 0`,
  );
  return affected(res);
}

/**
 * A deletion job cannot remove its own record while it runs, and that record names the account: the next sweep
 * (every 15 minutes) removes the finished ones. Failed ones stay, for the operator to see and retry.
 */
export async function forgetFinishedDeletions(db: DbOrTx, jobName: string): Promise<number> {
  const res = await db.execute(sql`delete from pgboss.job where name = ${jobName} and state = 'completed'`);
  return affected(res);
}

/**
 * Jobs that were running while their rider was erased (`dropRiderJobs` leaves running ones alone) finish, fail or
 * wait for a retry afterwards, and their records still name the account. The sweep removes every such record of an
 * account erased in the last `withinDays` days (the log keeps the id for exactly this), except running ones.
 */
export async function forgetErasedRidersJobs(db: DbOrTx, now: Date, withinDays = 7): Promise<number> {
  const since = new Date(now.getTime() - withinDays * 86_400_000);
  const res = await db.execute(sql`
    delete from pgboss.job j where j.state <> 'active' and exists (
      select 1 from data_rights_requests r
      where r.kind = 'deletion' and r.status = 'done' and r.done_at >= ${since.toISOString()}
        and strpos(j.data::text, r.account_id) > 0)`);
  return affected(res);
}

/**
 * The rider's files: every `DATA_DIR/<store>/<accountId>` folder (original rides in `files/`, and any other
 * per-rider store, such as data exports, that follows the same layout). The account id is checked against the
 * file store's own pattern first, so no id can name a path outside the data folder.
 */
export async function eraseRiderFiles(dataDir: string, userId: string): Promise<number> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(userId)) throw new Error('erase files: unexpected account id');
  const stores = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const store of stores) {
    if (!store.isDirectory()) continue;
    const folder = path.join(dataDir, store.name, userId);
    const there = await readdir(folder).then(
      () => true,
      () => false,
    );
    if (!there) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
