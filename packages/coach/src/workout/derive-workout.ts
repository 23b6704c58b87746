import {
  intensityFactor,
  mean,
  NP_WINDOW_S,
  normalizedPower,
  powerZones,
  timeInZones,
  trainingStressScore,
  workKj,
} from '@domestique/science';
import { isStepEstimated } from './step-target.ts';
import { targetPctSeries } from './target-series.ts';
import type { WorkoutMetrics, WorkoutNode } from './types.ts';

/** True when any step is open, free ride or max effort: the workout's duration or load is partly assumed. */
export function isWorkoutEstimated(nodes: readonly WorkoutNode<unknown>[]): boolean {
  return nodes.some((node) =>
    node.kind === 'step' ? isStepEstimated(node) : isWorkoutEstimated(node.steps),
  );
}

/** Coggan's zones on an FTP of 100, so their bounds are in %FTP: a target's zone does not depend on the rider. */
const PCT_ZONES = powerZones(100);

/**
 * The numbers of a workout ridden exactly on target by a rider with this FTP, all computed on the 1 Hz target
 * series ({@link targetPctSeries}) with `@domestique/science`:
 * - duration: Σ step seconds, open steps at `OPEN_STEP_ASSUMED_S`;
 * - NP: Coggan's Normalized Power, the 4th root of the mean 4th power of the 30-s rolling mean (`normalizedPower`);
 *   a workout shorter than one 30-s window has its mean power instead;
 * - IF = NP / FTP; TSS = t · NP · IF / (FTP · 3600) · 100 (Coggan, `trainingStressScore`), so 1 h at FTP = 100;
 * - kJ = Σ watts · 1 s / 1000 (`workKj`);
 * - time in zones: seconds in each Coggan level Z1…Z7 (`COGGAN_POWER_ZONES`), by the target's %FTP.
 * Everything is computed in %FTP and scaled by FTP / 100, so IF, TSS and time in zones do not depend on the FTP
 * and watts scale exactly with it. `estimated` is set when a step is open, free ride or max effort.
 */
export function deriveWorkoutMetrics(nodes: readonly WorkoutNode<unknown>[], ftpW: number): WorkoutMetrics {
  if (!(ftpW > 0)) throw new RangeError(`FTP must be positive, got ${ftpW}`);
  const pct = targetPctSeries(nodes);
  const durationS = pct.length;
  const npPct = durationS >= NP_WINDOW_S ? normalizedPower(pct) : mean(pct);
  const scale = ftpW / 100;
  return {
    durationS,
    estimated: isWorkoutEstimated(nodes),
    normalizedPowerW: (npPct ?? 0) * scale,
    intensityFactor: intensityFactor(npPct ?? 0, 100) ?? 0,
    tss: trainingStressScore(durationS, npPct ?? 0, 100) ?? 0,
    workKj: workKj(pct) * scale,
    timeInZonesS: Array.from(timeInZones(pct, PCT_ZONES)),
  };
}
