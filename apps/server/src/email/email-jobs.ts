import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from './mailer.ts';

/**
 * One outgoing mail (verification, password reset, newsletter confirmation): queued in the request, sent by a
 * worker, retried with back-off while the SMTP server is away (5 tries over ≈ 10 minutes). Its payload holds the
 * mail with its one-time link, so the job is kept only an hour after it finished.
 */
export const sendEmailJob = defineJob({
  name: 'email.send',
  payload: z.object({
    to: z.string().min(3).max(320),
    subject: z.string().max(500),
    text: z.string().max(100_000),
    html: z.string().max(200_000),
    /**
     * A one-click unsubscribe URL (RFC 8058; recurring mail: the summaries), so mail clients offer their own button
     * and POST `List-Unsubscribe=One-Click` to it.
     */
    listUnsubscribe: z.url().max(2000).optional(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 20,
  retryBackoff: true,
  expireInSeconds: 120,
  keepSeconds: 3600,
});

/**
 * Registers the sender and returns a `Mailer` that queues instead of sending: what auth and the newsletter use, so
 * a slow or failing SMTP server never holds a request and a restart never loses a mail.
 */
export function queuedMailer(jobs: JobQueue, smtp: Mailer): Mailer {
  jobs.handle(sendEmailJob, async (mail) => {
    await smtp.send(mail);
  });
  return {
    async send(mail) {
      await jobs.enqueue(sendEmailJob, mail);
    },
    describe: () => `${smtp.describe()} (queued: ${sendEmailJob.name})`,
  };
}
