import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayIndex } from '../src/calendar/days.ts';
import { calendarWeekOf, calendarWeeks } from '../src/plan/calendar-weeks.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { testCatalog } from './support/catalog.ts';
import { club } from './support/plans.ts';
import { riderArb } from './support/riders.ts';

describe('the plan by calendar week (Monday–Sunday, as the calendar shows it)', () => {
  it('a 12-week plan from a Friday: a Fri–Sun week, then Monday to Sunday, the last one ending on its last day', () => {
    const plan = generatePlan({ ...club, startDate: '2026-06-05' }, testCatalog);
    const weeks = calendarWeeks(plan);
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toMatchObject({ monday: '2026-06-01', startDate: '2026-06-05', endDate: '2026-06-07' });
    expect(weeks[1]).toMatchObject({ monday: '2026-06-08', startDate: '2026-06-08', endDate: '2026-06-14' });
    expect(weeks.at(-1)!.endDate).toBe(plan.weeks.at(-1)!.days.at(-1)!.date);
    // Mon–Thu of training week 1 and Fri–Sun of week 2: the week leans to the first (four days)
    expect(weeks[1]!.planWeek).toBe(0);
    expect(weeks[0]!.planWeek).toBe(0);
    expect(weeks[2]!.planWeek).toBe(1);
    expect(calendarWeekOf(weeks, '2026-06-10')?.index).toBe(1);
    expect(calendarWeekOf(weeks, '2026-05-28')).toBeNull();
  });

  it('for any rider: every plan day in exactly one week, weeks within Monday–Sunday, totals adding up to the plan’s', () => {
    fc.assert(
      fc.property(riderArb, (input) => {
        const plan = generatePlan(input, testCatalog);
        const weeks = calendarWeeks(plan);
        const planDays = plan.weeks.flatMap((w) => w.days.map((d) => d.date));
        expect(weeks.flatMap((w) => w.days.map((d) => d.date))).toEqual(planDays);
        for (const w of weeks) {
          expect(weekdayIndex(w.monday)).toBe(0);
          expect(w.days.length).toBeLessThanOrEqual(7);
          expect(w.days.every((d) => d.date >= w.monday)).toBe(true);
        }
        const sum = (xs: readonly number[]) => xs.reduce((t, x) => t + x, 0);
        expect(sum(weeks.map((w) => w.plannedDurationS))).toBe(
          sum(plan.weeks.map((w) => w.plannedDurationS)),
        );
        expect(sum(weeks.map((w) => w.plannedTss))).toBeCloseTo(sum(plan.weeks.map((w) => w.plannedTss)), 0);
      }),
      { numRuns: 25 },
    );
  });
});
