import {
  EVENT_PRIORITIES,
  LOAD_BASES,
  PLAN_GOALS,
  PLAN_LIMITS,
  PLAN_PHASES,
  RIDER_LEVELS,
  WEEK_FOCUS_CODES,
  WEEKDAYS,
} from '@domestique/coach';
import { z } from 'zod';
import { checkInSchema } from './check-ins.ts';
import {
  planChangeSchema,
  planDaySchema,
  plannedSessionSchema,
  planRowIdSchema,
  SESSION_ROLES,
} from './plan-common.ts';

/**
 * Field error codes of the plan routes (the server words them in en/pt/es): the coach's `validatePlanInput` codes
 * mapped to snake case, and the calendar's own.
 */
export const PLAN_FIELD_ERRORS = [
  'required',
  'invalid_value',
  'invalid_option',
  'out_of_range',
  'duplicate_day',
  'day_cap_range',
  'event_before_start',
  'event_not_in_last_week',
  'event_after_plan',
  'too_many_events',
  'duplicate_event_day',
  'event_name_length',
  'date_invalid',
  'date_out_of_range',
  'date_in_past',
  'start_too_far',
  'range_end_before_start',
  'range_too_long',
  'same_day',
  'outside_plan',
  'not_an_alternative',
  'check_in_scale',
  'resting_hr_range',
  'hrv_range',
  'rpe_range',
  'feedback_empty',
  'nothing_to_change',
  'weekly_hours_range',
  'weeks_range',
] as const;
export type PlanFieldError = (typeof PLAN_FIELD_ERRORS)[number];

/** Error codes (top level) of the plan routes. */
export const PLAN_ERROR_CODES = [
  'plan_not_found',
  'session_not_found',
  'undo_in_past',
  'undo_changed_since',
  'undo_not_possible',
  'undo_already_undone',
  'undo_unavailable_day',
  'undo_day_ridden',
  'undo_hard_days',
] as const;

/** Furthest ahead a plan may start (a plan starts today by default). */
export const PLAN_START_MAX_DAYS_AHEAD = 90;

/**
 * Per-day cap when the days come from the profile (which has no caps): twice the day's share of the weekly hours,
 * within 1–4 h, rounded to 15 min (our choice: room for the long day without claiming a whole day).
 */
export const DEFAULT_DAY_CAP = { minS: 3600, maxS: 4 * 3600, shareFactor: 2, roundS: 900 } as const;

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'invalid_option' });
const whole = (min: number, max: number, error: PlanFieldError = 'out_of_range') =>
  z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(min, { error })
    .max(max, { error });

export const planAvailabilitySchema = z.strictObject({
  day: option(WEEKDAYS),
  /** The longest the rider can train that day, seconds (15 min – 12 h), strength included. */
  maxDurationS: whole(PLAN_LIMITS.dayMaxDurationS.min, PLAN_LIMITS.dayMaxDurationS.max, 'day_cap_range'),
});

export const planEventSchema = z.strictObject({
  date: planDaySchema,
  /**
   * A = what the season peaks for (a 10–14-day taper; the plan ends on the last A event); B = 2–3 easier days
   * before, an easy day after; C = ridden as training.
   */
  priority: option(EVENT_PRIORITIES),
  /** What the rider calls it ("Gran Fondo Serra"): shown with the event wherever the plan shows it; optional. */
  name: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(PLAN_LIMITS.eventName.max, { error: 'event_name_length' })
    .nullable()
    .optional(),
});

/** Every event of the plan (`event`, one, is still accepted and joins them). */
const events = z
  .array(planEventSchema, { error: 'invalid_value' })
  .max(PLAN_LIMITS.events.max, { error: 'too_many_events' });

const weeklyHours = z
  .number({ error: 'invalid_value' })
  .min(PLAN_LIMITS.weeklyHours.min, { error: 'weekly_hours_range' })
  .max(PLAN_LIMITS.weeklyHours.max, { error: 'weekly_hours_range' });
const availability = z
  .array(planAvailabilitySchema, { error: 'invalid_value' })
  .min(1, { error: 'required' })
  .max(7, { error: 'out_of_range' });
const weeks = whole(PLAN_LIMITS.weeks.min, PLAN_LIMITS.weeks.max, 'weeks_range');

/**
 * `POST /api/plans`: the wizard's answers. Every field may be left out and then comes from the profile: goal
 * (primary_goal), level (experience_level), age, FTP (the rider's known FTP: typed, tested or accepted — not the guess
 * from the onboarding answers; `ftpW: null` says "unknown": the plan opens with an FTP test), weekly hours
 * (weekly_hours), days (available_days, each capped by `DEFAULT_DAY_CAP`). `startDate` defaults to today in the
 * rider's time zone (at most `PLAN_START_MAX_DAYS_AHEAD` ahead, never before today); `weeks` to 12, or up to an A
 * event. The rider's current CTL/ATL comes from their rides. One active plan at a time: a new one ends the old.
 */
