import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';

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

/** A fresh database in a temp data folder: PGlite, or a new PostgreSQL database dropped on close (null if none). */
export async function openBenchDatabase(driver: string): Promise<BenchDatabase | null> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-bench-'));
  let url: string | null = null;
  let drop = async () => {};
  if (driver === 'postgres') {
    const base =
      process.env.BENCH_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `domestique_bench_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
    try {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
    } catch {
      rmSync(dataDir, { recursive: true, force: true });
      return null;
    }
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl: url, dataDir });
  return {
    database,
    driver: database.driver,
    dataDir,
    async close() {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
