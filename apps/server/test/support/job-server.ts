// The real server process (serve.ts, what `npm start` runs) with one test job and two test-only routes, for the
// tests that kill, stop and double the process (jobs-process.test.ts). Never part of the production build.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Database } from '../../src/db/client.ts';
import { defineJob } from '../../src/jobs/job-definition.ts';
import { serve } from '../../src/serve.ts';

/** Records 'started' and, `ms` later, 'done' (with this process's pid); runs longer than 6 s count as dead. */
export const recordJob = defineJob({
  name: 'test.record',
  payload: z.object({ value: z.string(), ms: z.number().int().min(0) }),
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 6,
});

let database: Database;
const log = (event: string, value: string) =>
  database.query('insert into job_test_log (event, value, pid) values ($1, $2, $3)', [
    event,
    value,
    process.pid,
  ]);

serve({
  extraJobs(jobs, db) {
    database = db;
    // a job nobody handles: the server must refuse to start
    if (process.env.TEST_ORPHAN_JOB)
      jobs.define(defineJob({ name: process.env.TEST_ORPHAN_JOB, payload: z.object({}) }));
    jobs.handle(recordJob, async ({ value, ms }, ctx) => {
      await log('started', value);
      // a well-behaved handler stops when told to (drain budget spent, run expired)
      await sleep(ms, undefined, { signal: ctx.signal });
      await log('done', value);
    });
  },
  async beforeListen(app) {
    await database.query(
      'create table if not exists job_test_log (event text not null, value text not null, pid int not null, at timestamptz not null default clock_timestamp())',
      [],
    );
    app.post('/test/jobs', async (req) => {
      const { values, ms } = req.body as { values: string[]; ms: number };
      for (const value of values) await app.jobs.enqueue(recordJob, { value, ms });
      return { queued: values.length };
    });
    app.get('/test/jobs/log', async () =>
      database.query('select event, value, pid from job_test_log order by at', []),
    );
  },
}).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
