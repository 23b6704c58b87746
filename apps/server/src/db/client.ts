import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * Both drivers expose the same Drizzle PostgreSQL API; we type the handle as the node-postgres flavour so services
 * and repositories are written once. (The PGlite flavour differs only in driver-level result metadata.)
 */
export type Db = NodePgDatabase<Schema>;
export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Round-trip time of `SELECT 1` in ms; throws when the database does not answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/pglite`, and applies migrations. */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  // Several processes may start at once: serialise migrations with an advisory lock.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727171)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727171)').catch(() => {});
    client.release();
  }
  return {
    db,
    driver: 'postgres',
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<Database> {
  const client = await PGlite.create(dir);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
}
