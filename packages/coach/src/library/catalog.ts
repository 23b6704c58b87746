import { workoutDurationS } from '../workout/target-series.ts';
import type { LibraryWorkout, WorkoutFamily, WorkoutSetting } from '../workout/types.ts';
import { WORKOUT_FAMILIES } from '../workout/types.ts';
import { extendWorkout, parseExtendedId } from './extend.ts';
import { ANAEROBIC_WORKOUTS } from './families/anaerobic.ts';
import { ENDURANCE_WORKOUTS } from './families/endurance.ts';
import { FTP_TEST_WORKOUTS } from './families/ftp-tests.ts';
import { OVER_UNDERS_WORKOUTS } from './families/over-unders.ts';
import { RACE_OPENER_WORKOUTS } from './families/race-openers.ts';
import { RECOVERY_WORKOUTS } from './families/recovery.ts';
import { SPRINT_WORKOUTS } from './families/sprint.ts';
import { SWEET_SPOT_WORKOUTS } from './families/sweet-spot.ts';
import { TEMPO_WORKOUTS } from './families/tempo.ts';
import { THRESHOLD_WORKOUTS } from './families/threshold.ts';
import { VO2MAX_WORKOUTS } from './families/vo2max.ts';

/** Every library workout, by family in `WORKOUT_FAMILIES` order, then by level. Frozen: shared by every caller. */
export const LIBRARY_WORKOUTS: readonly LibraryWorkout[] = Object.freeze(
  [
    ...RECOVERY_WORKOUTS,
    ...ENDURANCE_WORKOUTS,
    ...RACE_OPENER_WORKOUTS,
    ...TEMPO_WORKOUTS,
    ...SWEET_SPOT_WORKOUTS,
    ...THRESHOLD_WORKOUTS,
    ...OVER_UNDERS_WORKOUTS,
    ...VO2MAX_WORKOUTS,
    ...ANAEROBIC_WORKOUTS,
    ...SPRINT_WORKOUTS,
    ...FTP_TEST_WORKOUTS,
  ].sort(
    (a, b) =>
      WORKOUT_FAMILIES.indexOf(a.family) - WORKOUT_FAMILIES.indexOf(b.family) ||
      a.level - b.level ||
      (a.id < b.id ? -1 : 1),
  ),
);

const BY_ID = new Map(LIBRARY_WORKOUTS.map((w) => [w.id, w]));
const DURATION_S = new Map(LIBRARY_WORKOUTS.map((w) => [w.id, workoutDurationS(w.steps)]));

const EXTENDED = new Map<string, LibraryWorkout | undefined>();

/** The library workout with this id — a workout of the library, or one ridden within a longer ride — or undefined. */
export function libraryWorkoutById(id: string): LibraryWorkout | undefined {
  const own = BY_ID.get(id);
  if (own) return own;
  if (!EXTENDED.has(id)) {
    const parsed = parseExtendedId(id);
    const base = parsed ? BY_ID.get(parsed.baseId) : undefined;
    const extended = base && parsed ? (extendWorkout(base, parsed.totalS) ?? undefined) : undefined;
    // Only ids a plan can produce are cached, so arbitrary ids cannot grow the map.
    if (!extended) return undefined;
    EXTENDED.set(id, extended);
  }
  return EXTENDED.get(id);
}

/** The workouts of one family, easiest first. */
export function libraryWorkoutsByFamily(family: WorkoutFamily): LibraryWorkout[] {
  return LIBRARY_WORKOUTS.filter((w) => w.family === family);
}

export interface PickWorkoutOptions {
  readonly family: WorkoutFamily;
  /** The progression level wanted, 1.0–10.0. */
  readonly level: number;
  /** The time the rider has, seconds: the workout must fit in it. */
  readonly maxDurationS: number;
  /** Optional floor, seconds (a plan that wants at least a 60-minute ride). */
  readonly minDurationS?: number;
  /** Where it will be ridden: `indoor` accepts indoor and any, `outdoor` accepts outdoor and any. */
  readonly setting?: Exclude<WorkoutSetting, 'any'>;
}

/**
 * The workout of a family closest to a level that fits the rider's time, or null when none fits. Deterministic:
 * nearest level first; at equal distance the easier one (achievable beats a stretch, as in TrainerRoad's
 * progression levels, coaching.md §3); then the longer one (uses the time given); then the id.
 */
export function pickWorkout(options: PickWorkoutOptions): LibraryWorkout | null {
  const { family, level, maxDurationS, minDurationS = 0, setting } = options;
  const fits = LIBRARY_WORKOUTS.filter((w) => {
    const d = DURATION_S.get(w.id)!;
    return (
      w.family === family &&
      (!setting || w.setting === 'any' || w.setting === setting) &&
      d <= maxDurationS &&
      d >= minDurationS
    );
  });
  // levels have one decimal: compare distances in tenths so 0.1 + 0.2 rounding cannot break a tie
  const distance = (w: LibraryWorkout) => Math.round(Math.abs(w.level - level) * 10);
  fits.sort(
    (a, b) =>
      distance(a) - distance(b) ||
      a.level - b.level ||
      DURATION_S.get(b.id)! - DURATION_S.get(a.id)! ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return fits[0] ?? null;
}
