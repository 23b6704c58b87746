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
  MIN_KEY_S,
  RECOVERY_WEEK_VOLUME,
  RETEST_MIN_WEEKS,
  strengthSessions,
  TAPER_VOLUME,
} from './rules.ts';
import type { SessionRole } from './types.ts';
import type { PlanContext, PlanState } from './week-state.ts';

export interface RideSlot {
  readonly day: number;
  readonly role: Exclude<SessionRole, 'strength'>;
  readonly family: WorkoutFamily;
  /** Share weight of an easy day (long rides get more). */
  readonly weight: number;
}

export interface WeekShape {
  readonly caps: readonly number[];
  readonly keys: readonly RideSlot[];
  readonly test: number | null;
  readonly openingTest: boolean;
  readonly opener: number | null;
  readonly easy: readonly RideSlot[];
  readonly strength: ReadonlyMap<number, CatalogStrength>;
}

export function volumeOf(sk: WeekSkeleton, taperWeeks: 0 | 1 | 2): number {
  if (sk.recovery) return RECOVERY_WEEK_VOLUME;
  if (sk.taperStep !== null && taperWeeks > 0) return TAPER_VOLUME[taperWeeks as 1 | 2][sk.taperStep] ?? 0.45;
  return 1;
}

export function shapeWeek(ctx: PlanContext, sk: WeekSkeleton, state: PlanState): WeekShape {
  const { input, catalog } = ctx;
  const start = dayNumber(sk.startDate);
  const notBefore = input.notBefore ? dayNumber(input.notBefore) : Number.NEGATIVE_INFINITY;
  const aEvent = sk.aEventDate ? dayNumber(sk.aEventDate) - start : null;
  const bEvent = sk.bEventDate ? dayNumber(sk.bEventDate) - start : null;
  const opening = state.testPending;
  const wantsTest = opening || retestWanted(sk, state, input.ftpW == null);
  const caps = Array.from({ length: 7 }, (_, i) => {
    if (start + i < notBefore) return 0;
    if (aEvent !== null && i >= aEvent) return 0;
    if (bEvent === i) return 0;
    return ctx.caps.get(WEEKDAYS[(weekdayIndex(sk.startDate) + i) % 7]!) ?? 0;
  });
  const rideable = caps.flatMap((c, i) => (c > 0 ? [i] : []));
  const hardAllowed = (i: number) =>
    start + i - state.lastHard >= 2 &&
    start + i !== state.lastStrength + 1 &&
    !(bEvent !== null && Math.abs(i - bEvent) <= 1) &&
    !(aEvent !== null && i >= aEvent - 1);

  const opener = aEvent !== null && aEvent >= 1 && caps[aEvent - 1]! > 0 ? aEvent - 1 : null;
  let keyCount = sk.recovery ? 0 : aEvent !== null ? 1 : KEY_SESSIONS[input.level][sk.phase];
  const trainingCount = rideable.length;
  keyCount = Math.min(keyCount, trainingCount <= 1 ? trainingCount : trainingCount - 1);
  if (wantsTest) keyCount = Math.max(keyCount, 1);

  // With the FTP unknown the first session is the test; a week with no day for it stays free.
  const forced = opening
    ? (rideable.find((i) => hardAllowed(i) && pickFtpTest(catalog, caps[i]!) !== null) ?? 7)
    : null;
  if (forced === 7) caps.fill(0);
  const byCap = rideable.filter((i) => i !== opener).sort((a, b) => caps[b]! - caps[a]! || b - a);
  const preferredLong = aEvent !== null ? null : (byCap[0] ?? null);
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
  const test =
    wantsTest && keyDays.length > 0 && pickFtpTest(catalog, caps[keyDays[0]!]!) ? keyDays[0]! : null;
  const hardDays = keyDays.filter((d) => d !== test);
  const families = keyFamilies(sk.phase, input.goal, input.weeklyHours, sk.weekInPhase, hardDays.length);
  const keys: RideSlot[] = hardDays.map((day, i) => ({ day, role: 'key', family: families[i]!, weight: 0 }));

  const firstDay = forced ?? 0;
  const easyDays = rideable.filter((i) => !keyDays.includes(i) && i !== opener && i >= firstDay);
  const long =
    aEvent !== null ? null : ([...easyDays].sort((a, b) => caps[b]! - caps[a]! || b - a)[0] ?? null);
  const support = supportFamily(sk.phase, input.weeklyHours);
  const supportDay =
    !sk.recovery && support ? (easyDays.find((i) => i !== long && !keyDays.includes(i + 1)) ?? null) : null;
  const easy: RideSlot[] = easyDays.map((day) => {
    if (day === long) return { day, role: 'long', family: 'endurance', weight: sk.recovery ? 1.5 : 2 };
    if (day === supportDay) return { day, role: 'support', family: support!, weight: 1 };
    return { day, role: sk.recovery ? 'recovery' : 'endurance', family: 'endurance', weight: 1 };
  });

  const strength = new Map<number, CatalogStrength>();
  if (input.strength) {
    const beforeHard = (i: number) => keyDays.includes(i + 1) || keyDays.includes(i - 6);
    const allowed = (i: number) =>
      i >= firstDay &&
      !beforeHard(i) &&
      !(aEvent !== null && i >= aEvent - 2) &&
      !(bEvent !== null && (i === bEvent - 1 || i === bEvent));
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
  return { caps, keys, test, openingTest: opening, opener, easy, strength };
}

/** A re-test goes in a layout test week, or the first load week after it that is ≥ 4 weeks after the last test. */
function retestWanted(sk: WeekSkeleton, state: PlanState, ftpUnknown: boolean): boolean {
  const due = state.testDue || (sk.ftpTest && !(sk.index === 0 && ftpUnknown));
  return due && !sk.recovery && sk.phase !== 'taper' && sk.index - state.lastTestWeek >= RETEST_MIN_WEEKS;
}
