import { timingSafeEqual } from 'node:crypto';
import type { StravaWebhookEvent } from '@domestique/contract';
import type { Logger } from '../../../http/logging.ts';
import type { Limit, RateLimiter } from '../../../http/rate-limit.ts';
import type { ConnectionService } from '../connection-service.ts';
import type { StravaSubscriptionStore } from './strava-subscription-store.ts';

/** The jobs a webhook event becomes (enqueueing is one insert: the answer stays well inside Strava's 2 s). */
export interface StravaEventQueue {
  /** "Something changed for this athlete": one job per rider at a time, which lists what is new. */
  changed(userId: string): Promise<void>;
  removeActivity(userId: string, activityId: number): Promise<void>;
  deauthorized(userId: string): Promise<void>;
}

/**
 * Events acted on per athlete per quarter hour. A rider's real day is a handful (a ride, its title, a deletion);
 * past this, events for the athlete are acknowledged and dropped — they would all coalesce into the same job anyway,
 * this only spares the database the enqueue of each.
 */
export const STRAVA_EVENTS_PER_ATHLETE: Limit = { name: 'strava:events', max: 30, windowS: 900 };

/** What the webhook did with an event (the route answers 200 for all but `refused`). */
export type StravaEventOutcome = 'queued' | 'unknown_athlete' | 'capped' | 'refused';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Strava's webhook: the subscription check, and each event turned into a job for the athlete's rider. Events are
 * unsigned (Strava's design), so: only events carrying our subscription's id are considered; an activity created or
 * updated does not name what to fetch — it queues the athlete's one "changed" job, which reads the athlete's recent
 * activities with the rider's own token and share of the quota; and each athlete's events are capped per window.
 */
export function createStravaWebhook(deps: {
  verifyToken: string | null;
  /** Strava is configured with a verify token: without one no subscription can point here (routes answer 404). */
  configured: boolean;
  subscriptions: Pick<StravaSubscriptionStore, 'current'>;
  connections: ConnectionService;
  queue: StravaEventQueue;
  limiter: Pick<RateLimiter, 'take'>;
  log: Logger;
}) {
  return {
    configured: deps.configured,

    verifies(mode: string, token: string): boolean {
      return mode === 'subscribe' && deps.verifyToken !== null && same(token, deps.verifyToken);
    },

    async accept(event: StravaWebhookEvent): Promise<StravaEventOutcome> {
      const ours = await deps.subscriptions.current();
      if (ours === null || event.subscription_id === undefined || String(event.subscription_id) !== ours)
        return 'refused';
      const owner = await deps.connections.findByExternal('strava', String(event.owner_id));
      if (!owner) return 'unknown_athlete'; // not (or no longer) one of our riders
      if ((await deps.limiter.take(STRAVA_EVENTS_PER_ATHLETE, String(event.owner_id), 1)) === 0) {
        deps.log.debug('strava webhook: events for this athlete over the window cap, dropped');
        return 'capped';
      }
      if (event.object_type === 'athlete') {
        if (event.updates?.authorized === 'false') await deps.queue.deauthorized(owner.userId);
        return 'queued';
      }
      if (event.aspect_type === 'delete') await deps.queue.removeActivity(owner.userId, event.object_id);
      // created, or updated (a private activity made visible, a new title): what is new is listed by the job
      else await deps.queue.changed(owner.userId);
      return 'queued';
    },
  };
}
export type StravaWebhook = ReturnType<typeof createStravaWebhook>;
