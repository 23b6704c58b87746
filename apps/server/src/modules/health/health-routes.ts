import { healthSchema } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Database, pingWithin } from '../../db/client.ts';

const startedAt = Date.now();

/** GET /api/health: 200 when the database answers; 503 (same body shape) when it does not or while shutting down. */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: Database; version: string; isDraining: () => boolean },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database health',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let latencyMs = 0;
      let up = true;
      try {
        latencyMs = await pingWithin(deps.database, 2000);
      } catch {
        up = false;
      }
      reply.header('cache-control', 'no-store');
      // While draining for shutdown, 503 tells load balancers to stop routing here.
      const status = deps.isDraining() ? 'draining' : up ? 'ok' : 'degraded';
      return reply.status(status === 'ok' ? 200 : 503).send({
        status,
        database: { status: up ? 'up' : 'down', driver: deps.database.driver, latencyMs },
        version: deps.version,
        uptimeS: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
}
