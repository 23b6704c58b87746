import { dueSummaryPeriod, localDay, SUMMARY_PERIODS, safeTimeZone } from '@domestique/coach';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SummaryEmails } from './summary-email-service.ts';
import type { SummaryNarrator } from './summary-narration.ts';
import type { SummaryRepository } from './summary-repository.ts';
import { localHour, type SummaryService } from './summary-service.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Builds one rider's summary of one period (keyed rider:period:from, and the table holds one per period), lets the
 * model narrator word it when the operator configured one and the rider opted in (once: stored), then decides its
 * e-mail once (summary-email-service.ts): a retried or re-run build never mails twice nor asks the model again.
 */
export const summaryBuildJob = defineJob({
  name: 'coach.summary-build',
  payload: z.object({
    userId: z.string().min(1).max(200),
    period: z.enum(SUMMARY_PERIODS),
    from: day,
    to: day,
  }),
});

/** Hourly: queues the summary of every rider whose week (Monday 07:00) or month (the 1st, 07:00) is due and missing. */
export const summarySweepJob = defineJob({
  name: 'coach.summaries-sweep',
  payload: z.object({}),
  retryLimit: 1,
});

export function registerSummaryJobs(
  jobs: JobQueue,
  deps: {
    repo: SummaryRepository;
    summaries: SummaryService;
    narrator: SummaryNarrator;
    emails: SummaryEmails;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  jobs.handle(summaryBuildJob, async ({ userId, period, from, to }) => {
    const stored = await deps.narrator.narrate(
      userId,
      await deps.summaries.build(userId, period, { from, to }),
    );
    await deps.emails.deliver(userId, stored);
  });
  jobs.handle(summarySweepJob, async () => {
    const at = now();
    for (const rider of await deps.repo.riders()) {
      const tz = safeTimeZone(rider.timeZone);
      const today = localDay(tz, at);
      const hour = localHour(tz, at);
      for (const period of SUMMARY_PERIODS) {
        const due = dueSummaryPeriod(today, hour, period);
        const newest = rider[period];
        // stored with its e-mail decided: nothing to do (a page may have built it on the spot, without the mail)
        const mailed = period === 'week' ? rider.weekMailed : rider.monthMailed;
        if (newest != null && (newest > due.from || (newest === due.from && mailed))) continue;
        await jobs.enqueue(
          summaryBuildJob,
          { userId: rider.userId, period, ...due },
          { key: `${rider.userId}:${period}:${due.from}` },
        );
      }
    }
  });
  // every hour on the hour: each time zone's 07:00 falls on one of them (the :30 and :45 zones half an hour late)
  jobs.schedule(summarySweepJob, '0 * * * *', {}, { key: 'hourly' });
}
