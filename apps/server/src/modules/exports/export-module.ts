import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Logger } from '../../http/logging.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ExportPorts } from './export-archive.ts';
import { registerExportJobs } from './export-jobs.ts';
import { createExportRepository } from './export-repository.ts';
import { registerExportRoutes } from './export-routes.ts';
import { createExportService } from './export-service.ts';

/** The data export wired: repository, service, the build and sweep jobs, the routes. */
export function createExportModule(
  deps: ExportPorts & { jobs: JobQueue; dataDir: string; baseUrl: string; log: Logger; now?: () => Date },
) {
  const repo = createExportRepository(deps.db);
  const exports = createExportService({ repo, jobs: deps.jobs, dataDir: deps.dataDir, now: deps.now });
  registerExportJobs(deps.jobs, {
    repo,
    ports: deps,
    dataDir: deps.dataDir,
    baseUrl: deps.baseUrl,
    log: deps.log,
    now: deps.now,
  });
  return {
    exports,
    register(app: FastifyInstance, authenticate: Authenticate) {
      registerExportRoutes(app, { authenticate, exports });
    },
  };
}
