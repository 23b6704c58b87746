import { forEachStep } from './expand.ts';
import { stepDurationS, stepEndsPct } from './step-target.ts';
import type { WorkoutNode } from './types.ts';

/** Seconds in a workout, open steps counted at their assumed length (Σ count × inner duration, no unrolling). */
export function workoutDurationS(nodes: readonly WorkoutNode<unknown>[]): number {
  let total = 0;
  for (const node of nodes)
    total += node.kind === 'step' ? stepDurationS(node) : node.count * workoutDurationS(node.steps);
  return total;
}

/**
 * The target, second by second, in %FTP (1 Hz; element i covers second [i, i + 1)). A band counts at its middle;
 * a ramp from a to b over n seconds is sampled at each second's midpoint, a + (b − a)·(i + ½)/n, so its mean is
 * exactly (a + b)/2 and its work is the ramp's integral. Open, free-ride and max-effort steps use the assumptions of
 * `assumptions.ts`.
 */
export function targetPctSeries(nodes: readonly WorkoutNode<unknown>[]): Float64Array {
  const out = new Float64Array(workoutDurationS(nodes));
  let at = 0;
  forEachStep(nodes, (step) => {
    const n = stepDurationS(step);
    const { fromPct, toPct } = stepEndsPct(step);
    if (fromPct === toPct) out.fill(fromPct, at, at + n);
    else {
      const slope = (toPct - fromPct) / n;
      for (let i = 0; i < n; i++) out[at + i] = fromPct + slope * (i + 0.5);
    }
    at += n;
  });
  return out;
}

/** The 1 Hz target in watts for a given FTP: {@link targetPctSeries} × FTP / 100. */
export function targetPowerSeries(nodes: readonly WorkoutNode<unknown>[], ftpW: number): Float64Array {
  if (!(ftpW > 0)) throw new RangeError(`FTP must be positive, got ${ftpW}`);
  const series = targetPctSeries(nodes);
  for (let i = 0; i < series.length; i++) series[i] = (series[i]! * ftpW) / 100;
  return series;
}
