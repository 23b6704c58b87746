/** Issue #17's return and rider rules over random riders (fast-check): what each rule promises whatever the plan. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges } from '../src/adapt/apply.ts';
import { ftpChange } from '../src/adapt/ftp.ts';
import { ftpCheckChanges } from '../src/adapt/ftp-check.ts';
import { illnessReturnChanges } from '../src/adapt/illness-return.ts';
import { levelsAfterFtpChanges } from '../src/adapt/level-resets.ts';
import { missedTrainingChanges } from '../src/adapt/missed.ts';
import { isHardSession, planDays } from '../src/adapt/plan-query.ts';
import { unavailableChanges } from '../src/adapt/unavailable.ts';
import { addDays, daysBetween } from '../src/calendar/days.ts';
import { matchRides } from '../src/compliance/match.ts';
import type { RideRecord } from '../src/compliance/types.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { planEvents } from '../src/plan/layout.ts';
import type { Plan } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { riderArb } from './support/riders.ts';

const ride = (date: string, durationS = 3600): RideRecord => ({ id: date, date, durationS, tss: 50 });
const aDates = (plan: Plan) =>
  planEvents(plan.input)
    .filter((e) => e.priority === 'A')
    .map((e) => e.date);
const dayAt = (plan: Plan, n: number) => {
  const days = planDays(plan);
  return days[Math.min(n, days.length - 1)]!.date;
};
const RUNS = { numRuns: 40 };

describe('issue #17 rules over random riders', () => {
  it('a step back keeps the specialty block before an A event, puts no test in its last three weeks and no recovery week right after the return', () => {
    const withA = riderArb.filter(
      (r) => r.ftpW != null && (r.event?.priority === 'A' || (r.events ?? []).length > 0),
    );
    fc.assert(
      fc.property(withA, fc.nat(300), fc.integer({ min: 11, max: 30 }), (input, shift, gap) => {
        const plan = generatePlan(input, testCatalog);
        const today = dayAt(plan, shift);
        const rides = [ride(addDays(today, -gap - 1)), ride(today)];
        const changes = missedTrainingChanges(plan, {
          today,
          rides,
          match: matchRides(plan, rides, today),
          catalog: testCatalog,
          history: [],
        });
        const after = applyChanges(plan, changes);
        const c = Math.floor(daysBetween(plan.input.startDate, today) / 7);
        const specialtyAhead = (p: Plan) => {
          const taper = p.weeks.findIndex((w) => w.phase === 'taper');
          return p.weeks.filter(
            (w) => w.index >= c && (taper < 0 || w.index < taper) && w.phase === 'specialty',
          ).length;
        };
        expect(specialtyAhead(after)).toBe(specialtyAhead(plan));
        expect(aDates(after)).toEqual(aDates(plan));
        for (const d of planDays(after)) {
          if (
            daysBetween(today, d.date) < 0 ||
            !d.sessions.some((s) => s.kind === 'ride' && s.role === 'test')
          )
            continue;
          for (const a of aDates(after))
            expect(daysBetween(d.date, a) > 21 || daysBetween(d.date, a) < 0).toBe(true);
        }
        for (const w of after.weeks.filter((x) => x.index >= c))
          if (daysBetween(w.startDate, addDays(today, 7)) >= 0) expect(w.recovery).toBe(false);
      }),
      RUNS,
    );
  }, 180_000);

  it('after ≥ 3 days ill the next two planned riding days hold no hard session, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(
        riderArb,
        fc.nat(200),
        fc.integer({ min: 3, max: 8 }),
        fc.nat(3),
        (input, shift, len, late) => {
          const plan = generatePlan(input, testCatalog);
          const from = dayAt(plan, shift);
          const range = { from, to: addDays(from, len - 1), reason: 'illness' as const };
          const marked = unavailableChanges(plan, range, from);
          const ill = applyChanges(plan, marked);
          const today = addDays(range.to, late);
          const ctx = { today, rides: [], catalog: testCatalog, history: marked, unavailable: [range] };
          const changes = illnessReturnChanges(ill, ctx);
          const after = applyChanges(ill, changes);
          const next = planDays(after)
            .filter(
              (d) =>
                daysBetween(range.to, d.date) > 0 &&
                daysBetween(today, d.date) >= 0 &&
                d.sessions.some((s) => s.kind === 'ride'),
            )
            .slice(0, 2);
          for (const d of next) expect(d.sessions.some(isHardSession)).toBe(false);
          expect(illnessReturnChanges(after, { ...ctx, history: [...marked, ...changes] })).toEqual([]);
          // the rider removed the range: its changes on past days stay in the history, but nothing is eased
          expect(illnessReturnChanges(ill, { ...ctx, unavailable: [] })).toEqual([]);
        },
      ),
      RUNS,
    );
  }, 180_000);

  it('levels fall after an FTP rise (at most 2) and rise at most 1 after a fall, from tomorrow, as swaps that apply', () => {
    fc.assert(
      fc.property(
        riderArb.filter((r) => r.ftpW != null),
        fc.nat(200),
        fc.integer({ min: -30, max: 30 }),
        (input, shift, pct) => {
          const plan = generatePlan(input, testCatalog);
          const today = dayAt(plan, shift);
          const change = ftpChange(plan, (input.ftpW! * (100 + pct)) / 100, 'test', today);
          if (!change) return;
          const levels = levelsAfterFtpChanges(plan, change, testCatalog);
          for (const c of levels) {
            const delta = c.to.level - c.from.level;
            if (change.to.ftpW > change.from.ftpW!) expect(delta).toBeLessThan(0);
            else expect(delta).toBeGreaterThan(0);
            expect(delta).toBeGreaterThanOrEqual(-2);
            expect(delta).toBeLessThanOrEqual(1);
            for (const s of c.swaps) expect(daysBetween(today, s.from.date)).toBeGreaterThan(0);
          }
          if (Math.abs(pct) < 2) expect(levels).toEqual([]);
          applyChanges(applyChanges(plan, [change]), levels);
        },
      ),
      RUNS,
    );
  }, 180_000);

  it('an FTP check after three workouts too hard goes within a week, clear of A events by three weeks and 48 h from hard days', () => {
    fc.assert(
      fc.property(riderArb, fc.nat(300), (input, shift) => {
        const plan = generatePlan(input, testCatalog);
        const today = dayAt(plan, shift);
        // The rider rode every planned ride of the last 10 days and found each too hard.
        const ridden = planDays(plan).filter(
          (d) =>
            daysBetween(d.date, today) >= 0 &&
            daysBetween(d.date, today) < 10 &&
            d.sessions.some((s) => s.kind === 'ride'),
        );
        const rides = ridden.map((d) =>
          ride(
            d.date,
            d.sessions.reduce((t, s) => t + s.durationS, 0),
          ),
        );
        const feedback = rides.map((r) => ({ rideId: r.id, feel: 'tooHard' as const }));
        const changes = ftpCheckChanges(plan, {
          today,
          match: matchRides(plan, rides, today),
          feedback,
          catalog: testCatalog,
          history: [],
        });
        for (const c of changes) {
          if (c.kind !== 'replace') continue;
          const date = c.to.date;
          expect(daysBetween(today, date)).toBeGreaterThan(0);
          expect(daysBetween(today, date)).toBeLessThanOrEqual(7);
          for (const a of aDates(plan))
            expect(daysBetween(date, a) > 21 || daysBetween(date, a) < 0).toBe(true);
          const after = applyChanges(plan, [c]);
          for (const k of [-1, 1]) {
            const near = planDays(after).find((d) => d.date === addDays(date, k));
            expect(near?.sessions.some(isHardSession) ?? false).toBe(false);
          }
        }
      }),
      RUNS,
    );
  }, 180_000);
});
