import { SUMMARY_PERIODS } from '@domestique/coach';
import { z } from 'zod';

/** GET /api/coach/summaries and …/latest: which summaries (a week runs Monday–Sunday in the rider's time zone). */
export const summaryQuerySchema = z.object({ period: z.enum(SUMMARY_PERIODS).default('week') });
export const summaryListQuerySchema = summaryQuerySchema.extend({
  limit: z.coerce.number().int({ error: 'invalid_value' }).min(1).max(60).default(12),
});

const localized = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/**
 * A fact of a summary: every number the paragraphs say is one, with its unit, the rider's local day it is about and
 * where it came from (packages/coach/src/summary/types.ts).
 */
export const summaryFactSchema = z.object({
  id: z.string(),
  value: z.union([z.number(), z.string(), localized]),
  unit: z.enum(['count', 's', 'TSS', 'CTL', 'ATL', 'TSB', 'W', 'day', 'period', 'name', 'sentence']),
  date: z.string().optional(),
  source: z.enum(['period', 'plan', 'rides', 'fitness', 'powerCurve', 'ftpHistory', 'planChanges']),
  ref: z.string().optional(),
});

/**
 * A weekly or monthly summary: paragraphs in the request's language and the coach's voice, each naming the facts it
 * says; `source` says who worded it: `template`, or `model` when the operator's language model wrote at least one
 * paragraph (each checked against the facts it cites; a paragraph that failed is the template's, `byModel` false),
 * and `model` names it so the app can say so.
 */
export const summarySchema = z.object({
  period: z.enum(SUMMARY_PERIODS),
  from: z.string(),
  to: z.string(),
  paragraphs: z.array(
    z.object({ text: z.string(), factIds: z.array(z.string()), byModel: z.boolean().optional() }),
  ),
  facts: z.array(summaryFactSchema),
  source: z.enum(['template', 'model']),
  /** The model that wrote it (`source` model), else null. */
  model: z.string().nullable(),
  createdAt: z.string(),
});
export type Summary = z.infer<typeof summarySchema>;

export const summaryListSchema = z.object({
  period: z.enum(SUMMARY_PERIODS),
  items: z.array(summarySchema),
});
export type SummaryList = z.infer<typeof summaryListSchema>;

/**
 * `GET /api/coach/narrator`: whether this server has a language model for the coach (the operator's COACH_LLM_*), and
 * its name — Settings offers the rider's opt-in (`ai_coach` consent) only when it does.
 */
export const coachNarratorSchema = z.object({ available: z.boolean(), model: z.string().nullable() });
export type CoachNarrator = z.infer<typeof coachNarratorSchema>;
