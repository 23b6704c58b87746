import { forEachStep } from './expand.ts';
import { isStepEstimated, stepDurationS, stepEndsPct } from './step-target.ts';
import type { IntensityClass, PowerTarget, WorkoutNode } from './types.ts';

/** One piece of a workout's chart: a straight line from `fromPct` to `toPct` over `durationS` seconds. */
export interface ProfileSegment {
  readonly startS: number;
  readonly durationS: number;
  /** What the chart draws, %FTP: a band's middle, a ramp's ends, or the free-ride / max-effort assumption. */
  readonly fromPct: number;
  readonly toPct: number;
  /** The band to shade, %FTP: a range's low/high, a ramp's lower/higher end; equal to from/to otherwise. */
  readonly lowPct: number;
  readonly highPct: number;
  readonly target: PowerTarget['type'];
  readonly intensity: IntensityClass;
  /** Open step, free ride or max effort: length or height is an assumption (draw it dashed, label it). */
  readonly estimated: boolean;
}

function segmentOf(step: Parameters<typeof stepEndsPct>[0], startS: number): ProfileSegment {
  const { fromPct, toPct } = stepEndsPct(step);
  const band =
    step.target.type === 'range'
      ? { lowPct: step.target.lowPct, highPct: step.target.highPct }
      : { lowPct: Math.min(fromPct, toPct), highPct: Math.max(fromPct, toPct) };
  return {
    startS,
    durationS: stepDurationS(step),
    fromPct,
    toPct,
    ...band,
    target: step.target.type,
    intensity: step.intensity,
    estimated: isStepEstimated(step),
  };
}

function sameFlat(a: ProfileSegment, b: ProfileSegment): boolean {
  return (
    a.target !== 'ramp' &&
    a.target === b.target &&
    a.fromPct === b.fromPct &&
    a.lowPct === b.lowPct &&
    a.highPct === b.highPct &&
    a.intensity === b.intensity &&
    a.estimated === b.estimated
  );
}

/**
 * A compact profile for charts: one segment per step in riding order (repeats unrolled), consecutive identical
 * flat steps merged. A few dozen segments for a typical workout instead of thousands of 1 Hz points; the segments
 * tile [0, duration) without gaps. Watts are `pct × FTP / 100` (`wattsForPct`).
 */
export function workoutProfile(nodes: readonly WorkoutNode<unknown>[]): ProfileSegment[] {
  const out: ProfileSegment[] = [];
  let at = 0;
  forEachStep(nodes, (step) => {
    const segment = segmentOf(step, at);
    const last = out[out.length - 1];
    if (last && sameFlat(last, segment))
      out[out.length - 1] = { ...last, durationS: last.durationS + segment.durationS };
    else out.push(segment);
    at += segment.durationS;
  });
  return out;
}
