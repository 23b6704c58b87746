import {
  apiErrorSchema,
  connectedSchema,
  garminCallbackInputSchema,
  garminStartSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../../../auth/require-user.ts';
import { rethrowConnectError } from '../connect-error.ts';
import type { GarminConnectService } from './garmin-connect-service.ts';

/** Spec §2 Garmin connect and callback, on the server (`/api/connections/garmin/…`). */
export function registerGarminConnectRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; garmin: GarminConnectService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/connections/garmin/start',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['connections'],
        summary: 'Start connecting Garmin: the authorisation page to open',
        description:
          'Stores a new state (random UUID + base-36 time) and PKCE verifier (32 random bytes, base64url) for me, ' +
          'valid 10 minutes and once, and answers with Garmin’s authorisation URL (client_id, response_type=code, ' +
          'redirect_uri {origin}/oauth/garmin/callback, state, code_challenge, code_challenge_method=S256). ' +
          '409 garmin_not_configured when this server has no Garmin app.',
        body: z.strictObject({}).optional(),
        response: { 200: garminStartSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    (request) => deps.garmin.start(currentUser(request).id).catch(rethrowConnectError),
  );
  r.post(
    '/api/connections/garmin/callback',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['connections'],
        summary: 'Finish connecting Garmin with the code and state Garmin sent back',
        description:
          'The state must be mine, unexpired and unused (400 garmin_state_invalid otherwise; it is spent either ' +
          'way). The code is exchanged here with the verifier; 400 garmin_exchange_failed when Garmin refuses it, ' +
          '502 when Garmin does not answer. On success my last 30 days are imported in the background.',
        body: garminCallbackInputSchema,
        response: {
          200: connectedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await deps.garmin.complete(currentUser(request).id, request.body).catch(rethrowConnectError);
      return { connected: true as const };
    },
  );
}
