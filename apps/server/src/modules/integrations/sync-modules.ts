import type { Workout } from '@domestique/coach';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../http/logging.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { RideIngest, RideSourceRepository } from '../activities/index.ts';
import type { PlanModules } from '../plans/index.ts';
import type { ConnectionService } from './connection-service.ts';
import { createIntervalsClient } from './intervals/intervals-client.ts';
import { createIntervalsConnectService } from './intervals/intervals-connect-service.ts';
import { intervalsPull, intervalsPush, registerIntervalsJobs } from './intervals/intervals-jobs.ts';
import { createIntervalsPushedRepository } from './intervals/intervals-pushed-repository.ts';
import { registerIntervalsRoutes } from './intervals/intervals-routes.ts';
import { createIntervalsSync } from './intervals/intervals-sync.ts';
import type { ProviderAdapter } from './provider.ts';
import { createStravaAdapter } from './strava/strava-adapter.ts';
import { createStravaClient } from './strava/strava-client.ts';
import { createStravaConnectService } from './strava/strava-connect-service.ts';
import { registerStravaJobs } from './strava/strava-jobs.ts';
import { registerStravaRoutes } from './strava/strava-routes.ts';
import { createStravaStateRepository } from './strava/strava-state-repository.ts';
import {
  createStravaSubscriptionCheck,
  registerStravaSubscriptionJob,
} from './strava/strava-subscription.ts';
import { createStravaSubscriptionStore } from './strava/strava-subscription-store.ts';
import { createStravaRateGate, createStravaSync } from './strava/strava-sync.ts';
import { createStravaWebhook } from './strava/strava-webhook.ts';

export interface SyncModuleDeps {
  db: Db;
  config: Config;
  log: Logger;
  jobs: JobQueue;
  /** The shared rate limiter (database buckets): caps per rider on what strangers can send. */
  limiter: RateLimiter;
  ingest: RideIngest;
  sources: RideSourceRepository;
  /** Deletes one of the rider's rides (with everything that follows a deletion: the plan re-matched…). */
  deleteRide: (userId: string, activityId: string) => Promise<void>;
  /** Renames one of the rider's rides (a Strava activity's title). */
  nameRide: (userId: string, activityId: string, name: string) => Promise<void>;
  /** The active plan's sessions from the rider's today on (what intervals.icu gets), or null without a plan. */
  upcomingSessions: PlanModules['upcomingSessions'];
  /** A workout of the library or of the rider's own, in the rider's language (what a pushed session holds). */
  resolveWorkout: (userId: string, workoutId: string) => Promise<Workout<string>>;
  now?: () => Date;
}

/**
 * Strava and intervals.icu wired: clients, adapters (for the connection service), connect services, sync logic,
 * their jobs on the durable queue and their routes. Built in two steps because the connection service needs the
 * adapters and the rest needs the connection service: `adapters` first, then `wire(connections)`.
 */
export function createSyncModules(deps: SyncModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const strava = deps.config.strava ? createStravaClient(deps.config.strava, { now }) : null;
  const intervals = createIntervalsClient(deps.config.intervalsApiUrl);
  const pushed = createIntervalsPushedRepository(deps.db);
  let connections: ConnectionService | null = null;
  const conn = () => {
    if (!connections) throw new Error('sync modules used before wire()');
    return connections;
  };

  const stravaSync = strava
    ? createStravaSync({
        client: strava,
        connections: { ...lazy(conn) } as ConnectionService,
        ingest: (input) => deps.ingest.ingestRide(input),
        gate: createStravaRateGate(now),
        nameRide: deps.nameRide,
        log: deps.log,
        now,
      })
    : null;
  const stravaJobs = registerStravaJobs(deps.jobs, {
    sync: () => stravaSync,
    connections: conn,
    sources: deps.sources,
    stored: (userId, activityId) => deps.ingest.stored(userId, 'strava', String(activityId)),
    deleteRide: deps.deleteRide,
    log: deps.log,
  });
  const stravaSubscriptions = createStravaSubscriptionStore(deps.db);
  const stravaSubscription = registerStravaSubscriptionJob(
    deps.jobs,
    createStravaSubscriptionCheck({
      settings: deps.config.strava,
      client: strava,
      baseUrl: deps.config.baseUrl,
      store: stravaSubscriptions,
      log: deps.log,
    }),
    deps.log,
  );

  const intervalsSync = createIntervalsSync({
    client: intervals,
    connections: { ...lazy(conn) } as ConnectionService,
    pushed,
    ingest: (input) => deps.ingest.ingestRide(input),
    known: (userId, externalId) => deps.ingest.stored(userId, 'intervals', externalId),
    plan: deps.upcomingSessions,
    workout: deps.resolveWorkout,
    log: deps.log,
    now,
  });
  const intervalsJobs = registerIntervalsJobs(deps.jobs, {
    db: deps.db,
    sync: () => intervalsSync,
    connections: conn,
  });

  /** Jobs of these kinds waiting or running for the rider: "queued" in Settings → Connections. */
  const pendingFor = async (userId: string, defs: readonly JobDefinition<{ userId: string }>[]) => {
    let n = 0;
    for (const def of defs) n += await deps.jobs.pending(def, { userId });
    return n;
  };
  const adapters: ProviderAdapter[] = [
    createStravaAdapter(strava, { queued: (userId) => pendingFor(userId, stravaJobs.defs) }),
    {
      id: 'intervals',
      configured: true,
      queued: (userId) => pendingFor(userId, [intervalsPull, intervalsPush]),
      afterDisconnect: (userId) => pushed.forget(userId),
    },
  ];

  return {
    adapters,
    /** Plan changes (inside their transaction) queue a push to intervals.icu. */
    planChanged: (userId: string, tx: DbOrTx | null) => intervalsJobs.planChanged(userId, tx),

    /** Second step: the connection service exists; routes can be registered. */
    wire(connectionService: ConnectionService) {
      connections = connectionService;
      const stravaConnect = createStravaConnectService({
        settings: deps.config.strava,
        client: strava,
        origin: deps.config.baseUrl,
        states: createStravaStateRepository(deps.db),
        connections: connectionService,
        onConnected: (userId) => stravaJobs.backfill(userId, stravaSync!.backfillAfter()),
        log: deps.log,
        now,
      });
      const webhook = createStravaWebhook({
        verifyToken: deps.config.strava?.webhookVerifyToken ?? null,
        configured: Boolean(strava && deps.config.strava?.webhookVerifyToken),
        subscriptions: stravaSubscriptions,
        connections: connectionService,
        queue: stravaJobs.queue,
        limiter: deps.limiter,
        log: deps.log,
      });
      const intervalsConnect = createIntervalsConnectService({
        client: intervals,
        connections: connectionService,
        onConnected: (userId) => intervalsJobs.connected(userId),
        log: deps.log,
      });
      return {
        register(app: FastifyInstance, authenticate: Authenticate) {
          registerStravaRoutes(app, { authenticate, strava: stravaConnect, webhook });
          stravaSubscription.register(app);
          registerIntervalsRoutes(app, {
            authenticate,
            intervals: intervalsConnect,
            limiter: deps.limiter,
          });
        },
      };
    },
  };
}

/** The connection service's methods, resolved when called (it is created after the sync services). */
function lazy(get: () => ConnectionService): Partial<ConnectionService> {
  const names = ['access', 'forceRefresh', 'recordSync', 'recordError', 'connected', 'disconnect'] as const;
  return Object.fromEntries(
    names.map((name) => [
      name,
      (...args: unknown[]) => (get()[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as Partial<ConnectionService>;
}
export type SyncModules = ReturnType<typeof createSyncModules>;
