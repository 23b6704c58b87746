/**
 * A week's shape: which days carry the FTP test, the hard sessions (and their families), the opener, the long ride,
 * the other easy rides and strength — before any time is shared out or any workout picked.
 */
import { dayNumber, WEEKDAYS, weekdayIndex } from '../calendar/days.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import { type CatalogStrength, pickFtpTest, strengthFitting } from './catalog.ts';
import { chooseKeyDays, chooseStrengthDays } from './choose-days.ts';
import { keyFamilies, supportFamily } from './families.ts';
import type { WeekSkeleton } from './layout.ts';
import {
  KEY_DURATION_S,
  KEY_SESSIONS,
  longRideWeight,
  MIN_DAYS_FOR_RETEST,
  MIN_KEY_S,
  POLARISED_FROM_HOURS,
  RECOVERY_WEEK_VOLUME,
  RETEST_MIN_WEEKS,
  strengthSessions,
} from './rules.ts';
import type { PlanGoal, SessionRole } from './types.ts';
import type { PlanContext, PlanState } from './week-state.ts';

export interface RideSlot {
  readonly day: number;
  readonly role: Exclude<SessionRole, 'strength'>;
  readonly family: WorkoutFamily;
  /** Share weight of an easy day (long rides get more). */
  readonly weight: number;
}

export interface WeekShape {
  /** Each day's cap in seconds (0: no riding), and its share of a normal day (`WeekSkeleton.dayVolume`). */
  readonly caps: readonly number[];
  readonly volume: readonly number[];
  readonly keys: readonly RideSlot[];
  readonly test: number | null;
  readonly openingTest: boolean;
  readonly opener: number | null;
  readonly easy: readonly RideSlot[];
  readonly strength: ReadonlyMap<number, CatalogStrength>;
}

/** The week's share of the rider's time: half in a recovery week [S10]; the taper and race days by their days. */
export function volumeOf(sk: WeekSkeleton, caps: readonly number[]): number {
  if (sk.recovery) return RECOVERY_WEEK_VOLUME;
  const total = caps.reduce((s, c) => s + c, 0);
  if (total === 0) return 0;
  return caps.reduce((s, c, i) => s + c * sk.dayVolume[i]!, 0) / total;
}

/**
 * The long ride's family: tempo blocks within it for goals that race long efforts (climbing, endurance, time trial;
 * and every goal but sprinting under 8 h, where time is short and tempo adds load per hour [J2]) — from base on under
 * 8 h, from build on above; steady endurance otherwise, and always in recovery and taper weeks.
 */
function longRideFamily(sk: WeekSkeleton, goal: PlanGoal, weeklyHours: number): WorkoutFamily {
  if (sk.recovery || sk.phase === 'taper' || sk.taperFor !== null || goal === 'sprinting') return 'endurance';
  const pyramidal = weeklyHours < POLARISED_FROM_HOURS;
  if (sk.phase === 'base' && !pyramidal) return 'endurance';
  return pyramidal || goal !== 'generalFitness' ? 'tempo' : 'endurance';
}

