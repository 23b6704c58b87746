import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { PlanEngine } from './plan-engine.ts';
import type { PlanRepository } from './plan-repository.ts';
import type { PlanTriggers } from './plan-triggers.ts';

const userId = z.string().min(1).max(200);

/** Rides imported or deleted: re-match the plan's sessions, score compliance, the daily pass (plan-triggers.ts). */
export const planRidesChangedJob = defineJob({
  name: 'plans.rides-changed',
  payload: z.object({ userId, activityIds: z.array(z.string().min(1).max(200)).min(1).max(100) }),
});

/** The rider's FTP changed: the plan records it (targets are %FTP); one run per rider at a time. */
export const planFtpChangedJob = defineJob({
  name: 'plans.ftp-changed',
  payload: z.object({ userId }),
  policy: 'stately',
});

/** A strength session logged or a log deleted: the plan's strength sessions get their status again. */
export const planStrengthChangedJob = defineJob({
  name: 'plans.strength-changed',
  payload: z.object({ userId }),
  policy: 'stately',
});

/** The daily pass of one rider day (missed sessions, fatigue…); keyed `${userId}:${day}`, so once per day. */
export const planDailyPassJob = defineJob({
  name: 'plans.daily-pass',
  payload: z.object({ userId, day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
});

/** Hourly: queues the daily pass of every rider whose day has turned since their plan was last adapted. */
export const planDailySweepJob = defineJob({
  name: 'plans.daily-sweep',
  payload: z.object({}),
  retryLimit: 1,
});

/**
 * The plan's triggers on the job queue. A failing coach run is retried with back-off (it used to be logged and
 * dropped), and the daily pass no longer waits for the rider's first read of the day (that read still runs it
 * when the sweep has not yet: whichever comes first adapts the plan, the other finds it adapted).
 */
export function registerPlanJobs(
  jobs: JobQueue,
  deps: { triggers: PlanTriggers; engine: PlanEngine; plans: PlanRepository },
) {
  jobs.handle(planRidesChangedJob, async ({ userId, activityIds }) => {
    await deps.triggers.ridesChanged(userId, activityIds);
  });
  jobs.handle(planFtpChangedJob, async ({ userId }) => {
    await deps.triggers.ftpChanged(userId);
  });
  jobs.handle(planStrengthChangedJob, async ({ userId }) => {
    await deps.triggers.strengthChanged(userId);
  });
  jobs.handle(planDailyPassJob, async ({ userId, day }) => {
    const riderDay = await deps.engine.riderDay(userId);
    // the day turned again since the job was queued: the next sweep queues that day
    if (riderDay.today !== day) return;
    await deps.triggers.dailyPass(userId, riderDay);
  });
  jobs.handle(planDailySweepJob, async () => {
    for (const { userId, adaptedOn } of await deps.plans.activePlans()) {
      const { today } = await deps.engine.riderDay(userId);
      if (adaptedOn === today) continue;
      await jobs.enqueue(planDailyPassJob, { userId, day: today }, { key: `${userId}:${today}` });
    }
  });
  // every hour on the hour: every time zone's midnight falls on some hour (the odd :30 and :45 zones an hour late)
  jobs.schedule(planDailySweepJob, '0 * * * *', {}, { key: 'hourly' });
}
