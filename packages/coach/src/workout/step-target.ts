import { FREE_RIDE_ASSUMED_PCT, MAX_EFFORT_ASSUMED_PCT, OPEN_STEP_ASSUMED_S } from './assumptions.ts';
import type { WorkoutStep } from './types.ts';

/** A step's length in seconds: its own, or {@link OPEN_STEP_ASSUMED_S} for an open (lap-button) step. */
export function stepDurationS(step: WorkoutStep<unknown>): number {
  return step.durationS ?? OPEN_STEP_ASSUMED_S;
}

/**
 * The %FTP a step aims at, at its start and its end: a band's middle ((low + high) / 2) at both ends, a ramp's two
 * ends, or the stated assumption for free ride ({@link FREE_RIDE_ASSUMED_PCT}) and max effort
 * ({@link MAX_EFFORT_ASSUMED_PCT}).
 */
export function stepEndsPct(step: WorkoutStep<unknown>): { fromPct: number; toPct: number } {
  const target = step.target;
  switch (target.type) {
    case 'range': {
      const mid = (target.lowPct + target.highPct) / 2;
      return { fromPct: mid, toPct: mid };
    }
    case 'ramp':
      return { fromPct: target.fromPct, toPct: target.toPct };
    case 'free':
      return { fromPct: FREE_RIDE_ASSUMED_PCT, toPct: FREE_RIDE_ASSUMED_PCT };
    case 'max':
      return { fromPct: MAX_EFFORT_ASSUMED_PCT, toPct: MAX_EFFORT_ASSUMED_PCT };
  }
}

/** True when a step's length or load is an assumption: open, free ride or max effort. */
export function isStepEstimated(step: WorkoutStep<unknown>): boolean {
  return step.durationS === null || step.target.type === 'free' || step.target.type === 'max';
}

/** Watts for a %FTP at a given FTP (pct × FTP / 100), unrounded; displays round, codecs round as their format needs. */
export function wattsForPct(pct: number, ftpW: number): number {
  return (pct * ftpW) / 100;
}
