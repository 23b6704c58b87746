/** Named riders and their plans, shared by the adaptation tests. */
import type { SessionAt } from '../../src/adapt/types.ts';
import { generatePlan } from '../../src/plan/generate-plan.ts';
import type { Plan, PlanInput, PlannedRide } from '../../src/plan/types.ts';
import { testCatalog } from './catalog.ts';

/** Intermediate climber, 6 h over Tue/Thu/Fri/Sat/Sun, FTP known, from Monday 1 June 2026, 12 weeks. */
export const club: PlanInput = {
  goal: 'climbing',
  level: 'intermediate',
  age: 38,
  ftpW: 240,
  weeklyHours: 6,
  availability: [
    { day: 'tue', maxDurationS: 5400 },
    { day: 'thu', maxDurationS: 5400 },
    { day: 'fri', maxDurationS: 3600 },
    { day: 'sat', maxDurationS: 4 * 3600 },
    { day: 'sun', maxDurationS: 3 * 3600 },
  ],
  startDate: '2026-06-01',
  weeks: 12,
  load: { ctl: 45, atl: 45 },
};

export const clubPlan: Plan = generatePlan(club, testCatalog);

export function sessionsOf(plan: Plan): SessionAt[] {
  return plan.weeks.flatMap((w) =>
    w.days.flatMap((d) => d.sessions.map((session) => ({ date: d.date, session }))),
  );
}

/** The first hard (key) session on or after `date`. */
export function firstKeyFrom(plan: Plan, date: string): SessionAt & { session: PlannedRide } {
  const hit = sessionsOf(plan).find(
    (s) => s.date >= date && s.session.kind === 'ride' && s.session.role === 'key',
  );
  if (!hit) throw new Error(`no key session from ${date}`);
  return hit as SessionAt & { session: PlannedRide };
}

/** The days of the plan as `date: workoutId…` lines (compact, for readable assertions). */
export function daysOf(plan: Plan, from: string, to: string): string[] {
  return plan.weeks
    .flatMap((w) => w.days)
    .filter((d) => d.date >= from && d.date <= to)
    .map((d) => `${d.date}: ${d.sessions.map((s) => s.workoutId).join(' ')}`.trim());
}
