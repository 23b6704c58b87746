import { z } from 'zod';

/** Providers a rider can connect (Settings → Connections). Each has a row in the web app's provider registry. */
export const PROVIDER_IDS = ['garmin', 'strava', 'intervals'] as const;
export const providerIdSchema = z.enum(PROVIDER_IDS);
export type ProviderId = z.infer<typeof providerIdSchema>;

/**
 * Stable codes of what went wrong with a connection (stored as `last_error_code`); the web app words them in the
 * rider's language. Keep the list short and actionable.
 */
export const CONNECTION_ERROR_CODES = [
  /** The provider refused our refresh token (revoked, expired): the rider must connect again. */
  'reauth_required',
  /** The rider turned off a permission we need at the provider (Garmin 412, Strava scope unticked). */
  'permission_missing',
  /** The provider answered 429: we wait and try again. */
  'provider_rate_limited',
  /** The provider did not answer or answered 5xx: we try again later. */
  'provider_unavailable',
  /** A ride from the provider could not be read (not a ride file, or a broken one). */
  'ride_unreadable',
  /** A planned workout could not be sent to the provider. */
  'workout_push_failed',
] as const;
export const connectionErrorCodeSchema = z.enum(CONNECTION_ERROR_CODES);
export type ConnectionErrorCode = z.infer<typeof connectionErrorCodeSchema>;

export const connectionStatusSchema = z.enum(['not_connected', 'active', 'reauth_required']);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const connectionSchema = z.object({
  provider: providerIdSchema,
  /** False when this server has no credentials for the provider (connecting is then impossible; README says how). */
  configured: z.boolean(),
  status: connectionStatusSchema,
  connectedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastErrorCode: connectionErrorCodeSchema.nullable(),
  lastErrorAt: z.string().nullable(),
  /** Background jobs waiting or running for this connection (imports, workout pushes); null when not tracked. */
  queued: z.number().int().min(0).nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionListSchema = z.object({ items: z.array(connectionSchema) });
export type ConnectionList = z.infer<typeof connectionListSchema>;

export const providerParamsSchema = z.object({ provider: providerIdSchema });

/** The reply of every finished connect (Garmin and Strava callbacks, intervals.icu's key): the sync starts behind it. */
export const connectedSchema = z.object({ connected: z.literal(true) });
export type Connected = z.infer<typeof connectedSchema>;

// ---- Garmin (spec §2 connect and callback)

/** Starting the flow: the server stores the state and verifier and answers with the authorisation page to open. */
export const garminStartSchema = z.object({ authorizeUrl: z.string() });
export type GarminStart = z.infer<typeof garminStartSchema>;

/** The callback page posts what Garmin put in its query; the server validates the state and exchanges the code. */
export const garminCallbackInputSchema = z.strictObject({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(200),
});
export type GarminCallbackInput = z.infer<typeof garminCallbackInputSchema>;
