import { z } from 'zod';

/**
 * Every error the API returns has this shape (DESIGN.md "HTTP API conventions"):
 * `{ "error": { "code": "profile_not_found", "message": "…", "fields"?: {...} } }`.
 * `message` is in the caller's language (Accept-Language / profile); clients may map `code` themselves.
 */
export const ERROR_CODES = [
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'profile_not_found',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'conflict',
  'library_workout_readonly',
  'workout_limit_reached',
  'service_unavailable',
  'internal_error',
  // plans, calendar, check-ins (plans.ts PLAN_ERROR_CODES)
  'plan_not_found',
  'session_not_found',
  'undo_in_past',
  'undo_changed_since',
  'undo_not_possible',
  'undo_already_undone',
  'undo_unavailable_day',
  'undo_day_ridden',
  'undo_hard_days',
  // connections (connections.ts)
  'garmin_not_configured',
  'garmin_state_invalid',
  'garmin_exchange_failed',
  // Strava and intervals.icu (sync-connections.ts)
  'strava_not_configured',
  'strava_state_invalid',
  'strava_access_denied',
  'strava_scope_missing',
  'strava_exchange_failed',
  'strava_webhook_refused',
  'intervals_credentials_invalid',
  'intervals_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Per-field problem: `code` is stable (e.g. `age_range`), `message` is localised. */
export const fieldErrorSchema = z.object({ code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), fieldErrorSchema).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
