import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../http/logging.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { RideIngest } from '../activities/index.ts';
import { createConnectionRepository } from './connection-repository.ts';
import { registerConnectionRoutes } from './connection-routes.ts';
import { type ConnectionConsents, createConnectionService } from './connection-service.ts';
import { createGarminAdapter } from './garmin/garmin-adapter.ts';
import { createGarminApiClient } from './garmin/garmin-api-client.ts';
import { createGarminAuthClient } from './garmin/garmin-auth-client.ts';
import { registerGarminConnectRoutes } from './garmin/garmin-connect-routes.ts';
import { createGarminConnectService } from './garmin/garmin-connect-service.ts';
import {
  GARMIN_JOB_NAMES,
  garminActivityFile,
  garminBackfill,
  garminDeregistration,
  garminPermissions,
  garminPushWorkouts,
} from './garmin/garmin-jobs.ts';
import { createGarminStateRepository } from './garmin/garmin-state-repository.ts';
import { createGarminSyncService, GARMIN_BACKFILL_DAYS } from './garmin/garmin-sync-service.ts';
import { createGarminTrainingClient } from './garmin/garmin-training-client.ts';
import { registerGarminWebhookRoutes } from './garmin/garmin-webhook-routes.ts';
import { createGarminWebhookService } from './garmin/garmin-webhook-service.ts';
import { createGarminWorkoutPush } from './garmin/garmin-workout-push.ts';
import { createGarminWorkoutRepository } from './garmin/garmin-workout-repository.ts';
import { countQueuedJobs } from './jobs-count.ts';
import type { ProviderAdapter } from './provider.ts';
import type { SyncModules } from './sync-modules.ts';
import { createTokenCipher } from './token-cipher.ts';

/** Every 30 minutes, tokens that expire within 2 hours are refreshed (riders who do nothing stay connected). */
export const refreshTokens = defineJob({
  name: 'integrations.refresh-tokens',
  payload: z.object({}),
  retryLimit: 1,
  policy: 'stately',
});
const REFRESH_WITHIN_MS = 2 * 3600_000;

/** Every day at 03:00 UTC each Garmin rider's calendar is brought up to date (the 7-day window rolls forward). */
export const garminPushAll = defineJob({
  name: 'garmin.push-all',
  payload: z.object({}),
  retryLimit: 1,
  policy: 'stately',
});

/**
 * The integrations module wired: token cipher, connections (storage, refresh, list, disconnect) and each provider
 * with its routes and jobs. A new provider adds its adapter to `adapters` and registers its routes and jobs here.
 */
