import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { providerConnections } from '../../../db/schema.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { ConnectionService } from '../connection-service.ts';
import type { IntervalsSync } from './intervals-sync.ts';

const userId = z.string().min(1).max(100);

/** New activities pulled as FIT files into the ingest (one at a time per rider). */
export const intervalsPull = defineJob({
  name: 'intervals.pull',
  payload: z.object({ userId }),
  policy: 'stately',
  retryDelaySeconds: 60,
});

/** The rider's intervals.icu calendar brought in line with the plan (one at a time per rider). */
export const intervalsPush = defineJob({
  name: 'intervals.push',
  payload: z.object({ userId }),
  policy: 'stately',
  retryDelaySeconds: 60,
});

/** The periodic pass: a pull and a push for every intervals.icu connection. */
export const intervalsSweep = defineJob({
  name: 'intervals.sweep',
  payload: z.object({}),
  retryLimit: 1,
});

/**
 * intervals.icu's jobs: a pull and a push per connection every 15 minutes (a push with nothing changed costs no
 * call: only what differs from what we sent goes out), a push whenever the plan changes (queued in the plan's own
 * transaction), and both right after connecting.
 */
export function registerIntervalsJobs(
  jobs: JobQueue,
  deps: { db: Db; sync: () => IntervalsSync; connections: () => ConnectionService },
) {
  const enqueuePull = (user: string) => jobs.enqueue(intervalsPull, { userId: user }, { singletonKey: user });
  const enqueuePush = (user: string, tx?: DbOrTx) =>
    jobs.enqueue(intervalsPush, { userId: user }, { singletonKey: user, ...(tx ? { tx } : {}) });

  jobs.handle(intervalsPull, async ({ userId: user }) => {
    if (!(await deps.connections().connected(user, 'intervals'))) return;
    await deps.sync().pull(user);
  });
  jobs.handle(intervalsPush, async ({ userId: user }) => {
    if (!(await deps.connections().connected(user, 'intervals'))) return;
    await deps.sync().push(user);
  });
  jobs.handle(intervalsSweep, async () => {
    const rows = await deps.db
      .select({ userId: providerConnections.userId })
      .from(providerConnections)
      .where(and(eq(providerConnections.provider, 'intervals'), eq(providerConnections.status, 'active')));
    for (const row of rows) {
      await enqueuePull(row.userId);
      await enqueuePush(row.userId);
    }
  });
  jobs.schedule(intervalsSweep, '*/15 * * * *', {}, { key: 'every-15-min' });

  return {
    async connected(user: string) {
      await enqueuePush(user);
      await enqueuePull(user);
    },
    /** Inside a plan change's transaction: queue a push when the rider uses intervals.icu. */
    async planChanged(user: string, tx: DbOrTx | null) {
      // read in the plan's transaction: on the embedded database a query beside it would wait for it forever
      const [row] = await (tx ?? deps.db)
        .select({ id: providerConnections.id })
        .from(providerConnections)
        .where(and(eq(providerConnections.userId, user), eq(providerConnections.provider, 'intervals')))
        .limit(1);
      if (row) await enqueuePush(user, tx ?? undefined);
    },
  };
}
