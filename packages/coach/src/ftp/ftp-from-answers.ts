/**
 * The first FTP of a rider who does not know theirs: "estimate from your answers" (experience level × body weight).
 * A coaching rule, so it lives here; the contract re-exports the tables for the API's documentation.
 */
import { isHumanWeight, weightKg } from '@domestique/science';

/** W/kg behind the "estimate from your answers" FTP, by experience level (a conservative mid-band of Coggan's table). */
export const ONBOARDING_FTP_W_PER_KG = {
  beginner: 2.0,
  intermediate: 2.8,
  advanced: 3.5,
  elite: 4.3,
} as const;

/**
 * Bounds of the "estimate from your answers", W: W/kg × weight is a fair first guess for riders of ordinary build, not
 * at the edges of the weight range (4.3 W/kg × 300 kg would claim a world-record 1,290 W). Never above 400 W (a strong
 * professional's FTP) nor below 50 W.
 */
export const ONBOARDING_FTP_BOUNDS_W = { min: 50, max: 400 } as const;

/** What the FTP rules need of the rider's profile (the server's profile facts carry more). */
export interface RiderFtpFacts {
  /** The FTP typed in the profile (before the FTP history existed), if any. */
  ftp: number | null;
  weight: number;
  weightUnit: string;
  experienceLevel: string;
}

/**
 * "Estimate from your answers" for a rider who does not know their FTP: W/kg typical of the experience level
 * ({@link ONBOARDING_FTP_W_PER_KG}) × body weight, rounded to 5 W, within {@link ONBOARDING_FTP_BOUNDS_W}. None for
 * a weight outside the human bounds (a profile saved before they existed: 1,000 kg would otherwise give 1,270 W).
 * Shown labelled as an estimate and replaced by the first accepted ride estimate or test.
 */
export function ftpFromAnswers(rider: RiderFtpFacts): number | null {
  const perKg = ONBOARDING_FTP_W_PER_KG[rider.experienceLevel as keyof typeof ONBOARDING_FTP_W_PER_KG];
  if (!perKg || !isHumanWeight(rider.weight, rider.weightUnit)) return null;
  const watts = Math.round((perKg * weightKg(rider.weight, rider.weightUnit)) / 5) * 5;
  return Math.min(ONBOARDING_FTP_BOUNDS_W.max, Math.max(ONBOARDING_FTP_BOUNDS_W.min, watts));
}
