import type { FastifyInstance } from 'fastify';
import type { Authenticate } from './auth/require-user.ts';
import { createRideModules } from './composition/ride-modules.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './email/mailer.ts';
import { createDomainEvents } from './events/domain-events.ts';
import type { Logger } from './http/logging.ts';
import type { createRateLimiter } from './http/rate-limit.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { ftpRescoreJob, hrRescoreJob } from './modules/activities/index.ts';
import { createIntegrationModules, createSyncModules } from './modules/integrations/index.ts';
import {
  createNewsletterRepository,
  createNewsletterService,
  registerNewsletterRoutes,
} from './modules/newsletter/index.ts';
import {
  createPlanModules,
  planFtpChangedJob,
  planRidesChangedJob,
  planStrengthChangedJob,
} from './modules/plans/index.ts';
import {
  createProfileRepository,
  createProfileService,
  registerProfileRoutes,
} from './modules/profile/index.ts';
import {
  createStrengthRepository,
  createStrengthService,
  registerStrengthRoutes,
} from './modules/strength/index.ts';
import { createWorkoutModules } from './modules/workouts/index.ts';

/** Seconds after an FTP change before the durable re-score runs (the request has re-scored already: ride-jobs.ts). */
const FTP_RESCORE_NET_S = 30;

/**
 * The one place that wires the server's modules (app.ts builds the HTTP shell — auth, docs, errors — and calls
 * this). Modules never call each other for side effects: they publish events (rides changed, FTP changed, HR
 * settings changed, plan changed) in the transaction of the write, and the subscriptions below turn each event
 * into durable jobs enqueued in that same transaction. Each module registers its own job handlers on `jobs`.
 * Returns what other modules (provider syncs) build on: the ride ingest, the events, the queue.
 */
export async function composeServer(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    log: Logger;
    jobs: JobQueue;
    /** The queued mailer (email-jobs.ts). */
    mailer: Mailer;
    limiter: ReturnType<typeof createRateLimiter>;
    authenticate: Authenticate;
    now?: () => Date;
  },
) {
  const { config, database, jobs, authenticate } = deps;
  const db = database.db;
  const events = createDomainEvents();

  // Modules take what they read of each other as ports (repositories, functions) built here, never by importing.
  const rides = createRideModules({
    db,
    dataDir: config.dataDir,
    log: deps.log,
    uploadMemoryBytes: config.uploadMemoryBytes,
    publish: events.publish,
    jobs,
  });
  const { ftpRepo, progressRepo } = rides;
  const plans = createPlanModules({
    db,
    ftpRepo,
    progressRepo,
    log: deps.log,
    baseUrl: config.baseUrl,
    now: deps.now,
    publish: events.publish,
    jobs,
  });
  const workouts = createWorkoutModules({ db, ftpRepo });
  const profileRepo = createProfileRepository(db);

  // events → jobs, each in the publishing write's transaction (tx null: the write committed already)
  const inTx = (tx: Parameters<Parameters<typeof events.on>[1]>[1]) => (tx ? { tx } : {});
  events.on('ridesChanged', async ({ userId, activityIds }, tx) => {
    await jobs.enqueue(planRidesChangedJob, { userId, activityIds }, inTx(tx));
  });
  events.on('ftpChanged', async ({ userId }, tx) => {
    await jobs.enqueue(planFtpChangedJob, { userId }, { ...inTx(tx), singletonKey: userId });
    await jobs.enqueue(
      ftpRescoreJob,
      { userId },
      { ...inTx(tx), singletonKey: userId, startAfter: FTP_RESCORE_NET_S },
    );
  });
  events.on('strengthLogsChanged', async ({ userId }, tx) => {
    await jobs.enqueue(planStrengthChangedJob, { userId }, { ...inTx(tx), singletonKey: userId });
  });
  events.on('hrSettingsChanged', async ({ userId }, tx) => {
    await jobs.enqueue(hrRescoreJob, { userId }, { ...inTx(tx), singletonKey: userId });
  });
  // Strava and intervals.icu (provider syncs on the ingest and the queue) and the provider layer (connections)
  const sync = createSyncModules({
    db,
    config,
    log: deps.log,
    jobs,
    ingest: rides.ingest,
    sources: rides.sources,
    deleteRide: (userId, activityId) => rides.activities.delete(userId, activityId),
    nameRide: async (userId, activityId, name) => {
      await rides.activities.rename(userId, activityId, name);
    },
    upcomingSessions: plans.upcomingSessions,
    resolveWorkout: async (userId, workoutId) => {
      const lang = (await profileRepo.findByUserId(userId))?.interface_language ?? 'en';
      return (await workouts.workouts.resolve(userId, workoutId, lang)).workout;
    },
    now: deps.now,
  });
  const integrations = createIntegrationModules({
    db,
    config,
    log: deps.log,
    jobs,
    ingest: rides.ingest,
    now: deps.now,
    sync,
  });
  // the plan's rides go to Garmin and intervals.icu (pushes queued in the plan write's transaction)
  events.on('planChanged', async ({ userId }, tx) => {
    await integrations.planChanged(userId, tx ?? null);
    await sync.planChanged(userId, tx ?? null);
  });

  registerProfileRoutes(app, {
    authenticate,
    profiles: plans.trackProfile(rides.trackProfileFtp(createProfileService(profileRepo))),
  });
  await rides.register(app, authenticate);
  await workouts.register(app, authenticate);
  registerStrengthRoutes(app, {
    authenticate,
    strength: createStrengthService({ repo: createStrengthRepository(db, events.publish) }),
  });
  plans.register(app, authenticate);
  integrations.register(app, authenticate);
  registerNewsletterRoutes(app, {
    limiter: deps.limiter,
    newsletter: createNewsletterService({
      repo: createNewsletterRepository(db),
      mailer: deps.mailer,
      baseUrl: config.baseUrl,
    }),
  });
  return { events, rides, plans, integrations, ingest: rides.ingest };
}

export type ServerModules = Awaited<ReturnType<typeof composeServer>>;
