/** Re-planning from today, keeping the past: unit cases and the generation rules over random riders and changes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChange, undoChange } from '../src/adapt/apply.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { isHardSession } from '../src/adapt/plan-query.ts';
import { replanForChanges } from '../src/adapt/replan.ts';
import { addDays, daysBetween, weekdayOf } from '../src/calendar/days.ts';
import { keyFamilies } from '../src/plan/families.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { libraryCatalog } from '../src/plan/library-catalog.ts';
import type { Plan } from '../src/plan/types.ts';
import { PlanInputError } from '../src/plan/validate-input.ts';
import { testCatalog } from './support/catalog.ts';
import { clubPlan, daysOf, sessionsOf } from './support/plans.ts';
import { availabilityArb, riderArb } from './support/riders.ts';

const today = '2026-06-17'; // Wednesday of week 3 (index 2)
const past = (plan: Plan) => daysOf(plan, '2026-06-01', addDays(today, -1));

describe('re-plan from today', () => {
  it('fits new weekly hours from today, keeping the past, the grid and the 48 h rule across the seam', () => {
    const { change, plan } = replanForChanges(clubPlan, testCatalog, {
      today,
      load: { ctl: 47, atl: 52 },
      changes: { weeklyHours: 4 },
    });
    expect(change).toMatchObject({
      kind: 'replan',
      reason: 'replanHours',
      inputs: { weeklyHours: 4, fromDate: today },
    });
    expect(change.from.fromWeek).toBe(2);
    expect(past(plan)).toEqual(past(clubPlan));
    expect(plan.weeks.map((w) => w.startDate)).toEqual(clubPlan.weeks.map((w) => w.startDate));
    expect(plan.input.weeklyHours).toBe(4);
    for (const w of plan.weeks.slice(3)) expect(w.plannedDurationS).toBeLessThanOrEqual(4 * 3600);
    const future = sessionsOf(plan).filter((s) => s.date >= today);
    expect(future.every((s) => s.session.uid.endsWith(`@${today}`))).toBe(true);
    const hard = plan.weeks.flatMap((w) => w.days).filter((d) => d.sessions.some(isHardSession));
    for (let i = 1; i < hard.length; i++)
      expect(daysBetween(hard[i - 1]!.date, hard[i]!.date)).toBeGreaterThanOrEqual(2);
    expect(plan.projection.anchor).toEqual({ date: today, load: { ctl: 47, atl: 52 } });
    expect(plan.projection.tsb[16]).toBe(-5);
    expect(plan.projection.ctl.slice(0, 16)).toEqual(clubPlan.projection.ctl.slice(0, 16));
    expect(explainChange(change, 'en')).toBe(
      'You now have 4 h a week, so we re-planned from Wednesday 17 June to fit them.',
    );
  });

  it('trains for a new goal in the coming weeks, phases kept in place', () => {
    const { plan } = replanForChanges(clubPlan, testCatalog, { today, changes: { goal: 'sprinting' } });
    expect(plan.weeks.map((w) => w.phase)).toEqual(clubPlan.weeks.map((w) => w.phase));
    for (const w of plan.weeks.slice(3).filter((x) => !x.recovery)) {
      const families = w.days
        .flatMap((d) => d.sessions)
        .flatMap((s) => (s.kind === 'ride' && s.role === 'key' ? [s.family] : []));
      const allowed = new Set(
        ['base', 'build', 'specialty'].flatMap((p) =>
          keyFamilies(p as 'base', 'sprinting', 6, 0, 3).concat(
            keyFamilies(p as 'base', 'sprinting', 6, 1, 3),
          ),
        ),
      );
      for (const f of families) expect(allowed.has(f)).toBe(true);
    }
    expect(plan.weeks.at(-2)!.focus.code).toBe('specialtySprinting');
  });

  it('lays the weeks out again for a new A event, and drops the taper when the event goes', () => {
    const withEvent = replanForChanges(clubPlan, testCatalog, {
      today,
      changes: { event: { date: '2026-09-19', priority: 'A' } },
    });
    expect(withEvent.change.reason).toBe('replanEvent');
    expect(withEvent.plan.weeks).toHaveLength(16);
    expect(withEvent.plan.weeks.at(-1)!.days.find((d) => d.date === '2026-09-19')?.event?.priority).toBe('A');
    expect(withEvent.plan.weeks.at(-1)!.phase).toBe('taper');
    expect(explainChange(withEvent.change, 'es')).toBe(
      'Tu evento ahora es el sábado 19 de septiembre, así que rehicimos el plan desde el miércoles 17 de junio para construir, llegar al pico y hacer la puesta a punto.',
    );
    const without = replanForChanges(withEvent.plan, testCatalog, {
      today: '2026-06-24',
      changes: { event: null },
    });
    expect(without.change.reason).toBe('replanNoEvent');
    expect(without.plan.weeks.some((w) => w.phase === 'taper')).toBe(false);
    expect(without.plan.weeks).toHaveLength(16);
  });

  it('takes several events: named by the last A, each A tapered, the plan ending on it; removing them all drops the taper', () => {
    const events = [
      { date: '2026-07-26', priority: 'B' as const },
      { date: '2026-08-16', priority: 'A' as const },
      { date: '2026-09-20', priority: 'A' as const },
    ];
    const withEvents = replanForChanges(clubPlan, testCatalog, { today, changes: { events } });
    expect(withEvents.change.reason).toBe('replanEvent');
    expect(explainChange(withEvents.change, 'en')).toContain('Your event is now on Sunday 20 September');
    const days = withEvents.plan.weeks.flatMap((w) => w.days);
    expect(days.filter((d) => d.event).map((d) => `${d.date}${d.event!.priority}`)).toEqual([
      '2026-07-26B',
      '2026-08-16A',
      '2026-09-20A',
    ]);
    for (const a of ['2026-08-16', '2026-09-20'])
      expect(days.find((d) => d.date === addDays(a, -3))?.taper).toBe(true);
    expect(days.at(-1)!.date >= '2026-09-20').toBe(true);
    expect(days.filter((d) => d.date > '2026-09-20').every((d) => d.sessions.length === 0)).toBe(true);
    const none = replanForChanges(withEvents.plan, testCatalog, {
      today: '2026-06-24',
      changes: { events: [] },
    });
    expect(none.change.reason).toBe('replanNoEvent');
    expect(none.plan.weeks.some((w) => w.phase === 'taper')).toBe(false);
  });

  it('rides only on the new days from today', () => {
    const availability = [
      { day: 'mon' as const, maxDurationS: 5400 },
      { day: 'wed' as const, maxDurationS: 5400 },
      { day: 'sat' as const, maxDurationS: 14400 },
    ];
    const { change, plan } = replanForChanges(clubPlan, testCatalog, { today, changes: { availability } });
    expect(change.reason).toBe('replanDays');
    for (const s of sessionsOf(plan).filter((x) => x.date >= today))
      expect(['mon', 'wed', 'sat']).toContain(weekdayOf(s.date));
    expect(explainChange(change, 'pt')).toBe(
      'Agora você pedala segunda-feira, quarta-feira e sábado, então refizemos o plano a partir de 17 de junho (quarta-feira) em torno desses dias.',
    );
  });

  it('refuses a plan that would end before today or an event in the past', () => {
    expect(() => replanForChanges(clubPlan, testCatalog, { today, changes: { weeks: 2 } })).toThrow(
      PlanInputError,
    );
    try {
      replanForChanges(clubPlan, testCatalog, {
        today,
        changes: { event: { date: '2026-06-10', priority: 'A' } },
      });
      expect.unreachable();
    } catch (error) {
      expect((error as PlanInputError).issues.map((i) => i.field)).toContain('event.date');
    }
  });

  it('is undone from the undo day on; the days already past stay', () => {
    const { change, plan } = replanForChanges(clubPlan, testCatalog, { today, changes: { weeklyHours: 9 } });
    const later = '2026-06-20';
    const undo = undoChange(plan, change, later);
    if (!undo.ok) throw new Error(undo.reason);
    const back = applyChange(plan, undo.change);
    expect(daysOf(back, '2026-06-01', addDays(later, -1))).toEqual(
      daysOf(plan, '2026-06-01', addDays(later, -1)),
    );
    expect(daysOf(back, later, '2026-08-23')).toEqual(daysOf(clubPlan, later, '2026-08-23'));
    expect(back.input.weeklyHours).toBe(6);
  });

  it('keeps the generation rules from today on, over random riders and changes (library)', () => {
    const catalog = libraryCatalog();
    const change = fc.oneof(
      fc.record({ weeklyHours: fc.integer({ min: 4, max: 60 }).map((q) => q / 4) }),
      fc.record({ availability: availabilityArb }),
      fc.record({
        goal: fc.constantFrom('climbing', 'sprinting', 'endurance', 'timeTrial', 'generalFitness' as const),
      }),
    );
    fc.assert(
      fc.property(riderArb, fc.nat(400), change, (input, dayShift, changes) => {
        const plan = generatePlan(input, catalog);
        const days = plan.weeks.flatMap((w) => w.days);
        const day = days[Math.min(dayShift, days.length - 1)]!.date;
        let result: ReturnType<typeof replanForChanges>;
        try {
          result = replanForChanges(plan, catalog, { today: day, changes });
        } catch (error) {
          if (error instanceof PlanInputError) return;
          throw error;
        }
        const after = result.plan;
        const hours = after.input.weeklyHours;
        const caps = new Map(after.input.availability.map((a) => [a.day, a.maxDurationS]));
        expect(daysOf(after, input.startDate, addDays(day, -1))).toEqual(
          daysOf(plan, input.startDate, addDays(day, -1)),
        );
        for (const d of after.weeks.flatMap((w) => w.days).filter((x) => x.date >= day)) {
          const duration = d.sessions.reduce((t, s) => t + s.durationS, 0);
          if (duration > 0) expect(duration).toBeLessThanOrEqual(caps.get(weekdayOf(d.date)) ?? 0);
        }
        for (const w of after.weeks.filter((x) => x.startDate > day)) {
          expect(w.plannedDurationS).toBeLessThanOrEqual(hours * 3600);
          expect(w.days.some((d) => d.sessions.length === 0)).toBe(true);
        }
        const hard = after.weeks.flatMap((w) => w.days).filter((d) => d.sessions.some(isHardSession));
        for (let i = 1; i < hard.length; i++) {
          if (hard[i]!.date >= day)
            expect(daysBetween(hard[i - 1]!.date, hard[i]!.date)).toBeGreaterThanOrEqual(2);
        }
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
