import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Graceful shutdown: drain for `drainMs` (replies say `Connection: close`, /api/health turns 503), then close the
 * server (requests in flight finish, idle keep-alive sockets close), and only then the database those requests may
 * still be using. Resolves when everything is closed.
 */
export async function shutDown(app: FastifyInstance, database: Database, drainMs: number): Promise<void> {
  app.startDraining();
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
  await database.close();
}