export function createIntegrationModules(deps: {
  db: Db;
  config: Config;
  log: Logger;
  jobs: JobQueue;
  ingest: Pick<RideIngest, 'ingestRide'>;
  /** The shared rate limiter (database buckets): caps per rider and per provider user on what strangers can send. */
  limiter: RateLimiter;
  now?: () => Date;
  /** Strava and intervals.icu (`sync-modules.ts`): their adapters join the list, their routes are registered here. */
  sync?: SyncModules;
  /** The consents module's record of each provider's consent: granted by connecting, withdrawn by disconnecting. */
  consents?: ConnectionConsents;
}) {
  const connectionRepo = createConnectionRepository(deps.db);
  const workoutRepo = createGarminWorkoutRepository(deps.db);
  const cipher = createTokenCipher(deps.config.authSecret, deps.config.previousAuthSecrets);
  const garminConfig = deps.config.garmin;
  const garminClients = garminConfig
    ? { auth: createGarminAuthClient(garminConfig, deps.now), api: createGarminApiClient(garminConfig) }
    : null;
  const adapters: ProviderAdapter[] = [
    createGarminAdapter(garminClients, {
      queued: (userId) => countQueuedJobs(deps.db, GARMIN_JOB_NAMES, userId),
      // workouts already on Garmin stay there (Garmin forgets our grant); our record of them goes
      afterDisconnect: (userId) => workoutRepo.deleteAll(userId),
    }),
    ...(deps.sync?.adapters ?? []),
  ];
  const connections = createConnectionService({
    db: deps.db,
    repo: connectionRepo,
    cipher,
    adapters,
    log: deps.log,
    now: deps.now,
    consents: deps.consents,
  });
  const garmin = createGarminConnectService({
    config: garminConfig,
    origin: deps.config.baseUrl,
    states: createGarminStateRepository(deps.db),
    cipher,
    auth: garminClients?.auth ?? null,
    api: garminClients?.api ?? null,
    connections,
    onConnected: async (userId) => {
      await deps.jobs.enqueue(garminBackfill, { userId, days: GARMIN_BACKFILL_DAYS });
      await deps.jobs.enqueue(garminPushWorkouts, { userId }, { singletonKey: userId });
    },
    log: deps.log,
    now: deps.now,
  });
  const providerSync = deps.sync?.wire(connections);
  const garminWebhooks = createGarminWebhookService({
    config: garminConfig,
    connections,
    cipher,
    jobs: deps.jobs,
    limiter: deps.limiter,
    now: deps.now,
  });

  deps.jobs.handle(refreshTokens, async () => {
    await connections.refreshExpiring(REFRESH_WITHIN_MS);
  });
  deps.jobs.schedule(refreshTokens, '*/30 * * * *', {});
  if (garminConfig && garminClients) {
    const sync = createGarminSyncService({
      config: garminConfig,
      api: garminClients.api,
      connections,
      cipher,
      ingest: deps.ingest,
      log: deps.log,
      now: deps.now,
    });
    deps.jobs.handle(garminBackfill, ({ userId, days }) => sync.backfill(userId, days));
    deps.jobs.handle(garminActivityFile, async (job) => {
      await sync.activityFile(job);
    });
    deps.jobs.handle(garminDeregistration, async ({ userId, garminUserId }) => {
      await sync.deregistration(userId, garminUserId);
    });
    deps.jobs.handle(garminPermissions, ({ userId }) => sync.permissions(userId));
    const push = createGarminWorkoutPush({
      repo: workoutRepo,
      training: createGarminTrainingClient(garminClients.api),
      connections,
      log: deps.log,
      now: deps.now,
    });
    deps.jobs.handle(garminPushWorkouts, async ({ userId }) => {
      await push.sync(userId);
    });
  } else {
    // Without a Garmin app no Garmin job can be queued (no connection exists); a leftover from a former
    // configuration is dropped with a log line instead of failing forever.
    for (const def of [
      garminBackfill,
      garminActivityFile,
      garminDeregistration,
      garminPermissions,
      garminPushWorkouts,
    ] as const)
      deps.jobs.handle(def as typeof garminBackfill, async () => {
        deps.log.warn({ job: def.name }, 'Garmin job dropped: Garmin is not configured');
      });
  }

  deps.jobs.handle(garminPushAll, async () => {
    for (const userId of await workoutRepo.connectedRiders())
      await deps.jobs.enqueue(garminPushWorkouts, { userId }, { singletonKey: userId });
  });
  deps.jobs.schedule(garminPushAll, '0 3 * * *', {});

  return {
    cipher,
    connections,
    garmin,
    /**
     * `planChanged` subscriber: the rider's plan was made, adapted, re-planned or ended — if Garmin is connected, its
     * calendar is brought in line by a job queued in the plan's own transaction (`tx`; null: already committed).
     */
    async planChanged(userId: string, tx: DbOrTx | null): Promise<void> {
      const connection = await connectionRepo.find(userId, 'garmin', (tx ?? deps.db) as Db);
      if (connection?.status === 'active')
        await deps.jobs.enqueue(
          garminPushWorkouts,
          { userId },
          { ...(tx ? { tx } : {}), singletonKey: userId },
        );
    },
    register(app: FastifyInstance, authenticate: Authenticate) {
      registerConnectionRoutes(app, { authenticate, connections });
      registerGarminConnectRoutes(app, { authenticate, garmin });
      providerSync?.register(app, authenticate);
      registerGarminWebhookRoutes(app, { webhooks: garminWebhooks });
    },
  };
}
export type IntegrationModules = ReturnType<typeof createIntegrationModules>;
