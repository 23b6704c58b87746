import { apiErrorSchema } from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GarminWebhookService } from './garmin-webhook-service.ts';

const garminUserId = z.string().min(1).max(200);
/** Garmin adds fields over time: unknown ones are ignored, the ones we use are checked. */
const activityFile = z.looseObject({
  userId: garminUserId,
  summaryId: z.string().min(1).max(200),
  fileType: z.string().max(20).optional(),
  callbackURL: z.string().min(1).max(2000),
});
const activityFilesBody = z.looseObject({ activityFiles: z.array(activityFile).max(1000) });
const deregistrationsBody = z.looseObject({
  deregistrations: z.array(z.looseObject({ userId: garminUserId })).max(1000),
});
const permissionsBody = z.looseObject({
  userPermissionsChange: z
    .array(
      z.looseObject({ userId: garminUserId, permissions: z.array(z.string().max(100)).max(50).optional() }),
    )
    .max(1000),
});
const ack = z.object({ accepted: z.number().int().min(0) });
const responses = { 200: ack, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };

const verification =
  'Garmin does not sign notifications, so none is trusted as data: only riders connected to this server are ' +
  'considered, a ping only makes us download from the callback URL when it is on GARMIN_API_URL’s own ' +
  'origin and path, with our own token for that rider (a forged ping cannot inject a ride), and a ' +
  'deregistration is confirmed with Garmin before anything is deleted. Answers at once (200 with the number of ' +
  'items queued); the work runs in jobs.';

/**
 * Garmin's notification endpoints (configured per summary type in Garmin's developer portal): activity files
 * (ping), deregistrations, permission changes. No session: Garmin calls them.
 */
export function registerGarminWebhookRoutes(app: FastifyInstance, deps: { webhooks: GarminWebhookService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/webhooks/garmin/activity-files',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Garmin ping: activity files ready to download',
        description: verification,
        body: activityFilesBody,
        response: responses,
      },
    },
    async (request) => ({ accepted: await deps.webhooks.activityFiles(request.body.activityFiles) }),
  );
  r.post(
    '/api/webhooks/garmin/deregistrations',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Garmin: riders who removed this app in Garmin Connect',
        description: verification,
        body: deregistrationsBody,
        response: responses,
      },
    },
    async (request) => ({ accepted: await deps.webhooks.deregistrations(request.body.deregistrations) }),
  );
  r.post(
    '/api/webhooks/garmin/permissions',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Garmin: riders who changed what this app may read or write',
        description: verification,
        body: permissionsBody,
        response: responses,
      },
    },
    async (request) => ({ accepted: await deps.webhooks.permissions(request.body.userPermissionsChange) }),
  );
}
