import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * Reply of `POST /api/newsletter/confirm`: `confirmed` when this request started the subscription,
 * `already_confirmed` when the same link confirmed it before (opened twice, or previewed by a mail client).
 */
export const NEWSLETTER_CONFIRM_STATUSES = ['confirmed', 'already_confirmed'] as const;
export const newsletterConfirmSchema = z.object({ status: z.enum(NEWSLETTER_CONFIRM_STATUSES) });
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;

/** `POST /api/newsletter`: double opt-in, so the consent is part of the request. */
export const newsletterSubscribeInputSchema = z
  .object({
    email: z.email({ error: 'email_invalid' }).max(254, { error: 'email_invalid' }),
    language: z.enum(LANGUAGES, { error: 'invalid_option' }).default('en'),
    consent: z.literal(true, { error: 'invalid_value' }),
  })
  .strict();
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeInputSchema>;
/** 200: the address was subscribed already (nothing is sent). */
export const newsletterAlreadySubscribedSchema = z.object({ status: z.literal('already_subscribed') });
/** 202: a confirmation email is on its way. */
export const newsletterConfirmationSentSchema = z.object({ status: z.literal('confirmation_sent') });
export type NewsletterSubscribed =
  | z.infer<typeof newsletterAlreadySubscribedSchema>
  | z.infer<typeof newsletterConfirmationSentSchema>;

/** `POST /api/newsletter/confirm` and `/unsubscribe`: the token from the email. */
export const newsletterTokenInputSchema = z.object({ token: z.string().min(10).max(200) }).strict();
export const newsletterUnsubscribedSchema = z.object({ status: z.literal('unsubscribed') });
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;
