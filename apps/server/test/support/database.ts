import pg from 'pg';

/**
 * Creates a new, empty PostgreSQL database next to `baseUrl` (same server and credentials) and returns its URL and
 * a `drop` that removes it. Throws when the server does not answer. Used by the test app, the tests that open the
 * database directly and the benchmarks.
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix = 'domestique_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
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
 * data folder): the same integration suite therefore runs on both drivers.
 */
export async function freshDatabaseUrl(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => {} };
  return createScratchDatabase(base);
}
