import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { DeletionService } from './deletion-service.ts';
import { forgetErasedRidersJobs, forgetFinishedDeletions } from './erase-rider.ts';

/**
 * Every 15 minutes: accounts whose grace period is over get their deletion job; finished deletions, and the records
 * of jobs that were still running when their rider was erased, are forgotten.
 */
export const deletionSweepJob = defineJob({
  name: 'account.deletion-sweep',
  payload: z.object({}),
  retryLimit: 1,
  policy: 'stately',
});

/**
 * Deletes one account whose grace period is over (deletion-service.ts `erase`). One at a time per rider; retried
 * for about a day while a provider or the database is away — the grace period is a promise, the deadline of GDPR
 * Art. 17 ("without undue delay") is not hours.
 */
export const deleteAccountJob = defineJob({
  name: 'account.delete',
  payload: z.object({ userId: z.string().min(1).max(128) }),
  retryLimit: 10,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
  policy: 'stately',
});

export function registerDeletionJobs(
  jobs: JobQueue,
  deletions: DeletionService,
  db: DbOrTx,
  now: () => Date,
) {
  jobs.handle(deletionSweepJob, async () => {
    await forgetFinishedDeletions(db, deleteAccountJob.name);
    await forgetErasedRidersJobs(db, now());
    await deletions.dropExpired();
    for (const userId of await deletions.due())
      await jobs.enqueue(deleteAccountJob, { userId }, { singletonKey: userId });
  });
  jobs.schedule(deletionSweepJob, '*/15 * * * *', {});
  jobs.handle(deleteAccountJob, ({ userId }) => deletions.erase(userId));
}
