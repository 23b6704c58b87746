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

/**
 * A recovery week: about half the usual duration, all easy [S10]. We keep 60 % of the rider's time, ridden as
 * endurance (a recovery spin only on a day too short for one): at half the time of spins the week's load fell to
 * ~0.35 of the chronic load, deep in the under-training zone below 0.8 [S5], and each recovery week undid most of
 * the block's gain (docs/coach-plans.md, "Five riders").
 */
export const RECOVERY_WEEK_VOLUME = 0.6;

/**
 * Taper length: 10–14 days [S14, S16: about two weeks; S15: 4 to > 28 days]. We start it on the first day of the
 * week before the event's week when that gives 10–13 days (the event on the 4th–7th day of its plan week), else 14
 * days before the event, so a plan week is either a load week or mostly taper.
 */
export function taperDays(eventDayIndex: number): number {
  const inWeek = eventDayIndex % 7;
  return inWeek >= 3 ? 7 + inWeek : 14;
}

/**
 * A taper day's share of a normal day: a progressive cut [S15 — progressive beats a step cut], falling linearly from
 * 1 − cut/2 on the taper's first day to 1 − 1.5·cut on the day before the event, so the taper's mean cut is `cut`
 * (41–60 % [S14, S16]); intensity and frequency are kept [S14]. `daysToEvent` is 1 on the day before the event.
 */
export function taperVolume(daysToEvent: number, taperLength: number, cut: number): number {
  const t = taperLength <= 1 ? 0 : (daysToEvent - 1) / (taperLength - 1);
  return Math.max(0.05, 1 - 1.5 * cut + t * cut);
}

/** The shortest taper: 10 days [S14, S16]. */
export const MIN_TAPER_DAYS = 10;

/**
 * The tapers a plan tries: mean volume cuts of 40–60 % [S14, S16] and lengths from `taperDays` down to 10 days.
 * It keeps the one that brings the rider to their A events fresh (`RACE_FORM`) with the most fitness left.
 */
export const TAPER_CUTS = [0.4, 0.5, 0.6, 0.3] as const;
/** Cuts below 40 % are taken only when every 40–60 % cut would leave the rider fresher than `RACE_FORM.max`. */
export const SHALLOW_TAPER_CUT = 0.4;
export const TAPER_SHORTENINGS = [0, 2, 4] as const;

/**
 * Form on an A event's day: fresh but not detrained, TSB +5…+25 (our reading of S14/S15's performance gains after
 * a taper of 41–60 %). Among the tapers that get there the plan keeps the one with the highest CTL on the day.
 */
export const RACE_FORM = { min: 5, max: 25 } as const;

/** Easy days after an A event before the next hard session (Friel: "after a race, easy days"; we give three). */
export const POST_A_EASY_DAYS = 3;

/** Easier days before a B event (Friel: 2–3 days of short rest, no peak). */
export const B_EVENT_EASY_DAYS_BEFORE = 2;

/** Share of a normal day's riding on an easier day around a race. */
export const EVENT_EASY_DAY_VOLUME = 0.5;

/** No FTP test in the three weeks before an A event: the rider arrives rested, not tested. */
export const FTP_TEST_CLEAR_DAYS = 21;

/**
 * Acute:chronic workload ratio cap for every week: 0.8–1.3 is the "sweet spot", elite riders tolerate up to 1.5
 * [S5 Gabbett 2016, G3].
 */
export function acwrCap(level: RiderLevel): number {
  return level === 'elite' ? 1.5 : 1.3;
}

/** Training monotony cap: > 2.0 is too high [S6 Foster]. */
export const MONOTONY_MAX = 2.0;

/** At most this many riding days a week: one day is always free [G3]; fewer for newer riders (our choice). */
export const MAX_TRAINING_DAYS: Readonly<Record<RiderLevel, number>> = {
  beginner: 4,
  intermediate: 5,
  advanced: 6,
  elite: 6,
};

/** Each riding day gets at least this much of the weekly hours (else fewer, longer days). */
export const MIN_HOURS_PER_TRAINING_DAY = 0.75;

/** A ride on a lighter day (taper, around a race) keeps at least this length, so the taper keeps its sessions. */
export const LIGHT_DAY_MIN_S = 45 * 60;

/**
 * An easy day gets at least an hour when its cap allows (the library's endurance rides start there); a day that
 * would get less is left free and its time goes to the others — fewer, real rides beat short spins (our choice).
 */
export const EASY_RIDE_MIN_S = 60 * 60;

/** Shortest ride worth planning; a day whose share is shorter stays free. */
export const MIN_SESSION_S = 30 * 60;

