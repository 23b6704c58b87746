import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createLogger } from '../../src/http/logging.ts';
import { createRateLimiter } from '../../src/http/rate-limit.ts';
import { freshDatabaseUrl } from '../support/database.ts';

let database: Database;
let dataDir: string;
let drop: () => Promise<void>;
const log = createLogger('silent');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-purge-'));
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  database = await openDatabase({ databaseUrl: fresh.url, dataDir, log });
});
afterAll(async () => {
  await database?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const keys = async () =>
  (await database.db.execute<{ key: string }>(sql`select key from rate_limit_buckets order by key`)).rows.map(
    (r) => r.key.split(':')[0],
  );

describe('rate-limit buckets are purged when their window has ended', () => {
  it('deletes finished windows only, and a purged bucket starts a fresh window', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const limiter = createRateLimiter(database.db, {
      enabled: true,
      log,
      now: () => now,
      purgeEveryMs: 3_600_000,
    });
    try {
      const short = { name: 'short', max: 2, windowS: 60 };
      const long = { name: 'long', max: 2, windowS: 3600 };
      for (let i = 0; i < 3; i++) await limiter.hit(short, '192.0.2.1');
      expect(await limiter.hit(long, '192.0.2.1')).toBeNull();
      expect(await limiter.hit(short, '192.0.2.1')).toBeGreaterThan(0); // over the limit for now
      expect(await keys()).toEqual(['long', 'short']);

      now = new Date(now.getTime() + 59_000);
      expect(await limiter.purge()).toBe(0); // the short window has not ended yet
      now = new Date(now.getTime() + 2_000);
      expect(await limiter.purge()).toBe(1);
      expect(await keys()).toEqual(['long']);
      expect(await limiter.hit(short, '192.0.2.1')).toBeNull(); // fresh window, count 1

      now = new Date(now.getTime() + 3600_000);
      expect(await limiter.purge()).toBe(2);
      expect(await keys()).toEqual([]);
    } finally {
      limiter.stop();
    }
  });

  it('purges on its own timer', async () => {
    await database.db.execute(
      sql`insert into rate_limit_buckets (key, window_start, count, expires_at)
          values ('stale:x', now() - interval '2 hours', 3, now() - interval '1 hour')`,
    );
    expect(await keys()).toEqual(['stale']);
    const limiter = createRateLimiter(database.db, { enabled: true, log, purgeEveryMs: 50 });
    try {
      const deadline = Date.now() + 5000;
      while ((await keys()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await keys()).toEqual([]);
    } finally {
      limiter.stop();
    }
  });
});

describe('a batch takes what is left of a window in one upsert', () => {
  it('gives the part of a batch that fits, then nothing until the window ends', async () => {
    let now = new Date('2026-03-02T10:00:00Z');
    const limiter = createRateLimiter(database.db, { enabled: true, log, now: () => now });
    const limit = { name: 'batch', max: 100, windowS: 3600 };
    expect(await limiter.take(limit, 'garmin-user-1', 60)).toBe(60);
    expect(await limiter.take(limit, 'garmin-user-1', 60)).toBe(40); // 100 − 60 left
    expect(await limiter.take(limit, 'garmin-user-1', 5)).toBe(0);
    expect(await limiter.take(limit, 'garmin-user-2', 5)).toBe(5); // another subject: its own window
    now = new Date(now.getTime() + 3601_000);
    expect(await limiter.take(limit, 'garmin-user-1', 150)).toBe(100);
    limiter.stop();
    // switched off (tests, development): everything fits and nothing is written
    const off = createRateLimiter(database.db, { enabled: false, log });
    expect(await off.take(limit, 'garmin-user-1', 500)).toBe(500);
  });
});
