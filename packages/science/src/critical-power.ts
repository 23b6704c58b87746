import type { PowerCurveLike } from './power-curve.ts';

export interface CriticalPowerFit {
  cpW: number;
  wPrimeJ: number;
  /** Root-mean-square error of the fitted power against the curve points, W. */
  rmseW: number;
  /** Number of curve points the fit used. */
  points: number;
}

export interface Morton3pFit extends CriticalPowerFit {
  pmaxW: number;
}

export interface FitRange {
  minS?: number;
  maxS?: number;
}

/**
 * The curve's points in [minS, maxS] on its monotone envelope (each value raised to the best at a longer listed
 * duration, as `monotoneEnvelope`; durations in any order): the models assume power falls with duration, and a
 * stored curve is the exact-duration MMP, which on spiky data can rise with it.
 */
function pointsInRange(curve: PowerCurveLike, minS: number, maxS: number): { t: number[]; p: number[] } {
  const t: number[] = [];
  const p: number[] = [];
  const value = (i: number): number => {
    const w = curve.watts[i];
    return w != null && Number.isFinite(w) ? w : Number.NaN;
  };
  curve.durations.forEach((d, i) => {
    if (d < minS || d > maxS || !(value(i) > 0)) return;
    let best = value(i);
    curve.durations.forEach((longer, j) => {
      if (longer > d && value(j) > best) best = value(j);
    });
    t.push(d);
    p.push(best);
  });
  return { t, p };
}

/**
 * Critical power from two all-out efforts (Monod 2-parameter model, P = CP + W′/t solved through two points):
 * CP = (t₂·P₂ − t₁·P₁)/(t₂ − t₁), W′ = t₁·t₂·(P₁ − P₂)/(t₂ − t₁). For 3 and 12 min this is
 * CP = (720·P12 − 180·P3)/540 and W′ = 240·(P3 − P12) J (protocol of PubMed 27918663).
 */
export function criticalPowerFromTwoEfforts(
  short: { durationS: number; watts: number },
  long: { durationS: number; watts: number },
): { cpW: number; wPrimeJ: number } | null {
  const t1 = short.durationS;
  const t2 = long.durationS;
  if (!(t2 > t1) || !(t1 > 0)) return null;
  const cpW = (t2 * long.watts - t1 * short.watts) / (t2 - t1);
  const wPrimeJ = (t1 * t2 * (short.watts - long.watts)) / (t2 - t1);
  return cpW > 0 && wPrimeJ > 0 ? { cpW, wPrimeJ } : null;
}

/**
 * Monod–Scherrer 2-parameter critical power fitted by least squares on work = CP·t + W′ over the curve's
 * points in [minS, maxS], read on its monotone envelope (default 180–1200 s: GoldenCheetah fits 120–1200 s, and
 * efforts only under 10 min overestimate CP, PubMed 29203319). Null with fewer than two points or a non-physical result.
 */
export function fitCriticalPower2p(curve: PowerCurveLike, range: FitRange = {}): CriticalPowerFit | null {
  const { t, p } = pointsInRange(curve, range.minS ?? 180, range.maxS ?? 1200);
  const n = t.length;
  if (n < 2) return null;
  let st = 0;
  let sw = 0;
  let stt = 0;
  let stw = 0;
  for (let i = 0; i < n; i++) {
    const work = t[i]! * p[i]!;
    st += t[i]!;
    sw += work;
    stt += t[i]! * t[i]!;
    stw += t[i]! * work;
  }
  const denom = n * stt - st * st;
  if (denom === 0) return null;
  const cpW = (n * stw - st * sw) / denom;
  const wPrimeJ = (sw - cpW * st) / n;
  if (!(cpW > 0) || !(wPrimeJ > 0)) return null;
  let sse = 0;
  for (let i = 0; i < n; i++) sse += (cpW + wPrimeJ / t[i]! - p[i]!) ** 2;
  return { cpW, wPrimeJ, rmseW: Math.sqrt(sse / n), points: n };
}

/** Linear least squares of P = CP + W′·x with x = 1/(t + k), for a fixed k. */
function solveForK(t: number[], p: number[], k: number) {
  const n = t.length;
  let sx = 0;
  let sp = 0;
  let sxx = 0;
  let sxp = 0;
  for (let i = 0; i < n; i++) {
    const x = 1 / (t[i]! + k);
    sx += x;
    sp += p[i]!;
    sxx += x * x;
    sxp += x * p[i]!;
  }
  const denom = n * sxx - sx * sx;
  const wPrimeJ = denom === 0 ? 0 : (n * sxp - sx * sp) / denom;
  const cpW = (sp - wPrimeJ * sx) / n;
  let sse = 0;
  for (let i = 0; i < n; i++) sse += (cpW + wPrimeJ / (t[i]! + k) - p[i]!) ** 2;
  return { cpW, wPrimeJ, sse };
}

