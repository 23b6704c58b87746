import { FEELS, READINESS_BANDS } from '@domestique/coach';
import { z } from 'zod';
import { planChangeSchema, planDaySchema, planRowIdSchema } from './plan-common.ts';

/**
 * The daily check-in (the 5-item wellness questionnaire of McLean et al. 2010, each 1–5, plus optional resting HR and
 * HRV) and post-ride feedback. Both feed the coach: a poor check-in eases today's session, feedback moves a family's
 * progression level. Bounds are coach `validateCheckIn`'s.
 */
export const CHECK_IN_LIMITS = {
  scale: { min: 1, max: 5 },
  restingHrBpm: { min: 25, max: 120 },
  hrvMs: { min: 5, max: 300 },
} as const;

const scale = z
  .number({ error: 'check_in_scale' })
  .int({ error: 'check_in_scale' })
  .min(CHECK_IN_LIMITS.scale.min, { error: 'check_in_scale' })
  .max(CHECK_IN_LIMITS.scale.max, { error: 'check_in_scale' });

/**
 * `PUT /api/check-ins/today`: today's check-in (the rider's day, in their time zone), made or replaced. Scales:
 * sleep 1 very poor … 5 very good; fatigue 1 very fresh … 4 tired, 5 very tired; soreness 1 none … 5 very sore;
 * stress 1 very relaxed … 5 very stressed; motivation 1 none … 5 very high.
 */
export const checkInInputSchema = z.strictObject({
  sleep: scale,
  fatigue: scale,
  soreness: scale,
  stress: scale,
  motivation: scale,
  restingHrBpm: z
    .number({ error: 'resting_hr_range' })
    .int({ error: 'resting_hr_range' })
    .min(CHECK_IN_LIMITS.restingHrBpm.min, { error: 'resting_hr_range' })
    .max(CHECK_IN_LIMITS.restingHrBpm.max, { error: 'resting_hr_range' })
    .nullable()
    .optional(),
  /** Morning rMSSD, ms. */
  hrvMs: z
    .number({ error: 'hrv_range' })
    .min(CHECK_IN_LIMITS.hrvMs.min, { error: 'hrv_range' })
    .max(CHECK_IN_LIMITS.hrvMs.max, { error: 'hrv_range' })
    .nullable()
    .optional(),
});
export type CheckInInput = z.infer<typeof checkInInputSchema>;

export const readinessSchema = z.object({
  /** 0–100 (coach `readiness`). */
  score: z.number(),
  band: z.enum(READINESS_BANDS),
  /** The questionnaire alone, 0–100. */
  wellness: z.number(),
  /** Resting HR minus its 7-day baseline, bpm; null without enough data. */
  restingHrDelta: z.number().nullable(),
  hrvLow: z.boolean().nullable(),
});

export const checkInSchema = z.object({
  date: z.string(),
  sleep: z.number().int(),
  fatigue: z.number().int(),
  soreness: z.number().int(),
  stress: z.number().int(),
  motivation: z.number().int(),
  restingHrBpm: z.number().nullable(),
  hrvMs: z.number().nullable(),
  readiness: readinessSchema,
  updatedAt: z.string(),
});
export type CheckInView = z.infer<typeof checkInSchema>;

/**
 * What today holds after a check-in: no active plan, a rest day (nothing planned — or nothing left), or sessions. The
 * reply to a check-in that changed nothing says the truth of the day with it ("rest as planned", not "your session
 * stays as planned" on a day without one).
 */
export const CHECK_IN_DAY_STATES = ['noPlan', 'rest', 'sessions'] as const;
export type CheckInDayState = (typeof CHECK_IN_DAY_STATES)[number];

/** What a check-in did: it, the changes it made to today's sessions (each with its sentence), and what today holds. */
export const checkInSavedSchema = z.object({
  checkIn: checkInSchema,
  changes: z.array(planChangeSchema),
  todayPlan: z.enum(CHECK_IN_DAY_STATES),
});
export type CheckInSaved = z.infer<typeof checkInSavedSchema>;
export const todayCheckInSchema = z.object({ today: z.string(), checkIn: checkInSchema.nullable() });

/** `GET /api/check-ins?from&to`: history, newest first (default: the last 30 days; at most 366 days). */
export const CHECK_IN_HISTORY_MAX_DAYS = 366;
export const checkInHistoryQuerySchema = z.object({
  from: planDaySchema.optional(),
  to: planDaySchema.optional(),
});
export const checkInHistorySchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(checkInSchema),
});

/** `PUT /api/activities/:id/feedback`: how the ride felt. RPE on the CR-10 scale, and/or the feel against the plan. */
export const rideFeedbackInputSchema = z
  .strictObject({
    rpe: z
      .number({ error: 'rpe_range' })
      .int({ error: 'rpe_range' })
      .min(1, { error: 'rpe_range' })
      .max(10, { error: 'rpe_range' })
      .nullable()
      .optional(),
    feel: z.enum(FEELS, { error: 'invalid_option' }).nullable().optional(),
  })
  .refine((f) => f.rpe != null || f.feel != null, { path: ['rpe'], error: 'feedback_empty' });
export type RideFeedbackInput = z.infer<typeof rideFeedbackInputSchema>;

export const rideFeedbackSchema = z.object({
  activityId: z.string(),
  rpe: z.number().int().nullable(),
  feel: z.enum(FEELS).nullable(),
  updatedAt: z.string(),
});
export const rideFeedbackReadSchema = z.object({
  feedback: rideFeedbackSchema.nullable(),
  /**
   * The planned session this ride did (completed or partial), null for a ride no plan held: only a ride that did a
   * session is asked how it felt against the plan.
   */
  session: z
    .object({ uid: z.string(), date: z.string(), workoutId: z.string(), name: z.string() })
    .nullable(),
});
export const rideFeedbackSavedSchema = z.object({
  feedback: rideFeedbackSchema,
  changes: z.array(planChangeSchema),
});
export type RideFeedbackView = z.infer<typeof rideFeedbackSchema>;
export type RideFeedbackRead = z.infer<typeof rideFeedbackReadSchema>;
export type RideFeedbackSaved = z.infer<typeof rideFeedbackSavedSchema>;

/** `/api/activities/:id/feedback`: a ride id as stored (UUID); anything else (NUL, SQL) is a 400 before the database sees it. */
export const rideFeedbackParamsSchema = z.object({ id: planRowIdSchema });
