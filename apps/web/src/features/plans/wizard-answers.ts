import { advisedWeek, PLAN_GOALS, type PLAN_LIMITS, RIDER_LEVELS } from '@domestique/coach';
import { DEFAULT_DAY_CAP, type PlanCreate, type Profile } from '@domestique/contract';
import { type EventRow, hasAEvent, toEvents } from './event-answers.ts';
import { WEEKDAY_ORDER, type Weekday } from './plan-dates.ts';

/** The plan wizard's answers as the form holds them (strings where the rider types). */
export type WizardAnswers = {
  goal: (typeof PLAN_GOALS)[number];
  level: (typeof RIDER_LEVELS)[number];
  ftpKnown: boolean;
  ftpW: string;
  weeklyHours: string;
  /** Per weekday: riding or not, and the longest the rider can train that day (minutes). */
  days: Record<Weekday, { on: boolean; maxMinutes: number }>;
  startDate: string;
  weeks: string;
  /**
   * Whether the rider typed the weeks: until then an A event sets the length (the plan runs to the last one) and the
   * prefilled 12 is not sent.
   */
  weeksTyped: boolean;
  events: EventRow[];
  strength: boolean;
};

/** Choices for a day's cap, minutes (15 min – 6 h; the coach accepts up to 12 h, riders rarely have more). */
export const DAY_CAP_MINUTES = [30, 45, 60, 75, 90, 120, 150, 180, 240, 300, 360] as const;
export const DEFAULT_WEEKS = 12;

/** The choice nearest `minutes`. */
export const nearestDayCap = (minutes: number): number =>
  DAY_CAP_MINUTES.reduce((best, m) => (Math.abs(m - minutes) < Math.abs(best - minutes) ? m : best));

/** The server's default cap for a day (contract DEFAULT_DAY_CAP), snapped to one of the choices. */
export function defaultDayMinutes(weeklyHours: number, dayCount: number): number {
  const share = (weeklyHours * 3600 * DEFAULT_DAY_CAP.shareFactor) / Math.max(1, dayCount);
  const capS = Math.min(DEFAULT_DAY_CAP.maxS, Math.max(DEFAULT_DAY_CAP.minS, share));
  return nearestDayCap(capS / 60);
}

/**
 * The rider's week as the wizard and Settings hold it: their own (the profile's hours, days and each day's cap,
 * which a plan writes there), else the week the coach advises for their level — the advice the dashboard's Training
 * focus shows (coach `advisedWeek`). A day without a cap of its own takes the server's default.
 */
export function riderWeek(
  profile: Pick<Profile, 'weekly_hours' | 'available_days' | 'day_caps'> | null | undefined,
  level: (typeof RIDER_LEVELS)[number],
): { weeklyHours: number; days: WizardAnswers['days'] } {
  const advised = advisedWeek(level);
  const hours =
    profile?.weekly_hours && profile.weekly_hours >= 1 ? profile.weekly_hours : advised.weeklyHours;
  const chosen: readonly Weekday[] = profile?.available_days?.length ? profile.available_days : advised.days;
  const cap = defaultDayMinutes(hours, chosen.length);
  const own = (d: Weekday) => profile?.day_caps?.[d];
  const days = Object.fromEntries(
    WEEKDAY_ORDER.map((d) => [
      d,
      { on: chosen.includes(d), maxMinutes: own(d) ? nearestDayCap(own(d)! / 60) : cap },
    ]),
  ) as WizardAnswers['days'];
  return { weeklyHours: hours, days };
}

/**
 * Answers prefilled from the profile: its goal, level, week (`riderWeek`: the rider's own, else the advice for their
 * level), and the FTP it knows (typed or tested). An FTP the rider never gave stays unknown — the plan then opens with
 * a test rather than training on a guess.
 */
export function wizardDefaults(profile: Profile | null | undefined, today: string): WizardAnswers {
  const goal = PLAN_GOALS.find((g) => g === profile?.primary_goal) ?? 'generalFitness';
  const level = RIDER_LEVELS.find((l) => l === profile?.experience_level) ?? 'beginner';
  const { weeklyHours: hours, days } = riderWeek(profile, level);
  const ftpKnown = Boolean(profile?.knows_ftp && profile.ftp);
  return {
    goal,
    level,
    ftpKnown,
    ftpW: ftpKnown && profile?.ftp ? String(profile.ftp) : '',
    weeklyHours: String(hours),
    days,
    startDate: today,
    weeks: String(DEFAULT_WEEKS),
    weeksTyped: false,
    events: [],
    strength: false,
  };
}

const numberOrRaw = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));

/** The weeks the form shows: blank while an A event sets the length and the rider has not typed one. */
export const shownWeeks = (a: WizardAnswers) => (hasAEvent(a.events) && !a.weeksTyped ? '' : a.weeks);

/**
 * The request body of POST /api/plans (and /preview). Numbers the rider typed go as typed — the server checks them and
 * answers field messages in the rider's language. Blank weeks go as null (the plan runs to the last A event) when there
 * is an A event, else as the default length.
 */
export function toPlanCreate(a: WizardAnswers): PlanCreate {
  const weeks = numberOrRaw(shownWeeks(a));
  const hours = numberOrRaw(a.weeklyHours);
  const ftp = numberOrRaw(a.ftpW);
  return {
    goal: a.goal,
    level: a.level,
    ftpW: a.ftpKnown ? (Number.isFinite(ftp) ? ftp : (a.ftpW as unknown as number)) : null,
    weeklyHours: Number.isFinite(hours) ? hours : (a.weeklyHours as unknown as number),
    availability: WEEKDAY_ORDER.filter((d) => a.days[d].on).map((d) => ({
      day: d,
      maxDurationS: a.days[d].maxMinutes * 60,
    })),
    startDate: a.startDate,
    weeks: Number.isFinite(weeks) ? weeks : hasAEvent(a.events) ? null : DEFAULT_WEEKS,
    events: toEvents(a.events),
    strength: a.strength,
  };
}

export type PlanLimits = typeof PLAN_LIMITS;
