import {
  addDays,
  type DayAvailability,
  daysBetween,
  PLAN_GOALS,
  type PlanGoal,
  type PlanInput,
  type PlanInputChanges,
  RIDER_LEVELS,
  type RiderLevel,
  type StartLoadBasis,
  type TrainingLoad,
  WEEKDAYS,
  type Weekday,
} from '@domestique/coach';
import {
  DEFAULT_DAY_CAP,
  PLAN_START_MAX_DAYS_AHEAD,
  type PlanCreate,
  type PlanUpdate,
} from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { PlanProfileFacts } from './facts-repository.ts';

/** Default plan length without an A event (our choice: a base–build–specialty cycle with one re-test). */
export const DEFAULT_PLAN_WEEKS = 12;

/**
 * Per-day cap for days that come without one (the profile stores days, not caps): twice the day's share of the
 * weekly hours, within 1–4 h, rounded to 15 min (`DEFAULT_DAY_CAP`).
 */
export function defaultDayCapS(weeklyHours: number, dayCount: number): number {
  const share = (weeklyHours * 3600 * DEFAULT_DAY_CAP.shareFactor) / Math.max(1, dayCount);
  const rounded = Math.round(share / DEFAULT_DAY_CAP.roundS) * DEFAULT_DAY_CAP.roundS;
  return Math.min(DEFAULT_DAY_CAP.maxS, Math.max(DEFAULT_DAY_CAP.minS, rounded));
}

/**
 * Days as the plan needs them, each with a cap: the rider's own cap for the day (the profile's week), else the cap
 * the plan had for a day it keeps, else the default.
 */
export function availabilityFromDays(
  days: readonly string[],
  weeklyHours: number,
  previous: readonly DayAvailability[] = [],
  caps: Readonly<Record<string, number>> | null = null,
): DayAvailability[] {
  const wanted = WEEKDAYS.filter((d) => days.includes(d));
  return wanted.map((day: Weekday) => ({
    day,
    maxDurationS:
      caps?.[day] ??
      previous.find((p) => p.day === day)?.maxDurationS ??
      defaultDayCapS(weeklyHours, wanted.length),
  }));
}

/** The rider's week as the plan holds it (hours, days Monday first, each day's cap): what the profile keeps. */
export function weekOf(input: Pick<PlanInput, 'weeklyHours' | 'availability'>) {
  const days = WEEKDAYS.filter((d) => input.availability.some((a) => a.day === d));
  const capOf = (d: Weekday) => Math.round(input.availability.find((a) => a.day === d)!.maxDurationS);
  return {
    weeklyHours: input.weeklyHours,
    days,
    dayCaps: Object.fromEntries(days.map((d) => [d, capOf(d)])),
  };
}

/** Whether two plan inputs hold a different week (hours, days or a day's cap). */
export function weekChanged(
  a: Pick<PlanInput, 'weeklyHours' | 'availability'>,
  b: Pick<PlanInput, 'weeklyHours' | 'availability'>,
): boolean {
  return JSON.stringify(weekOf(a)) !== JSON.stringify(weekOf(b));
}

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : null;

/**
 * The wizard's answers completed from the profile: goal, level, age, FTP (the rider's known FTP unless the body says
 * `ftpW`, null = unknown), weekly hours, days (with default caps), start (today), weeks (12, or up to an A event).
 * Missing answers the profile cannot give are field errors; so is a start in the past or too far ahead.
 */
export function planInputFrom(
  body: PlanCreate,
  profile: PlanProfileFacts | null,
  facts: { today: string; knownFtpW: number | null; load: TrainingLoad | null; loadBasis?: StartLoadBasis },
): PlanInput {
  const fields: Record<string, string> = {};
  const goal: PlanGoal | null = body.goal ?? oneOf(PLAN_GOALS, profile?.goal);
  const level: RiderLevel | null = body.level ?? oneOf(RIDER_LEVELS, profile?.level);
  const hours =
    body.weeklyHours ?? (profile?.weeklyHours && profile.weeklyHours >= 1 ? profile.weeklyHours : null);
  const profileDays = profile?.availableDays?.length ? profile.availableDays : null;
  const availability =
    body.availability ??
    (profileDays && hours != null ? availabilityFromDays(profileDays, hours, [], profile?.dayCaps) : null);
  if (!goal) fields.goal = 'required';
  if (!level) fields.level = 'required';
  if (hours == null) fields.weeklyHours = 'required';
  if (!availability) fields.availability = 'required';
  const startDate = body.startDate ?? facts.today;
  if (daysBetween(facts.today, startDate) < 0) fields.startDate = 'date_in_past';
  else if (daysBetween(facts.today, startDate) > PLAN_START_MAX_DAYS_AHEAD)
    fields.startDate = 'start_too_far';
  if (Object.keys(fields).length > 0) throw new HttpError(400, 'validation_error', fields);
  const event = body.event ?? null;
  const events = body.events ?? [];
  const hasA = event?.priority === 'A' || events.some((e) => e.priority === 'A');
  const age = body.age !== undefined ? body.age : (profile?.age ?? null);
  return {
    goal: goal!,
    level: level!,
    age: age != null && age >= 10 && age <= 100 ? age : null,
    ftpW: body.ftpW !== undefined ? body.ftpW : facts.knownFtpW,
    weeklyHours: hours!,
    availability: availability!,
    startDate,
    weeks: body.weeks !== undefined ? body.weeks : hasA ? null : DEFAULT_PLAN_WEEKS,
    event,
    events,
    strength: body.strength ?? false,
    strengthSetting: body.strengthSetting ?? null,
    load: facts.load,
    loadBasis: facts.loadBasis ?? null,
  };
}

/** The plan settings body as the coach's re-plan changes (only what is sent). */
export function planChangesFrom(body: PlanUpdate): PlanInputChanges {
  const changes: { -readonly [K in keyof PlanInputChanges]: PlanInputChanges[K] } = {};
  if (body.goal !== undefined) changes.goal = body.goal;
  if (body.level !== undefined) changes.level = body.level;
  if (body.age !== undefined) changes.age = body.age;
  if (body.weeklyHours !== undefined) changes.weeklyHours = body.weeklyHours;
  if (body.availability !== undefined) changes.availability = body.availability;
  if (body.weeks !== undefined) changes.weeks = body.weeks;
  if (body.event !== undefined) changes.event = body.event;
  if (body.events !== undefined) changes.events = body.events;
  if (body.strength !== undefined) changes.strength = body.strength;
  return changes;
}

/** The day before a plan's first day (its load is the rider's load at the end of it). */
export const dayBefore = (startDate: string) => addDays(startDate, -1);