/** Hard sessions per week by level and phase (our choice within the 80/20 mix [S11, S12]: 1–3 hard days). */
export const KEY_SESSIONS: Readonly<Record<RiderLevel, Readonly<Record<PlanPhase, number>>>> = {
  beginner: { base: 1, build: 2, specialty: 2, taper: 1 },
  intermediate: { base: 2, build: 2, specialty: 2, taper: 2 },
  advanced: { base: 2, build: 3, specialty: 2, taper: 2 },
  elite: { base: 2, build: 3, specialty: 3, taper: 2 },
};

/**
 * The core length of a hard session's workout by level (progress intensity, not duration [U1, X10]); on a day with
 * more room the session is ridden within a longer ride (endurance after the main set), so the day's time still
 * counts. Strength on a hard day must leave the core its room.
 */
export const KEY_DURATION_S: Readonly<Record<RiderLevel, number>> = {
  beginner: 60 * 60,
  intermediate: 75 * 60,
  advanced: 90 * 60,
  elite: 90 * 60,
};

/**
 * How the week's time is shared among its rides (our choice): each hard session first gets its main set's room
 * (`KEY_DURATION_S`); the rest is shared by weight within each day's cap — the long ride 2.5 (3 for the endurance
 * goal: at least twice any other easy day), each other easy day 1, a hard day's extra endurance riding 0.5.
 */
export const KEY_EXTRA_WEIGHT = 0.5;
export function longRideWeight(goal: PlanGoal): number {
  return goal === 'endurance' ? 3 : 2.5;
}

/** A hard session's main set in the taper: at most an hour (the taper cuts volume, not intensity [S14]). */
export const TAPER_KEY_DURATION_S = 60 * 60;

/** The opener's length when the library's race opener does not fit the day (≈ 45–60 min [coaching.md §3]). */
export const OPENER_DURATION_S = 45 * 60;

/**
 * A workout is planned at most this many times in a plan while another of its family fits the day (our choice:
 * the same session seven times teaches nothing new; key sessions should grow from block to block).
 */
export const MAX_WORKOUT_REPEATS = 4;

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

/** Re-tests only for riders of at least three days a week (our choice: a test takes a whole training day). */
export const MIN_DAYS_FOR_RETEST = 3;

/** FTP re-test every 4–6 weeks, at a block (phase) boundary [S7]. */
export const RETEST_MIN_WEEKS = 4;
export const RETEST_MAX_WEEKS = 6;

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

/**
 * Load an hour of a rider's training can sustain week after week (TSS/h = 100·IF²): IF ≈ 0.75 under 8 h, where
 * the endurance rides carry tempo and the hard days sweet spot and threshold [J2]; IF ≈ 0.71 from 8 h, where ~80 %
 * of the time is easy [S11, S12] (our choice; SUSTAINABLE_TSS_PER_HOUR, IF 0.7, is what we assume a rider with no
 * rides already does).
 */
export function sustainableTssPerHour(weeklyHours: number): number {
  return weeklyHours >= POLARISED_FROM_HOURS ? 50 : 56;
}

/**
 * The CTL a rider's week can carry: their riding days at that load per hour, each within its cap and ≤ 300 TSS, the
 * week within their hours — averaged over a block with its recovery week (b − 1 load weeks and one at
 * `RECOVERY_WEEK_VOLUME`, ridden easy at ~45 TSS/h). A plan cannot raise CTL past it; when the rider starts near or
 * above it, the plan holds CTL as high as it allows and says so (`PlanOutlook.limitedByHours`).
 */
export function sustainableCtl(weeklyHours: number, dayCapsS: readonly number[], blockWeeks: 3 | 4): number {
  const perHour = sustainableTssPerHour(weeklyHours);
  // A day too short for a structured workout (< 45 min) holds a recovery spin, ~25 TSS/h.
  const rate = (c: number) => (c < MIN_KEY_S ? 25 : perHour);
  const byDays = dayCapsS.reduce((t, c) => t + Math.min(MAX_DAY_TSS, (c / 3600) * rate(c)), 0);
  const loadWeek = Math.min(weeklyHours * perHour, byDays);
  const recoveryWeek = loadWeek * RECOVERY_WEEK_VOLUME * (45 / perHour);
  return ((blockWeeks - 1) * loadWeek + recoveryWeek) / blockWeeks / 7;
}

/** Share of its CTL a rider keeps through a taper (a taper that loses more than ~10 % under-doses [coaching.md §3]). */
export const TAPER_CTL_KEPT = 0.9;
