/**
 * Log-spaced durations (s) for mean-maximal power: exact at 1, 5, 10, 30, 60, 300, 600, 1200 and 3600 s, and at
 * the test durations 180 s, 480 s and 720 s (3/8/12-min), up to 6 h.
 */
export const STANDARD_DURATIONS: readonly number[] = Object.freeze([
  1, 2, 3, 5, 7, 10, 12, 15, 20, 30, 40, 45, 60, 75, 90, 120, 150, 180, 240, 300, 360, 420, 480, 600, 720,
  900, 1200, 1500, 1800, 2400, 2700, 3600, 4500, 5400, 7200, 9000, 10800, 14400, 18000, 21600,
]);

/**
 * A mean-maximal power curve: `watts[i]` is the best mean power over an effort of exactly `durations[i]` seconds
 * (see {@link powerCurve}), NaN when the ride is shorter than `durations[i]`.
 */
export interface PowerCurve {
  durations: readonly number[];
  watts: Float64Array;
  /** Riding second where that best effort starts, -1 when none. */
  starts: Int32Array;
}

/** What {@link mergePowerCurves} and the fits accept: stored curves may use null for "no value". */
export interface PowerCurveLike {
  durations: readonly number[];
  watts: ArrayLike<number | null>;
}

/**
 * Mean-maximal power (GoldenCheetah, intervals.icu, Strava "best efforts"): MMP(d) = max over s of
 * (1/d)·Σ_{t=s}^{s+d−1} p(t), for each duration d (whole seconds) of a 1 Hz riding series — the best mean power
 * over **exactly** d seconds, the figure riders compare between tools (306.8 W for 20 min on the Edge 1000 zpider
 * ride). Prefix sums make each duration O(n): O(n · durations) overall. On spiky data it can rise with duration
 * ([300, 0, 300]: 150 W for 2 s, 200 W for 3 s); the model fits read {@link monotoneEnvelope} of it instead.
 */
export function powerCurve(
  power: ArrayLike<number>,
  durations: readonly number[] = STANDARD_DURATIONS,
): PowerCurve {
  const n = power.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const v = power[i]!;
    prefix[i + 1] = prefix[i]! + (Number.isFinite(v) ? v : 0);
  }
  const k = durations.length;
  const watts = new Float64Array(k);
  const starts = new Int32Array(k);
  for (let j = 0; j < k; j++) {
    const d = durations[j]!;
    if (!Number.isInteger(d) || d < 1) throw new RangeError(`durations must be whole seconds ≥ 1, got ${d}`);
    if (d > n) {
      watts[j] = Number.NaN;
      starts[j] = -1;
      continue;
    }
    let best = Number.NEGATIVE_INFINITY;
    let at = 0;
    for (let s = 0, e = d; e <= n; s++, e++) {
      const sum = prefix[e]! - prefix[s]!;
      if (sum > best) {
        best = sum;
        at = s;
      }
    }
    watts[j] = best / d;
    starts[j] = at;
  }
  return { durations, watts, starts };
}

/**
 * The monotone envelope of a curve: each value raised to the best value at a longer listed duration, so it reads
 * "best mean power over **at least** d seconds" and never rises with duration. The critical-power fits assume such a
 * curve (power falls with duration); riders compare the exact curve ({@link powerCurve}) with other tools. Durations
 * must be ascending; NaN and null stay "no value" (and are not raised: a ride too short for d has no d-second best).
 * O(durations).
 */
export function monotoneEnvelope(curve: PowerCurveLike): {
  durations: readonly number[];
  watts: Float64Array;
} {
  const k = curve.durations.length;
  const watts = new Float64Array(k);
  for (let j = 0; j < k; j++) {
    const w = curve.watts[j];
    watts[j] = w == null || !Number.isFinite(w) ? Number.NaN : w;
  }
  let best = Number.NEGATIVE_INFINITY;
  for (let j = k - 1; j >= 0; j--) {
    if (j < k - 1 && !(curve.durations[j]! < curve.durations[j + 1]!)) {
      throw new RangeError('monotoneEnvelope needs ascending durations');
    }
    if (Number.isNaN(watts[j]!)) continue;
    if (watts[j]! < best) watts[j] = best;
    else best = watts[j]!;
  }
  return { durations: curve.durations, watts };
}

/** Best mean power over `durationS` seconds of a 1 Hz series, or null when the series is shorter. */
export function bestEffort(power: ArrayLike<number>, durationS: number): number | null {
  const w = powerCurve(power, [durationS]).watts[0]!;
  return Number.isNaN(w) ? null : w;
}

/**
 * The `count` best non-overlapping efforts of exactly `durationS` seconds in a 1 Hz series, in time order: the best
 * window first, then the best window that overlaps none chosen so far (the greedy search GoldenCheetah uses to find
 * intervals). Fewer when the series has no room for more. O(n · count) on prefix sums.
 */
export function bestEfforts(
  power: ArrayLike<number>,
  durationS: number,
  count: number,
): { startIndex: number; watts: number }[] {
  const n = power.length;
  if (!Number.isInteger(durationS) || durationS < 1)
    throw new RangeError('durationS must be whole seconds ≥ 1');
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const v = power[i]!;
    prefix[i + 1] = prefix[i]! + (Number.isFinite(v) ? v : 0);
  }
  const chosen: { startIndex: number; watts: number }[] = [];
  for (let c = 0; c < count; c++) {
    let best = -1;
    let at = -1;
    for (let s = 0; s + durationS <= n; s++) {
      if (chosen.some((e) => s < e.startIndex + durationS && e.startIndex < s + durationS)) continue;
      const sum = prefix[s + durationS]! - prefix[s]!;
      if (sum > best) {
        best = sum;
        at = s;
      }
    }
    if (at < 0) break;
    chosen.push({ startIndex: at, watts: best / durationS });
  }
  return chosen.sort((a, b) => a.startIndex - b.startIndex);
}

/** Watts of a curve at an exact duration, or null when the curve lacks it or has no value there. */
export function curveValueAt(curve: PowerCurveLike, durationS: number): number | null {
  const i = curve.durations.indexOf(durationS);
  if (i < 0) return null;
  const w = curve.watts[i];
  return w == null || !Number.isFinite(w) ? null : w;
}

/**
 * Season (or any period) curve: elementwise maximum of ride curves that share the same durations.
 * Null and NaN are "no value". `sources[i]` is the index of the curve that holds the best, -1 when none.
 * O(curves · durations).
 */
export function mergePowerCurves(
  curves: readonly PowerCurveLike[],
  durations: readonly number[] = curves[0]?.durations ?? STANDARD_DURATIONS,
): { durations: readonly number[]; watts: Float64Array; sources: Int32Array } {
  const k = durations.length;
  const watts = new Float64Array(k).fill(Number.NaN);
  const sources = new Int32Array(k).fill(-1);
  for (let c = 0; c < curves.length; c++) {
    const curve = curves[c]!;
    if (curve.watts.length !== k) {
      throw new RangeError(`curve ${c} has ${curve.watts.length} values, expected ${k} (same durations)`);
    }
    const w = curve.watts;
    for (let j = 0; j < k; j++) {
      const v = w[j];
      // `!(v <= best)` also takes the first value while best is NaN.
      if (v != null && Number.isFinite(v) && !(v <= watts[j]!)) {
        watts[j] = v;
        sources[j] = c;
      }
    }
  }
  return { durations, watts, sources };
}
