import path from 'node:path';
import type { Profile, ProfileInput } from '@domestique/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Authenticate } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import type { Publish } from '../events/domain-events.ts';
import { createMemoryBudget } from '../http/memory-budget.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import {
  createActivityImporter,
  createActivityRepository,
  createActivityService,
  createHrLoadRecompute,
  createMetricsRecompute,
  createPowerCurveBackfill,
  createPowerHistogramBackfill,
  createPowerHistogramRepository,
  createRideCriticalPower,
  createRideIngest,
  createRideSourceRepository,
  hrSettingsKey,
  powerCurveBackfillJob,
  powerHistogramBackfillJob,
  registerActivityRoutes,
  registerRideJobs,
} from '../modules/activities/index.ts';
import {
  createFtpEntryService,
  createFtpRepository,
  createFtpService,
  createFtpTestService,
  registerFtpRoutes,
} from '../modules/ftp/index.ts';
import {
  createProgressRepository,
  createProgressService,
  registerProgressRoutes,
} from '../modules/progress/index.ts';
import { createFileStore } from '../storage/file-store.ts';

/**
 * Rides in, science out: activities, FTP and progress wired together (original files under DATA_DIR/files).
 * What they do to others goes out as events (`publish`: rides changed, FTP changed, HR settings changed), published
 * inside the write's transaction where there is one; the composition root turns them into jobs. Their own
 * background work (HR-load and FTP re-scoring, the power-curve and power-histogram back-fills) runs on `jobs` when given.
 */
