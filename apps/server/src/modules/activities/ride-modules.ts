import path from 'node:path';
import type { Profile, ProfileInput } from '@domestique/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { createFileStore } from '../../storage/file-store.ts';
import { createFtpRepository } from '../ftp/ftp-repository.ts';
import { registerFtpRoutes } from '../ftp/ftp-routes.ts';
import { createFtpService } from '../ftp/ftp-service.ts';
import { createProgressRepository } from '../progress/progress-repository.ts';
import { registerProgressRoutes } from '../progress/progress-routes.ts';
import { createProgressService } from '../progress/progress-service.ts';
import { createActivityImporter } from './activity-import.ts';
import { createMetricsRecompute } from './activity-metrics.ts';
import { createActivityRepository } from './activity-repository.ts';
import { registerActivityRoutes } from './activity-routes.ts';
import { createActivityService } from './activity-service.ts';

/** Rides in, science out: activities, FTP and progress wired together (original files under DATA_DIR/files). */
export function createRideModules(deps: { db: Db; dataDir: string; log: FastifyBaseLogger }) {
  const activityRepo = createActivityRepository(deps.db);
  const ftpRepo = createFtpRepository(deps.db);
  const files = createFileStore(path.join(deps.dataDir, 'files'));
  const recomputeMetricsForUser = createMetricsRecompute({ activities: activityRepo, ftp: ftpRepo });
  const ftp = createFtpService({ db: deps.db, repo: ftpRepo, recompute: recomputeMetricsForUser });
  const activities = createActivityService({ activities: activityRepo, ftpRepo, files, log: deps.log });
  const importer = createActivityImporter({ activities: activityRepo, ftpRepo, ftp, files, log: deps.log });
  const progress = createProgressService({
    repo: createProgressRepository(deps.db),
    activities: activityRepo,
    ftpRepo,
    ftp,
  });

  return {
    activities,
    importer,
    ftp,
    progress,
    recomputeMetricsForUser,

    /**
     * Wraps the profile service so an FTP typed in the profile is recorded in ftp_history and rides are re-scored
     * (the profile module itself stays unaware of rides).
     */
    trackProfileFtp<T extends { save(userId: string, input: ProfileInput): Promise<Profile> }>(
      profiles: T,
    ): T {
      return {
        ...profiles,
        async save(userId: string, input: ProfileInput): Promise<Profile> {
          const before = await ftpRepo.profileFacts(userId);
          const saved = await profiles.save(userId, input);
          if ((before?.ftp ?? null) !== saved.ftp) await ftp.profileFtpChanged(userId, saved.ftp);
          // no FTP typed: the estimate from the answers (weight, experience) may have changed
          else if (saved.ftp == null) await recomputeMetricsForUser(userId);
          return saved;
        },
      };
    },

    async register(app: FastifyInstance, authenticate: Authenticate) {
      await registerActivityRoutes(app, { authenticate, activities, importer });
      registerFtpRoutes(app, { authenticate, ftp });
      registerProgressRoutes(app, { authenticate, progress, ftp });
    },
  };
}
