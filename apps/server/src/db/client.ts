import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { ConstructorOptions } from 'pg-boss';
import { createLogger, type Logger } from '../http/logging.ts';
import { shareDrizzleParsers, withDefaultParsers } from './pglite-parsers.ts';
import { jobsDbWithAppPriority } from './pglite-priority.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * Both drivers expose the same Drizzle PostgreSQL API; we type the handle as the node-postgres flavour so services
 * and repositories are written once. (The PGlite flavour differs only in driver-level result metadata.)
 */
export type Db = NodePgDatabase<Schema>;
/** A transaction or the database: repositories accept either so services can group writes. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Round-trip time of `SELECT 1` in ms; throws when the database does not answer. */
  ping(): Promise<number>;
  /** One parameterised statement straight through the driver (no ORM): the HTTP benchmark's minimal baseline. */
  query<T>(text: string, params: unknown[]): Promise<T[]>;
  /**
   * How the durable job queue (pg-boss) reaches this database: a small pool of its own on PostgreSQL (it holds a
   * LISTEN connection and its own transactions), the very same instance on PGlite (one connection in-process).
   */
  jobs: ConstructorOptions;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/pglite`, and applies migrations.
 * `log` receives driver-level problems (an idle connection dropped by the server); by default a pino logger at
 * `logLevel` (info).
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  logLevel?: string;
  log?: Logger;
}): Promise<Database> {
  const log = opts.log ?? createLogger(opts.logLevel ?? 'info');
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, log)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  return { ...database, close: once(database.close) };
}

/** Closing twice (a test that stopped the database, then the normal teardown) is a no-op, not a driver error. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * A pooled connection that the server drops (stop, restart, failover, idle timeout) emits `error`, and an `error`
 * event nobody listens to crashes the process. The pool listens on its idle clients only; a client checked out —
 * inside a transaction, between two of its statements — has no listener of its own, so one is attached to every
 * client as it connects. The statement in flight still fails (its request answers 503, see db-errors.ts) and the
 * pool discards the broken client when it is released; the next query opens a fresh connection.
 */
export function logPoolErrors(pool: pg.Pool, log: Logger) {
  // An idle client's error reaches both listeners (the pool re-emits it): one line per lost connection.
  const logged = new WeakSet<Error>();
  const lost = (err: Error) => {
    if (logged.has(err)) return;
    logged.add(err);
    log.error({ err }, 'database connection lost (the pool will reconnect)');
  };
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
  });
}

async function openPostgres(url: string, log: Logger): Promise<Database> {
  // A connection attempt that hangs (a host that drops packets) fails after 5 s instead of holding its request.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5000,
  });
  logPoolErrors(pool, log);
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
    query: async <T>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as T[],
    jobs: { connectionString: url, max: 3, schema: 'pgboss', application_name: 'domestique-jobs' },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<Database> {
  const client = await PGlite.create(dir);
  const { drizzleClient, defaults } = shareDrizzleParsers(client);
  const jobsDb = jobsDbWithAppPriority(client, defaults);
  const pgliteDb = drizzlePglite(drizzleClient, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    query: async <T>(text: string, params: unknown[]) =>
      (await client.query<T>(text, params, withDefaultParsers(defaults))).rows,
    jobs: { db: jobsDb, backend: 'pglite', schema: 'pgboss' },
    close: () => client.close(),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
}

/** `database.ping()`, failing after `ms` when the database does not answer (a hung connection attempt). */
export function pingWithin(database: Pick<Database, 'ping'>, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
    database.ping().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
