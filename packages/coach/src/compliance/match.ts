/**
 * Ride ↔ planned session matching. On each day, planned rides and ridden rides are paired best score first
 * (ties by uid, then ride id: deterministic); a ride left over is unplanned — it still counts toward the week's load.
 * "Best" is the better status first, then the higher score, so a ride that covers a session's purpose (a long
 * unplanned ride on an endurance day, `purposeCoverage`) is paired with it as the session, not left unplanned beside
 * a shorter ride that scores closer to the plan.
 * A planned ride with no ride is missed once its day is past, and still planned today and later.
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import type { WorkoutZones } from '../plan/catalog.ts';
import { isHardFamily } from '../plan/rules.ts';
import type { Plan, PlannedRide } from '../plan/types.ts';
import { scoreCompliance, statusRank } from './score.ts';
import type {
  ComplianceScore,
  ComplianceStatus,
  PlannedTarget,
  RideRecord,
  SessionPurpose,
} from './types.ts';

export interface SessionOutcome {
  readonly uid: string;
  readonly date: IsoDate;
  readonly status: ComplianceStatus | 'planned';
  readonly rideId: string | null;
  readonly score: ComplianceScore | null;
}

export interface MatchResult {
  /** One per planned ride, in date order. */
  readonly outcomes: readonly SessionOutcome[];
  /** Rides that matched no planned session. */
  readonly unplanned: readonly RideRecord[];
}

export interface MatchOptions {
  /** Pairs the rider set by hand; they win over automatic matching. */
  readonly links?: readonly { readonly uid: string; readonly rideId: string }[];
  /**
   * Planned zones per workout id, when the caller has them (`zonesByWorkout`): compliance then also compares time in
   * zone, and a tempo or hard session can be covered by its upper-zone work (`purposeCoverage`).
   */
  readonly zonesByWorkout?: WorkoutZones;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a planned ride is for: an endurance or long ride its time, a tempo or hard session its upper-zone work; a
 * recovery ride (easy is its point), a race opener and an FTP test are judged by their score alone.
 */
export function sessionPurpose(s: PlannedRide): SessionPurpose | null {
  if (s.role === 'test' || s.role === 'opener' || s.role === 'recovery') return null;
  if (s.role === 'long' || s.family === 'endurance') return 'volume';
  return s.family === 'tempo' || isHardFamily(s.family) ? 'intensity' : null;
}

const better = (a: ComplianceScore, b: ComplianceScore) =>
  statusRank(a.status) - statusRank(b.status) || a.score - b.score;

export function matchRides(
  plan: Plan,
  rides: readonly RideRecord[],
  today: IsoDate,
  options: MatchOptions = {},
): MatchResult {
  const target = (s: PlannedRide): PlannedTarget => ({
    durationS: s.durationS,
    tss: s.tss,
    timeInZonesS: options.zonesByWorkout?.get(s.workoutId) ?? null,
    purpose: sessionPurpose(s),
  });
  const ridesByDate = new Map<IsoDate, RideRecord[]>();
  for (const r of [...rides].sort((a, b) => cmp(a.id, b.id))) {
    ridesByDate.set(r.date, [...(ridesByDate.get(r.date) ?? []), r]);
  }
  const byId = new Map(rides.map((r) => [r.id, r]));
  const linked = new Map(
    (options.links ?? []).filter((l) => byId.has(l.rideId)).map((l) => [l.uid, l.rideId]),
  );
  const used = new Set(linked.values());
  const outcomes: SessionOutcome[] = [];
  for (const day of plan.weeks.flatMap((w) => w.days)) {
    const planned = day.sessions.filter((s): s is PlannedRide => s.kind === 'ride');
    if (planned.length === 0) continue;
    const result = new Map<string, { ride: RideRecord; score: ComplianceScore }>();
    for (const s of planned) {
      const rideId = linked.get(s.uid);
      if (rideId)
        result.set(s.uid, { ride: byId.get(rideId)!, score: scoreCompliance(target(s), byId.get(rideId)!) });
    }
    const free = () => (ridesByDate.get(day.date) ?? []).filter((r) => !used.has(r.id));
    for (;;) {
      let best: { s: PlannedRide; ride: RideRecord; score: ComplianceScore } | null = null;
      for (const s of planned) {
        if (result.has(s.uid)) continue;
        for (const ride of free()) {
          const score = scoreCompliance(target(s), ride);
          if (!best || better(score, best.score) > 0) best = { s, ride, score };
        }
      }
      if (!best) break;
      result.set(best.s.uid, { ride: best.ride, score: best.score });
      used.add(best.ride.id);
    }
    const past = daysBetween(day.date, today) > 0;
    for (const s of planned) {
      const hit = result.get(s.uid);
      outcomes.push({
        uid: s.uid,
        date: day.date,
        status: hit ? hit.score.status : past ? 'missed' : 'planned',
        rideId: hit?.ride.id ?? null,
        score: hit?.score ?? null,
      });
    }
  }
  const unplanned = rides
    .filter((r) => !used.has(r.id))
    .sort((a, b) => cmp(a.date, b.date) || cmp(a.id, b.id));
  return { outcomes, unplanned };
}
