/**
 * Checks a plan request before anything is computed: every boundary (server, CLI) gets the same rules and the same
 * field names, and the generator itself never sees a value it cannot plan with.
 */
import { addDays, daysBetween, isValidDay, WEEKDAYS } from '../calendar/days.ts';
import { WORKOUT_FAMILIES } from '../workout/types.ts';
import { planEvents } from './layout.ts';
import { EVENT_PRIORITIES, PLAN_GOALS, type PlanEvent, type PlanInput, RIDER_LEVELS } from './types.ts';

export const PLAN_LIMITS = {
  weeks: { min: 1, max: 52 },
  weeklyHours: { min: 1, max: 40 },
  dayMaxDurationS: { min: 15 * 60, max: 12 * 3600 },
  age: { min: 10, max: 100 },
  ftpW: { min: 30, max: 2000 },
  ctl: { min: 0, max: 250 },
  atl: { min: 0, max: 400 },
  level: { min: 1, max: 10 },
  events: { max: 20 },
  /** Characters of an event's name (trimmed). */
  eventName: { max: 80 },
} as const;

export type PlanInputIssueCode =
  | 'required'
  | 'invalid'
  | 'outOfRange'
  | 'duplicate'
  | 'eventBeforeStart'
  | 'eventNotInLastWeek'
  | 'eventAfterPlan';

export interface PlanInputIssue {
  /** The input field, dotted for nested ones: `availability.2.maxDurationS`, `event.date`. */
  readonly field: string;
  readonly code: PlanInputIssueCode;
  /** English, for logs and the CLI; the web words `code` in the rider's language. */
  readonly message: string;
}

