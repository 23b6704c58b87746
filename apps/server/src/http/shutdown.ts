import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Graceful shutdown: the job queue stops taking jobs (running ones finish within JOBS_DRAIN_MS), drain for `drainMs` (replies say `Connection: close`, /api/health turns 503), then close the
 * server (requests in flight finish, idle keep-alive sockets close), and only then the database those requests may
 * still be using. Resolves when everything is closed.
 */
export async function shutDown(app: FastifyInstance, database: Database, drainMs: number): Promise<void> {
  app.startDraining();
  // background jobs stop being taken now; running ones get JOBS_DRAIN_MS (app.close() waits for that drain)
  void app.jobs.drain();
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
  await database.close();
}
