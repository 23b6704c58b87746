import { SUMMARY_PERIODS } from '@domestique/coach';
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * `GET/PUT /api/coach/summary-emails`: whether the rider gets the weekly and the monthly summary by e-mail (both on
 * by default; mail goes only to a verified address).
 */
export const summaryEmailSettingsSchema = z.object({ week: z.boolean(), month: z.boolean() });
export type SummaryEmailSettings = z.infer<typeof summaryEmailSettingsSchema>;
/** An omitted kind keeps its setting. */
export const summaryEmailSettingsInputSchema = z
  .object({
    week: z.boolean({ error: 'invalid_value' }).optional(),
    month: z.boolean({ error: 'invalid_value' }).optional(),
  })
  .strict();
export type SummaryEmailSettingsInput = z.infer<typeof summaryEmailSettingsInputSchema>;

/** `POST /api/coach/summary-emails/unsubscribe`: the token of a summary mail's unsubscribe link (no session). */
export const summaryEmailUnsubscribeInputSchema = z.object({ token: z.string().min(10).max(200) }).strict();
/**
 * The query of a summary mail's `List-Unsubscribe` link (RFC 8058 one-click): the same token, and the mail's language
 * for a person who opens the link in a browser instead (sent on to the unsubscribe page).
 */
export const summaryEmailOneClickQuerySchema = z.object({
  token: z.string().min(10).max(200),
  language: z.enum(LANGUAGES).optional(),
});
export const summaryEmailUnsubscribedSchema = z.object({
  status: z.literal('unsubscribed'),
  period: z.enum(SUMMARY_PERIODS),
});
export type SummaryEmailUnsubscribed = z.infer<typeof summaryEmailUnsubscribedSchema>;
