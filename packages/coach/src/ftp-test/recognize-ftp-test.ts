import { looksLikeRampTest } from './detect-ramp.ts';
import { looksLike8MinTest, looksLike20MinTest } from './detect-sustained.ts';
import { ftpTestFromWorkoutName } from './recognize-by-name.ts';
import type { FtpTestProtocolId, RecognizedFtpTest } from './types.ts';

/** What is known about a ride when it is imported. */
export interface FtpTestRideFacts {
  /** The workout name the ride's file carries (a FIT activity's `workout.wkt_name`), if any. */
  readonly workoutName?: string | null;
  /** 1 Hz riding power (pauses removed), W; null or absent without a power meter. */
  readonly watts?: ArrayLike<number> | null;
  /** The rider's FTP as they gave or accepted it (not an estimate from answers): shapes must reach near it. */
  readonly knownFtpW?: number | null;
  /**
   * The seam for the plan: the FTP-test workout the rider's plan scheduled on the ride's day. Nothing provides it
   * yet; when plans exist, the import passes the day's planned test here and it outranks the other evidence.
   */
  readonly plannedTest?: { readonly protocol: FtpTestProtocolId; readonly workoutId: string | null } | null;
}

const SHAPES: readonly [FtpTestProtocolId, (w: ArrayLike<number>, ftp?: number | null) => boolean][] = [
  ['ramp', looksLikeRampTest],
  ['8min', looksLike8MinTest],
  ['20min', looksLike20MinTest],
];

/**
 * Whether a ride was an FTP test and which, from the strongest evidence there is: the plan's scheduled test, the
 * workout name in the file ({@link ftpTestFromWorkoutName}), then the power trace's shape (ramp, 2 × 8 min, 20 min;
 * `detect-ramp.ts`, `detect-sustained.ts`). Recognition only names the protocol: the FTP is computed from the ride
 * with science's `ftpFromTest`, and the rider decides whether to use it — an FTP never changes silently.
 */
export function recognizeFtpTest(facts: FtpTestRideFacts): RecognizedFtpTest | null {
  if (facts.plannedTest) {
    return {
      protocol: facts.plannedTest.protocol,
      evidence: 'planned',
      workoutId: facts.plannedTest.workoutId,
    };
  }
  const named = ftpTestFromWorkoutName(facts.workoutName);
  if (named) return { protocol: named.protocol, evidence: 'workout_name', workoutId: named.workoutId };
  if (!facts.watts || facts.watts.length === 0) return null;
  for (const [protocol, looksLike] of SHAPES) {
    if (looksLike(facts.watts, facts.knownFtpW)) {
      // the shape names a protocol, not a workout: any app's ramp test looks alike
      return { protocol, evidence: 'power_shape', workoutId: null };
    }
  }
  return null;
}