/**
 * Morton 3-parameter critical power: P(t) = CP + W′/(t + W′/(Pmax − CP)) (Morton 1996; GoldenCheetah
 * PDModel, intervals.icu), least squares over the curve's points in [minS, maxS] (default 1–1200 s; it needs
 * a sprint, a 3–5 min and a 10–30 min effort to mean anything). With k = W′/(Pmax − CP) fixed the model is
 * linear in CP and W′, so k is searched on a log grid and refined by golden section.
 */
export function fitMorton3p(curve: PowerCurveLike, range: FitRange = {}): Morton3pFit | null {
  const { t, p } = pointsInRange(curve, range.minS ?? 1, range.maxS ?? 1200);
  if (t.length < 3) return null;
  const logMin = Math.log(0.01);
  const logMax = Math.log(600);
  const steps = 80;
  let bestI = 0;
  let bestSse = Number.POSITIVE_INFINITY;
  for (let i = 0; i <= steps; i++) {
    const { sse } = solveForK(t, p, Math.exp(logMin + ((logMax - logMin) * i) / steps));
    if (sse < bestSse) {
      bestSse = sse;
      bestI = i;
    }
  }
  const step = (logMax - logMin) / steps;
  let a = logMin + step * Math.max(0, bestI - 1);
  let b = logMin + step * Math.min(steps, bestI + 1);
  const phi = (Math.sqrt(5) - 1) / 2;
  for (let iter = 0; iter < 60; iter++) {
    const c = b - phi * (b - a);
    const d = a + phi * (b - a);
    if (solveForK(t, p, Math.exp(c)).sse < solveForK(t, p, Math.exp(d)).sse) b = d;
    else a = c;
  }
  const k = Math.exp((a + b) / 2);
  const { cpW, wPrimeJ, sse } = solveForK(t, p, k);
  if (!(cpW > 0) || !(wPrimeJ > 0)) return null;
  return { cpW, wPrimeJ, pmaxW: cpW + wPrimeJ / k, rmseW: Math.sqrt(sse / t.length), points: t.length };
}

/** Why a rider's power curve cannot give a trustworthy CP and W′ (the apps fall back to FTP and a typical W′). */
export type CriticalPowerRejection =
  /** fewer than 3 efforts between 3 and 20 min, or none of at least 12 min */
  | 'too_few_efforts'
  /** the least-squares fit failed or misses the points by more than 10 % of CP */
  | 'poor_fit'
  /** W′ outside 5–50 kJ: the efforts were not all-out */
  | 'w_prime_out_of_range'
  /** CP under 90 % of the rider's FTP: no maximal efforts in the period */
  | 'below_ftp';

export type RiderCriticalPower =
  | { ok: true; fit: CriticalPowerFit }
  | { ok: false; reason: CriticalPowerRejection };

/** Plausible W′ of a fitted curve, J (Skiba: trained cyclists 10–30 kJ; wider so strong sprinters still pass). */
export const RIDER_W_PRIME_RANGE_J = { min: 5_000, max: 50_000 } as const;

/**
 * CP and W′ for a rider's W′ balance, from their best power curve over a period (docs/science.md, "W′ balance"):
 * the 2-parameter fit ({@link fitCriticalPower2p}) over the 3–20 min points, accepted only when it rests on at least
 * 3 efforts including one of 12 min or more (the classic 3/12-min protocol spans that range), fits them within 10 %
 * of CP (RMSE), gives a W′ of 5–50 kJ, and — when the rider's FTP is known — a CP of at least 90 % of it (CP sits
 * at or a little above FTP; far below means the period holds no maximal efforts). Otherwise the reason.
 */
export function riderCriticalPower(
  curve: PowerCurveLike,
  opts: { referenceFtpW?: number | null } = {},
): RiderCriticalPower {
  const { t } = pointsInRange(curve, 180, 1200);
  if (t.length < 3 || Math.max(...t) < 720) return { ok: false, reason: 'too_few_efforts' };
  const fit = fitCriticalPower2p(curve, { minS: 180, maxS: 1200 });
  if (!fit || fit.rmseW > 0.1 * fit.cpW) return { ok: false, reason: 'poor_fit' };
  if (fit.wPrimeJ < RIDER_W_PRIME_RANGE_J.min || fit.wPrimeJ > RIDER_W_PRIME_RANGE_J.max)
    return { ok: false, reason: 'w_prime_out_of_range' };
  const ftp = opts.referenceFtpW;
  if (ftp != null && ftp > 0 && fit.cpW < 0.9 * ftp) return { ok: false, reason: 'below_ftp' };
  return { ok: true, fit };
}