export function shapeWeek(ctx: PlanContext, sk: WeekSkeleton, state: PlanState): WeekShape {
  const { input, catalog } = ctx;
  const start = dayNumber(sk.startDate);
  const notBefore = input.notBefore ? dayNumber(input.notBefore) : Number.NEGATIVE_INFINITY;
  const aEvent = sk.events.find((e) => e.priority === 'A');
  const aDay = aEvent ? dayNumber(aEvent.date) - start : null;
  // A beginner over 60 takes the first test after a block ridden by feel, in a load week.
  const opening = state.testPending && !gentleStart(ctx, sk) && !(sk.recovery && gentleRider(ctx));
  // A re-test costs a day of training: riders of one or two days a week get their FTP from their rides instead.
  const wantsTest =
    opening || (ctx.caps.size >= MIN_DAYS_FOR_RETEST && retestWanted(sk, state, input.ftpW == null));
  const caps = Array.from({ length: 7 }, (_, i) => {
    if (start + i < notBefore || sk.dayVolume[i]! <= 0) return 0;
    return ctx.caps.get(WEEKDAYS[(weekdayIndex(sk.startDate) + i) % 7]!) ?? 0;
  });
  const rideable = caps.flatMap((c, i) => (c > 0 ? [i] : []));
  const nearHardEvent = (i: number) => sk.hardEvent.some((h, j) => h && Math.abs(i - j) < 2);
  const hardAllowed = (i: number) =>
    start + i - state.lastHard >= 2 &&
    start + i !== state.lastStrength + 1 &&
    !sk.easyOnly[i] &&
    !nearHardEvent(i);

  // The opener: the day before the A event, or two days before when the day before has no room [coaching.md §3].
  const opener = aDay === null ? null : ([aDay - 1, aDay - 2].find((d) => d >= 0 && caps[d]! > 0) ?? null);
  let keyCount = sk.recovery ? 0 : aDay !== null ? 1 : KEY_SESSIONS[input.level][sk.phase];
  if (gentleStart(ctx, sk)) keyCount = Math.min(keyCount, 1);
  const trainingCount = rideable.length;
  keyCount = Math.min(keyCount, trainingCount <= 1 ? trainingCount : trainingCount - 1);
  // A beginner's hard days are at most half their riding days: most of a new rider's gain is aerobic (our choice).
  if (input.level === 'beginner') keyCount = Math.min(keyCount, Math.max(1, Math.floor(trainingCount / 2)));
  if (wantsTest) keyCount = Math.max(keyCount, 1);

  // With the FTP unknown the first session is the test; a week with no day for it stays free.
  const forced = opening
    ? (rideable.find((i) => hardAllowed(i) && pickFtpTest(catalog, caps[i]!) !== null) ?? 7)
    : null;
  if (forced === 7) caps.fill(0);
  const byCap = rideable.filter((i) => i !== opener).sort((a, b) => caps[b]! - caps[a]! || b - a);
  const preferredLong = aDay !== null ? null : (byCap[0] ?? null);
  const keyDays = chooseKeyDays({
    candidates: rideable.filter(
      (i) => hardAllowed(i) && caps[i]! >= (i === forced ? 0 : MIN_KEY_S) && (forced === null || i >= forced),
    ),
    caps,
    count: keyCount,
    forced,
    longDay: preferredLong,
    keyDurationS: KEY_DURATION_S[input.level],
  });
  // The opening test is the week's first session; a re-test takes the shortest hard day it fits, so the days with
  // room keep their training (a test is under half an hour to an hour).
  const testDays = keyDays.filter((d) => pickFtpTest(catalog, caps[d]!) !== null);
  const test = !wantsTest
    ? null
    : forced !== null
      ? testDays.includes(forced)
        ? forced
        : null
      : ([...testDays].sort((a, b) => caps[a]! - caps[b]! || a - b)[0] ?? null);
  const hardDays = keyDays.filter((d) => d !== test);
  const families = keyFamilies(sk.phase, input.goal, input.weeklyHours, sk.weekInPhase, hardDays.length);
  const keys: RideSlot[] = hardDays.map((day, i) => ({ day, role: 'key', family: families[i]!, weight: 0 }));

  const firstDay = forced ?? 0;
  const easyDays = rideable.filter((i) => !keyDays.includes(i) && i !== opener && i >= firstDay);
  const long = aDay !== null ? null : ([...easyDays].sort((a, b) => caps[b]! - caps[a]! || b - a)[0] ?? null);
  const support = supportFamily(sk.phase, input.weeklyHours);
  const supportDay =
    !sk.recovery && support
      ? (easyDays.find((i) => i !== long && !keyDays.includes(i + 1) && !sk.easyOnly[i]) ?? null)
      : null;
  const easy: RideSlot[] = easyDays.map((day) => {
    if (day === long)
      return {
        day,
        role: 'long',
        family: longRideFamily(sk, input.goal, input.weeklyHours),
        weight: longRideWeight(input.goal),
      };
    if (day === supportDay) return { day, role: 'support', family: support!, weight: 1 };
    return { day, role: sk.recovery ? 'recovery' : 'endurance', family: 'endurance', weight: 1 };
  });

  const strength = new Map<number, CatalogStrength>();
  if (input.strength) {
    const beforeHard = (i: number) => keyDays.includes(i + 1) || keyDays.includes(i - 6);
    const allowed = (i: number) =>
      i >= firstDay &&
      !beforeHard(i) &&
      !(aDay !== null && i >= aDay - 2) &&
      !sk.events.some((e) => e.priority === 'B' && [0, 1].includes(dayNumber(e.date) - start - i));
    const easyOnly = easyDays.filter((i) => i !== long && allowed(i));
    const chosen = chooseStrengthDays({
      tiers: [easyOnly, long !== null && allowed(long) ? [long] : [], hardDays.filter(allowed)],
      count: strengthSessions(input.level, sk.phase, sk.recovery),
    });
    chosen.forEach((day, j) => {
      // On a hard day strength comes after the ride and must leave it its full length.
      const room =
        caps[day]! - (keyDays.includes(day) ? Math.min(caps[day]!, KEY_DURATION_S[input.level]) : 0);
      const fits = strengthFitting(catalog, room, input.strengthSetting ?? null);
      if (fits.length > 0) strength.set(day, fits[(sk.index * 2 + j) % fits.length]!);
    });
  }
  return { caps, volume: sk.dayVolume, keys, test, openingTest: opening, opener, easy, strength };
}

/** A beginner over 60 rides the first block by feel: no maximal test, at most one intensity session a week. */
function gentleRider(ctx: PlanContext): boolean {
  return ctx.input.level === 'beginner' && (ctx.input.age ?? 0) >= 60;
}
function gentleStart(ctx: PlanContext, sk: WeekSkeleton): boolean {
  return gentleRider(ctx) && sk.index < ctx.settings.blockWeeks;
}

/** A re-test goes in a layout test week, or the first load week after it that is ≥ 4 weeks after the last test. */
function retestWanted(sk: WeekSkeleton, state: PlanState, ftpUnknown: boolean): boolean {
  const due = state.testDue || (sk.ftpTest && !(sk.index === 0 && ftpUnknown));
  return (
    due &&
    !sk.recovery &&
    sk.phase !== 'taper' &&
    sk.taperFor === null &&
    sk.testAllowed &&
    sk.index - state.lastTestWeek >= RETEST_MIN_WEEKS
  );
}
