import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../src/calendar/days.ts';
import { matchRides } from '../src/compliance/match.ts';
import { matchStrength, type StrengthLogRecord } from '../src/compliance/strength.ts';
import type { RideRecord } from '../src/compliance/types.ts';
import { weekLoad, weekSessionCount } from '../src/compliance/week-load.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import type { Plan, PlannedStrength } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { club } from './support/plans.ts';
import { riderArb } from './support/riders.ts';

/** The club rider with strength: one session a week, on Sundays (7, 14, 21, 28 June). */
const strengthPlan: Plan = generatePlan({ ...club, strength: true, weeks: 4 }, testCatalog);
const strengthDays = strengthPlan.weeks
  .flatMap((w) => w.days)
  .filter((d) => d.sessions.some((s) => s.kind === 'strength'));
const strengthOf = (date: string) =>
  strengthPlan.weeks
    .flatMap((w) => w.days)
    .find((d) => d.date === date)!
    .sessions.find((s): s is PlannedStrength => s.kind === 'strength')!;
const log = (date: string, sessionId: string, tss = 20): StrengthLogRecord => ({
  date,
  sessionId,
  durationS: 1800,
  tss,
});

/** `plan` with a second strength session (`extra`) on `date`, to see how a day's logs are shared out. */
function withSecondSession(plan: Plan, date: string, extra: string): Plan {
  return {
    ...plan,
    weeks: plan.weeks.map((w) => ({
      ...w,
      days: w.days.map((d) => {
        if (d.date !== date) return d;
        const first = d.sessions.find((s): s is PlannedStrength => s.kind === 'strength')!;
        const second: PlannedStrength = { ...first, uid: `${date}#9`, workoutId: extra };
        return { ...d, sessions: [...d.sessions, second] };
      }),
    })),
  };
}

