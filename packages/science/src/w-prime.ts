/**
 * Skiba's recovery time constant (Skiba 2012; GoldenCheetah WPrime.cpp): τ = 546·e^(−0.01·D_CP) + 316 s,
 * D_CP = CP − mean of the powers below CP (the ride's mean recovery intensity below CP).
 */
export function skibaTau(power: ArrayLike<number>, cpW: number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < power.length; i++) {
    const p = power[i]!;
    if (p < cpW) {
      sum += p;
      n++;
    }
  }
  const dcp = n > 0 ? cpW - sum / n : cpW;
  return 546 * Math.exp(-0.01 * dcp) + 316;
}

/**
 * W′ balance, Skiba 2012 integral model: W′exp(u) = max(0, P(u) − CP),
 * W′bal(t) = W′ − Σ_{u≤t} W′exp(u)·e^{−(t−u)/τ}, computed in O(n) through S_t = S_{t−1}·e^{−1/τ} + W′exp(t)
 * (Liversedge's optimisation). 1 Hz input; returns J per second. `tauS` overrides {@link skibaTau}.
 */
export function wPrimeBalanceIntegral(
  power: ArrayLike<number>,
  cpW: number,
  wPrimeJ: number,
  opts: { tauS?: number } = {},
): Float64Array {
  const tau = opts.tauS ?? skibaTau(power, cpW);
  const decay = Math.exp(-1 / tau);
  const out = new Float64Array(power.length);
  let spent = 0;
  for (let i = 0; i < power.length; i++) {
    const p = power[i]!;
    spent = spent * decay + (p > cpW ? p - cpW : 0);
    out[i] = wPrimeJ - spent;
  }
  return out;
}

/**
 * W′ balance, differential model (Skiba 2015 / Froncioni–Clarke; GoldenCheetah WPrime.cpp):
 * P ≥ CP: W_t = W_{t−1} − (P − CP)·Δt; P < CP: W_t = W_{t−1} + (CP − P)·(W′ − W_{t−1})/W′·Δt, Δt = 1 s.
 */
export function wPrimeBalanceDifferential(
  power: ArrayLike<number>,
  cpW: number,
  wPrimeJ: number,
): Float64Array {
  const out = new Float64Array(power.length);
  let w = wPrimeJ;
  for (let i = 0; i < power.length; i++) {
    const p = power[i]!;
    if (p >= cpW) w -= p - cpW;
    else w += ((cpW - p) * (wPrimeJ - w)) / wPrimeJ;
    out[i] = w;
  }
  return out;
}

/** The W′ balance the apps show is computed on this rolling mean of power, s (NP's window: see {@link wPrimeBalanceRide}). */
export const W_PRIME_SMOOTHING_S = 30;

/**
 * Bartram's recovery time constant for trained cyclists (Bartram, Thewlis, Martin & Hopker 2018, "Accuracy of W′
 * recovery kinetics in high performance cyclists — modeling intermittent work capacity", IJSPP 13(6):724–728):
 * τ = 2287.2·D_CP^−0.688 s, D_CP = CP − mean of the powers below CP (at least 1 W). Skiba's τ ({@link skibaTau}) was
 * fitted on recreationally active subjects and is 3–6 times slower at the same D_CP (521 s against 98 s at
 * D_CP = 98 W).
 */
export function bartramTau(power: ArrayLike<number>, cpW: number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < power.length; i++) {
    const p = power[i]!;
    if (p < cpW) {
      sum += p;
      n++;
    }
  }
  const dcp = Math.max(1, n > 0 ? cpW - sum / n : cpW);
  return 2287.2 * dcp ** -0.688;
}

/** Trailing rolling mean over `windowS` samples (the first samples average what there is). O(n). */
function rollingMean(power: ArrayLike<number>, windowS: number): Float64Array {
  const out = new Float64Array(power.length);
  let sum = 0;
  for (let i = 0; i < power.length; i++) {
    sum += Number.isFinite(power[i]!) ? power[i]! : 0;
    if (i >= windowS) sum -= Number.isFinite(power[i - windowS]!) ? power[i - windowS]! : 0;
    out[i] = sum / Math.min(i + 1, windowS);
  }
  return out;
}

/**
 * The W′ balance of a ride as the apps show it (docs/science.md, "W′ balance of a ride"), built to agree with the
 * 2-parameter CP model its CP and W′ come from:
 * - power is the {@link W_PRIME_SMOOTHING_S}-s rolling mean (the body's response time, NP's window): second-to-second
 *   pedalling noise around CP is not counted as W′ spent — the Skiba models rectify it, max(0, P − CP), and on the
 *   Edge 810 ride that alone drains W′;
 * - above CP, W′ is spent one joule per joule, W_t = W_{t−1} − (P − CP), as in the differential model (Skiba 2015;
 *   Froncioni–Clarke): an effort on the fitted curve, CP + W′/t for t seconds, ends at exactly 0 (the integral model
 *   lets W′ recover during the effort too: 41 % is left after a maximal 10-min effort with Skiba's τ, 84 % with
 *   Bartram's);
 * - below CP, W′ recovers exponentially towards full, W_t = W′ − (W′ − W_{t−1})·e^{−1/τ}, with Bartram's τ for
 *   trained cyclists ({@link bartramTau}, on the smoothed power);
 * - a stop recovers like a stretch of τ at rest: `gapsS[i]` seconds stopped before riding second i (from the
 *   riding series' elapsed offsets), W = W′ − (W′ − W)·e^{−gap/τ}.
 * O(n). `tauS` and `smoothingS` override the defaults (1 = no smoothing).
 */
export function wPrimeBalanceRide(
  power: ArrayLike<number>,
  cpW: number,
  wPrimeJ: number,
  opts: { tauS?: number; smoothingS?: number; elapsedOffset?: ArrayLike<number> } = {},
): Float64Array {
  const smoothed = rollingMean(power, Math.max(1, Math.round(opts.smoothingS ?? W_PRIME_SMOOTHING_S)));
  const tau = opts.tauS ?? bartramTau(smoothed, cpW);
  const recovery = Math.exp(-1 / tau);
  const offsets = opts.elapsedOffset;
  const out = new Float64Array(power.length);
  let w = wPrimeJ;
  for (let i = 0; i < smoothed.length; i++) {
    const stopped = offsets && i > 0 ? offsets[i]! - offsets[i - 1]! - 1 : 0;
    if (stopped > 0) w = wPrimeJ - (wPrimeJ - w) * Math.exp(-stopped / tau);
    const p = smoothed[i]!;
    if (p >= cpW) w -= p - cpW;
    else w = wPrimeJ - (wPrimeJ - w) * recovery;
    out[i] = w;
  }
  return out;
}

/** The W′ balance models: `ride` ({@link wPrimeBalanceRide}, what the apps show), and Skiba's two for comparison. */
export type WPrimeModel = 'ride' | 'integral' | 'differential';

/** W′ balance with one of the models (default: `ride`). */
export function wPrimeBalance(
  power: ArrayLike<number>,
  cpW: number,
  wPrimeJ: number,
  model: WPrimeModel = 'ride',
  opts: { elapsedOffset?: ArrayLike<number> } = {},
): Float64Array {
  if (!(cpW > 0) || !(wPrimeJ > 0)) throw new RangeError('CP and W′ must be positive');
  if (model === 'differential') return wPrimeBalanceDifferential(power, cpW, wPrimeJ);
  if (model === 'integral') return wPrimeBalanceIntegral(power, cpW, wPrimeJ);
  return wPrimeBalanceRide(power, cpW, wPrimeJ, opts);
}
