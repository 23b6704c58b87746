import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, interval, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareDrizzleParsers } from '../../src/db/pglite-parsers.ts';
import { jobsDbWithAppPriority } from '../../src/db/pglite-priority.ts';

const events = pgTable('events', {
  id: text('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  gap: interval('gap').notNull(),
});

describe('PGlite shared by Drizzle and pg-boss: one parser table, no copy per query', () => {
  let dir: string;
  let plain: PGlite;
  let shared: PGlite;
  let sharing: ReturnType<typeof shareDrizzleParsers>;
  let jobsDb: ReturnType<typeof jobsDbWithAppPriority>;
  const seen: (object | undefined)[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'domestique-pglite-parsers-'));
    plain = await PGlite.create();
    shared = await PGlite.create(dir);
    for (const db of [plain, shared]) {
      await db.exec(`create table events (id text primary key, at timestamptz not null, local timestamp not null,
        day date not null, gap interval not null);
        insert into events values ('a', '2026-03-01T05:06:07.123Z', '2026-03-01 05:06:07', '2026-03-01', '1 hour 2 minutes')`);
    }
    sharing = shareDrizzleParsers(shared);
    jobsDb = jobsDbWithAppPriority(shared, sharing.defaults);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), shared.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('Drizzle reads the same values as on a plain instance, and PGlite gets no per-query parser table', async () => {
    const { drizzleClient } = sharing;
    const query = shared.query;
    shared.query = ((text: string, params?: unknown[], options?: object) => {
      seen.push(options);
      return query(text, params, options);
    }) as PGlite['query'];

    const viaShared = drizzle(drizzleClient);
    const viaPlain = drizzle(plain);
    const rows = await viaShared.select().from(events);
    expect(rows).toEqual(await viaPlain.select().from(events));
    expect(rows[0]?.at).toBeInstanceOf(Date);
    expect(rows[0]?.day).toBe('2026-03-01');
    const raw = await viaShared.execute(sql`select at, day, gap from events`);
    expect(raw.rows).toEqual((await viaPlain.execute(sql`select at, day, gap from events`)).rows);
    const inTx = await viaShared.transaction((tx) => tx.select().from(events));
    expect(inTx).toEqual(rows);

    // the transaction's statements go through its own `query` (the view strips those too; the values above agree)
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const options of seen) expect(options).not.toHaveProperty('parsers');
  });

  it('pg-boss and raw statements still get PGlite’s defaults: timestamps as Dates', async () => {
    const { rows } = await jobsDb.executeSql('select at, local from events');
    const expected = (await plain.query('select at, local from events')).rows;
    expect(rows).toEqual(expected);
    expect((rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });
});
