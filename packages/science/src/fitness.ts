/** Time constants of the Performance Management Chart, days (Coggan/TrainingPeaks). */
export const CTL_DAYS = 42;
export const ATL_DAYS = 7;

export interface FitnessOptions {
  /** Seeds: the values on the day before day 0. Default 0. */
  ctl0?: number;
  atl0?: number;
  ctlDays?: number;
  atlDays?: number;
  /**
   * Smoothing constant: 'simple' k = 1/τ (default; the published PMC formula of Coggan/TrainingPeaks that riders
   * check by hand), or 'exponential' k = 1 − e^(−1/τ) (GoldenCheetah PMCData.cpp).
   */
  k?: 'simple' | 'exponential';
}

export interface FitnessSeries {
  /** Chronic training load (fitness) at the end of each day. */
  ctl: Float64Array;
  /** Acute training load (fatigue) at the end of each day. */
  atl: Float64Array;
  /** Training stress balance (form) of each day = yesterday's CTL − yesterday's ATL. */
  tsb: Float64Array;
  /** CTL_d − CTL_{d−7}: CTL points per week (days before day 0 take the seed). */
  rampRate: Float64Array;
}

function smoothing(tau: number, mode: 'simple' | 'exponential'): number {
  return mode === 'exponential' ? 1 - Math.exp(-1 / tau) : 1 / tau;
}

/**
 * CTL/ATL/TSB (Banister impulse–response as used by Coggan's PMC): X_d = X_{d−1} + k·(TSS_d − X_{d−1}),
 * τ = 42 d (CTL) and 7 d (ATL), k = 1/τ by default; TSB_d = CTL_{d−1} − ATL_{d−1} (TrainingPeaks:
 * "yesterday's fitness minus yesterday's fatigue"; WKO `shift(tl(tss,42)−tl(tss,7),1)`); ramp rate
 * RR_d = CTL_d − CTL_{d−7} (WKO, GoldenCheetah). `dailyTss[d]` = the day's summed load, 0 (or NaN) on rest days. O(days).
 */
export function fitness(dailyTss: ArrayLike<number>, opts: FitnessOptions = {}): FitnessSeries {
  const n = dailyTss.length;
  const mode = opts.k ?? 'simple';
  const kc = smoothing(opts.ctlDays ?? CTL_DAYS, mode);
  const ka = smoothing(opts.atlDays ?? ATL_DAYS, mode);
  const ctl = new Float64Array(n);
  const atl = new Float64Array(n);
  const tsb = new Float64Array(n);
  let c = opts.ctl0 ?? 0;
  let a = opts.atl0 ?? 0;
  for (let d = 0; d < n; d++) {
    tsb[d] = c - a;
    const raw = dailyTss[d]!;
    const load = Number.isFinite(raw) ? raw : 0;
    c += kc * (load - c);
    a += ka * (load - a);
    ctl[d] = c;
    atl[d] = a;
  }
  return { ctl, atl, tsb, rampRate: rampRate(ctl, 7, opts.ctl0 ?? 0) };
}

/**
 * Ramp rate (WKO, GoldenCheetah): RR_d = CTL_d − CTL_{d−days}, CTL points per `days` (default a week); days
 * before the series take `ctlBefore`. Friel: 5–8 per week is typical, ≥ 10 for more than a week is risky.
 */
export function rampRate(ctl: ArrayLike<number>, days = 7, ctlBefore = 0): Float64Array {
  const out = new Float64Array(ctl.length);
  for (let d = 0; d < ctl.length; d++) out[d] = ctl[d]! - (d >= days ? ctl[d - days]! : ctlBefore);
  return out;
}
