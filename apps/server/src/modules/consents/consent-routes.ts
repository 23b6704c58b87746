import {
  apiErrorSchema,
  consentChangedSchema,
  consentInputSchema,
  consentListSchema,
  consentPurposeParamsSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import type { ConsentService } from './consent-service.ts';

/** `GET /api/me/consents` and `PUT /api/me/consents/:purpose` (health_data, ai_coach; marketing_email withdrawn only). */
export function registerConsentRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; consents: ConsentService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/me/consents',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['consents'],
        summary: 'My consents, per purpose: status, when granted or withdrawn, the text version shown',
        response: { 200: consentListSchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.consents.list(currentUser(request).id),
  );
  r.put(
    '/api/me/consents/:purpose',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['consents'],
        summary:
          'Grant or withdraw a consent; withdrawing health data deletes the check-ins’ resting HR and HRV; ' +
          'ai_coach switches the narrator; marketing_email is only withdrawn here (unsubscribes the address; ' +
          'subscribing is the newsletter’s)',
        params: consentPurposeParamsSchema,
        body: consentInputSchema,
        response: { 200: consentChangedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.consents.set(currentUser(request).id, request.params.purpose, request.body),
  );
}
