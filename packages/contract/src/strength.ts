import { STRENGTH_FOCUSES } from '@domestique/coach';
import { z } from 'zod';

export { STRENGTH_FOCUSES } from '@domestique/coach';
export const STRENGTH_SETTINGS = ['bodyweight', 'gym'] as const;

/** A logged session's duration, s: 1 minute to 4 hours. */
export const STRENGTH_LOG_DURATION_S = { min: 60, max: 4 * 3600 } as const;
/** Session RPE on Borg's CR-10 scale (Foster 2001), whole points. */
export const STRENGTH_LOG_RPE = { min: 1, max: 10 } as const;
/** The earliest day a session can be logged on (later than any real training log needs, earlier than none). */
export const STRENGTH_LOG_FIRST_DAY = '2000-01-01';

export const STRENGTH_FIELD_ERRORS = [
  'strength_date_invalid',
  'strength_duration_range',
  'strength_rpe_range',
] as const;

/**
 * A session's training load, estimated (always labelled so): Foster's session-RPE (minutes × RPE) and its TSS
 * equivalent (÷ 6; see docs/coach.md "Strength load"), which counts in the rider's daily load (CTL/ATL).
 */
export const strengthLoadSchema = z.object({ sessionRpeAu: z.number(), tss: z.number() });

export const strengthExerciseSchema = z.object({
  name: z.string(),
  sets: z.number().int(),
  /** Repetitions per set (per side when `perSide`); null when each set is a hold of `holdS` seconds. */
  reps: z.number().int().nullable(),
  holdS: z.number().int().nullable(),
  perSide: z.boolean(),
  restS: z.number().int(),
  cue: z.string(),
});

export const strengthSessionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  focus: z.enum(STRENGTH_FOCUSES),
  setting: z.enum(STRENGTH_SETTINGS),
  /** Planned, warm-up included. */
  durationS: z.number().int(),
  /** Intended session RPE (CR-10). */
  rpe: z.number(),
  load: strengthLoadSchema,
  exerciseCount: z.number().int(),
});
export type StrengthSessionSummary = z.infer<typeof strengthSessionSummarySchema>;

export const strengthSessionListSchema = z.object({ items: z.array(strengthSessionSummarySchema) });
export type StrengthSessionList = z.infer<typeof strengthSessionListSchema>;

export const strengthLogSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  /** The day it was done, in the rider's calendar (`YYYY-MM-DD`). */
  date: z.string(),
  durationS: z.number().int(),
  rpe: z.number(),
  /** Its estimated load, TSS units (`strengthTss(durationS, rpe)`). */
  tss: z.number(),
  createdAt: z.string(),
});
export type StrengthLog = z.infer<typeof strengthLogSchema>;

export const strengthSessionDetailSchema = strengthSessionSummarySchema.extend({
  purpose: z.string(),
  exercises: z.array(strengthExerciseSchema),
  /** The rider's logs of this session, newest first (at most 20). */
  logs: z.array(strengthLogSchema),
});
export type StrengthSessionDetail = z.infer<typeof strengthSessionDetailSchema>;

/**
 * Whether an id names a strength or mobility session (`strength-…`, `mobility-…`) rather than a workout: the two
 * share the `/workouts/:id` pages. Library workout ids start with their family, own ones with `my-`.
 */
export function isStrengthSessionId(id: string): boolean {
  return /^(strength|mobility)-/.test(id);
}

/** Session ids are kebab-case slugs (`strength-hinge-gym`); log ids are UUIDs. */
export const strengthIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, { error: 'invalid_value' }),
});

const day = z
  .string({ error: 'strength_date_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'strength_date_invalid' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      error: 'strength_date_invalid',
    },
  );

/**
 * `POST /api/strength/:id/logs`: "done" on `date` (from 2000-01-01 to today in the rider's time zone), with the
 * actual duration and the session RPE felt; each defaults to the session's plan.
 */
export const strengthLogInputSchema = z.strictObject({
  date: day,
  durationS: z
    .number({ error: 'strength_duration_range' })
    .int({ error: 'strength_duration_range' })
    .min(STRENGTH_LOG_DURATION_S.min, { error: 'strength_duration_range' })
    .max(STRENGTH_LOG_DURATION_S.max, { error: 'strength_duration_range' })
    .optional(),
  rpe: z
    .number({ error: 'strength_rpe_range' })
    .int({ error: 'strength_rpe_range' })
    .min(STRENGTH_LOG_RPE.min, { error: 'strength_rpe_range' })
    .max(STRENGTH_LOG_RPE.max, { error: 'strength_rpe_range' })
    .optional(),
});
export type StrengthLogInput = z.infer<typeof strengthLogInputSchema>;

export const strengthLogListQuerySchema = z.object({
  limit: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(100).default(30),
});
export const strengthLogListSchema = z.object({ items: z.array(strengthLogSchema) });
export const strengthLogIdParamsSchema = z.object({ logId: z.uuid({ error: 'invalid_value' }) });
