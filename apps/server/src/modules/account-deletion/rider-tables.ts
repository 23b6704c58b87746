import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** A column that holds a rider's account id: `table.column`. */
export interface RiderColumn {
  table: string;
  column: string;
}

/**
 * Every column of the database that holds a rider's account id, read from the schema itself rather than listed by
 * hand (DESIGN.md "A rider's data is the schema"): foreign keys to `user.id`, and columns named `user_id` that
 * have none. A table added tomorrow is found without anyone remembering this file. Ordered children first — a
 * table whose rows are referenced by another of these tables comes after it — so deleting in this order never
 * trips a foreign key that does not cascade. The `user` table itself is not listed (it is deleted last).
 * The data-rights log's `account_id` is not a `user_id` on purpose: it is the one record that outlives the account.
 */
export async function riderColumns(db: DbOrTx): Promise<RiderColumn[]> {
  const found = await db.execute<{ table_name: string; column_name: string }>(sql`
    select cl.relname as table_name, a.attname as column_name
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and n.nspname = current_schema()
      and c.confrelid = (select oid from pg_class where relname = 'user' and relnamespace = n.oid)
    union
    select c.table_name::text, c.column_name::text
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`);
  const columns = found.rows
    .filter((r) => r.table_name !== 'user')
    .map((r) => ({ table: r.table_name, column: r.column_name }));
  const edges = await db.execute<{ child: string; parent: string }>(sql`
    select ch.relname as child, pa.relname as parent
    from pg_constraint c
    join pg_class ch on ch.oid = c.conrelid
    join pg_class pa on pa.oid = c.confrelid
    join pg_namespace n on n.oid = ch.relnamespace
    where c.contype = 'f' and n.nspname = current_schema() and ch.oid <> pa.oid`);
  return childrenFirst(columns, edges.rows);
}

/** Orders the columns so a table comes before every table it references (a depth-first topological order). */
export function childrenFirst(
  columns: RiderColumn[],
  edges: readonly { child: string; parent: string }[],
): RiderColumn[] {
  const tables = [...new Set(columns.map((c) => c.table))].sort();
  const referencedBy = new Map<string, string[]>();
  for (const e of edges) referencedBy.set(e.parent, [...(referencedBy.get(e.parent) ?? []), e.child]);
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    // whoever references this table must be emptied first
    for (const child of referencedBy.get(table) ?? []) if (tables.includes(child)) visit(child);
    order.push(table);
  };
  for (const t of tables) visit(t);
  return order.flatMap((t) => columns.filter((c) => c.table === t));
}
