import { tmpdir } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { createLogger } from '../../src/http/logging.ts';
import { createJobQueue } from '../../src/jobs/job-queue.ts';
import { fingerprint } from './pglite-template.ts';

/**
 * Creates a new PostgreSQL database (empty, or a copy of `template`) next to `baseUrl` (same server and credentials) and returns its URL and
 * a `drop` that removes it. Throws when the server does not answer. Used by the test app, the tests that open the
 * database directly and the benchmarks.
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix = 'domestique_test',
  /** A database to copy instead of starting empty (`postgresTemplate`). */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A fresh PostgreSQL database (dropped by `drop`) when DATABASE_URL is set, else `url: null` (PGlite in the caller's
 * data folder): the same integration suite therefore runs on both drivers. The database is a copy of a migrated
 * template (as PGlite's is, test/support/pglite-template.ts), unless `empty` asks for a new install's first start.
 */
export async function freshDatabaseUrl(
  opts: { empty?: boolean } = {},
): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => {} };
  return createScratchDatabase(
    base,
    'domestique_test',
    opts.empty ? undefined : await postgresTemplate(base),
  );
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated, empty database on `baseUrl`'s server (our migrations applied, pg-boss's schema created)
 * that fresh databases are copied from: `create database … template` takes about 0.3 s where migrating a new one
 * takes about 2 s, and the PostgreSQL pass starts a few hundred apps. Named after what it is made of (the PGlite
 * template's fingerprint: migrations, pg-boss's version, how the server opens its database), built once per server
 * by the first test that needs it, under an advisory lock so parallel workers wait for that one.
 */
function postgresTemplate(baseUrl: string): Promise<string> {
  let name = templates.get(baseUrl);
  if (!name) {
    name = buildPostgresTemplate(baseUrl);
    name.catch(() => templates.delete(baseUrl));
    templates.set(baseUrl, name);
  }
  return name;
}

/** Any fixed key: the advisory lock only orders the workers building the template. */
const TEMPLATE_LOCK = 7_311_026;

async function buildPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `domestique_template_${fingerprint()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // built under another name and renamed when complete, so a copy never starts from a half-migrated template
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const log = createLogger('silent');
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), log });
      const jobs = createJobQueue({ connection: database.jobs, log, workers: 0 });
      await jobs.start();
      await jobs.close();
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
  return name;
}