/** Thrown by `generatePlan` for an input `validatePlanInput` rejects. */
export class PlanInputError extends Error {
  readonly issues: readonly PlanInputIssue[];
  constructor(issues: readonly PlanInputIssue[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '));
    this.name = 'PlanInputError';
    this.issues = issues;
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Every problem with `input`, in field order; empty when a plan can be built from it. */
export function validatePlanInput(input: PlanInput): PlanInputIssue[] {
  const issues: PlanInputIssue[] = [];
  const add = (field: string, code: PlanInputIssueCode, message: string) =>
    issues.push({ field, code, message });
  const range = (field: string, value: unknown, limits: { min: number; max: number }, optional: boolean) => {
    if (value == null) {
      if (!optional) add(field, 'required', 'is required');
    } else if (!isNumber(value)) add(field, 'invalid', 'must be a number');
    else if (value < limits.min || value > limits.max)
      add(field, 'outOfRange', `must be between ${limits.min} and ${limits.max}`);
  };

  if (!PLAN_GOALS.includes(input.goal)) add('goal', 'invalid', `must be one of ${PLAN_GOALS.join(', ')}`);
  if (!RIDER_LEVELS.includes(input.level))
    add('level', 'invalid', `must be one of ${RIDER_LEVELS.join(', ')}`);
  range('age', input.age, PLAN_LIMITS.age, true);
  range('ftpW', input.ftpW, PLAN_LIMITS.ftpW, true);
  range('weeklyHours', input.weeklyHours, PLAN_LIMITS.weeklyHours, false);

  if (!Array.isArray(input.availability) || input.availability.length === 0) {
    add('availability', 'required', 'needs at least one day');
  } else {
    const seen = new Set<string>();
    input.availability.forEach((d, i) => {
      if (!d || !WEEKDAYS.includes(d.day))
        add(`availability.${i}.day`, 'invalid', `must be one of ${WEEKDAYS.join(', ')}`);
      else if (seen.has(d.day)) add(`availability.${i}.day`, 'duplicate', `${d.day} is listed twice`);
      else seen.add(d.day);
      range(`availability.${i}.maxDurationS`, d?.maxDurationS, PLAN_LIMITS.dayMaxDurationS, false);
    });
  }

  const startOk = isValidDay(input.startDate);
  if (!startOk) add('startDate', 'invalid', 'must be a date, YYYY-MM-DD');
  const listed: { field: string; event: PlanEvent }[] = [
    ...(Array.isArray(input.events) ? input.events.map((event, i) => ({ field: `events.${i}`, event })) : []),
    ...(input.event != null ? [{ field: 'event', event: input.event }] : []),
  ];
  if (input.events != null && !Array.isArray(input.events)) add('events', 'invalid', 'must be a list');
  if (listed.length > PLAN_LIMITS.events.max)
    add('events', 'outOfRange', `at most ${PLAN_LIMITS.events.max} events`);
  const valid = listed.filter(
    ({ event }) => event != null && EVENT_PRIORITIES.includes(event.priority) && isValidDay(event.date),
  );
  const lastA = valid
    .filter(({ event }) => event.priority === 'A')
    .reduce<string | null>((m, { event }) => (m === null || event.date > m ? event.date : m), null);
  range('weeks', input.weeks, PLAN_LIMITS.weeks, lastA !== null);
  if (isNumber(input.weeks) && !Number.isInteger(input.weeks))
    add('weeks', 'invalid', 'must be a whole number');

  const seenDates = new Set<string>();
  for (const { field, event } of listed) {
    if (event == null || typeof event !== 'object') {
      add(field, 'invalid', 'must be {date, priority}');
      continue;
    }
    if (!EVENT_PRIORITIES.includes(event.priority)) add(`${field}.priority`, 'invalid', 'must be A, B or C');
    if (event.name != null && typeof event.name !== 'string') add(`${field}.name`, 'invalid', 'must be text');
    else if (event.name != null && event.name.trim().length > PLAN_LIMITS.eventName.max)
      add(`${field}.name`, 'outOfRange', `at most ${PLAN_LIMITS.eventName.max} characters`);
    if (!isValidDay(event.date)) {
      add(`${field}.date`, 'invalid', 'must be a date, YYYY-MM-DD');
      continue;
    }
    if (seenDates.has(event.date)) add(`${field}.date`, 'duplicate', 'two events on one day');
    seenDates.add(event.date);
    if (!startOk) continue;
    const offset = daysBetween(input.startDate, event.date);
    const eventWeek = Math.floor(offset / 7);
    const weeks = isNumber(input.weeks) ? input.weeks : null;
    if (offset < 0) add(`${field}.date`, 'eventBeforeStart', 'is before the start date');
    else if (eventWeek >= PLAN_LIMITS.weeks.max)
      add(`${field}.date`, 'eventAfterPlan', `is more than ${PLAN_LIMITS.weeks.max} weeks after the start`);
    else if (event.date === lastA && weeks !== null && eventWeek !== weeks - 1)
      add(
        `${field}.date`,
        'eventNotInLastWeek',
        `an A event ends the plan: it falls in week ${eventWeek + 1}, so the plan has ${eventWeek + 1} weeks (or leave the weeks out)`,
      );
    else if (lastA !== null && event.date > lastA)
      add(
        `${field}.date`,
        'eventAfterPlan',
        `is after the plan's last A event (${lastA}), where the plan ends`,
      );
    else if (weeks !== null && eventWeek >= weeks)
      add(
        `${field}.date`,
        'eventAfterPlan',
        `is after the plan's last day (${addDays(input.startDate, 7 * weeks - 1)})`,
      );
  }

  if (
    input.strengthSetting != null &&
    input.strengthSetting !== 'bodyweight' &&
    input.strengthSetting !== 'gym'
  )
    add('strengthSetting', 'invalid', 'must be bodyweight or gym');
  if (input.load != null) {
    range('load.ctl', input.load.ctl, PLAN_LIMITS.ctl, false);
    range('load.atl', input.load.atl, PLAN_LIMITS.atl, false);
  }
  if (input.progression != null) {
    for (const [family, level] of Object.entries(input.progression)) {
      if (!(WORKOUT_FAMILIES as readonly string[]).includes(family))
        add(`progression.${family}`, 'invalid', 'is not a workout family');
      else range(`progression.${family}`, level, PLAN_LIMITS.level, true);
    }
  }
  if (input.lastHardDate != null && !isValidDay(input.lastHardDate))
    add('lastHardDate', 'invalid', 'must be a date, YYYY-MM-DD');
  if (input.notBefore != null && !isValidDay(input.notBefore))
    add('notBefore', 'invalid', 'must be a date, YYYY-MM-DD');
  return issues;
}

/** Plan length in weeks: as given, else (A event) up to and including the last A event's week. */
export function planWeekCount(input: PlanInput): number {
  if (input.weeks != null) return input.weeks;
  const lastA = planEvents(input)
    .filter((e) => e.priority === 'A')
    .at(-1)!;
  return Math.floor(daysBetween(input.startDate, lastA.date) / 7) + 1;
}

/** The event a one-event reader shows: the last A event, else the first event. */
export function headlineEvent(events: readonly PlanEvent[]): PlanEvent | null {
  return events.filter((e) => e.priority === 'A').at(-1) ?? events[0] ?? null;
}

/** The input with defaults filled and availability in weekday order: what the plan records and re-plans from. */
export function normalizePlanInput(input: PlanInput): PlanInput {
  const availability = [...input.availability]
    .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day))
    .map((d) => ({ day: d.day, maxDurationS: Math.round(d.maxDurationS) }));
  const progression = input.progression
    ? Object.fromEntries(
        WORKOUT_FAMILIES.filter((f) => input.progression?.[f] != null).map((f) => [
          f,
          input.progression![f]!,
        ]),
      )
    : null;
  const events = planEvents(input);
  return {
    goal: input.goal,
    level: input.level,
    age: input.age ?? null,
    ftpW: input.ftpW ?? null,
    weeklyHours: input.weeklyHours,
    availability,
    startDate: input.startDate,
    weeks: planWeekCount(input),
    events,
    event: headlineEvent(events),
    strength: input.strength ?? false,
    strengthSetting: input.strengthSetting ?? 'bodyweight',
    load: input.load ? { ctl: input.load.ctl, atl: input.load.atl } : null,
    loadBasis: input.loadBasis
      ? { basis: input.loadBasis.basis, lastRideDate: input.loadBasis.lastRideDate ?? null }
      : null,
    progression,
    lastHardDate: input.lastHardDate ?? null,
    notBefore: input.notBefore ?? null,
  };
}
