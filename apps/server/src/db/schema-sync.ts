import { date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A Strava authorisation in progress: the state we put in the authorise URL, bound to the rider who started it,
 * single-use (deleted as it is claimed) and short-lived (10 minutes). Only its SHA-256 is stored, so the table
 * cannot be used to finish someone else's authorisation.
 */
export const stravaOauthStates = pgTable(
  'strava_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('strava_oauth_states_expiry_idx').on(t.expiresAt),
    index('strava_oauth_states_user_idx').on(t.userId),
  ],
);

/**
 * Planned workouts we have put on a rider's intervals.icu calendar (by our external id) and a fingerprint of what we
 * sent: a push sends only what changed and deletes what is no longer planned.
 */
export const intervalsPushedWorkouts = pgTable(
  'intervals_pushed_workouts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    contentHash: text('content_hash').notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.externalId] })],
);

/**
 * The webhook subscription a provider holds for this deployment (Strava: one per application), as the subscription
 * job last saw it. Strava's events are unsigned; each carries `subscription_id`, and one that is not this id was
 * not sent by Strava to us.
 */
export const providerWebhookSubscriptions = pgTable('provider_webhook_subscriptions', {
  provider: text('provider').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  callbackUrl: text('callback_url').notNull(),
  updatedAt: updatedAt(),
});
