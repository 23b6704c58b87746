import type { Workout } from '@domestique/coach';
import type { Logger } from '../../../http/logging.ts';
import type { ConnectionService } from '../connection-service.ts';
import { ProviderError } from '../provider.ts';
import { ImportRetry, TRANSIENT_IMPORT_ERRORS } from '../sync-errors.ts';
import { type IntervalsClient, type IntervalsCredentials, IntervalsError } from './intervals-client.ts';
import {
  eventHash,
  INTERVALS_PUSH_DAYS,
  intervalsEvent,
  type PushableSession,
  pushableSessions,
  pushDiff,
} from './intervals-plan.ts';
import type { IntervalsPushedRepository } from './intervals-pushed-repository.ts';

/** How far back each pull looks: new rides and rides recorded late (a head unit synced days after) are caught. */
export const INTERVALS_PULL_DAYS = 30;

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

function providerError(error: unknown, pushing: boolean): ProviderError {
  if (error instanceof ProviderError) return error;
  const kind = error instanceof IntervalsError ? error.kind : 'unavailable';
  // a wrong key cannot be refreshed: the rider pastes a new one
  if (kind === 'unauthorized') return new ProviderError('reauth_required', 'intervals.icu refused the key');
  if (kind === 'rate_limited') return new ProviderError('provider_rate_limited', 'intervals.icu 429', 429);
  if (pushing && kind === 'rejected')
    return new ProviderError('workout_push_failed', 'intervals.icu refused');
  return new ProviderError('provider_unavailable', 'intervals.icu call failed');
}

/**
 * The intervals.icu work the jobs run. `pull` fetches the rider's recent activities as FIT files into the ingest
 * (each once: an activity already imported from intervals.icu is skipped before it is downloaded; one intervals.icu
 * got from Strava cannot be downloaded — its API withholds them — and is skipped: connect Strava for those).
 * `push` makes the rider's intervals.icu calendar hold exactly the plan's rides of the next two weeks.
 */
export function createIntervalsSync(deps: {
  client: IntervalsClient;
  connections: ConnectionService;
  pushed: IntervalsPushedRepository;
  ingest: (input: {
    userId: string;
    bytes: Uint8Array;
    source: 'intervals';
    externalId: string;
    fileName: string;
  }) => Promise<{ status: 'created' | 'duplicate' } | { status: 'rejected'; errorCode: string }>;
  /** Whether this rider already has the ride intervals.icu knows by this id. */
  known: (userId: string, externalId: string) => Promise<boolean>;
  /** The sessions of the rider's active plan from `from` to `to` and the rider's "today" and language. */
  plan: (userId: string) => Promise<{ today: string; sessions: PushableSession[] } | null>;
  /** The workout a session rides, in the rider's language. */
  workout: (userId: string, workoutId: string) => Promise<Workout<string>>;
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function credentials(userId: string): Promise<IntervalsCredentials> {
    const access = await deps.connections.access(userId, 'intervals');
    return { athleteId: access.externalId, apiKey: access.accessToken };
  }

  async function reported<T>(userId: string, pushing: boolean, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ImportRetry) throw error;
      const failure = providerError(error, pushing);
      await deps.connections.recordError(userId, 'intervals', failure.code).catch(() => {});
      throw failure;
    }
  }

  return {
    /** Imports the rider's activities of the last INTERVALS_PULL_DAYS days not imported yet. */
    pull(userId: string): Promise<{ created: number; skipped: number }> {
      return reported(userId, false, async () => {
        const creds = await credentials(userId);
        const t = now().getTime();
        const list = await deps.client.listActivities(
          creds,
          isoDay(t - INTERVALS_PULL_DAYS * DAY_MS),
          isoDay(t + DAY_MS),
        );
        let created = 0;
        let skipped = 0;
        for (const activity of list) {
          if (activity.source === 'STRAVA' || activity._note || (await deps.known(userId, activity.id))) {
            skipped++;
            continue;
          }
          let bytes: Uint8Array;
          try {
            bytes = await deps.client.fitFile(creds, activity.id);
          } catch (error) {
            // one that cannot be downloaded (gone, withheld) must not stop the others
            if (
              error instanceof IntervalsError &&
              (error.kind === 'not_found' || error.kind === 'rejected')
            ) {
              skipped++;
              continue;
            }
            throw error;
          }
          const outcome = await deps.ingest({
            userId,
            bytes,
            source: 'intervals',
            externalId: activity.id,
            fileName: `intervals-${activity.id}.fit`,
          });
          // a busy machine or a failed store says nothing about the file: the job runs again
          if (outcome.status === 'rejected' && TRANSIENT_IMPORT_ERRORS.has(outcome.errorCode))
            throw new ImportRetry(outcome.errorCode);
          if (outcome.status === 'created') created++;
          else if (outcome.status === 'rejected')
            await deps.connections.recordError(userId, 'intervals', 'ride_unreadable');
        }
        await deps.connections.recordSync(userId, 'intervals');
        return { created, skipped };
      });
    },

    /** Brings the rider's intervals.icu calendar in line with the plan: changed workouts upserted, stale removed. */
    push(userId: string): Promise<{ upserted: number; deleted: number }> {
      return reported(userId, true, async () => {
        const creds = await credentials(userId);
        const plan = await deps.plan(userId);
        const today = plan?.today ?? isoDay(now().getTime());
        const desired = [];
        if (plan) {
          const until = isoDay(Date.parse(`${plan.today}T00:00:00Z`) + (INTERVALS_PUSH_DAYS - 1) * DAY_MS);
          for (const session of pushableSessions(plan.sessions, plan.today, until))
            desired.push(intervalsEvent(session, await deps.workout(userId, session.workoutId)));
        }
        const { upserts, deletes } = pushDiff(desired, await deps.pushed.list(userId), today);
        await deps.client.upsertWorkouts(creds, upserts);
        await deps.pushed.saved(
          userId,
          upserts.map((e) => ({ externalId: e.externalId, date: e.date, hash: eventHash(e) })),
          now(),
        );
        await deps.client.deleteWorkouts(creds, deletes);
        await deps.pushed.removed(userId, deletes);
        await deps.connections.recordSync(userId, 'intervals');
        return { upserted: upserts.length, deleted: deletes.length };
      });
    },
  };
}
export type IntervalsSync = ReturnType<typeof createIntervalsSync>;
