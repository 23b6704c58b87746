import { z } from 'zod';

/**
 * Reply of `POST /api/newsletter/confirm`: `confirmed` when this request started the subscription,
 * `already_confirmed` when the same link confirmed it before (opened twice, or previewed by a mail client).
 */
export const NEWSLETTER_CONFIRM_STATUSES = ['confirmed', 'already_confirmed'] as const;
export const newsletterConfirmSchema = z.object({ status: z.enum(NEWSLETTER_CONFIRM_STATUSES) });
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;
