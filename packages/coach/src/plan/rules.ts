/**
 * The numbers the plan generator is built on. Each carries its source key from `reference/coaching.md` §3 (listed
 * with full references in docs/coach-plans.md); where we chose between sources or filled a gap, the comment says so.
 */
import type { WorkoutFamily } from '../workout/types.ts';
import type { PlanGoal, PlanPhase, RiderLevel, TrainingLoad } from './types.ts';

/** Families whose sessions count as hard days: sweet spot and above. Hard days are ≥ 48 h apart [S7]. */
export const HARD_FAMILIES: ReadonlySet<WorkoutFamily> = new Set<WorkoutFamily>([
  'sweetSpot',
  'threshold',
  'overUnders',
  'vo2max',
  'anaerobic',
  'sprint',
  'ftpTest',
]);

export function isHardFamily(family: WorkoutFamily): boolean {
  return HARD_FAMILIES.has(family);
}

/** Hard days at least this many days apart (48 h) [S7]. */
export const HARD_DAY_GAP_DAYS = 2;

/**
 * CTL a rider starts from when we have none of their rides: typical of the level (our assumption, stated to the
 * rider), never above what their weekly hours sustain at ~50 TSS/h (IF ≈ 0.7: TSS/h = 100·IF²).
 */
export const DEFAULT_CTL: Readonly<Record<RiderLevel, number>> = {
  beginner: 20,
  intermediate: 40,
  advanced: 60,
  elite: 80,
};
export const SUSTAINABLE_TSS_PER_HOUR = 50;

/** The assumed start load: CTL from the level capped by the hours, ATL = CTL (form 0: rested, not detrained). */
export function defaultLoad(level: RiderLevel, weeklyHours: number): TrainingLoad {
  const ctl = Math.min(DEFAULT_CTL[level], (weeklyHours * SUSTAINABLE_TSS_PER_HOUR) / 7);
  const rounded = Math.round(ctl * 10) / 10;
  return { ctl: rounded, atl: rounded };
}

/**
 * Highest CTL rise per week. By starting CTL and risk [S4]: CTL < 45 → 4/6/8 (low/moderate/high), CTL > 70 →
 * 6/8/10; recreational 5, elite 7 [G3]; 3–5 long term [S3], > 10 only briefly [P5]. We give beginners the low
 * band (4), intermediates G3's recreational 5, advanced riders the moderate 6 and elites G3's 7, each +1 from
 * CTL 45 and +1 more above 70 as S4's bands rise (so at most 9, under P5's 10).
 */
const RAMP_BY_LEVEL: Readonly<Record<RiderLevel, number>> = {
  beginner: 4,
  intermediate: 5,
  advanced: 6,
  elite: 7,
};

export function ctlRampPerWeek(level: RiderLevel, ctl: number): number {
  return RAMP_BY_LEVEL[level] + (ctl >= 45 ? 1 : 0) + (ctl > 70 ? 1 : 0);
}

/** Form floor: G3 gives −30 (elite −35); we keep less experienced riders further from it. */
export const TSB_FLOOR: Readonly<Record<RiderLevel, number>> = {
  beginner: -20,
  intermediate: -25,
  advanced: -30,
  elite: -35,
};

/** ≤ 300 TSS on any day [G3]. */
export const MAX_DAY_TSS = 300;

/** Weeks per block: 3 on + 1 easy (3:1) by default; 2:1 for riders over 50 [S8, S9]. */
export function blockWeeks(age: number | null | undefined): 3 | 4 {
  return age != null && age > 50 ? 3 : 4;
}

/** A recovery week is about half the usual duration, all easy [S10]. */
export const RECOVERY_WEEK_VOLUME = 0.5;

/**
 * Taper volume per week as a share of a normal week: ~2 weeks, 41–60 % less volume on a progressive (exponential)
 * curve, intensity and frequency kept [S14, S16]; progressive beats a step cut [S15]. Two weeks: 0.65 then 0.45
 * (a 45 % mean cut); one week: 0.5.
 */
