import {
  accessTokenCreatedSchema,
  accessTokenCreateSchema,
  accessTokenListSchema,
  accessTokenParamsSchema,
  accessTokenRevokedSchema,
  apiErrorSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import { requestLanguage, sendError } from '../../http/errors.ts';
import type { Limit, RateLimiter } from '../../http/rate-limit.ts';
import type { TokenService } from './token-service.ts';

/** Creating tokens is rare; a burst of them is a script or a stolen session minting credentials. */
const CREATE_PER_RIDER: Limit = { name: 'tokens:create', max: 20, windowS: 3600 };

const description =
  'Personal access tokens let the rider’s own assistant read their training: over MCP at /mcp, or the REST API’s ' +
  'GET routes as `Authorization: Bearer dmq_pat_…`. Read-only: any other method with a token is 403 ' +
  '`token_read_only`. A token is shown once, when created; only its SHA-256 is stored. At most 10 per rider.';

/** `GET/POST /api/me/tokens` and `DELETE /api/me/tokens/:id`. */
export function registerTokenRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; tokens: TokenService; limiter: RateLimiter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/me/tokens',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['tokens'],
        summary: 'My personal access tokens: name, created, last used (never the token)',
        description,
        response: { 200: accessTokenListSchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.tokens.list(currentUser(request).id),
  );
  r.post(
    '/api/me/tokens',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['tokens'],
        summary: 'Create a personal access token (read-only); the reply holds the token, shown this once',
        description,
        body: accessTokenCreateSchema,
        response: {
          200: accessTokenCreatedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const wait = await deps.limiter.hit(CREATE_PER_RIDER, userId);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return sendError(reply, requestLanguage(request), 429, 'rate_limited');
      }
      return deps.tokens.create(userId, request.body.name);
    },
  );
  r.delete(
    '/api/me/tokens/:id',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['tokens'],
        summary: 'Revoke one of my tokens: refused from the next request on',
        params: accessTokenParamsSchema,
        response: {
          200: accessTokenRevokedSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    (request) => deps.tokens.revoke(currentUser(request).id, request.params.id),
  );
}
