import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * Consent per purpose (modules/consents): one row per grant, with the version of the text the rider was shown, closed
 * by `withdrawn_at` — the rows are the rider's consent history (what GDPR Art. 7(1) asks a controller to be able to
 * show). At most one open grant per rider and purpose (partial unique index). Purposes: `health_data` today; the
 * narrator and provider connections later, as new values of `purpose`.
 */
export const consents = pgTable(
  'consents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.purpose, t.grantedAt),
    uniqueIndex('consents_one_open_idx').on(t.userId, t.purpose).where(sql`${t.withdrawnAt} is null`),
  ],
);