export const planCreateSchema = z.strictObject({
  goal: option(PLAN_GOALS).optional(),
  level: option(RIDER_LEVELS).optional(),
  age: whole(PLAN_LIMITS.age.min, PLAN_LIMITS.age.max).nullable().optional(),
  ftpW: whole(PLAN_LIMITS.ftpW.min, PLAN_LIMITS.ftpW.max).nullable().optional(),
  weeklyHours: weeklyHours.optional(),
  availability: availability.optional(),
  startDate: planDaySchema.optional(),
  weeks: weeks.nullable().optional(),
  event: planEventSchema.nullable().optional(),
  events: events.optional(),
  strength: z.boolean({ error: 'invalid_value' }).optional(),
  strengthSetting: option(['bodyweight', 'gym'] as const)
    .nullable()
    .optional(),
});
export type PlanCreate = z.infer<typeof planCreateSchema>;

/**
 * `PATCH /api/plans/active`: new settings for the active plan — the coach re-plans from today and keeps the past
 * (coach `replanForChanges`); the change is stored with its reason. At least one field.
 */
export const planUpdateSchema = z.strictObject({
  goal: option(PLAN_GOALS).optional(),
  level: option(RIDER_LEVELS).optional(),
  age: whole(PLAN_LIMITS.age.min, PLAN_LIMITS.age.max).nullable().optional(),
  weeklyHours: weeklyHours.optional(),
  availability: availability.optional(),
  weeks: weeks.nullable().optional(),
  event: planEventSchema.nullable().optional(),
  events: events.optional(),
  strength: z.boolean({ error: 'invalid_value' }).optional(),
});
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

export const planFocusSchema = z.object({
  code: z.enum(WEEK_FOCUS_CODES),
  /** The week's aim in plain words, in the request language (coach `explainWeekFocus`). */
  text: z.string(),
});

const load = z.object({ ctl: z.number(), atl: z.number(), tsb: z.number() });

export const planWeekSchema = z.object({
  index: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  phase: z.enum(PLAN_PHASES),
  recovery: z.boolean(),
  ftpTest: z.boolean(),
  focus: planFocusSchema,
  targetTss: z.number(),
  plannedTss: z.number(),
  plannedDurationS: z.number(),
  /** The week's planned sessions, rides and strength (rest days hold none): what "3 of 5 done" is out of. */
  sessions: z.number().int(),
  /**
   * What was done in the week: TSS and time of every cycling ride and strength log, planned or not (the planned
   * figures include strength too); completed / partial / missed count every session, rides and strength, with the
   * calendar's statuses. Null for weeks not started yet.
   */
  done: z
    .object({
      tss: z.number(),
      durationS: z.number(),
      unplannedTss: z.number(),
      completed: z.number().int(),
      partial: z.number().int(),
      missed: z.number().int(),
    })
    .nullable(),
});

export const planPhaseSpanSchema = z.object({
  phase: z.enum(PLAN_PHASES),
  fromWeek: z.number().int(),
  toWeek: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});

/** An event as the plan views read it (`name` null when the rider gave none). */
export const planEventViewSchema = z.object({
  date: z.string(),
  priority: z.enum(EVENT_PRIORITIES),
  name: z.string().nullable(),
});
export type PlanEventView = z.infer<typeof planEventViewSchema>;

export const planInputViewSchema = z.object({
  goal: z.enum(PLAN_GOALS),
  level: z.enum(RIDER_LEVELS),
  age: z.number().nullable(),
  ftpW: z.number().nullable(),
  weeklyHours: z.number(),
  availability: z.array(z.object({ day: z.enum(WEEKDAYS), maxDurationS: z.number() })),
  startDate: z.string(),
  weeks: z.number().int(),
  /** The plan's headline event: its last A event, else its first event. */
  event: planEventViewSchema.nullable(),
  /** Every event, in date order. */
  events: z.array(planEventViewSchema),
  strength: z.boolean(),
  strengthSetting: z.enum(['bodyweight', 'gym']),
});

/**
 * The plan's projected fitness (coach `planOutlook`): CTL at the start, at `endDate` (the evening before the last A
 * event, else the plan's last day) and at its peak; form on the event day; the CTL the rider's days and hours can
 * carry (`ceilingCtl`) and whether that, not the plan, holds their fitness (`limitedByHours`).
 */
export const planOutlookSchema = z.object({
  startCtl: z.number(),
  endCtl: z.number(),
  peakCtl: z.number(),
  changePct: z.number(),
  endDate: z.string(),
  eventTsb: z.number().nullable(),
  ceilingCtl: z.number(),
  limitedByHours: z.boolean(),
});
export type PlanOutlookView = z.infer<typeof planOutlookSchema>;