export function createRideModules(deps: {
  db: Db;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Bytes uploads in flight may hold together (UPLOAD_MEMORY_MB); default 256 MiB. */
  uploadMemoryBytes?: number;
  publish?: Publish;
  jobs?: JobQueue;
}) {
  const publish: Publish = deps.publish ?? (async () => {});
  const uploadMemory = createMemoryBudget(deps.uploadMemoryBytes ?? 256 * 1024 * 1024);
  const activityRepo = createActivityRepository(deps.db);
  const ftpRepo = createFtpRepository(deps.db);
  const files = createFileStore(path.join(deps.dataDir, 'files'));
  const progressRepo = createProgressRepository(deps.db);
  const recomputeMetricsForUser = createMetricsRecompute({ activities: activityRepo, ftp: ftpRepo });
  const hrLoads = createHrLoadRecompute({ activities: activityRepo, ftp: ftpRepo, log: deps.log });
  const onFtpChanged = (tx: Parameters<Publish>[0], userId: string) => publish(tx, 'ftpChanged', { userId });
  const ftp = createFtpService({
    db: deps.db,
    repo: ftpRepo,
    recompute: recomputeMetricsForUser,
    onFtpChanged,
  });
  const ftpTest = createFtpTestService({
    db: deps.db,
    repo: ftpRepo,
    activities: activityRepo,
    recompute: recomputeMetricsForUser,
    onFtpChanged,
  });
  const ftpEntries = createFtpEntryService({
    db: deps.db,
    repo: ftpRepo,
    activities: activityRepo,
    recompute: recomputeMetricsForUser,
    onFtpChanged,
  });
  const activities = createActivityService({
    activities: activityRepo,
    ftpRepo,
    files,
    log: deps.log,
    criticalPower: createRideCriticalPower({ progress: progressRepo }),
    onDeleted: (tx, userId, id) => publish(tx, 'ridesChanged', { userId, activityIds: [id] }),
  });
  const sources = createRideSourceRepository(deps.db);
  const importer = createActivityImporter({
    activities: activityRepo,
    ftpRepo,
    ftp,
    files,
    log: deps.log,
    sources,
    onStored: ({ userId, activityId, tx }) =>
      publish(tx, 'ridesChanged', { userId, activityIds: [activityId] }),
  });
  const ingest = createRideIngest({
    importer,
    sources,
    originals: {
      async missing(userId, activityId) {
        const ride = await activityRepo.find(userId, activityId);
        return ride && !(await files.exists(userId, ride.fileSha256)) ? ride.fileSha256 : null;
      },
      async restore(userId, sha, bytes) {
        await files.put(userId, sha, bytes);
      },
    },
    log: deps.log,
  });
  const progress = createProgressService({ repo: progressRepo, activities: activityRepo, ftpRepo, ftp });
  const powerCurveBackfill = () =>
    createPowerCurveBackfill({ activities: activityRepo, rescore: recomputeMetricsForUser, log: deps.log });
  const powerHistogramBackfill = createPowerHistogramBackfill({
    histograms: createPowerHistogramRepository(deps.db),
    activities: activityRepo,
    log: deps.log,
  });
  if (deps.jobs)
    registerRideJobs(deps.jobs, {
      hrLoads,
      recomputeMetricsForUser,
      powerCurveBackfill,
      powerHistogramBackfill,
    });

  return {
    /** The FTP and progress repositories, for the modules the root builds next (plans, workouts, syncs). */
    ftpRepo,
    progressRepo,
    /** The original ride files (a data export copies them). */
    files,
    activities,
    importer,
    /** The one way rides get in: the upload route and every provider's sync job (`ingest.ingestRide`). */
    ingest,
    sources,
    ftp,
    ftpTest,
    ftpEntries,
    progress,
    recomputeMetricsForUser,
    hrLoads,

    /**
     * Wraps the profile service so an FTP typed in the profile is recorded in ftp_history and rides are re-scored,
     * and a change of LTHR, max HR or resting HR re-scores HR load on the job queue (the profile module stays
     * unaware of rides). The profile's own write has committed by then, so these events are published after it
     * (a process killed in between leaves the HR re-score to the rider's next change, as before the queue).
     */
    trackProfileFtp<
      T extends {
        save(userId: string, input: ProfileInput, stored?: Profile | null): Promise<Profile>;
        stored(userId: string): Promise<Profile | null>;
      },
    >(profiles: T): T {
      const heartRates = (p: Profile | null) =>
        p && { lthr: p.lthr, maxHr: p.max_hr, restingHr: p.resting_hr };
      return {
        ...profiles,
        // the profile as the request found it is read once, by the outermost wrapper, and handed inwards
        async save(userId: string, input: ProfileInput, stored?: Profile | null): Promise<Profile> {
          const before = stored !== undefined ? stored : await profiles.stored(userId);
          const saved = await profiles.save(userId, input, before);
          if ((before?.ftp ?? null) !== saved.ftp) await ftp.profileFtpChanged(userId, saved.ftp);
          // no FTP typed: the estimate from the answers (weight, experience) may have changed
          else if (saved.ftp == null) await recomputeMetricsForUser(userId);
          if (hrSettingsKey(heartRates(before)) !== hrSettingsKey(heartRates(saved)))
            await publish(null, 'hrSettingsChanged', { userId });
          return saved;
        },
      };
    },

    async register(app: FastifyInstance, authenticate: Authenticate) {
      // Temporary files of imports cut short by a killed process: moved into place when their ride committed (the
      // kill fell between the commit and the rename), else removed once an hour old (not one under way elsewhere).
      void files
        .sweepStaged(
          60 * 60_000,
          async (userId, sha) => (await activityRepo.findByHash(userId, sha)) !== null,
        )
        .then(
          ({ restored, removed }) =>
            (restored > 0 || removed > 0) &&
            deps.log.info(
              { restored, removed },
              'finished interrupted imports: originals restored, leftovers removed',
            ),
        )
        .catch((err: unknown) => deps.log.warn({ err }, 'sweeping unfinished import files failed'));
      await registerActivityRoutes(app, { authenticate, activities, importer: ingest, uploadMemory });
      registerFtpRoutes(app, { authenticate, ftp, ftpTest, ftpEntries });
      registerProgressRoutes(app, { authenticate, progress, ftp });
      // rows stored before exact-duration best efforts or power histograms: filled in on the job queue (one run
      // at a time each, resumable)
      const jobs = deps.jobs;
      if (jobs)
        app.addHook('onReady', async () => {
          await jobs.enqueue(powerCurveBackfillJob, {}, { singletonKey: 'all' });
          await jobs.enqueue(powerHistogramBackfillJob, {}, { singletonKey: 'all' });
        });
    },
  };
}

export type RideModules = ReturnType<typeof createRideModules>;
