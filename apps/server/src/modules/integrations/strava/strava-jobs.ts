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

/** A ride deleted on Strava: removed here too when Strava was its only source (Strava's terms). */
export const stravaRemoveActivity = defineJob({
  name: 'strava.remove-activity',
  payload: z.object({ userId, activityId: z.number().int().nonnegative() }),
});

/** The athlete revoked our access on Strava: checked with Strava, then the connection is deleted here. */
export const stravaDeauthorized = defineJob({
  name: 'strava.deauthorized',
  payload: z.object({ userId }),
});

const STRAVA_JOBS = [stravaBackfillPage, stravaImportActivity, stravaRemoveActivity, stravaDeauthorized];

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
    deleteRide: (userId: string, activityId: string) => Promise<void>;
    log: Logger;
  },
) {
  /** Runs `work`; a deferral becomes the same job queued again for the window's reset. */
  async function deferrable<P>(
    def: typeof stravaImportActivity | typeof stravaBackfillPage,
    payload: P,
    work: () => Promise<void>,
  ) {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof SyncDeferred)) throw error;
      await jobs.enqueue(def as never, payload as never, { startAfter: error.retryAt });
    }
  }

  jobs.handle(stravaBackfillPage, (payload) =>
    deferrable(stravaBackfillPage, payload, async () => {
      const sync = deps.sync();
      if (!sync || !(await deps.connections().connected(payload.userId, 'strava'))) return;
      const { activities, more } = await sync.listPage(payload.userId, payload.after, payload.page);
      for (const activity of activities) {
        if (await deps.sources.find(payload.userId, 'strava', String(activity.id))) continue;
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
      // already imported (an update event, a re-delivery): no call spent on it
      if (await deps.sources.find(payload.userId, 'strava', String(payload.activityId))) return;
      await sync.importActivity(payload.userId, payload.activityId, {
        summary: payload.summary,
        background: payload.background,
      });
    }),
  );

  jobs.handle(stravaRemoveActivity, async ({ userId, activityId }) => {
    const rideId = await deps.sources.find(userId, 'strava', String(activityId));
    if (!rideId) return;
    const sources = await deps.sources.of(userId, rideId);
    // the same ride also uploaded or synced from elsewhere is the rider's own copy: kept
    if (sources.some((s) => s.source !== 'strava')) return;
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
    async importActivity(user, activityId) {
      await jobs.enqueue(stravaImportActivity, { userId: user, activityId, background: false });
    },
    async removeActivity(user, activityId) {
      await jobs.enqueue(stravaRemoveActivity, { userId: user, activityId });
    },
    async deauthorized(user) {
      await jobs.enqueue(stravaDeauthorized, { userId: user }, { key: `deauth:${user}:${Date.now()}` });
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
