import { estimateFtpFromCurve } from './ftp.ts';
import { hrTss, LTHR_FRACTION_OF_MAX } from './hr-load.ts';
import type { RideMetricValues } from './metric-registry.ts';
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

/**
 * Elevation gain when the file has no total of its own (docs/science.md, "Elevation gain"): altitude is first
 * smoothed with a centred moving average of this many seconds (what Strava and head units do to barometric and GPS
 * altitude), then climbing counts past a hysteresis of {@link ELEVATION_HYSTERESIS_M}.
 */
export const ELEVATION_SMOOTHING_S = 7;
/** A climb counts once the smoothed altitude has risen this far above the last low point, m (GoldenCheetah: 3 m raw). */
export const ELEVATION_HYSTERESIS_M = 2;

/** Centred moving average over `windowS` samples (an odd count), NaN skipped; O(n) with a running sum. */
export function smoothAltitude(altitude: ArrayLike<number>, windowS = ELEVATION_SMOOTHING_S): Float64Array {
  const n = altitude.length;
  const out = new Float64Array(n);
  const half = Math.floor(windowS / 2);
  let sum = 0;
  let count = 0;
  let lo = 0;
  let hi = -1;
  for (let i = 0; i < n; i++) {
    while (hi < Math.min(n - 1, i + half)) {
      const v = altitude[++hi]!;
      if (Number.isFinite(v)) {
        sum += v;
        count++;
      }
    }
    while (lo < i - half) {
      const v = altitude[lo++]!;
      if (Number.isFinite(v)) {
        sum -= v;
        count--;
      }
    }
    out[i] = Number.isFinite(altitude[i]!) && count > 0 ? sum / count : Number.NaN;
  }
  return out;
}

/**
 * Total ascent with a hysteresis (GoldenCheetah's "elevation hysteresis"): a rise counts once altitude has climbed
 * `hysteresisM` above the reference, and the reference follows descents of at least `hysteresisM`; smaller wiggles
 * are noise. NaN skipped. Pass smoothed altitude ({@link smoothAltitude}) for the documented rule.
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

/**
 * Distance covered while riding: the last value of the riding series' distance channel (which starts at 0 and
 * leaves out what the counter moved while stopped, see `buildRidingSeries`), else the integral of speed.
 */
export function ridingDistance(
  distance: ArrayLike<number> | null,
  speed: ArrayLike<number> | null,
): number | null {
  if (distance) {
    for (let i = distance.length - 1; i >= 0; i--) {
      const d = distance[i]!;
      if (Number.isFinite(d)) return d;
    }
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

/**
 * How far the mean of a file's speed channel may stray from its distance ÷ moving time before the two are taken to
 * disagree (×0.8–×1.25). On the fixtures that record both, healthy files sit within ×0.96–×1.01; a damaged running
 * file's speed channel covers a quarter of its distance (×0.24).
 */
export const SPEED_AGREEMENT = { min: 0.8, max: 1.25 } as const;

/**
 * Average and maximum speed that cannot contradict each other: the average is distance ÷ moving time (what head
 * units show), the maximum the speed channel's highest value — but only while the speed channel agrees with the
 * distance (its mean within {@link SPEED_AGREEMENT} of that average) and the maximum is at least the average.
 * Otherwise the file's speed and distance disagree and neither is given: nothing rather than "average 1.6 km/h,
 * maximum 1.3 km/h". Without a distance both come from the speed channel; without a speed channel there is no
 * maximum. m/s; NaN speeds are skipped.
 */
export function speedStats(
  speed: ArrayLike<number> | null,
  distanceM: number | null,
  movingS: number | null,
): { avgSpeedMps: number | null; maxSpeedMps: number | null } {
  let sum = 0;
  let count = 0;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; speed && i < speed.length; i++) {
    const v = speed[i]!;
    if (!Number.isFinite(v)) continue;
    sum += v;
    count++;
    if (v > max) max = v;
  }
  const fromDistance = distanceM != null && movingS != null && movingS > 0 ? distanceM / movingS : null;
  if (count === 0 || max <= 0) return { avgSpeedMps: fromDistance, maxSpeedMps: null };
  const mean = sum / count;
  if (fromDistance == null) return { avgSpeedMps: mean, maxSpeedMps: max };
  const ratio = mean / fromDistance;
  if (!(ratio >= SPEED_AGREEMENT.min && ratio <= SPEED_AGREEMENT.max) || max < fromDistance)
    return { avgSpeedMps: null, maxSpeedMps: null };
  return { avgSpeedMps: fromDistance, maxSpeedMps: max };
}

export interface RideSettings {
  ftpW?: number | null;
  lthrBpm?: number | null;
  maxHrBpm?: number | null;
  restingHrBpm?: number | null;
}

/** Every metric of the registry ({@link RIDE_METRICS}: units, formulas) and whether the ride had power. */
export interface RideSummary extends RideMetricValues {
  hasPower: boolean;
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
  const distanceM = ridingDistance(series.distance, series.speed);
  return {
    elapsedS: series.elapsedS,
    movingS: series.movingS,
    distanceM,
    ...speedStats(series.speed, distanceM, series.movingS),
    elevationGainM: series.altitude ? elevationGain(smoothAltitude(series.altitude)) : null,
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
