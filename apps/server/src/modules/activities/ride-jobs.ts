import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { HrLoadRecompute } from './hr-load-recompute.ts';
import type { PowerCurveBackfill } from './power-curve-backfill.ts';
import type { PowerHistogramBackfill } from './power-histogram-backfill.ts';

const rider = z.object({ userId: z.string().min(1).max(200) });

/** Every ride's HR load after LTHR / max HR / resting HR changed (hr-load-recompute.ts); one run per rider at a time. */
export const hrRescoreJob = defineJob({
  name: 'rides.hr-rescore',
  payload: rider,
  policy: 'stately',
  expireInSeconds: 30 * 60,
});

/**
 * Every ride's IF, TSS and FTP estimate after the FTP timeline changed (`recomputeMetricsForUser`). The request that
 * changed the FTP re-scores at once (the rider sees the new numbers in the reply); this job, enqueued in the FTP
 * write's transaction and run 30 s later, is the durable net under it: a process that died between the commit and
 * that re-score leaves it to the job. Idempotent (only rides whose figures changed are written), so it usually
 * finds nothing to do.
 */
export const ftpRescoreJob = defineJob({
  name: 'rides.ftp-rescore',
  payload: rider,
  policy: 'stately',
  expireInSeconds: 30 * 60,
});

/** Legacy power curves re-computed as exact-duration bests (power-curve-backfill.ts); queued at every start. */
export const powerCurveBackfillJob = defineJob({
  name: 'rides.power-curve-backfill',
  payload: z.object({}),
  policy: 'stately',
  expireInSeconds: 60 * 60,
});

/**
 * Power histograms of rides stored before them (power-histogram-backfill.ts); queued at every start, one run at a
 * time. A failed run (the database away) is retried with back-off; a stopped one resumes at the next start.
 */
export const powerHistogramBackfillJob = defineJob({
  name: 'rides.power-histogram-backfill',
  payload: z.object({}),
  policy: 'stately',
  expireInSeconds: 60 * 60,
});

/** The ride module's background work on the job queue. */
export function registerRideJobs(
  jobs: JobQueue,
  deps: {
    hrLoads: HrLoadRecompute;
    recomputeMetricsForUser: (userId: string) => Promise<unknown>;
    powerCurveBackfill: () => PowerCurveBackfill;
    powerHistogramBackfill: PowerHistogramBackfill;
  },
) {
  jobs.handle(hrRescoreJob, async ({ userId }, ctx) => {
    await deps.hrLoads.rescore(userId, ctx.signal);
  });
  jobs.handle(ftpRescoreJob, async ({ userId }) => {
    await deps.recomputeMetricsForUser(userId);
  });
  jobs.handle(powerCurveBackfillJob, async (_payload, ctx) => {
    const run = deps.powerCurveBackfill();
    ctx.signal.addEventListener('abort', () => void run.stop(), { once: true });
    await run.start();
  });
  jobs.handle(powerHistogramBackfillJob, async (_payload, ctx) => {
    await deps.powerHistogramBackfill.run(ctx.signal);
  });
}
