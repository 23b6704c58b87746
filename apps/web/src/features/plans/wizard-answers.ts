import { PLAN_GOALS, type PLAN_LIMITS, RIDER_LEVELS } from '@domestique/coach';
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
const FALLBACK_DAYS: Weekday[] = ['tue', 'thu', 'sat', 'sun'];

/** The server's default cap for a day (contract DEFAULT_DAY_CAP), snapped to one of the choices. */
export function defaultDayMinutes(weeklyHours: number, dayCount: number): number {
  const share = (weeklyHours * 3600 * DEFAULT_DAY_CAP.shareFactor) / Math.max(1, dayCount);
  const capS = Math.min(DEFAULT_DAY_CAP.maxS, Math.max(DEFAULT_DAY_CAP.minS, share));
  const minutes = capS / 60;
  return DAY_CAP_MINUTES.reduce((best, m) => (Math.abs(m - minutes) < Math.abs(best - minutes) ? m : best));
}

/**
 * Answers prefilled from the profile: its goal, level, hours and days, and the FTP it knows (typed or tested). An FTP
 * the rider never gave stays unknown — the plan then opens with a test rather than training on a guess.
 */
export function wizardDefaults(profile: Profile | null | undefined, today: string): WizardAnswers {
  const hours = profile?.weekly_hours && profile.weekly_hours >= 1 ? profile.weekly_hours : 6;
  const chosen = profile?.available_days?.length ? profile.available_days : FALLBACK_DAYS;
  const cap = defaultDayMinutes(hours, chosen.length);
  const days = Object.fromEntries(
    WEEKDAY_ORDER.map((d) => [d, { on: chosen.includes(d), maxMinutes: cap }]),
  ) as WizardAnswers['days'];
  const goal = PLAN_GOALS.find((g) => g === profile?.primary_goal) ?? 'generalFitness';
  const level = RIDER_LEVELS.find((l) => l === profile?.experience_level) ?? 'beginner';
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
