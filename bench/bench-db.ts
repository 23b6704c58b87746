import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/http/logging.ts';
// The same scratch-database helper the server's integration tests use.
import { createScratchDatabase } from '../apps/server/test/support/database.ts';
import type { Row } from './table.ts';

/** Median of `rounds` timed runs after `warmup` untimed ones, ms. */
export async function medianMs(run: () => unknown, rounds = 21, warmup = 3): Promise<number> {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export interface BenchDatabase {
  database: Database;
  driver: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Which drivers the DB suites run on: BENCH_DRIVERS=pglite,postgres (default both; PostgreSQL only if it answers). */
export function benchDrivers(): string[] {
  return (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
}

/** A new PostgreSQL database for one bench run (BENCH_DATABASE_URL, DATABASE_URL or local), or null if none answers. */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    return await createScratchDatabase(base, 'domestique_bench');
  } catch {
    return null;
  }
}

/** A fresh database in a temp data folder: PGlite, or a new PostgreSQL database dropped on close (null if none). */
export async function openBenchDatabase(driver: string): Promise<BenchDatabase | null> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-bench-'));
  const pg = driver === 'postgres' ? await scratchPostgres() : null;
  if (driver === 'postgres' && !pg) {
    rmSync(dataDir, { recursive: true, force: true });
    return null;
  }
  const database = await openDatabase({ databaseUrl: pg?.url ?? null, dataDir, log: createLogger('warn') });
  return {
    database,
    driver: database.driver,
    dataDir,
    async close() {
      await database.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The row a database suite prints for a driver whose database is not there (PostgreSQL not answering). */
export function skippedRow(suite: string, name: string): Row {
  return { suite, case: name, value: 'skipped', detail: 'no database', goal: '' };
}

/**
 * The real app on `bench`'s database and data folder, listening on a free loopback port: silent logs, rate limits off,
 * BASE_URL http://127.0.0.1:3999, plus `env`. The caller closes the app, then `bench`.
 */
export async function startBenchApp(
  bench: BenchDatabase,
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<{ app: FastifyInstance; address: string }> {
  const config = loadConfig({
    DATA_DIR: bench.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    BASE_URL: 'http://127.0.0.1:3999',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    ...env,
  });
  const app = await createApp(config, { database: bench.database, now: options.now });
  return { app, address: await app.listen({ port: 0, host: '127.0.0.1' }) };
}
