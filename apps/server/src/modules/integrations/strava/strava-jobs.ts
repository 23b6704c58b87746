import { z } from 'zod';
import type { Logger } from '../../../http/logging.ts';
import { defineJob, type JobDefinition } from '../../../jobs/job-definition.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { RideSourceRepository } from '../../activities/index.ts';
import type { ConnectionService } from '../connection-service.ts';
import { stravaActivitySchema } from './strava-client.ts';
import { type StravaSync, SyncDeferred } from './strava-sync.ts';
import type { StravaEventQueue } from './strava-webhook.ts';

const userId = z.string().min(1).max(100);

/** One page of the 90-day history: lists it and queues an import per activity not imported yet, then the next page. */
export const stravaBackfillPage = defineJob({
  name: 'strava.backfill-page',
  payload: z.object({ userId, after: z.number().int(), page: z.number().int().min(1).max(1000) }),
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/** One activity imported from its streams (`summary` from a list page saves a call; a webhook gives only the id). */
export const stravaImportActivity = defineJob({
  name: 'strava.import-activity',
  payload: z.object({
    userId,
    activityId: z.number().int().nonnegative(),
    summary: stravaActivitySchema.optional(),
    background: z.boolean(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/**
 * "Something changed for this athlete" (a webhook event): lists the athlete's recent activities and imports what is
 * not here yet. One queued per rider at a time ('stately'), starting a few seconds after the first event, so a
 * burst of events — a rider's edits, or a stranger's thousand forged ones — is one job and one list call.
 */
export const stravaAthleteChanged = defineJob({
  name: 'strava.athlete-changed',
  payload: z.object({ userId }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  policy: 'stately',
});
/** Seconds the changed job waits for more events of the same burst before it lists. */
export const STRAVA_COALESCE_S = 2;

/**
 * A ride deleted on Strava: removed here too when Strava was its only source (Strava's terms), once Strava confirms
 * it is gone. 'stately' per rider and activity: a burst of events for one activity is one check, and a later event
 * (Strava's real one after a forged one that was checked and ignored) is checked again — an idempotency key would
 * have made it a no-op for days.
 */
export const stravaRemoveActivity = defineJob({
  name: 'strava.remove-activity',
  payload: z.object({ userId, activityId: z.number().int().nonnegative() }),
  policy: 'stately',
});

/** The athlete revoked our access on Strava: checked with Strava, then the connection is deleted here. */
export const stravaDeauthorized = defineJob({
  name: 'strava.deauthorized',
  payload: z.object({ userId }),
});

/** Deauthorisation events of one rider within this many seconds are checked with Strava once. */
export const STRAVA_DEAUTH_WINDOW_S = 5;

const STRAVA_JOBS = [
  stravaBackfillPage,
  stravaImportActivity,
  stravaAthleteChanged,
  stravaRemoveActivity,
  stravaDeauthorized,
];

/**
 * Strava's jobs on the durable queue. A step that meets a full rate-limit window (or a 429) is queued again to run
 * when that window resets — the job itself ends, so it spends no retry — and everything else that fails is retried
 * with back-off by the queue.
 */
export function registerStravaJobs(
  jobs: JobQueue,
  deps: {
    sync: () => StravaSync | null;
    connections: () => ConnectionService;
    sources: RideSourceRepository;
    /** Whether the Strava activity is here already, its original file included (else it is fetched again). */
    stored: (userId: string, activityId: number) => Promise<boolean>;
    deleteRide: (userId: string, activityId: string) => Promise<void>;
    log: Logger;
  },
) {
  /** Runs `work`; a deferral becomes the same job queued again for the window's reset. */
  async function deferrable<P extends { userId: string }>(
    def: typeof stravaImportActivity | typeof stravaBackfillPage | typeof stravaAthleteChanged,
    payload: P,
    work: () => Promise<void>,
  ) {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof SyncDeferred)) throw error;
      await jobs.enqueue(def as never, payload as never, {
        startAfter: error.retryAt,
        ...(def.policy === 'stately' ? { singletonKey: payload.userId } : {}),
      });
    }
  }

  jobs.handle(stravaBackfillPage, (payload) =>
    deferrable(stravaBackfillPage, payload, async () => {
      const sync = deps.sync();
      if (!sync || !(await deps.connections().connected(payload.userId, 'strava'))) return;
      const { activities, more } = await sync.listPage(payload.userId, payload.after, payload.page);
      for (const activity of activities) {
        if (await deps.stored(payload.userId, activity.id)) continue;
        await jobs.enqueue(
          stravaImportActivity,
          { userId: payload.userId, activityId: activity.id, summary: activity, background: true },
          { key: `backfill:${payload.userId}:${activity.id}` },
        );
      }
      if (more)
        await jobs.enqueue(
          stravaBackfillPage,
          { ...payload, page: payload.page + 1 },
          { key: `backfill:${payload.userId}:${payload.after}:${payload.page + 1}` },
        );
      else await deps.connections().recordSync(payload.userId, 'strava');
    }),
  );

  jobs.handle(stravaImportActivity, (payload) =>
    deferrable(stravaImportActivity, payload, async () => {
      const sync = deps.sync();
      if (!sync || !(await deps.connections().connected(payload.userId, 'strava'))) return;
      // already imported (a re-delivery, the same activity listed twice): no call spent on it
      if (await deps.stored(payload.userId, payload.activityId)) return;
      await sync.importActivity(payload.userId, payload.activityId, {
        summary: payload.summary,
        background: payload.background,
      });
    }),
  );

  jobs.handle(stravaAthleteChanged, (payload) =>
    deferrable(stravaAthleteChanged, payload, async () => {
      const sync = deps.sync();
      if (!sync || !(await deps.connections().connected(payload.userId, 'strava'))) return;
      // what the events could not be trusted to name: the athlete's recent activities, read with their own token
      for (const activity of await sync.recent(payload.userId)) {
        if (await deps.stored(payload.userId, activity.id)) continue;
        await sync.importActivity(payload.userId, activity.id, { summary: activity, background: false });
      }
    }),
  );

  jobs.handle(stravaRemoveActivity, async ({ userId, activityId }) => {
    const rideId = await deps.sources.find(userId, 'strava', String(activityId));
    if (!rideId) return;
    const sources = await deps.sources.of(userId, rideId);
    // the same ride also uploaded or synced from elsewhere is the rider's own copy: kept
    if (sources.some((s) => s.source !== 'strava')) return;
    // believed only when Strava no longer has it (strava-sync `activityGone`); without a connection, nothing to ask
    const sync = deps.sync();
    if (!sync || !(await deps.connections().connected(userId, 'strava'))) return;
    if (!(await sync.activityGone(userId, activityId))) {
      deps.log.warn('strava: a delete event for an activity Strava still has, ignored');
      return;
    }
    await deps.deleteRide(userId, rideId);
  });

  jobs.handle(stravaDeauthorized, async ({ userId }) => {
    const sync = deps.sync();
    if (!sync || !(await deps.connections().connected(userId, 'strava'))) return;
    if (await sync.confirmDeauthorized(userId)) {
      await deps.connections().disconnect(userId, 'strava', { notifyProvider: false });
      deps.log.info('strava: athlete revoked access, connection removed');
    }
  });

  const queue: StravaEventQueue = {
    async changed(user) {
      await jobs.enqueue(
        stravaAthleteChanged,
        { userId: user },
        { singletonKey: user, startAfter: STRAVA_COALESCE_S },
      );
    },
    async removeActivity(user, activityId) {
      await jobs.enqueue(
        stravaRemoveActivity,
        { userId: user, activityId },
        { singletonKey: `${user}:${activityId}` },
      );
    },
    async deauthorized(user) {
      // one check with Strava per rider and window, however many (possibly forged) events say so; it runs at the
      // window's end, so it sees the state after every event of the window (a real one after a forged one too)
      const ms = STRAVA_DEAUTH_WINDOW_S * 1000;
      const end = (Math.floor(Date.now() / ms) + 1) * ms;
      await jobs.enqueue(
        stravaDeauthorized,
        { userId: user },
        { key: `deauth:${user}:${end}`, startAfter: new Date(end) },
      );
    },
  };

  return {
    queue,
    /** After connecting: the history of the last 90 days, one page at a time. */
    async backfill(user: string, after: number) {
      await jobs.enqueue(
        stravaBackfillPage,
        { userId: user, after, page: 1 },
        { key: `backfill:${user}:${after}:1` },
      );
    },
    defs: STRAVA_JOBS as readonly JobDefinition<{ userId: string }>[],
  };
}
