import { z } from 'zod';

// ---- Strava (OAuth2: the secret stays on the server; state bound to the rider, single use, 10 minutes)

export const stravaStartSchema = z.object({ authorizeUrl: z.string() });
export type StravaStart = z.infer<typeof stravaStartSchema>;

/**
 * What Strava put in the callback's query, posted by the callback page: `code` and `scope` on approval, `error`
 * (`access_denied`) when the rider said no; `state` always.
 */
export const stravaCallbackInputSchema = z.strictObject({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2048).optional(),
  scope: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});
export type StravaCallbackInput = z.infer<typeof stravaCallbackInputSchema>;

/** Strava's webhook subscription check (GET, query). */
export const stravaWebhookChallengeSchema = z.object({
  'hub.mode': z.string().max(50),
  'hub.challenge': z.string().min(1).max(500),
  'hub.verify_token': z.string().max(500),
});

/** One Strava webhook event (unsigned: we only ever act on it with the owner's own token). */
export const stravaWebhookEventSchema = z.object({
  object_type: z.enum(['activity', 'athlete']),
  object_id: z.number().int().nonnegative(),
  aspect_type: z.enum(['create', 'update', 'delete']),
  owner_id: z.number().int().nonnegative(),
  subscription_id: z.number().int().optional(),
  event_time: z.number().int().optional(),
  updates: z.record(z.string(), z.unknown()).optional(),
});
export type StravaWebhookEvent = z.infer<typeof stravaWebhookEventSchema>;

// ---- intervals.icu (the rider pastes their athlete id and API key)

export const intervalsConnectInputSchema = z.strictObject({
  /** as intervals.icu shows it under Settings → Developer: `i12345` */
  athleteId: z
    .string()
    .trim()
    .regex(/^i?\d{1,12}$/, 'intervals_athlete_id_invalid'),
  apiKey: z.string().trim().min(8, 'intervals_api_key_invalid').max(200, 'intervals_api_key_invalid'),
});
export type IntervalsConnectInput = z.infer<typeof intervalsConnectInputSchema>;
