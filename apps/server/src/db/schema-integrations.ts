import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * One row per rider and provider (Garmin, Strava, intervals.icu…): who the rider is at the provider and the
 * credentials to act for them. Secrets are only ever stored sealed (modules/integrations/token-cipher.ts:
 * AES-256-GCM, key from AUTH_SECRET, bound to provider, user and column) — a scan of this table finds no token.
 */
export const providerConnections = pgTable(
  'provider_connections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The rider's stable id at the provider (Garmin userId, Strava athlete id, intervals.icu athlete id). */
    externalId: text('external_id').notNull(),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    /** active | reauth_required (refresh refused: the rider must connect again) */
    status: text('status').notNull().default('active'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** A stable code (integrations README); the web app words it in the rider's language. */
    lastErrorCode: text('last_error_code'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('provider_connections_user_provider_idx').on(t.userId, t.provider),
    uniqueIndex('provider_connections_provider_external_idx').on(t.provider, t.externalId),
    index('provider_connections_refresh_idx').on(t.accessExpiresAt).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * Spec §3 garmin_oauth_states: one pending authorisation, written by the server, bound to the rider who started it,
 * deleted when used (single use) and refused after `expires_at` (10 minutes). The verifier is stored sealed.
 */
export const garminOauthStates = pgTable(
  'garmin_oauth_states',
  {
    stateValue: text('state_value').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('garmin_oauth_states_expiry_idx').on(t.expiresAt),
    index('garmin_oauth_states_user_idx').on(t.userId),
  ],
);

/**
 * Planned sessions sent to Garmin's calendar through the Training API: one row per session of the rider's plan that
 * is on Garmin, with Garmin's workout and schedule ids and a hash of what was sent, so a change is noticed (Garmin's
 * model: a change is delete + recreate) and a cancelled session is deleted there too.
 */
export const garminWorkoutPushes = pgTable(
  'garmin_workout_pushes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The plan session's uid (`planned_sessions.uid`, stable when the session moves). */
    sessionUid: text('session_uid').notNull(),
    planId: text('plan_id').notNull(),
    date: text('date').notNull(),
    garminWorkoutId: text('garmin_workout_id').notNull(),
    garminScheduleId: text('garmin_schedule_id'),
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('garmin_workout_pushes_session_idx').on(t.userId, t.planId, t.sessionUid)],
);
