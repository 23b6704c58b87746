import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * A rider's request to delete their account, while it waits: first for the emailed confirmation
 * (`awaiting_confirmation`, the link's SHA-256 and expiry), then for the 7-day grace period to end (`scheduled`:
 * sessions revoked, sign-in refused, the cancel link's SHA-256). Deleted with the account (cascade) or on cancel.
 * Only hashes of the links are stored: a copy of the database cannot confirm or cancel anyone's deletion.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    cancelTokenHash: text('cancel_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the grace period ends and the deletion job may run. */
    deleteAfter: timestamp('delete_after', { withTimezone: true }),
    /** The data-rights log row this request is recorded under. */
    logId: text('log_id').notNull(),
  },
  (t) => [
    index('account_deletions_confirm_idx').on(t.confirmTokenHash),
    index('account_deletions_cancel_idx').on(t.cancelTokenHash),
    index('account_deletions_due_idx').on(t.deleteAfter),
  ],
);

/**
 * The operator's log of data-rights requests (GDPR Art. 12(3)/LGPD Art. 19: answered within a deadline, so when
 * each was asked and done must be shown). It outlives the account on purpose, so it holds the account id only —
 * no name, no email, no foreign key — and nothing else about the rider.
 */
export const dataRightsRequests = pgTable(
  'data_rights_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    /** 'deletion' (this module) or 'export'. */
    kind: text('kind').notNull(),
    /** 'self' (the rider, in Settings) or 'operator' (the CLI, for a rider who asked by email). */
    via: text('via').notNull(),
    /** 'requested' → 'confirmed' → 'done', or 'cancelled', or 'expired' (a confirmation link never clicked). */
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('data_rights_requests_account_idx').on(t.accountId)],
);
