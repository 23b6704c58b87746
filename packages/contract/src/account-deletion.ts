import { z } from 'zod';

/**
 * Deleting one's account (issue #20, GDPR Art. 17 / LGPD Art. 18): `POST /api/me/deletion` asks (re-authenticated),
 * an emailed link confirms, then a 7-day grace period during which the account is locked and the emailed link (or
 * the password at sign-in) cancels; then everything goes.
 */
export const ACCOUNT_DELETION_STATUSES = ['none', 'awaiting_confirmation', 'scheduled'] as const;
export type AccountDeletionStatus = (typeof ACCOUNT_DELETION_STATUSES)[number];

/** How this account proves it is its owner: its password, or (a Google-only account) a sign-in minutes old. */
export const DELETION_PROOFS = ['password', 'recent_sign_in'] as const;

export const accountDeletionSchema = z.object({
  status: z.enum(ACCOUNT_DELETION_STATUSES),
  /** When the rider asked (null: no request). */
  requestedAt: z.string().nullable(),
  /** When the account will be deleted (scheduled only). */
  deleteAfter: z.string().nullable(),
  proof: z.enum(DELETION_PROOFS),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** `POST /api/me/deletion`: the password (omitted by a Google-only account, which signs in again instead). */
export const requestDeletionSchema = z
  .object({ password: z.string({ error: 'invalid_value' }).min(1).max(128).optional() })
  .strict();
export type RequestDeletion = z.infer<typeof requestDeletionSchema>;

/** The link's token from the confirmation or cancel email. */
export const deletionTokenSchema = z.object({ token: z.string().min(20).max(200) }).strict();

/**
 * `POST /api/me/deletion/cancel` without a session (the account is locked): the emailed link's token, or the
 * email and password the rider just typed at sign-in.
 */
export const cancelDeletionSchema = z.union([
  deletionTokenSchema,
  z
    .object({
      email: z.email({ error: 'email_invalid' }).max(254),
      password: z.string().min(1).max(128),
    })
    .strict(),
]);
export type CancelDeletion = z.infer<typeof cancelDeletionSchema>;

/** The reply to `POST /api/me/deletion/confirm`: locked now, deleted after this instant. */
export const deletionConfirmedSchema = z.object({ status: z.literal('scheduled'), deleteAfter: z.string() });
export type DeletionConfirmed = z.infer<typeof deletionConfirmedSchema>;

/** The reply to `POST /api/me/deletion/cancel`. */
export const deletionCancelledSchema = z.object({ status: z.literal('cancelled') });
export type DeletionCancelled = z.infer<typeof deletionCancelledSchema>;

export const ACCOUNT_DELETION_ERROR_CODES = [
  'password_incorrect',
  'recent_sign_in_required',
  'deletion_not_requested',
  'account_scheduled_for_deletion',
] as const;
