import { fitCriticalPower2p } from './critical-power.ts';
import { bestEfforts, curveValueAt, type PowerCurveLike } from './power-curve.ts';

/** FTP from a 20-minute all-out test: 0.95 × best 20-min power (Coggan/Allen; Zwift, TrainerRoad). */
export function ftpFrom20Min(best20MinW: number): number {
  return 0.95 * best20MinW;
}

/**
 * FTP from a ramp test: 0.75 × best 1-minute power (TrainerRoad ramp test). TrainerRoad lowers the result
 * slightly when the rider finished above the final-minute target; that refinement is not applied here.
 */
export function ftpFromRamp(best1MinW: number): number {
  return 0.75 * best1MinW;
}

/** FTP from an 8-minute test: 0.90 × mean of the two 8-min efforts (CTS convention). */
export function ftpFrom8Min(mean8MinW: number): number {
  return 0.9 * mean8MinW;
}

/**
 * FTP as critical power of a 2-parameter fit over 3–20 min efforts ({@link fitCriticalPower2p}). CP sits a few
 * per cent above a 60-min FTP for most riders; we report it as is and say so where it is shown.
 * Null when the curve has no usable efforts in that range.
 */
export function ftpFromCriticalPower(curve: PowerCurveLike): number | null {
  return fitCriticalPower2p(curve, { minS: 180, maxS: 1200 })?.cpW ?? null;
}

export interface FtpEstimate {
  ftpW: number;
  method: 'best20min' | 'criticalPower';
  /** The power the estimate is derived from: best 20-min power, or CP. */
  basisW: number;
}

/** Plausible W′ for a fit to be trusted as an FTP estimate, J (trained cyclists are ~10–30 kJ). */
const W_PRIME_PLAUSIBLE_J = { min: 5_000, max: 60_000 } as const;

/**
 * Best documented FTP estimate from one ride's power curve, or null when the ride holds no hard enough effort.
 * A ride can only show that FTP is *at least* something, so:
 * 1. `best20min`: 0.95 × best 20-min power, when the ride lasted 20 min;
 * 2. otherwise `criticalPower`: CP of a 2-parameter fit on the 3–20 min efforts, when W′ is plausible (5–60 kJ).
 * "Hard enough": the estimate reaches `minFractionOfCurrent` (default 0.9) of the rider's current FTP when it is
 * known — an easy ride says nothing about threshold. Without a current FTP any estimate is returned.
 */
export function estimateFtpFromCurve(
  curve: PowerCurveLike,
  opts: { currentFtpW?: number | null; minFractionOfCurrent?: number } = {},
): FtpEstimate | null {
  let estimate: FtpEstimate | null = null;
  const p20 = curveValueAt(curve, 1200);
  if (p20 != null && p20 > 0) {
    estimate = { ftpW: ftpFrom20Min(p20), method: 'best20min', basisW: p20 };
  } else {
    const fit = fitCriticalPower2p(curve, { minS: 180, maxS: 1200 });
    if (fit && fit.wPrimeJ >= W_PRIME_PLAUSIBLE_J.min && fit.wPrimeJ <= W_PRIME_PLAUSIBLE_J.max) {
      estimate = { ftpW: fit.cpW, method: 'criticalPower', basisW: fit.cpW };
    }
  }
  if (!estimate) return null;
  const current = opts.currentFtpW;
  if (current != null && current > 0 && estimate.ftpW < (opts.minFractionOfCurrent ?? 0.9) * current)
    return null;
  return estimate;
}

/**
 * Highest Intensity Factor a ride of {@link LONG_RIDE_S} or more can have at a right FTP. Allen & Coggan's table of
 * typical IF (Training and Racing with a Power Meter, 2nd ed., 2010): 0.95–1.05 for 40-km time trials and road
 * races, 1.05–1.15 only for short (≈15-km, 20–25 min) time trials and track points races, above 1.15 only for
 * efforts of a few minutes (prologue, pursuit, miss-and-out). FTP is by definition about the power held for an hour.
 */
export const MAX_PLAUSIBLE_IF = 1.15;
/** "Long" for {@link MAX_PLAUSIBLE_IF}: 30 min of riding, beyond every event the table puts above 1.05–1.15. */
export const LONG_RIDE_S = 1800;

/**
 * True when a ride's IF is beyond what its length allows ({@link MAX_PLAUSIBLE_IF} on a ride of at least
 * {@link LONG_RIDE_S}): the FTP it was scored with is too low (a guess, or an old value), not the rider superhuman.
 */
export function intensityBeyondFtp(intensityFactor: number | null, movingS: number | null): boolean {
  return (
    intensityFactor != null && movingS != null && movingS >= LONG_RIDE_S && intensityFactor > MAX_PLAUSIBLE_IF
  );
}

/**
 * The field tests a ride can be declared as, with the effort each one reads and its factor:
 * ramp = 0.75 × best 1 min ({@link ftpFromRamp}), 20-minute = 0.95 × best 20 min ({@link ftpFrom20Min}),
 * 8-minute = 0.90 × the mean of the two best 8-minute efforts ({@link ftpFrom8Min}).
 */
export const FTP_TEST_PROTOCOLS = {
  ramp: { durationS: 60, efforts: 1, factor: 0.75, ftp: ftpFromRamp },
  '20min': { durationS: 1200, efforts: 1, factor: 0.95, ftp: ftpFrom20Min },
  '8min': { durationS: 480, efforts: 2, factor: 0.9, ftp: ftpFrom8Min },
} as const;
export type FtpTestProtocol = keyof typeof FTP_TEST_PROTOCOLS;
export const FTP_TEST_PROTOCOL_NAMES = Object.keys(FTP_TEST_PROTOCOLS) as FtpTestProtocol[];

export interface FtpTestResult {
  protocol: FtpTestProtocol;
  ftpW: number;
  /** Mean power of the effort(s) the protocol reads. */
  basisW: number;
  factor: number;
  durationS: number;
  /** Where each effort starts (riding-second index) and its mean power, in time order. */
  efforts: { startIndex: number; watts: number }[];
}

/**
 * FTP from a ride declared as a field test: finds the protocol's effort(s) in the 1 Hz riding power
 * ({@link bestEfforts}: the best window, and for the 8-minute test the best one that does not overlap it) and applies
 * the protocol's factor. Null when the ride is too short to hold them or has no power.
 */
export function ftpFromTest(protocol: FtpTestProtocol, power: ArrayLike<number>): FtpTestResult | null {
  const spec = FTP_TEST_PROTOCOLS[protocol];
  const efforts = bestEfforts(power, spec.durationS, spec.efforts);
  if (efforts.length < spec.efforts) return null;
  const basisW = efforts.reduce((sum, e) => sum + e.watts, 0) / efforts.length;
  if (!(basisW > 0)) return null;
  return {
    protocol,
    ftpW: spec.ftp(basisW),
    basisW,
    factor: spec.factor,
    durationS: spec.durationS,
    efforts,
  };
}
