import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/domain-events.ts';
import { createFtpRepository } from '../ftp/index.ts';
import {
  createStrengthRepository,
  createStrengthService,
  registerStrengthRoutes,
} from '../strength/index.ts';
import { registerWorkoutFileRoutes } from './workout-file-routes.ts';
import { createWorkoutFileService } from './workout-file-service.ts';
import { createWorkoutRepository } from './workout-repository.ts';
import { registerWorkoutRoutes } from './workout-routes.ts';
import { createWorkoutService } from './workout-service.ts';

/** The coach's sessions as riders use them: the workout library and own workouts, strength sessions and logs. */
export async function registerWorkoutModules(
  app: FastifyInstance,
  deps: { db: Db; authenticate: Authenticate; publish?: Publish },
) {
  const workouts = createWorkoutService({
    repo: createWorkoutRepository(deps.db),
    ftpRepo: createFtpRepository(deps.db),
  });
  registerWorkoutRoutes(app, { authenticate: deps.authenticate, workouts });
  await registerWorkoutFileRoutes(app, {
    authenticate: deps.authenticate,
    files: createWorkoutFileService({ workouts }),
  });
  registerStrengthRoutes(app, {
    authenticate: deps.authenticate,
    strength: createStrengthService({ repo: createStrengthRepository(deps.db, deps.publish) }),
  });
}
