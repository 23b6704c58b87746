import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import type { Logger } from '../../http/logging.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { registerDeletionJobs } from './deletion-jobs.ts';
import { createDeletionRepository } from './deletion-repository.ts';
import { registerDeletionRoutes } from './deletion-routes.ts';
import { createDeletionService } from './deletion-service.ts';

/** The module wired: repository, service, its two jobs; the routes when `register` is called. */
export function createDeletionModule(deps: {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  limiter: RateLimiter;
  baseUrl: string;
  dataDir: string;
  log: Logger;
  disconnectAll: (userId: string) => Promise<void>;
  sessionsRevoked: () => void;
  now?: () => Date;
}) {
  const repo = createDeletionRepository(deps.db);
  const deletions = createDeletionService({ ...deps, repo });
  registerDeletionJobs(deps.jobs, deletions, deps.db, deps.now ?? (() => new Date()));
  return {
    deletions,
    register(app: FastifyInstance, authenticate: Authenticate) {
      registerDeletionRoutes(app, { authenticate, deletions, limiter: deps.limiter });
    },
  };
}
export type DeletionModule = ReturnType<typeof createDeletionModule>;