describe('matchStrength', () => {
  it('a log completes its day’s strength session; none is missed once the day is past, planned until then', () => {
    expect(strengthDays.length).toBeGreaterThanOrEqual(2);
    const [first, second] = strengthDays;
    const today = addDays(second!.date, 1);
    const m = matchStrength(strengthPlan, [log(first!.date, 'not-the-planned-one')], today);
    const byDate = new Map(m.outcomes.map((o) => [o.date, o]));
    // a log of another strength session on the day still counts: the rider did strength that day
    expect(byDate.get(first!.date)).toMatchObject({
      status: 'completed',
      log: { sessionId: 'not-the-planned-one' },
    });
    expect(byDate.get(second!.date)).toMatchObject({ status: 'missed', log: null });
    const later = m.outcomes.filter((o) => daysBetween(o.date, today) <= 0);
    expect(later.length).toBeGreaterThan(0);
    for (const o of later) expect(o.status).toBe('planned');
    expect(m.unplanned).toEqual([]);
  });

  it('gives a day’s log to the session it names first, then to any other; one log, one session', () => {
    const day = strengthDays[0]!.date;
    const planned = strengthOf(day).workoutId;
    const plan = withSecondSession(strengthPlan, day, 'strength-core');
    const statusOf = (logs: StrengthLogRecord[]) =>
      matchStrength(plan, logs, addDays(day, 1))
        .outcomes.filter((o) => o.date === day)
        .map((o) => [o.status, o.log?.sessionId ?? null]);
    // the core log goes to the core session even though it came second in the day
    expect(statusOf([log(day, 'strength-core')])).toEqual([
      ['missed', null],
      ['completed', 'strength-core'],
    ]);
    expect(statusOf([log(day, 'elsewhere'), log(day, planned)])).toEqual([
      ['completed', planned],
      ['completed', 'elsewhere'],
    ]);
    // three logs for two sessions: the one left over is unplanned
    const m = matchStrength(plan, [log(day, 'a'), log(day, 'b'), log(day, 'c')], addDays(day, 1));
    expect(m.unplanned.map((l) => l.sessionId)).toEqual(['c']);
  });

  it('on random plans and logs: each log completes at most one session of its own day, the rest are unplanned', () => {
    const strengthRider = riderArb.map((r) => ({ ...r, strength: true }));
    fc.assert(
      fc.property(
        strengthRider,
        fc.array(fc.tuple(fc.nat(400), fc.constantFrom('strength-core', 'strength-hinge', 'other')), {
          maxLength: 40,
        }),
        fc.nat(400),
        (input, picks, todayAt) => {
          const plan = generatePlan(input, testCatalog);
          const days = plan.weeks.flatMap((w) => w.days);
          const start = days[0]!.date;
          const logs = picks.map(([at, id], i) => log(addDays(start, at - 20), id, i));
          const today = addDays(start, todayAt - 20);
          const m = matchStrength(plan, logs, today);
          const completed = m.outcomes.filter((o) => o.status === 'completed');
          expect(new Set(completed.map((o) => o.log)).size).toBe(completed.length);
          expect(completed.length + m.unplanned.length).toBe(logs.length);
          for (const o of m.outcomes) {
            if (o.log) expect(o.log.date).toBe(o.date);
            else expect(o.status).toBe(daysBetween(o.date, today) > 0 ? 'missed' : 'planned');
          }
          // per day: as many done as there are sessions or logs, whichever is fewer
          for (const d of days) {
            const planned = d.sessions.filter((s) => s.kind === 'strength').length;
            const logged = logs.filter((l) => l.date === d.date).length;
            const done = completed.filter((o) => o.date === d.date).length;
            expect(done).toBe(Math.min(planned, logged));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('weekLoad with strength', () => {
  it('counts strength sessions with the rides, and logged strength in the done TSS and time', () => {
    // week 1 with two strength sessions on Sunday 7 June: one logged, one not; today is Monday 8 June
    const sunday = strengthDays[0]!.date;
    const plan = withSecondSession(strengthPlan, sunday, 'strength-core');
    const today = addDays(sunday, 1);
    const rideDay = plan.weeks[0]!.days.find((d) => d.sessions.some((s) => s.kind === 'ride'))!;
    const ride = rideDay.sessions.find((s) => s.kind === 'ride')!;
    const rides: RideRecord[] = [{ id: 'r', date: rideDay.date, durationS: ride.durationS, tss: ride.tss }];
    const noStrengthDay = plan.weeks[0]!.days.find((d) => !d.sessions.some((s) => s.kind === 'strength'))!;
    const logs = [log(sunday, strengthOf(sunday).workoutId, 22), log(noStrengthDay.date, 'extra', 8)];
    const rideMatch = matchRides(plan, rides, today);
    const load = weekLoad(plan, 0, rides, rideMatch, matchStrength(plan, logs, today));
    const without = weekLoad(plan, 0, rides, rideMatch, matchStrength(plan, [], today));
    const rideStatuses = rideMatch.outcomes.filter((o) => o.date < sunday || o.date === sunday);
    const ridesDone = rideStatuses.filter((o) => o.status === 'completed').length;
    const ridesMissed = rideStatuses.filter((o) => o.status === 'missed').length;
    // no logs: both strength sessions missed; with the log: one completed, one missed
    expect([without.completed, without.missed]).toEqual([ridesDone, ridesMissed + 2]);
    expect([load.completed, load.missed]).toEqual([ridesDone + 1, ridesMissed + 1]);
    // both logs count toward what was done; the one on a day with no strength session is unplanned
    expect(load.doneTss).toBeCloseTo(without.doneTss + 30, 6);
    expect(load.doneDurationS).toBe(without.doneDurationS + 3600);
    expect(load.unplannedTss).toBeCloseTo(without.unplannedTss + 8, 6);
    // the plan's own totals include strength (its sessions carry TSS), so done can reach planned
    expect(strengthOf(sunday).tss).toBeGreaterThan(0);
    expect(load.plannedTss).toBe(plan.weeks[0]!.plannedTss);
  });

  it('on random plans: the week’s counts are exactly the statuses of its sessions, rides and strength', () => {
    const strengthRider = riderArb.map((r) => ({ ...r, strength: true }));
    fc.assert(
      fc.property(
        strengthRider,
        fc.array(fc.nat(30), { maxLength: 12 }),
        fc.nat(30),
        (input, at, todayAt) => {
          const plan = generatePlan(input, testCatalog);
          const start = plan.weeks[0]!.startDate;
          const logs = at.map((n, i) => log(addDays(start, n), 'strength-core', i + 0.5));
          const today = addDays(start, todayAt);
          const rideMatch = matchRides(plan, [], today);
          const strength = matchStrength(plan, logs, today);
          for (const w of plan.weeks.slice(0, 5)) {
            // the week's own days: seven, or up to the A event that ends the plan
            const inWeek = (d: string) => w.days.some((x) => x.date === d);
            const statuses = [...rideMatch.outcomes, ...strength.outcomes]
              .filter((o) => inWeek(o.date))
              .map((o) => o.status);
            const load = weekLoad(plan, w.index, [], rideMatch, strength);
            expect(load.completed).toBe(statuses.filter((s) => s === 'completed').length);
            expect(load.missed).toBe(statuses.filter((s) => s === 'missed').length);
            expect(load.partial).toBe(0);
            // "of N": every session of the week has one status, still-planned ones included
            expect(weekSessionCount(w)).toBe(statuses.length);
            const weekLogs = logs.filter((l) => inWeek(l.date));
            expect(load.doneTss).toBeCloseTo(
              Math.round(weekLogs.reduce((t, l) => t + l.tss, 0) * 10) / 10,
              6,
            );
            expect(load.doneDurationS).toBe(weekLogs.length * 1800);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
