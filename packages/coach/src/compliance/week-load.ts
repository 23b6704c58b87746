/**
 * Planned vs done for one plan week, as the plan overview shows it. The plan's planned TSS and time include its
 * strength sessions (their session-RPE estimate, `strengthSessionLoad`), and the rider's actual CTL/ATL counts logged
 * strength too, so "done" does the same: every cycling ride and every strength log of the week, planned or not.
 * The completed / partial / missed counts are over every session of the week, rides and strength alike, from the
 * same matchings the calendar's statuses come from (`matchRides`, `matchStrength`).
 */
import type { Plan, PlanDay, PlanWeek } from '../plan/types.ts';
import type { MatchResult } from './match.ts';
import type { StrengthMatch } from './strength.ts';
import type { RideRecord } from './types.ts';

export interface WeekLoad {
  /** The plan's, strength included. */
  readonly plannedTss: number;
  readonly plannedDurationS: number;
  /** Every ride and strength log of the week, planned or not. */
  readonly doneTss: number;
  readonly doneDurationS: number;
  /** Of `doneTss`, what matched no planned session (rides and strength logs). */
  readonly unplannedTss: number;
  /** Sessions (rides and strength) by status; sessions still ahead are in none of them. */
  readonly completed: number;
  readonly partial: number;
  readonly missed: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The week's planned sessions, rides and strength; a rest day holds none. It is what completed / partial / missed are
 * out of: the matchings give each of these sessions exactly one status, and sessions taken off the plan (skipped,
 * moved away) are no longer on its days, so they are in neither.
 */
export function weekSessionCount(week: Pick<PlanWeek, 'days'>): number {
  return week.days.reduce((n, d) => n + d.sessions.length, 0);
}

export function weekLoad(
  plan: Plan,
  weekIndex: number,
  rides: readonly RideRecord[],
  match: MatchResult,
  strength: StrengthMatch,
): WeekLoad {
  const week = plan.weeks[weekIndex]!;
  const load = daysLoad(week.days, rides, match, strength);
  return { ...load, plannedTss: week.plannedTss, plannedDurationS: week.plannedDurationS };
}

/**
 * Planned vs done over any run of the plan's days — a calendar week (Monday–Sunday, `calendarWeeks`) as the overview
 * shows it — by the same rules as `weekLoad`.
 */
export function daysLoad(
  days: readonly PlanDay[],
  rides: readonly RideRecord[],
  match: MatchResult,
  strength: StrengthMatch,
): WeekLoad {
  const week = {
    plannedTss: round1(days.reduce((t, d) => t + d.sessions.reduce((u, s) => u + s.tss, 0), 0)),
    plannedDurationS: days.reduce((t, d) => t + d.sessions.reduce((u, s) => u + s.durationS, 0), 0),
  };
  const dates = new Set(days.map((d) => d.date));
  const inWeek = rides.filter((r) => dates.has(r.date));
  const unplannedIds = new Set(match.unplanned.map((r) => r.id));
  const unplannedLogs = strength.unplanned.filter((l) => dates.has(l.date));
  const logs = [
    ...strength.outcomes.flatMap((o) => (o.log && dates.has(o.log.date) ? [o.log] : [])),
    ...unplannedLogs,
  ];
  const statuses = [...match.outcomes, ...strength.outcomes]
    .filter((o) => dates.has(o.date))
    .map((o) => o.status);
  const count = (status: 'completed' | 'partial' | 'missed') => statuses.filter((s) => s === status).length;
  const tssOf = (xs: readonly { tss: number | null }[]) => xs.reduce((t, x) => t + (x.tss ?? 0), 0);
  return {
    plannedTss: week.plannedTss,
    plannedDurationS: week.plannedDurationS,
    doneTss: round1(tssOf(inWeek) + tssOf(logs)),
    doneDurationS: inWeek.reduce((t, r) => t + r.durationS, 0) + logs.reduce((t, l) => t + l.durationS, 0),
    unplannedTss: round1(tssOf(inWeek.filter((r) => unplannedIds.has(r.id))) + tssOf(unplannedLogs)),
    completed: count('completed'),
    partial: count('partial'),
    missed: count('missed'),
  };
}
