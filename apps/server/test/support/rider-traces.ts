import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * Where a rider is still found, looked up from the schema itself (never a hand-kept list of tables), with code of
 * its own rather than the deletion's walker, so the test does not grade its own homework:
 * - every foreign key to `user`, and every column named `user_id` or ending in `_user_id`, holding the id;
 * - every text, varchar and JSON column of every table (the data-rights log's `account_id` excepted: it is the one
 *   record meant to outlive the account) containing the id or the email, in any letter case;
 * - pg-boss jobs whose payload names the id.
 * Returns "table.column" for each place found.
 */
export async function rowsNaming(database: Database, rider: { id: string; email: string }) {
  const db = database.db;
  const found: string[] = [];
  const keyed = await db.execute<{ table_name: string; column_name: string }>(sql`
    select kcu.table_name::text, kcu.column_name::text
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'user' and ccu.column_name = 'id' and kcu.table_schema = current_schema()
    union
    select table_name::text, column_name::text from information_schema.columns
    where table_schema = current_schema() and (column_name = 'user_id' or column_name like '%\\_user\\_id')`);
  if (keyed.rows.length < 20) throw new Error(`too few rider columns found: ${keyed.rows.length}`);
  for (const { table_name, column_name } of keyed.rows) {
    const n = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text = ${rider.id}`,
    );
    if (Number(n.rows[0]?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  const texts = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name::text, c.column_name::text from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb')
      and not (c.table_name = 'data_rights_requests' and c.column_name = 'account_id')`);
  for (const { table_name, column_name } of texts.rows) {
    const n = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${sql.identifier(table_name)}
      where strpos(lower(${sql.identifier(column_name)}::text), lower(${rider.id})) > 0
         or strpos(lower(${sql.identifier(column_name)}::text), lower(${rider.email})) > 0`);
    if (Number(n.rows[0]?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  const jobs = await db.execute<{ name: string }>(
    sql`select name from pgboss.job where strpos(data::text, ${rider.id}) > 0`,
  );
  for (const j of jobs.rows) found.push(`pgboss.job:${j.name}`);
  return [...new Set(found)];
}

/** Every path under `dir` (files and folders) whose name contains `needle`. */
export async function pathsNaming(dir: string, needle: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .map((e) => path.join(e.parentPath, e.name))
    .filter((p) => path.relative(dir, p).includes(needle));
}
