import { safeTimeZone } from '@domestique/coach';
import { PROVIDER_IDS } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { AccessTokenVerifier } from './auth/access-token-verifier.ts';
import type { Authenticate } from './auth/require-user.ts';
import { marketingConsentPorts } from './composition/consent-ports.ts';
import { createExportPorts } from './composition/export-ports.ts';
import { createRideModules } from './composition/ride-modules.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './email/mailer.ts';
import { createDomainEvents } from './events/domain-events.ts';
import { HttpError } from './http/errors.ts';
import type { Logger } from './http/logging.ts';
import type { createRateLimiter } from './http/rate-limit.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import {
  createTokenRepository,
  createTokenService,
  registerTokenRoutes,
} from './modules/access-tokens/index.ts';
import { createDeletionModule } from './modules/account-deletion/index.ts';
import { createRideSourceRepository, ftpRescoreJob, hrRescoreJob } from './modules/activities/index.ts';
import { createChatModule, createOpenAiCompatibleModel, createSummaryModule } from './modules/coach/index.ts';
import {
  createConsentRecorder,
  createConsentRepository,
  createConsentService,
  registerConsentRoutes,
} from './modules/consents/index.ts';
import { createExportModule } from './modules/exports/index.ts';
import { createIntegrationModules, createSyncModules } from './modules/integrations/index.ts';
import { createStravaRideRepository, registerMcpRoutes } from './modules/mcp/index.ts';
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
    /** Personal access tokens (the MCP door's only key; read-only on the REST routes through `authenticate`). */
    accessTokens: AccessTokenVerifier;
    /** Empties the session check's cache after sessions were revoked outside the auth library (a deletion). */
    sessionsRevoked?: () => void;
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
  const profileRepo = createProfileRepository(db);
  const workouts = createWorkoutModules({ db, ftpRepo });
  // consent per purpose: the check-in asks it before keeping resting HR or HRV
  const consentRepo = createConsentRepository(db);
  // the other purposes are recorded where the rider acts: connecting a provider, confirming the newsletter
  const consentRecorder = createConsentRecorder(consentRepo, deps.now ?? (() => new Date()));
  const plans = createPlanModules({
    db,
    ftpRepo,
    progressRepo,
    log: deps.log,
    baseUrl: config.baseUrl,
    now: deps.now,
    publish: events.publish,
    jobs,
    // the plan's week is the rider's: written into the profile with every plan that changes it
    saveWeek: profileRepo.setWeek,
    // compliance compares a ride with the planned zones of the rider's own workouts too
    ownWorkoutZones: (userId, ids, tx) => workouts.workouts.plannedZones(userId, ids, tx),
    healthConsent: (userId, tx) => consentRepo.granted(userId, 'health_data', tx),
  });
  const rideSourceRepo = createRideSourceRepository(db);
  // the operator's language model, if any: without one no request is ever made (the templates speak, the chat is off)
  const coachModel = config.coachModel ? createOpenAiCompatibleModel(config.coachModel) : null;
  // the coach that speaks: weekly and monthly summaries over the rides, FTP, plan and profile (ports)
  const coach = createSummaryModule({
    db,
    progressRepo,
    fitness: (userId, q) => rides.progress.fitness(userId, q),
    ftpRepo,
    planSummary: plans.planSummary,
    profile: (userId) => profileRepo.findByUserId(userId),
    model: coachModel,
    // rides that came through Strava never reach a model (Strava's API agreement)
    stravaRides: (userId, until) => rideSourceRepo.anyFrom(userId, 'strava', until),
    log: deps.log,
    baseUrl: config.baseUrl,
    jobs,
    now: deps.now,
  });

  // the coach's chat: the model reads through the calendar, progress and change log, and proposes the rider's own
  // actions (the calendar's moves, skips, swaps, days unavailable; the plan's week) as dry runs; only the rider's
  // accept runs the action
  const chat = createChatModule({
    db,
    model: coachModel,
    ports: {
      calendar: (userId, q, lang) => plans.calendar.read(userId, q, lang),
      fitness: (userId, q) => rides.progress.fitness(userId, q),
      changes: async (userId, lang) =>
        (await plans.planService.changes(userId, { page: 1, pageSize: 10 }, lang)).items,
      dryRun: (userId, action) => plans.calendar.dryRun(userId, action),
      // no plan or no such session: the chat says "not found"; anything else is a failure
      alternatives: (userId, uid, lang) =>
        plans.calendar.alternatives(userId, uid, lang).then(
          (r) => r.alternatives,
          (e: unknown) => {
            if (e instanceof HttpError && e.status === 404) return null;
            throw e;
          },
        ),
      week: (userId, ask) => plans.proposeWeek(userId, ask),
      trainingWeek: (userId) => plans.trainingWeek(userId),
      stravaRides: (userId, until) => rideSourceRepo.anyFrom(userId, 'strava', until),
    },
    profile: async (userId) => {
      const p = await profileRepo.findByUserId(userId);
      return p ? { ai_coach: p.ai_coach, coach_gender: p.coach_gender, timezone: p.timezone ?? null } : null;
    },
    calendar: plans.calendar,
    plan: { update: (userId, body, lang, via) => plans.planService.update(userId, body, lang, via) },
    limiter: deps.limiter,
    now: deps.now,
  });

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
    limiter: deps.limiter,
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
    limiter: deps.limiter,
    now: deps.now,
    sync,
    consents: consentRecorder,
  });
  // the plan's rides go to Garmin and intervals.icu (pushes queued in the plan write's transaction)
  events.on('planChanged', async ({ userId }, tx) => {
    await integrations.planChanged(userId, tx ?? null);
    await sync.planChanged(userId, tx ?? null);
  });

  // a rider's copy of their data: walks the schema for plain tables, the ports above for the worded parts
  const dataExports = createExportModule({
    ...createExportPorts({
      db,
      files: rides.files,
      ftpRepo,
      plans,
      summaries: coach.summaries,
      connections: integrations.connections,
      workouts,
    }),
    jobs,
    dataDir: config.dataDir,
    baseUrl: config.baseUrl,
    log: deps.log,
    now: deps.now,
  });
  // deleting an account: providers are told first, through the connections (tokens still there)
  const deletion = createDeletionModule({
    db,
    mailer: deps.mailer,
    jobs,
    limiter: deps.limiter,
    baseUrl: config.baseUrl,
    dataDir: config.dataDir,
    log: deps.log,
    disconnectAll: async (userId) => {
      for (const provider of PROVIDER_IDS) await integrations.connections.disconnect(userId, provider);
    },
    sessionsRevoked: deps.sessionsRevoked ?? (() => {}),
    now: deps.now,
  });

  const marketing = marketingConsentPorts(db, consentRecorder);
  const newsletter = createNewsletterService({
    repo: createNewsletterRepository(db),
    mailer: deps.mailer,
    baseUrl: config.baseUrl,
    consents: marketing.consents,
  });
  registerProfileRoutes(app, {
    authenticate,
    profiles: plans.trackProfile(
      rides.trackProfileFtp(
        createProfileService(profileRepo, {
          // the box is the newsletter's: ticked starts its double opt-in for the account's address, unticked ends it
          marketingChanged: async (userId, on, profile) => {
            const email = await marketing.emailOf(userId);
            if (!email) return;
            if (on) await newsletter.subscribe(email, profile.interface_language);
            else await newsletter.unsubscribeEmail(email);
          },
        }),
      ),
    ),
  });
  await rides.register(app, authenticate);
  await workouts.register(app, authenticate);
  registerStrengthRoutes(app, {
    authenticate,
    strength: createStrengthService({ repo: createStrengthRepository(db, events.publish) }),
  });
  plans.register(app, authenticate);
  coach.register(app, authenticate);
  chat.register(app, authenticate);
  integrations.register(app, authenticate);
  dataExports.register(app, authenticate);
  deletion.register(app, authenticate);
  registerConsentRoutes(app, {
    authenticate,
    consents: createConsentService({
      repo: consentRepo,
      // withdrawing the health-data consent deletes the check-ins' resting HR and HRV in the same transaction
      eraseHealthData: plans.eraseHealthData,
      unsubscribeMarketing: async (userId) => {
        const email = await marketing.emailOf(userId);
        if (email) await newsletter.unsubscribeEmail(email);
      },
      // the narrator's consent switches the profile's ai_coach in the same transaction
      setAiCoach: profileRepo.setAiCoach,
      aiCoachGranted: coach.narrateLatest,
      now: deps.now ?? (() => new Date()),
    }),
  });
  registerTokenRoutes(app, {
    authenticate,
    limiter: deps.limiter,
    tokens: createTokenService({ repo: createTokenRepository(db), now: deps.now }),
  });
  // the rider's own assistant: the same read functions the GET routes call, Strava's rides filtered in the module
  registerMcpRoutes(app, {
    tokens: deps.accessTokens,
    strava: createStravaRideRepository(db),
    now: deps.now ?? (() => new Date()),
    ports: {
      timeZone: async (userId) => safeTimeZone((await profileRepo.findByUserId(userId))?.timezone),
      calendar: (userId, q, lang) => plans.calendar.read(userId, q, lang),
      rides: (userId, q) => rides.activities.list(userId, { ...q, sort: 'date', order: 'desc' }),
      ride: (userId, id) => rides.activities.detail(userId, id),
      fitness: (userId, q, withoutSource) => rides.progress.fitness(userId, q, withoutSource),
      changes: (userId, q, lang) => plans.planService.changes(userId, q, lang),
      checkIns: (userId, q) => plans.checkIns.history(userId, q),
      summary: (userId, period, lang) => coach.summaries.latest(userId, period, lang),
    },
  });
  registerNewsletterRoutes(app, { limiter: deps.limiter, newsletter });
  return { events, rides, plans, coach, integrations, dataExports, deletion, ingest: rides.ingest };
}

export type ServerModules = Awaited<ReturnType<typeof composeServer>>;
