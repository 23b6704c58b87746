import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Logger } from '../../../http/logging.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { type StravaClient, StravaError, type StravaSettings } from './strava-client.ts';
import type { StravaSubscriptionStore } from './strava-subscription-store.ts';

/** Where Strava sends the subscription check and the events (strava-routes.ts); the callback is `{BASE_URL}` + this. */
export const STRAVA_WEBHOOK_PATH = '/api/webhooks/strava';

/**
 * Makes sure the app's Strava webhook subscription points at this deployment. Queued when the server starts
 * listening (Strava checks the callback before it answers, so we must be reachable first) and daily; 'stately', so
 * several processes starting together make one queued run, never two at once. Failures (Strava away, the check
 * refused) are retried with back-off like the other Strava jobs.
 */
export const stravaEnsureSubscription = defineJob({
  name: 'strava.ensure-subscription',
  payload: z.object({}),
  retryLimit: 5,
  retryDelaySeconds: 30,
  policy: 'stately',
});

/** Daily, off the hour: a subscription deleted on Strava's side (or by an operator) comes back within a day. */
const DAILY_CRON = '23 4 * * *';

export type SubscriptionOutcome = 'present' | 'created' | 'elsewhere' | 'skipped' | 'not_configured';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const isLoopback = (url: URL) => LOOPBACK.has(url.hostname) || url.hostname.startsWith('127.');

/**
 * Whether Strava can reach `callbackUrl`. Strava refuses callbacks it cannot fetch over the internet, so a plain-http
 * or loopback BASE_URL is not worth a refused call every day — except a loopback callback when Strava itself is on
 * this machine (STRAVA_API_URL on loopback: a local Strava such as the tests' fake), which can fetch it.
 */
export function callbackReachable(callbackUrl: string, apiUrl: string): boolean {
  const callback = new URL(callbackUrl);
  if (isLoopback(callback)) return isLoopback(new URL(apiUrl));
  return callback.protocol === 'https:';
}

/**
 * One pass: list the app's subscriptions; ours (same callback URL) → nothing to do; none → create it; another
 * URL → left alone (another deployment of the same Strava app may own it — Strava allows one per app) with a
 * warning naming both URLs. Throws a `StravaError` for the queue to retry.
 */
export function createStravaSubscriptionCheck(deps: {
  settings: StravaSettings | null;
  client: StravaClient | null;
  baseUrl: string;
  /** Where the id of our subscription is kept: the webhook accepts only events carrying it. */
  store: Pick<StravaSubscriptionStore, 'save'>;
  log: Logger;
}) {
  const callbackUrl = `${deps.baseUrl}${STRAVA_WEBHOOK_PATH}`;
  return {
    callbackUrl,
    /** Configured = Strava's app keys and a verify token: only then is there a subscription to keep. */
    configured: () => Boolean(deps.client && deps.settings?.webhookVerifyToken),

    async ensure(): Promise<SubscriptionOutcome> {
      const verifyToken = deps.settings?.webhookVerifyToken;
      if (!deps.client || !deps.settings || !verifyToken) return 'not_configured';
      if (!callbackReachable(callbackUrl, deps.settings.apiUrl)) {
        deps.log.info(
          { callbackUrl },
          'strava webhook: not subscribing, Strava cannot reach this callback (BASE_URL must be public https)',
        );
        return 'skipped';
      }
      const existing = await deps.client.listSubscriptions();
      const ours = existing.find((s) => s.callback_url === callbackUrl);
      if (ours) {
        await deps.store.save(ours.id, callbackUrl);
        return 'present';
      }
      if (existing.length > 0) {
        // Strava keeps one subscription per app: ours cannot be created while this one exists, and deleting it
        // could cut off another deployment — an operator decides.
        deps.log.warn(
          {
            callbackUrl,
            subscribedUrls: existing.map((s) => s.callback_url),
            subscriptionIds: existing.map((s) => s.id),
          },
          `strava webhook: this Strava app is subscribed for ${existing.map((s) => s.callback_url).join(', ')}, ` +
            `not ${callbackUrl}; left alone, so new rides will not reach this server by webhook. If that ` +
            'deployment is gone, delete its subscription (README: Strava) and restart.',
        );
        return 'elsewhere';
      }
      try {
        const { id } = await deps.client.createSubscription(callbackUrl, verifyToken);
        await deps.store.save(id, callbackUrl);
        deps.log.info({ callbackUrl, subscriptionId: id }, 'strava webhook: subscription created');
        return 'created';
      } catch (error) {
        if (error instanceof StravaError && error.status === 400)
          deps.log.warn(
            { callbackUrl, reason: error.detail },
            'strava webhook: Strava refused the subscription — its check of the callback failed (unreachable, ' +
              'slower than 2 s, or STRAVA_WEBHOOK_VERIFY_TOKEN differs in the process that answered) or one was ' +
              'created meanwhile; retried',
          );
        throw error;
      }
    },
  };
}
export type StravaSubscriptionCheck = ReturnType<typeof createStravaSubscriptionCheck>;

/**
 * The job's handler and daily schedule (always scheduled: a server whose configuration lost Strava runs it as a
 * no-op), and the queueing at start. Call `register` with the app before it listens.
 */
export function registerStravaSubscriptionJob(jobs: JobQueue, check: StravaSubscriptionCheck, log: Logger) {
  jobs.handle(stravaEnsureSubscription, async () => {
    const outcome = await check.ensure();
    log.debug({ outcome }, 'strava webhook subscription checked');
  });
  jobs.schedule(stravaEnsureSubscription, DAILY_CRON, {});
  return {
    register(app: FastifyInstance) {
      if (!check.configured()) return;
      // onListen, not onReady: Strava's check fetches our callback while we create the subscription
      app.addHook('onListen', async () => {
        try {
          await jobs.enqueue(stravaEnsureSubscription, {});
        } catch (err) {
          log.warn(
            { err },
            'strava webhook: could not queue the subscription check; the daily run will do it',
          );
        }
      });
    },
  };
}
