/** Rolling window of Normalized Power, seconds (Coggan). */
export const NP_WINDOW_S = 30;

/** Mean of the finite values, or null when there are none. */
export function mean(values: ArrayLike<number>): number | null {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isFinite(v)) {
      sum += v;
      n++;
    }
  }
  return n > 0 ? sum / n : null;
}

/** Mean of the finite values above zero (cadence while pedalling), or null when there are none. */
export function meanNonZero(values: ArrayLike<number>): number | null {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isFinite(v) && v > 0) {
      sum += v;
      n++;
    }
  }
  return n > 0 ? sum / n : null;
}

/** Largest finite value, or null when there is none. */
export function maxOf(values: ArrayLike<number>): number | null {
  let best = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v > best) best = v;
  }
  return best === Number.NEGATIVE_INFINITY ? null : best;
}

/**
 * Stops at least this long (s) restart the 30-s windows of Normalized Power. Head units disagree: Garmin's
 * windows run across stops, Wahoo's restart after every stop. 45 s (1.5 windows) separates traffic-light
 * stops from rests and keeps both within 1 % on our real files (docs/science.md).
 */
export const NP_RESTART_AFTER_STOP_S = 45;

export interface NormalizedPowerOptions {
  windowS?: number;
  /** Seconds since the start of each sample (RidingSeries.elapsedOffset); jumps in it are stops. */
  elapsedOffset?: ArrayLike<number>;
  restartAfterStopS?: number;
}

/** Σ P30⁴ and window count of one contiguous stretch [from, to). */
function fourthPowerSum(power: ArrayLike<number>, from: number, to: number, windowS: number) {
  if (to - from < windowS) return { sum4: 0, windows: 0 };
  let windowSum = 0;
  for (let i = from; i < from + windowS; i++) windowSum += power[i]!;
  let sum4 = 0;
  for (let i = from + windowS - 1; ; ) {
    const p30 = windowSum / windowS;
    const sq = p30 * p30;
    sum4 += sq * sq;
    i++;
    if (i >= to) break;
    windowSum += power[i]! - power[i - windowS]!;
  }
  return { sum4, windows: to - from - windowS + 1 };
}

/**
 * Normalized Power (Coggan, "Power 411"): P30(t) = mean power of the 30 s ending at t, and
 * NP = (mean over t ≥ 30 s of P30(t)^4)^(1/4). Canonical form, starting at the first full window (GSSNS).
 * With `elapsedOffset`, windows restart after stops of {@link NP_RESTART_AFTER_STOP_S} or more (each stretch
 * again from its 30th second); if no stretch is that long the whole series is used. Null for series shorter
 * than one window. `power` is a 1 Hz riding series (no NaN). O(n).
 */
export function normalizedPower(
  power: ArrayLike<number>,
  opts: NormalizedPowerOptions | number = {},
): number | null {
  const o = typeof opts === 'number' ? { windowS: opts } : opts;
  const windowS = o.windowS ?? NP_WINDOW_S;
  const n = power.length;
  if (n < windowS || windowS < 1) return null;
  const offset = o.elapsedOffset;
  let sum4 = 0;
  let windows = 0;
  if (offset && offset.length === n) {
    const restart = (o.restartAfterStopS ?? NP_RESTART_AFTER_STOP_S) + 1;
    let from = 0;
    for (let i = 1; i <= n; i++) {
      if (i < n && offset[i]! - offset[i - 1]! < restart) continue;
      const part = fourthPowerSum(power, from, i, windowS);
      sum4 += part.sum4;
      windows += part.windows;
      from = i;
    }
  }
  if (windows === 0) ({ sum4, windows } = fourthPowerSum(power, 0, n, windowS));
  return (sum4 / windows) ** 0.25;
}

/** Intensity Factor (Coggan): IF = NP / FTP. Null when either is missing or FTP ≤ 0. */
export function intensityFactor(npW: number | null, ftpW: number | null | undefined): number | null {
  if (npW == null || ftpW == null || !(ftpW > 0)) return null;
  return npW / ftpW;
}

/**
 * Training Stress Score (Coggan): TSS = (T · NP · IF) / (FTP · 3600) · 100 = 100 · hours · IF²,
 * T = riding seconds. Null when NP or FTP is missing.
 */
export function trainingStressScore(
  durationS: number,
  npW: number | null,
  ftpW: number | null | undefined,
): number | null {
  const intensity = intensityFactor(npW, ftpW);
  if (intensity == null || npW == null || ftpW == null) return null;
  return ((durationS * npW * intensity) / (ftpW * 3600)) * 100;
}

/** Variability Index (GoldenCheetah): VI = NP / mean power, zeros included. */
export function variabilityIndex(npW: number | null, avgPowerW: number | null): number | null {
  if (npW == null || avgPowerW == null || !(avgPowerW > 0)) return null;
  return npW / avgPowerW;
}

/** Efficiency Factor (Friel, as in GoldenCheetah): EF = NP / mean heart rate. */
export function efficiencyFactor(npW: number | null, avgHeartRateBpm: number | null): number | null {
  if (npW == null || avgHeartRateBpm == null || !(avgHeartRateBpm > 0)) return null;
  return npW / avgHeartRateBpm;
}

/** Mechanical work in kJ: Σ p(t) · 1 s / 1000 over a 1 Hz series. */
export function workKj(power: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < power.length; i++) {
    const v = power[i]!;
    if (Number.isFinite(v)) sum += v;
  }
  return sum / 1000;
}

/** Shortest ride (riding seconds) for which decoupling is reported; shorter halves are noise. */
export const MIN_DECOUPLING_S = 20 * 60;

/**
 * Pw:HR aerobic decoupling (Friel; GoldenCheetah AerobicDecoupling): split the riding time in two halves,
 * r_i = mean power_i / mean HR_i, Dec% = (r₁ − r₂) / r₁ · 100. Positive = HR drifted up for the same power.
 * Mean power counts every second (zeros included), mean HR only seconds with a reading.
 * Null for rides shorter than {@link MIN_DECOUPLING_S} or halves without HR or power.
 */
export function aerobicDecoupling(
  power: ArrayLike<number>,
  heartRate: ArrayLike<number>,
  minDurationS: number = MIN_DECOUPLING_S,
): number | null {
  const n = Math.min(power.length, heartRate.length);
  if (n < minDurationS || n < 2) return null;
  const half = Math.floor(n / 2);
  const ratio = (from: number, to: number) => {
    let p = 0;
    let hr = 0;
    let hrN = 0;
    for (let i = from; i < to; i++) {
      p += power[i]!;
      const h = heartRate[i]!;
      if (Number.isFinite(h)) {
        hr += h;
        hrN++;
      }
    }
    if (hrN === 0 || hr === 0) return null;
    return p / (to - from) / (hr / hrN);
  };
  const r1 = ratio(0, half);
  const r2 = ratio(half, n);
  if (r1 == null || r2 == null || r1 === 0) return null;
  return ((r1 - r2) / r1) * 100;
}
