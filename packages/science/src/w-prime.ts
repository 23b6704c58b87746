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

/** W′ balance with either model (default: integral, the one most tools show). */
export function wPrimeBalance(
  power: ArrayLike<number>,
  cpW: number,
  wPrimeJ: number,
  model: 'integral' | 'differential' = 'integral',
): Float64Array {
  if (!(cpW > 0) || !(wPrimeJ > 0)) throw new RangeError('CP and W′ must be positive');
  return model === 'differential'
    ? wPrimeBalanceDifferential(power, cpW, wPrimeJ)
    : wPrimeBalanceIntegral(power, cpW, wPrimeJ);
}
