/**
 * Planned vs done for one session. Each part is an agreement 0–1: a ratio done/planned counts in full from 100 % to
 * 120 % (a little extra is still the session), falls linearly below 100 % and above 120 % (0 at twice the plan);
 * time in zone agrees by the overlap of the two zone distributions (1 − half the sum of absolute differences).
 * Weights: TSS 0.4, duration 0.3, zones 0.3, shared among the parts both sides have. Completed ≥ 0.8, partial
 * ≥ 0.4, else missed — bands in the spirit of TrainingPeaks' green/yellow/red compliance (our numbers).
 *
 * A ride can also count as the session because it did what the session is for, whatever else it did: riders ride
 * long and unplanned on a planned day (a 3.5-h group ride on a 2-h endurance day) and the score alone, which
 * punishes doing much more than planned, would call that session missed (TrainerRoad counts outdoor and unplanned
 * rides [T8]; riders ask for it, coaching.md §2 item 4). `purposeCoverage` says how much of the purpose was done:
 * - an endurance or long ride is for its time: ridden time / planned time;
 * - a tempo or hard session is for its work in the upper zones: for every zone from Z3 up in which the plan holds at
 *   least a minute, the ride's time at or above that zone over the plan's (harder riding covers easier), the least of
 *   them — known only when both sides have time in zones;
 * - a recovery ride, a race opener and an FTP test are judged by the score alone (being easy, being short and sharp,
 *   the test's protocol are their point, not their time).
 * Covering at least 80 % of the purpose makes the session at least partial, covering all of it completed (our
 * numbers: 80 % is where the score's own "completed" band starts).
 */
import { secondsFromZone } from './ride-intensity.ts';
import type { ComplianceScore, ComplianceStatus, PlannedTarget, RideRecord } from './types.ts';

export const COMPLETED_FROM = 0.8;
export const PARTIAL_FROM = 0.4;
const WEIGHTS = { tss: 0.4, duration: 0.3, zones: 0.3 } as const;
/** Share of a session's purpose a ride must cover to count as it (partial), and to count as done (completed). */
export const COVERS_PARTIAL_FROM = 0.8;
export const COVERS_COMPLETED_FROM = 1;
/** Upper zones a hard session is judged on: Z3 (index 2) and up, where the plan holds at least a minute. */
const WORK_ZONES_FROM = 2;
const WORK_ZONE_MIN_S = 60;

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

const RANK: Readonly<Record<ComplianceStatus, number>> = { missed: 0, partial: 1, completed: 2 };

/** 0 missed, 1 partial, 2 completed: how matchings compare. */
export function statusRank(status: ComplianceStatus): number {
  return RANK[status];
}

/** Share of the session's purpose the ride covered (≥ 0, may pass 1), or null when it cannot be told. */
export function purposeCoverage(planned: PlannedTarget, ride: RideRecord): number | null {
  if (planned.purpose === 'volume') return planned.durationS > 0 ? ride.durationS / planned.durationS : null;
  if (planned.purpose !== 'intensity' || !planned.timeInZonesS || !ride.timeInZonesS) return null;
  let least: number | null = null;
  for (let z = WORK_ZONES_FROM; z < planned.timeInZonesS.length; z++) {
    const want = secondsFromZone(planned.timeInZonesS, z);
    if (want < WORK_ZONE_MIN_S) continue;
    const share = secondsFromZone(ride.timeInZonesS, z) / want;
    least = least === null ? share : Math.min(least, share);
  }
  return least;
}

function coveredStatus(coverage: number | null): ComplianceStatus {
  if (coverage === null) return 'missed';
  return coverage >= COVERS_COMPLETED_FROM
    ? 'completed'
    : coverage >= COVERS_PARTIAL_FROM
      ? 'partial'
      : 'missed';
}

/**
 * How well `ride` did the planned session; no ride → missed with score 0. The status is the better of the score's
 * and the purpose's (`purposeCoverage`); the score stays the plain agreement, so a long ride that counts as the
 * session still shows how far from the plan it was.
 */
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
  const byScore = statusOf(score);
  const byPurpose = coveredStatus(purposeCoverage(planned, ride));
  const status = statusRank(byPurpose) > statusRank(byScore) ? byPurpose : byScore;
  return { score, status, duration, tss, zones };
}
