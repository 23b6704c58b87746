// Measures the job queue on this machine (not part of the suite): enqueue-in-transaction cost and the time from
// enqueue to the handler starting, on PGlite or (with DATABASE_URL) PostgreSQL. `node test/support/measure-jobs.ts`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { z } from 'zod';
import { openDatabase } from '../../src/db/client.ts';
import { defineJob } from '../../src/jobs/job-definition.ts';
import { createJobQueue } from '../../src/jobs/job-queue.ts';
import { createScratchDatabase } from './database.ts';

const N = 200;
const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-jobs-measure-'));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
const database = await openDatabase({
  databaseUrl: scratch?.url ?? null,
  dataDir,
  log: pino({ level: 'silent' }),
});
const queue = createJobQueue({
  connection: database.jobs,
  log: pino({ level: 'silent' }),
  workers: 2,
  pollSeconds: 2,
});
const job = queue.define(defineJob({ name: 'measure.ping', payload: z.object({ at: z.number() }) }));
const latencies: number[] = [];
queue.handle(job, async ({ at }) => {
  latencies.push(performance.now() - at);
});
const t0 = performance.now();
await queue.start();
const startMs = performance.now() - t0;
const enqueueMs: number[] = [];
for (let i = 0; i < N; i++) {
  const s = performance.now();
  await database.db.transaction(async (tx) => {
    await queue.enqueue(job, { at: performance.now() }, { tx });
  });
  enqueueMs.push(performance.now() - s);
  await new Promise((r) => setTimeout(r, 10));
}
await queue.idle(60_000);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!.toFixed(1);
console.log(
  JSON.stringify({
    driver: database.driver,
    startMs: Math.round(startMs),
    enqueueInTxMs: { p50: pct(enqueueMs, 0.5), p99: pct(enqueueMs, 0.99) },
    enqueueToHandlerMs: { p50: pct(latencies, 0.5), p99: pct(latencies, 0.99) },
    jobs: latencies.length,
  }),
);
await queue.close();
await database.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
