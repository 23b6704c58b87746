import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { defineJob } from '../../src/jobs/job-definition.ts';
import { createJobQueue, type JobQueue, JobSetupError } from '../../src/jobs/job-queue.ts';
import { freshDatabaseUrl } from '../support/database.ts';

/** The queue on the real database (PGlite, or PostgreSQL with DATABASE_URL): enqueue, retries, keys, start-up check. */
let database: Database;
let dataDir: string;
let dropDatabase: () => Promise<void>;
const log = pino({ level: 'silent' });
const queues: JobQueue[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-jobs-'));
  const fresh = await freshDatabaseUrl();
  dropDatabase = fresh.drop;
  database = await openDatabase({ databaseUrl: fresh.url, dataDir });
  await database.db.execute(
    sql`create table job_test_done (job text, value text, at timestamptz default now())`,
  );
});
afterAll(async () => {
  for (const q of queues) await q.drain(0);
  await database?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

function queue() {
  const q = createJobQueue({ connection: database.jobs, log, workers: 2, pollSeconds: 0.5 });
  queues.push(q);
  return q;
}

const done = async (job: string) =>
  (
    await database.query<{ value: string }>('select value from job_test_done where job = $1 order by at', [
      job,
    ])
  ).map((r) => r.value);

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('durable job queue', () => {
  it('runs a job enqueued in a committed transaction, and never one whose transaction rolled back', async () => {
    const q = queue();
    const job = q.define(defineJob({ name: 'test.tx', payload: z.object({ value: z.string() }) }));
    q.handle(job, async ({ value }) => {
      await database.query('insert into job_test_done (job, value) values ($1, $2)', ['test.tx', value]);
    });
    await q.start();
    await database.db.transaction(async (tx) => {
      await q.enqueue(job, { value: 'committed' }, { tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await q.enqueue(job, { value: 'rolled back' }, { tx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await until(async () => (await done('test.tx')).length > 0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await done('test.tx')).toEqual(['committed']);
    // a payload that does not fit the schema is refused at enqueue
    await expect(q.enqueue(job, { value: 3 } as never)).rejects.toThrow();
  });

  it('retries a failing job with back-off, then it succeeds', async () => {
    const q = queue();
    const job = q.define(
      defineJob({
        name: 'test.retry',
        payload: z.object({}),
        retryLimit: 3,
        retryDelaySeconds: 1,
        retryBackoff: true,
      }),
    );
    const attempts: { attempt: number; at: number }[] = [];
    q.handle(job, async (_p, ctx) => {
      attempts.push({ attempt: ctx.attempt, at: Date.now() });
      if (ctx.attempt < 2) throw new Error('not yet');
      await database.query('insert into job_test_done (job, value) values ($1, $2)', ['test.retry', 'ok']);
    });
    await q.start();
    await q.enqueue(job, {});
    await until(async () => (await done('test.retry')).length > 0, 30_000);
    expect(attempts.map((a) => a.attempt)).toEqual([0, 1, 2]);
    // back-off: a delay before each retry (≥ 1 s after the first failure, more after the second)
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(900);
  });

  it('an idempotency key makes a second enqueue a no-op', async () => {
    const q = queue();
    const job = q.define(defineJob({ name: 'test.key', payload: z.object({ value: z.string() }) }));
    q.handle(job, async ({ value }) => {
      await database.query('insert into job_test_done (job, value) values ($1, $2)', ['test.key', value]);
    });
    await q.start();
    const first = await q.enqueue(job, { value: 'a' }, { key: 'ride-42' });
    const second = await q.enqueue(job, { value: 'b' }, { key: 'ride-42' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await until(async () => (await done('test.key')).length > 0);
    // and after it ran, too
    expect(await q.enqueue(job, { value: 'c' }, { key: 'ride-42' })).toBeNull();
    expect(await q.pending(job, { value: 'a' })).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await done('test.key')).toEqual(['a']);
  });

  it("a 'stately' job: one queued and one running per key, so a burst of changes is one more run", async () => {
    const q = queue();
    const job = q.define(
      defineJob({ name: 'test.stately', payload: z.object({ userId: z.string() }), policy: 'stately' }),
    );
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    q.handle(job, async () => {
      runs++;
      await gate;
    });
    await q.start();
    expect(await q.enqueue(job, { userId: 'u' }, { singletonKey: 'u' })).toBeTruthy();
    await until(async () => runs === 1);
    // while it runs: one more is queued, the rest are no-ops
    expect(await q.enqueue(job, { userId: 'u' }, { singletonKey: 'u' })).toBeTruthy();
    expect(await q.enqueue(job, { userId: 'u' }, { singletonKey: 'u' })).toBeNull();
    expect(await q.pending(job, { userId: 'u' })).toBe(2);
    // another key is independent
    expect(await q.enqueue(job, { userId: 'v' }, { singletonKey: 'v' })).toBeTruthy();
    release();
    await until(async () => (await q.pending(job)) === 0);
    expect(runs).toBe(3);
  });

  it('refuses to start when a defined job has no handler', async () => {
    const q = queue();
    q.define(defineJob({ name: 'test.orphan', payload: z.object({}) }));
    await expect(q.start()).rejects.toThrow(JobSetupError);
    await expect(q.start()).rejects.toThrow(/test\.orphan/);
  });
});
