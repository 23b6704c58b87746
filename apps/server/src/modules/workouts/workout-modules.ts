import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import type { FtpRepository } from '../ftp/index.ts';
import { registerWorkoutFileRoutes } from './workout-file-routes.ts';
import { createWorkoutFileService } from './workout-file-service.ts';
import { createWorkoutRepository } from './workout-repository.ts';
import { registerWorkoutRoutes } from './workout-routes.ts';
import { createWorkoutService } from './workout-service.ts';

/**
 * The coach's sessions as riders use them: the workout library and own workouts, files in and out. The rider's FTP
 * (for watts) comes from the FTP module's repository, handed in by the composition root.
 */
export function createWorkoutModules(deps: { db: Db; ftpRepo: FtpRepository }) {
  const workouts = createWorkoutService({ repo: createWorkoutRepository(deps.db), ftpRepo: deps.ftpRepo });
  const files = createWorkoutFileService({ workouts });
  return {
    workouts,
    /** Workouts as device files (a data export writes each own workout as .zwo and .fit). */
    files,
    async register(app: FastifyInstance, authenticate: Authenticate) {
      registerWorkoutRoutes(app, { authenticate, workouts });
      await registerWorkoutFileRoutes(app, { authenticate, files });
    },
  };
}

export type WorkoutModules = ReturnType<typeof createWorkoutModules>;
