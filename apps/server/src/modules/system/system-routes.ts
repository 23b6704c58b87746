import { clientConfigSchema } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.ts';
import type { Config } from '../../config.ts';

/** Public, non-secret facts the web needs, and the key set other services verify our tokens with. */
export function registerSystemRoutes(app: FastifyInstance, deps: { auth: Auth; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Client configuration',
        response: { 200: clientConfigSchema },
      },
    },
    async () => ({ googleEnabled: deps.config.google !== null }),
  );
  // JWTs from GET /api/auth/token (EdDSA, 15 min, iss = aud = BASE_URL) verify against these public keys.
  r.get(
    '/.well-known/jwks.json',
    { schema: { tags: ['system'], summary: 'Public keys (JWKS)' } },
    async (_req, reply) => {
      const res = await deps.auth.handler(new Request(`${deps.config.baseUrl}/api/auth/jwks`));
      reply.header('cache-control', 'public, max-age=600').type('application/json');
      return reply.status(res.status).send(await res.text());
    },
  );
}