/** A plan as the overview page reads it. */
export const planViewSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'ended']),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** The rider's today (their time zone). */
  today: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 0-based index of today's week; null before the start or after the end. */
  currentWeek: z.number().int().nullable(),
  input: planInputViewSchema,
  settings: z.object({
    rampPerWeek: z.number(),
    tsbFloor: z.number(),
    blockWeeks: z.number().int(),
    /** Days of the last A event's taper (0 without one). */
    taperDays: z.number().int(),
    /**
     * `assumed`: from the level and hours. `basis` says why (coach `startLoadBasis`): `recentRides` — from the rides of
     * the 42 days before the start; `oldRides` — the rider's rides all ended earlier (`lastRideDate`), so like
     * `noRides` the load is assumed.
     */
    startLoad: z.object({
      ctl: z.number(),
      atl: z.number(),
      assumed: z.boolean(),
      basis: z.enum(LOAD_BASES),
      lastRideDate: z.string().nullable(),
    }),
    trainingDays: z.array(z.enum(WEEKDAYS)),
  }),
  phases: z.array(planPhaseSpanSchema),
  weeks: z.array(planWeekSchema),
  /** What the plan is projected to do to the rider's fitness (coach `planOutlook`). */
  outlook: planOutlookSchema,
  /**
   * Projected (the plan's planned load) vs actual (the rider's rides, through today) CTL/ATL/TSB per day of the plan.
   * `actual` is null after today.
   */
  fitness: z.array(z.object({ date: z.string(), projected: load, actual: load.nullable() })),
});
export type PlanView = z.infer<typeof planViewSchema>;

export const activePlanSchema = z.object({ plan: planViewSchema.nullable() });
export type ActivePlan = z.infer<typeof activePlanSchema>;

export const planCreatedSchema = z.object({
  plan: planViewSchema,
  /** The plan this one ended (kept with its history), if any. */
  endedPlanId: z.string().nullable(),
});
export type PlanCreated = z.infer<typeof planCreatedSchema>;

/**
 * `POST /api/plans/preview` (same body as `POST /api/plans`): the plan the answers would give, nothing stored. The
 * plan as the overview reads it (id `preview`), and every day's sessions in the request language.
 */
export const planPreviewSchema = z.object({
  plan: planViewSchema,
  days: z.array(
    z.object({
      date: z.string(),
      event: z.object({ priority: z.enum(EVENT_PRIORITIES), name: z.string().nullable() }).nullable(),
      sessions: z.array(
        z.object({
          workoutId: z.string(),
          name: z.string(),
          kind: z.enum(['ride', 'strength']),
          role: z.enum(SESSION_ROLES),
          hard: z.boolean(),
          durationS: z.number(),
          tss: z.number(),
        }),
      ),
    }),
  ),
});
export type PlanPreview = z.infer<typeof planPreviewSchema>;

export const planUpdatedSchema = z.object({ plan: planViewSchema, changes: z.array(planChangeSchema) });
export type PlanUpdated = z.infer<typeof planUpdatedSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'ended']),
  goal: z.enum(PLAN_GOALS),
  level: z.enum(RIDER_LEVELS),
  startDate: z.string(),
  endDate: z.string(),
  weeks: z.number().int(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export const planListSchema = z.object({ items: z.array(planSummarySchema) });
export const planEndedSchema = z.object({ plan: planSummarySchema });
export type PlanEnded = z.infer<typeof planEndedSchema>;

export const CHANGES_PAGE_SIZE_MAX = 50;
/** `GET /api/plans/changes`: the active plan's changes (or `planId`'s), newest first. */
export const planChangesQuerySchema = z.object({
  planId: planRowIdSchema.optional(),
  page: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(CHANGES_PAGE_SIZE_MAX).default(20),
});
export const planChangeListSchema = z.object({
  planId: z.string().nullable(),
  items: z.array(planChangeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PlanChangeList = z.infer<typeof planChangeListSchema>;
export const planChangeIdParamsSchema = z.object({ id: planRowIdSchema });
/**
 * An undo: `change` undoes the change asked for; `changes` are every undo it took — the changes decided with it
 * (`PlanChangeView.undo.linked`) are undone together, newest first.
 */
export const planChangeUndoneSchema = z.object({
  change: planChangeSchema,
  changes: z.array(planChangeSchema),
});
export type PlanChangeUndone = z.infer<typeof planChangeUndoneSchema>;

/** `GET /api/plans/dashboard`: the dashboard's Training plan, Upcoming workouts and Training Focus cards. */
export const planDashboardSchema = z.object({
  today: z.string(),
  plan: z
    .object({
      id: z.string(),
      phase: z.enum(PLAN_PHASES),
      /** 1-based: "week 3 of 12". */
      week: z.number().int(),
      weeks: z.number().int(),
      startDate: z.string(),
      endDate: z.string(),
      focus: planFocusSchema,
      nextKeySession: plannedSessionSchema.nullable(),
      /** The plan's events from today on, in date order (past ones are in the overview). */
      events: z.array(planEventViewSchema),
    })
    .nullable(),
  /** Today and the next six days' sessions, in date order. */
  upcoming: z.array(plannedSessionSchema),
  checkIn: checkInSchema.nullable(),
  latestChange: planChangeSchema.nullable(),
});
export type PlanDashboard = z.infer<typeof planDashboardSchema>;
