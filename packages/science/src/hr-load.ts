/** Resting HR assumed when the rider has not set one, bpm. */
export const DEFAULT_RESTING_HR_BPM = 60;
/** LTHR / max HR assumed when one of the two is unknown (cyclists sit around 0.90–0.93; Friel). */
export const LTHR_FRACTION_OF_MAX = 0.9;

export interface TrimpSettings {
  restingHrBpm: number;
  maxHrBpm: number;
  /** Banister's weighting: men 0.64·e^(1.92·x), women 0.86·e^(1.67·x). Default 'male'. */
  sex?: 'male' | 'female';
}

function banisterWeight(reserveFraction: number, sex: 'male' | 'female'): number {
  return sex === 'female' ? 0.86 * Math.exp(1.67 * reserveFraction) : 0.64 * Math.exp(1.92 * reserveFraction);
}

function reserve(hr: number, rest: number, max: number): number {
  const x = (hr - rest) / (max - rest);
  return Math.min(1, Math.max(0, x));
}

/**
 * Banister TRIMP (1991): Σ minutes · x · 0.64·e^(1.92·x), x = (HR − HRrest)/(HRmax − HRrest) clamped to [0, 1]
 * (women: 0.86·e^(1.67·x)). Each finite sample of a 1 Hz series counts `sampleS` seconds; NaN is skipped.
 */
export function trimp(heartRate: ArrayLike<number>, settings: TrimpSettings, sampleS = 1): number {
  const { restingHrBpm: rest, maxHrBpm: max } = settings;
  if (!(max > rest)) throw new RangeError('max HR must be above resting HR');
  const sex = settings.sex ?? 'male';
  let sum = 0;
  for (let i = 0; i < heartRate.length; i++) {
    const hr = heartRate[i]!;
    if (!Number.isFinite(hr)) continue;
    const x = reserve(hr, rest, max);
    sum += x * banisterWeight(x, sex);
  }
  return (sum * sampleS) / 60;
}

export interface HrTssSettings {
  lthrBpm: number;
  restingHrBpm?: number | null;
  maxHrBpm?: number | null;
  sex?: 'male' | 'female';
}

/**
 * Heart-rate training stress (hrTSS in the intervals.icu "HRSS" form): Banister TRIMP scaled so that one hour
 * at LTHR scores 100, hrTSS = 100 · TRIMP / TRIMP(60 min at LTHR). That puts power-less rides on the TSS scale
 * so CTL can mix both. Missing resting HR defaults to 60 bpm, missing max HR to LTHR / 0.9.
 */
export function hrTss(heartRate: ArrayLike<number>, settings: HrTssSettings, sampleS = 1): number | null {
  const lthr = settings.lthrBpm;
  if (!(lthr > 0)) return null;
  const rest = settings.restingHrBpm ?? DEFAULT_RESTING_HR_BPM;
  const max = settings.maxHrBpm ?? lthr / LTHR_FRACTION_OF_MAX;
  if (!(max > rest) || !(lthr > rest)) return null;
  const sex = settings.sex ?? 'male';
  const xLt = reserve(lthr, rest, max);
  const hourAtThreshold = 60 * xLt * banisterWeight(xLt, sex);
  return (100 * trimp(heartRate, { restingHrBpm: rest, maxHrBpm: max, sex }, sampleS)) / hourAtThreshold;
}
