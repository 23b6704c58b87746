import {
  CHANGE_KINDS,
  FEELS,
  READINESS_BANDS,
  REASON_CODES,
  STRENGTH_FOCUSES,
  UNAVAILABLE_REASONS,
  WORKOUT_FAMILIES,
} from '@domestique/coach';
import { z } from 'zod';

/**
 * Pieces the plan, calendar and check-in schemas share: calendar days, a planned session as the calendar and the
 * dashboard show it, and a plan change with its sentence ("Why did my plan change?").
 */

/** Earliest and latest years a plan day may fall in (a typo such as 0026 or 20260 is a field error, not a plan). */
export const PLAN_DAY_YEARS = { min: 2000, max: 2100 } as const;

function isCalendarDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar day `YYYY-MM-DD` in the rider's time zone: a real day between 2000 and 2100. */
export const planDaySchema = z
  .string({ error: 'date_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
  .refine(
    (v) => {
      const year = Number(v.slice(0, 4));
      return year >= PLAN_DAY_YEARS.min && year <= PLAN_DAY_YEARS.max;
    },
    { error: 'date_out_of_range' },
  )
  .refine(isCalendarDay, { error: 'date_invalid' });

/**
 * A planned session's uid, as the plan gives it (`2026-06-02#0`, a re-plan's `2026-06-09#1@2026-06-05`). In a path
 * it must be percent-encoded (`#` → `%23`, `@` → `%40`): `encodeURIComponent(uid)`.
 */
export const sessionUidSchema = z
  .string({ error: 'invalid_value' })
  .regex(/^[0-9A-Za-z#@:._-]{1,80}$/, { error: 'invalid_value' });

/** A stored row's id (UUID) in a path; anything else is a 400, never a database error. */
export const planRowIdSchema = z
  .string({ error: 'invalid_value' })
  .regex(/^[0-9A-Za-z-]{1,64}$/, { error: 'invalid_value' });

/** What became of a planned session. `skipped` and `moved` are kept on their first day so the calendar shows them. */
export const SESSION_STATUSES = ['planned', 'completed', 'partial', 'missed', 'skipped', 'moved'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_ROLES = [
  'test',
  'key',
  'long',
  'endurance',
  'support',
  'recovery',
  'opener',
  'strength',
] as const;

export const complianceSchema = z.object({
  /** 0–1: weighted agreement of duration, TSS (and time in zone when known) — coach `scoreCompliance`. */
  score: z.number(),
  duration: z.number(),
  tss: z.number().nullable(),
  zones: z.number().nullable(),
});

/** A planned session on a day, as the calendar, the dashboard and the ICS feed show it. */
export const plannedSessionSchema = z.object({
  uid: z.string(),
  planId: z.string(),
  date: z.string(),
  kind: z.enum(['ride', 'strength']),
  /** Library workout (ride: `/workouts/:id`) or strength session id. */
  workoutId: z.string(),
  /** The workout's name in the request language. */
  name: z.string(),
  family: z.enum(WORKOUT_FAMILIES).nullable(),
  strengthFocus: z.enum(STRENGTH_FOCUSES).nullable(),
  role: z.enum(SESSION_ROLES),
  /** A hard session (key or FTP test): the ones the plan protects. */
  hard: z.boolean(),
  /** Progression level 1–10 (rides). */
  level: z.number().nullable(),
  durationS: z.number(),
  tss: z.number(),
  status: z.enum(SESSION_STATUSES),
  /** The reason code of the change that last adjusted it (eased, moved, swapped), null when as planned. */
  adjustedBy: z.string().nullable(),
  /** For `moved`: the day it went to. */
  movedTo: z.string().nullable(),
  /** The ride that did it (completed/partial). */
  activityId: z.string().nullable(),
  compliance: complianceSchema.nullable(),
});
export type PlannedSessionView = z.infer<typeof plannedSessionSchema>;

export const CHANGE_ORIGINS = ['coach', 'rider'] as const;

/** What set a change off (each is one trigger function on the server). */
export const CHANGE_TRIGGERS = [
  'ride',
  'feedback',
  'ftp',
  'fatigue',
  'daily',
  'check_in',
  'unavailable',
  'settings',
  'calendar',
  'undo',
  // a proposal of the coach's chat, accepted by the rider (the calendar's own action; undoable from the change log)
  'chat',
] as const;
export type ChangeTrigger = (typeof CHANGE_TRIGGERS)[number];

/**
 * Why a change cannot be undone. `riderChange`: the rider made it (move it back instead); `unavailableDay`,
 * `dayRidden`, `hardDaysInRow`: the undo would put a session on a day off, on a day already ridden, or within 48 h of
 * another hard session (coach `undoChanges`).
 */
export const UNDO_REFUSALS = [
  'inPast',
  'changedSince',
  'nothingToUndo',
  'riderChange',
  'alreadyUndone',
  'planEnded',
  'unavailableDay',
  'dayRidden',
  'hardDaysInRow',
] as const;
export type UndoRefusalCode = (typeof UNDO_REFUSALS)[number];

const changeSessionSchema = z.object({
  uid: z.string(),
  workoutId: z.string(),
  name: z.string(),
  family: z.enum(WORKOUT_FAMILIES).nullable(),
  durationS: z.number(),
  tss: z.number(),
});

/** One side of a change: a session on a day, an FTP, a family's level, or the weeks a re-plan rebuilt. */
export const changeSideSchema = z.object({
  date: z.string().nullable(),
  session: changeSessionSchema.nullable(),
  ftpW: z.number().nullable(),
  family: z.enum(WORKOUT_FAMILIES).nullable(),
  level: z.number().nullable(),
  /** Re-plan: the first week rebuilt (0-based). */
  fromWeek: z.number().int().nullable(),
});

export const planChangeSchema = z.object({
  id: z.string(),
  planId: z.string(),
  kind: z.enum(CHANGE_KINDS),
  reason: z.enum(REASON_CODES),
  origin: z.enum(CHANGE_ORIGINS),
  trigger: z.enum(CHANGE_TRIGGERS),
  /** The rider's day the change was decided on. */
  decidedOn: z.string(),
  createdAt: z.string(),
  /** The change in plain words, in the request language (coach `explainChange`). */
  sentence: z.string(),
  from: changeSideSchema.nullable(),
  to: changeSideSchema.nullable(),
  /** The facts that triggered it (flat: dates, readiness, RPE, FTP…). */
  inputs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  undoneAt: z.string().nullable(),
  /** The change that undid it. */
  undoneBy: z.string().nullable(),
  /** For an undo: the change it undid. */
  undoes: z.string().nullable(),
  /** Whether it can be undone now; `linked`: the other changes decided with it, undone together with it. */
  undo: z.object({
    possible: z.boolean(),
    refusal: z.enum(UNDO_REFUSALS).nullable(),
    linked: z.array(z.string()),
  }),
});
export type PlanChangeView = z.infer<typeof planChangeSchema>;

export const READINESS_BAND_VALUES = READINESS_BANDS;
export const FEEL_VALUES = FEELS;
export const UNAVAILABLE_REASON_VALUES = UNAVAILABLE_REASONS;
