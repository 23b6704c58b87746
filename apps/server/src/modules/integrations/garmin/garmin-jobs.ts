import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';

/** Ask Garmin to re-send the rider's last 30 days of activity files (they arrive as ordinary ping notifications). */
export const garminBackfill = defineJob({
  name: 'garmin.backfill',
  payload: z.object({ userId: z.string().min(1), days: z.number().int().min(1).max(30) }),
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/**
 * Download one activity file Garmin pinged us about and import it. The callback URL carries a one-time download
 * token, so it is stored sealed (token-cipher, context `garmin:file:<summaryId>`), never in clear in the queue.
 */
export const garminActivityFile = defineJob({
  name: 'garmin.activity-file',
  payload: z.object({
    userId: z.string().min(1),
    garminUserId: z.string().min(1),
    summaryId: z.string().min(1).max(200),
    format: z.enum(['fit', 'tcx', 'gpx']),
    sealedUrl: z.string().min(1),
  }),
  retryLimit: 5,
  retryDelaySeconds: 20,
});

/** Garmin says the rider removed our app: confirm with Garmin (notifications are unsigned), then disconnect. */
export const garminDeregistration = defineJob({
  name: 'garmin.deregistration',
  payload: z.object({ userId: z.string().min(1), garminUserId: z.string().min(1) }),
  retryLimit: 3,
});

/** Re-read what the rider allows us at Garmin after a permissions-change notification. */
export const garminPermissions = defineJob({
  name: 'garmin.permissions',
  payload: z.object({ userId: z.string().min(1) }),
  retryLimit: 3,
});

/** Make Garmin's calendar hold the plan's sessions of the coming days (create, reschedule, delete). */
export const garminPushWorkouts = defineJob({
  name: 'garmin.push-workouts',
  payload: z.object({ userId: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  policy: 'stately',
});

export const GARMIN_JOB_NAMES = [
  garminBackfill.name,
  garminActivityFile.name,
  garminDeregistration.name,
  garminPermissions.name,
  garminPushWorkouts.name,
];
