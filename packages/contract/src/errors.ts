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
  // a rider's copy of their data (data-exports.ts)
  'export_not_ready',
  'export_link_invalid',
  // account deletion (account-deletion.ts)
  'password_incorrect',
  'recent_sign_in_required',
  'deletion_not_requested',
  'account_scheduled_for_deletion',
  // consent per purpose (consents.ts): resting HR or HRV sent without the health-data consent
  'health_consent_required',
  // personal access tokens (access-tokens.ts): a write with a token, too many tokens
  'token_read_only',
  'token_limit_reached',
  'token_invalid',
  // marketing e-mail is granted by the newsletter's double opt-in only, not by a button in Settings
  'marketing_consent_by_newsletter',
  // the coach's chat (coach-chat.ts): no model on this server, no opt-in, a proposal gone or used
  'coach_chat_unavailable',
  'coach_chat_not_opted_in',
  'proposal_not_found',
  'proposal_expired',
  'proposal_closed',
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
