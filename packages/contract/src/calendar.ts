import { EVENT_PRIORITIES, READINESS_BANDS, UNAVAILABLE_REASONS, WORKOUT_FAMILIES } from '@domestique/coach';
import { z } from 'zod';
import {
  planChangeSchema,
  planDaySchema,
  plannedSessionSchema,
  planRowIdSchema,
  sessionUidSchema,
} from './plan-common.ts';

/** Longest range one calendar read may ask for (a month view shows six weeks). */
export const CALENDAR_MAX_DAYS = 62;
/** Longest range one "unavailable" mark may cover (coach `MAX_UNAVAILABLE_DAYS`; longer is a re-plan). */
export const UNAVAILABLE_MAX_DAYS = 62;

/** `GET /api/calendar?from&to`: both days inclusive, at most `CALENDAR_MAX_DAYS`; default this week (Mon–Sun). */
export const calendarQuerySchema = z.object({
  from: planDaySchema.optional(),
  to: planDaySchema.optional(),
});

/** A ride the rider did, on the calendar (a link to `/activities/:id`). */
export const calendarRideSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  startTime: z.string(),
  /** The ride's day in the rider's time zone. */
  date: z.string(),
  durationS: z.number().nullable(),
  tss: z.number().nullable(),
  hrLoad: z.number().nullable(),
  cycling: z.boolean(),
  /** The planned session it did, or null (an unplanned ride: it still counts toward the week's load). */
  matchedUid: z.string().nullable(),
});

export const unavailableRangeSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.enum(UNAVAILABLE_REASONS),
  createdAt: z.string(),
});
export type UnavailableRangeView = z.infer<typeof unavailableRangeSchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  /** Planned sessions, including the ones skipped or moved away (status `skipped`/`moved`), in plan order. */
  sessions: z.array(plannedSessionSchema),
  rides: z.array(calendarRideSchema),
  unavailable: unavailableRangeSchema.nullable(),
  /** The rider's event on this day (its priority and name), null on other days. */
  event: z.object({ priority: z.enum(EVENT_PRIORITIES), name: z.string().nullable() }).nullable(),
  checkIn: z.object({ readiness: z.number(), band: z.enum(READINESS_BANDS) }).nullable(),
});

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  /** The active plan, null without one (the calendar still shows rides). */
  planId: z.string().nullable(),
  days: z.array(calendarDaySchema),
});
export type CalendarView = z.infer<typeof calendarSchema>;

export const sessionParamsSchema = z.object({ uid: sessionUidSchema });

/** A move that breaks a rule is the rider's call: it is made, and these say what to watch for. */
export const MOVE_WARNINGS = ['hardDaysTooClose', 'overDayCap', 'notARidingDay', 'eventDay'] as const;

/** `POST /api/calendar/sessions/:uid/move`: to another day (today or later) of the plan. */
export const sessionMoveSchema = z.strictObject({ toDate: planDaySchema });
/** `POST /api/calendar/sessions/:uid/swap`: for an alternative of the same purpose (see `…/alternatives`). */
export const sessionSwapSchema = z.strictObject({
  workoutId: z
    .string({ error: 'invalid_value' })
    .regex(/^[0-9A-Za-z._-]{1,100}$/, { error: 'not_an_alternative' }),
});

export const sessionActionSchema = z.object({
  change: planChangeSchema,
  warnings: z.array(z.enum(MOVE_WARNINGS)),
});
export type MoveWarning = (typeof MOVE_WARNINGS)[number];
/** The reply of a move, skip or swap: the change made and what the coach warns about. */
export type SessionAction = z.infer<typeof sessionActionSchema>;

export const sessionAlternativeSchema = z.object({
  workoutId: z.string(),
  name: z.string(),
  family: z.enum(WORKOUT_FAMILIES),
  level: z.number(),
  durationS: z.number(),
  tss: z.number(),
});
export const sessionAlternativesSchema = z.object({
  uid: z.string(),
  alternatives: z.array(sessionAlternativeSchema),
});
export type SessionAlternative = z.infer<typeof sessionAlternativeSchema>;
export type SessionAlternatives = z.infer<typeof sessionAlternativesSchema>;

/** `POST /api/calendar/unavailable`: days the rider cannot ride (inclusive), with why. */
export const unavailableInputSchema = z.strictObject({
  from: planDaySchema,
  to: planDaySchema,
  reason: z.enum(UNAVAILABLE_REASONS, { error: 'invalid_option' }),
});
export type UnavailableInput = z.infer<typeof unavailableInputSchema>;
export const unavailableParamsSchema = z.object({ id: planRowIdSchema });
export const unavailableSavedSchema = z.object({
  range: unavailableRangeSchema,
  /** What the coach did about it, each with its sentence. */
  changes: z.array(planChangeSchema),
});
/** Removing a range puts back what it took off, where that can still be undone. */
export const unavailableRemovedSchema = z.object({ changes: z.array(planChangeSchema) });
export const unavailableListSchema = z.object({ items: z.array(unavailableRangeSchema) });
export type UnavailableSaved = z.infer<typeof unavailableSavedSchema>;
export type UnavailableRemoved = z.infer<typeof unavailableRemovedSchema>;
export type UnavailableList = z.infer<typeof unavailableListSchema>;

/**
 * The private ICS feed of planned workouts. Its URL holds the only credential (a 256-bit token, stored hashed):
 * shown once when created or rotated; `DELETE` revokes it.
 */
export const CALENDAR_FEED_PATH = '/api/calendar/ics';
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export const calendarFeedCreatedSchema = z.object({
  /** `https://…/api/calendar/ics/<token>.ics`; subscribe with it (or `webcal://`). */
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
export const calendarFeedParamsSchema = z.object({ file: z.string().max(200) });
