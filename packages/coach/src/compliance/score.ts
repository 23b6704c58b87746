/**
 * Planned vs done for one session. Each part is an agreement 0–1: a ratio done/planned counts in full from 100 % to
 * 120 % (a little extra is still the session), falls linearly below 100 % and above 120 % (0 at twice the plan);
 * time in zone agrees by the overlap of the two zone distributions (1 − half the sum of absolute differences).
 * Weights: TSS 0.4, duration 0.3, zones 0.3, shared among the parts both sides have. Completed ≥ 0.8, partial
 * ≥ 0.4, else missed — bands in the spirit of TrainingPeaks' green/yellow/red compliance (our numbers).
 */
import type { ComplianceScore, ComplianceStatus, PlannedTarget, RideRecord } from './types.ts';

export const COMPLETED_FROM = 0.8;
export const PARTIAL_FROM = 0.4;
const WEIGHTS = { tss: 0.4, duration: 0.3, zones: 0.3 } as const;

/** Agreement of a done/planned ratio. */
export function ratioAgreement(done: number, planned: number): number {
  if (!(planned > 0)) return done > 0 ? 0 : 1;
  const r = done / planned;
  if (r <= 1) return Math.max(0, r);
  if (r <= 1.2) return 1;
  return Math.max(0, 1 - (r - 1.2) / 0.8);
}

/** Overlap of two time-in-zone distributions, 0–1 (null when either has no time). */
export function zoneAgreement(planned: readonly number[], done: readonly number[]): number | null {
  const n = Math.max(planned.length, done.length);
  const p = planned.reduce((s, x) => s + Math.max(0, x), 0);
  const d = done.reduce((s, x) => s + Math.max(0, x), 0);
  if (!(p > 0) || !(d > 0)) return null;
  let diff = 0;
  for (let i = 0; i < n; i++)
    diff += Math.abs(Math.max(0, planned[i] ?? 0) / p - Math.max(0, done[i] ?? 0) / d);
  return 1 - diff / 2;
}

function statusOf(score: number): ComplianceStatus {
  return score >= COMPLETED_FROM ? 'completed' : score >= PARTIAL_FROM ? 'partial' : 'missed';
}

/** How well `ride` did the planned session; no ride → missed with score 0. */
export function scoreCompliance(planned: PlannedTarget, ride: RideRecord | null): ComplianceScore {
  if (!ride) return { score: 0, status: 'missed', duration: 0, tss: null, zones: null };
  const duration = ratioAgreement(ride.durationS, planned.durationS);
  const tss = ride.tss == null ? null : ratioAgreement(ride.tss, planned.tss);
  const zones =
    planned.timeInZonesS && ride.timeInZonesS ? zoneAgreement(planned.timeInZonesS, ride.timeInZonesS) : null;
  let weight = WEIGHTS.duration;
  let sum = WEIGHTS.duration * duration;
  if (tss !== null) {
    weight += WEIGHTS.tss;
    sum += WEIGHTS.tss * tss;
  }
  if (zones !== null) {
    weight += WEIGHTS.zones;
    sum += WEIGHTS.zones * zones;
  }
  const score = Math.round((sum / weight) * 1000) / 1000;
  return { score, status: statusOf(score), duration, tss, zones };
}