export const TAPER_VOLUME: Readonly<Record<1 | 2, readonly number[]>> = { 1: [0.5], 2: [0.65, 0.45] };

/** A two-week taper needs at least this many training weeks before it; shorter plans taper one week. */
export const MIN_WEEKS_BEFORE_LONG_TAPER = 6;

/** At most this many riding days a week: one day is always free [G3]; fewer for newer riders (our choice). */
export const MAX_TRAINING_DAYS: Readonly<Record<RiderLevel, number>> = {
  beginner: 4,
  intermediate: 5,
  advanced: 6,
  elite: 6,
};

/** Each riding day gets at least this much of the weekly hours (else fewer, longer days). */
export const MIN_HOURS_PER_TRAINING_DAY = 0.75;

/** Shortest ride worth planning; a day whose share is shorter stays free. */
export const MIN_SESSION_S = 30 * 60;

/** Hard sessions per week by level and phase (our choice within the 80/20 mix [S11, S12]: 1–3 hard days). */
export const KEY_SESSIONS: Readonly<Record<RiderLevel, Readonly<Record<PlanPhase, number>>>> = {
  beginner: { base: 1, build: 2, specialty: 2, taper: 1 },
  intermediate: { base: 2, build: 2, specialty: 2, taper: 2 },
  advanced: { base: 2, build: 3, specialty: 2, taper: 2 },
  elite: { base: 2, build: 3, specialty: 3, taper: 2 },
};

/** Planned length of a hard session (progress intensity, not duration [U1, X10]); taper sessions ≤ 1 h. */
export const KEY_DURATION_S: Readonly<Record<RiderLevel, number>> = {
  beginner: 60 * 60,
  intermediate: 75 * 60,
  advanced: 90 * 60,
  elite: 90 * 60,
};
export const TAPER_KEY_DURATION_S = 60 * 60;
export const OPENER_DURATION_S = 45 * 60;

/** A hard session needs at least this much time on its day. */
export const MIN_KEY_S = 45 * 60;

/** Progression level a family starts at when the rider's own is unknown. */
export const START_LEVEL: Readonly<Record<RiderLevel, number>> = {
  beginner: 2,
  intermediate: 3.5,
  advanced: 5,
  elite: 6.5,
};

/** Each load week asks a "productive" step above the level reached (+0.1–1.0 [T3]): we take the middle, +0.5. */
export const LEVEL_STEP = 0.5;

/** From this many weekly hours the mix is polarised (≈ 80 % below LT1, 15–20 % above LT2 [S11, S12]); below it
 *  sweet spot and threshold carry the hard days [J2] (J2 says "under 6–8 h"; we switch at 8). */
export const POLARISED_FROM_HOURS = 8;

/** FTP re-test every 4–6 weeks, at a block (phase) boundary [S7]. */
export const RETEST_MIN_WEEKS = 4;
export const RETEST_MAX_WEEKS = 6;

/** Share of the week's riding time given to the long ride (our choice; endurance riders ride longer). */
export function longRideShare(goal: PlanGoal): number {
  return goal === 'endurance' ? 0.4 : 0.33;
}

/** Strength sessions per week when chosen: 2 in base and build, 1 otherwise (beginners 1 in build). */
export function strengthSessions(level: RiderLevel, phase: PlanPhase, recovery: boolean): number {
  if (recovery || phase === 'taper' || phase === 'specialty') return 1;
  if (phase === 'build' && level === 'beginner') return 1;
  return 2;
}

/**
 * Daily load that raises CTL by `rise` in 7 days from `ctl` (k = 1/42): L = CTL + rise / (1 − (41/42)^7). S2's
 * rule of thumb "7·(CTL + 6r) TSS a week" is this with the constant rounded (1/(1 − (41/42)^7) ≈ 6.4).
 */
export function weeklyTssForRamp(ctl: number, rise: number): number {
  return 7 * (ctl + rise / (1 - (41 / 42) ** 7));
}
