import { apiErrorSchema } from '@domestique/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runWithPriority } from '../../../db/statement-priority.ts';
import { requestLanguage, sendError } from '../../../http/errors.ts';
import type { GarminWebhookService } from './garmin-webhook-service.ts';

const garminUserId = z.string().min(1).max(200);
/** Garmin adds fields over time: unknown ones are ignored, the ones we use are checked. */
const activityFile = z.looseObject({
  userId: garminUserId,
  summaryId: z.string().min(1).max(200),
  fileType: z.string().max(20).optional(),
  callbackURL: z.string().min(1).max(2000),
});
/**
 * Items per notification. Garmin sends small batches (a ping names the files of the last few minutes; a backfill
 * comes as several pings); a larger list is refused whole (400) rather than half-read.
 */
export const GARMIN_WEBHOOK_MAX_ITEMS = 100;
/**
 * Body limits that fit the real payloads: an activity-file item is ~300 bytes (ids, file type, a callback URL of
 * ~150), a deregistration ~40, a permissions change ~150 — a hundred of them with room to spare, and not the
 * server-wide 1 MiB.
 */
export const GARMIN_WEBHOOK_BODY_LIMITS = {
  activityFiles: 64 * 1024,
  deregistrations: 16 * 1024,
  permissions: 32 * 1024,
} as const;
const activityFilesBody = z.looseObject({
  activityFiles: z.array(activityFile).max(GARMIN_WEBHOOK_MAX_ITEMS),
});
const deregistrationsBody = z.looseObject({
  deregistrations: z.array(z.looseObject({ userId: garminUserId })).max(GARMIN_WEBHOOK_MAX_ITEMS),
});
const permissionsBody = z.looseObject({
  userPermissionsChange: z
    .array(
      z.looseObject({ userId: garminUserId, permissions: z.array(z.string().max(100)).max(50).optional() }),
    )
    .max(GARMIN_WEBHOOK_MAX_ITEMS),
});
const ack = z.object({ accepted: z.number().int().min(0) });
const responses = {
  200: ack,
  400: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

const verification =
  'Garmin does not sign notifications, so none is trusted as data: only riders connected to this server are ' +
  'considered, a ping only makes us download from the callback URL when it is on GARMIN_API_URL’s own ' +
  'origin and path, with our own token for that rider (a forged ping cannot inject a ride), and a ' +
  'deregistration is confirmed with Garmin before anything is deleted. All the ids of a notification are looked ' +
  'up in one query; at most 100 items per notification (400 over), 100 files per Garmin user per hour (the rest ' +
  'acknowledged and dropped). 404 when this server has no Garmin app (answered before the body is read). Answers ' +
  'at once (200 with the number of items queued); the work runs in jobs.';

/**
 * Garmin's notification endpoints (configured per summary type in Garmin's developer portal): activity files
 * (ping), deregistrations, permission changes. No session: Garmin calls them.
 */
export function registerGarminWebhookRoutes(app: FastifyInstance, deps: { webhooks: GarminWebhookService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // anyone can send these: their statements give way to riders' (db/statement-priority.ts)
  const unverified = <R>(work: () => Promise<R>) => runWithPriority('unverified', work);
  // not configured: nothing here can be ours — answered before the body is read or parsed
  const configured = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!deps.webhooks.configured) return sendError(reply, requestLanguage(request), 404, 'not_found');
  };
  r.post(
    '/api/webhooks/garmin/activity-files',
    {
      onRequest: configured,
      bodyLimit: GARMIN_WEBHOOK_BODY_LIMITS.activityFiles,
      schema: {
        tags: ['webhooks'],
        summary: 'Garmin ping: activity files ready to download',
        description: verification,
        body: activityFilesBody,
        response: responses,
      },
    },
    async (request) => ({
      accepted: await unverified(() => deps.webhooks.activityFiles(request.body.activityFiles)),
    }),
  );
  r.post(
    '/api/webhooks/garmin/deregistrations',
    {
      onRequest: configured,
      bodyLimit: GARMIN_WEBHOOK_BODY_LIMITS.deregistrations,
      schema: {
        tags: ['webhooks'],
        summary: 'Garmin: riders who removed this app in Garmin Connect',
        description: verification,
        body: deregistrationsBody,
        response: responses,
      },
    },
    async (request) => ({
      accepted: await unverified(() => deps.webhooks.deregistrations(request.body.deregistrations)),
    }),
  );
  r.post(
    '/api/webhooks/garmin/permissions',
    {
      onRequest: configured,
      bodyLimit: GARMIN_WEBHOOK_BODY_LIMITS.permissions,
      schema: {
        tags: ['webhooks'],
        summary: 'Garmin: riders who changed what this app may read or write',
        description: verification,
        body: permissionsBody,
        response: responses,
      },
    },
    async (request) => ({
      accepted: await unverified(() => deps.webhooks.permissions(request.body.userPermissionsChange)),
    }),
  );
}
