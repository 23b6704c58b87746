import pg from 'pg';

/**
 * A fresh PostgreSQL database (dropped by `drop`) when DATABASE_URL is set, else `url: null` (PGlite), for tests
 * that open the database without the HTTP app.
 */
export async function freshDatabaseUrl(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => {} };
  const name = `domestique_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
