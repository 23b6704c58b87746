import { estimateFtpFromCurve } from './ftp.ts';
import { hrTss, LTHR_FRACTION_OF_MAX } from './hr-load.ts';
import { powerCurve } from './power-curve.ts';
import {
  aerobicDecoupling,
  efficiencyFactor,
  intensityFactor,
  maxOf,
  mean,
  meanNonZero,
  normalizedPower,
  trainingStressScore,
  variabilityIndex,
  workKj,
} from './power-metrics.ts';
import type { RidingSeries } from './types.ts';

/** Altitude must rise this far above the last low point before a climb counts (barometer/GPS noise), m. */
export const ELEVATION_HYSTERESIS_M = 1;

/**
 * Total ascent with a hysteresis: a rise counts once altitude has climbed `hysteresisM` above the reference,
 * and the reference follows descents of at least `hysteresisM`. Smaller wiggles are noise. NaN skipped.
 */
export function elevationGain(altitude: ArrayLike<number>, hysteresisM = ELEVATION_HYSTERESIS_M): number {
  let gain = 0;
  let ref = Number.NaN;
  for (let i = 0; i < altitude.length; i++) {
    const a = altitude[i]!;
    if (!Number.isFinite(a)) continue;
    if (Number.isNaN(ref) || ref - a >= hysteresisM) ref = a;
    else if (a - ref >= hysteresisM) {
      gain += a - ref;
      ref = a;
    }
  }
  return gain;
}

/** Distance covered while riding: from the distance channel, else the integral of speed. */
export function ridingDistance(
  distance: ArrayLike<number> | null,
  speed: ArrayLike<number> | null,
): number | null {
  if (distance) {
    let first = Number.NaN;
    let last = Number.NaN;
    for (let i = 0; i < distance.length; i++) {
      const d = distance[i]!;
      if (!Number.isFinite(d)) continue;
      if (Number.isNaN(first)) first = d;
      last = d;
    }
    if (!Number.isNaN(first)) return last - first;
  }
  if (speed) {
    let sum = 0;
    let any = false;
    for (let i = 0; i < speed.length; i++) {
      const v = speed[i]!;
      if (Number.isFinite(v)) {
        sum += v;
        any = true;
      }
    }
    if (any) return sum;
  }
  return null;
}

export interface RideSettings {
  ftpW?: number | null;
  lthrBpm?: number | null;
  maxHrBpm?: number | null;
  restingHrBpm?: number | null;
}

export interface RideSummary {
  elapsedS: number | null;
  movingS: number | null;
  distanceM: number | null;
  elevationGainM: number | null;
  hasPower: boolean;
  avgPowerW: number | null;
  maxPowerW: number | null;
  normalizedPowerW: number | null;
  intensityFactor: number | null;
  tss: number | null;
  variabilityIndex: number | null;
  workKj: number | null;
  avgHeartRateBpm: number | null;
  maxHeartRateBpm: number | null;
  /** Mean cadence while pedalling (zeros excluded). */
  avgCadenceRpm: number | null;
  efficiencyFactor: number | null;
  decouplingPct: number | null;
  /** hrTSS (TRIMP scaled to 100 for an hour at LTHR): on the TSS scale, for rides with or without power. */
  hrLoad: number | null;
  ftpEstimateW: number | null;
}

/**
 * All per-ride metrics of a riding series (see each function for its formula). Everything is computed over
 * riding time: `movingS` is the TSS duration, averages and work exclude stops.
 */
export function summarizeRide(series: RidingSeries, settings: RideSettings = {}): RideSummary {
  // A power channel that never rises above 0 W is a trainer or export without a power meter: no power metrics.
  const power = series.power && (maxOf(series.power) ?? 0) > 0 ? series.power : null;
  const hr = series.heartRate;
  const np = power ? normalizedPower(power, { elapsedOffset: series.elapsedOffset }) : null;
  const avgPowerW = power ? mean(power) : null;
  const avgHeartRateBpm = hr ? mean(hr) : null;
  const ftp = settings.ftpW != null && settings.ftpW > 0 ? settings.ftpW : null;
  const lthr = settings.lthrBpm ?? (settings.maxHrBpm ? settings.maxHrBpm * LTHR_FRACTION_OF_MAX : null);
  const hrLoad =
    hr && avgHeartRateBpm != null && lthr != null
      ? hrTss(hr, { lthrBpm: lthr, restingHrBpm: settings.restingHrBpm, maxHrBpm: settings.maxHrBpm })
      : null;
  const estimate = power ? estimateFtpFromCurve(powerCurve(power), { currentFtpW: ftp }) : null;
  return {
    elapsedS: series.elapsedS,
    movingS: series.movingS,
    distanceM: ridingDistance(series.distance, series.speed),
    elevationGainM: series.altitude ? elevationGain(series.altitude) : null,
    hasPower: power != null,
    avgPowerW,
    maxPowerW: power ? maxOf(power) : null,
    normalizedPowerW: np,
    intensityFactor: intensityFactor(np, ftp),
    tss: trainingStressScore(series.movingS, np, ftp),
    variabilityIndex: variabilityIndex(np, avgPowerW),
    workKj: power ? workKj(power) : null,
    avgHeartRateBpm,
    maxHeartRateBpm: hr ? maxOf(hr) : null,
    avgCadenceRpm: series.cadence ? meanNonZero(series.cadence) : null,
    efficiencyFactor: efficiencyFactor(np, avgHeartRateBpm),
    decouplingPct: power && hr ? aerobicDecoupling(power, hr) : null,
    hrLoad,
    ftpEstimateW: estimate ? estimate.ftpW : null,
  };
}
