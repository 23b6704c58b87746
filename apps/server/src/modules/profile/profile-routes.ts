import { apiErrorSchema, profileInputSchema, profileSchema } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import type { ProfileService } from './profile-service.ts';

/** GET/PUT /api/profile: the signed-in rider's own profile; user_id always comes from the session, never the body. */
export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; profiles: ProfileService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/profile',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Read my profile',
        response: { 200: profileSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => deps.profiles.get(currentUser(request).id),
  );
  r.put(
    '/api/profile',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Create or update my profile',
        body: profileInputSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.profiles.save(currentUser(request).id, request.body),
  );
}
