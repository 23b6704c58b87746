/** Random riders for property tests: every field of a plan request within its documented range. */
import fc from 'fast-check';
import { addDays, WEEKDAYS } from '../../src/calendar/days.ts';
import { PLAN_GOALS, type PlanEvent, type PlanInput, RIDER_LEVELS } from '../../src/plan/types.ts';

const quarterHours = (min: number, max: number) =>
  fc.integer({ min: min * 4, max: max * 4 }).map((q) => q * 900);

export const availabilityArb = fc
  .subarray([...WEEKDAYS], { minLength: 1 })
  .chain((days) =>
    fc.tuple(...days.map((day) => quarterHours(0.5, 6).map((maxDurationS) => ({ day, maxDurationS })))),
  );

const startArb = fc.integer({ min: 0, max: 2500 }).map((n) => addDays('2024-01-01', n));

export const riderArb: fc.Arbitrary<PlanInput> = fc
  .record({
    goal: fc.constantFrom(...PLAN_GOALS),
    level: fc.constantFrom(...RIDER_LEVELS),
    age: fc.option(fc.integer({ min: 16, max: 80 }), { nil: null }),
    ftpW: fc.option(fc.integer({ min: 120, max: 420 }), { nil: null }),
    weeklyHours: fc.integer({ min: 4, max: 80 }).map((q) => q / 4),
    availability: availabilityArb,
    startDate: startArb,
    strength: fc.boolean(),
    load: fc.option(
      fc
        .record({ ctl: fc.integer({ min: 0, max: 140 }), atlDelta: fc.integer({ min: -20, max: 30 }) })
        .map((l) => ({
          ctl: l.ctl,
          atl: Math.max(0, l.ctl + l.atlDelta),
        })),
      { nil: null },
    ),
    length: fc.oneof(
      fc.record({ kind: fc.constant('weeks' as const), weeks: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ kind: fc.constant('A' as const), offset: fc.integer({ min: 0, max: 30 * 7 - 1 }) }),
      fc.record({
        kind: fc.constant('B' as const),
        weeks: fc.integer({ min: 1, max: 30 }),
        at: fc.double({ min: 0, max: 0.999, noNaN: true }),
      }),
      // Several events: the last one A (it ends the plan), others A, B or C before it.
      fc.record({
        kind: fc.constant('many' as const),
        offset: fc.integer({ min: 0, max: 30 * 7 - 1 }),
        others: fc.array(
          fc.record({
            at: fc.double({ min: 0, max: 0.999, noNaN: true }),
            priority: fc.constantFrom('A', 'B', 'C'),
          }),
          { maxLength: 4 },
        ),
      }),
    ),
  })
  .map(({ length, ...r }) => {
    if (length.kind === 'weeks') return { ...r, weeks: length.weeks };
    if (length.kind === 'A')
      return { ...r, event: { date: addDays(r.startDate, length.offset), priority: 'A' as const } };
    if (length.kind === 'many') {
      const dates = new Set<string>([addDays(r.startDate, length.offset)]);
      const events: PlanEvent[] = [{ date: addDays(r.startDate, length.offset), priority: 'A' }];
      for (const o of length.others) {
        const date = addDays(r.startDate, Math.floor(o.at * length.offset));
        if (dates.has(date)) continue;
        dates.add(date);
        events.push({ date, priority: o.priority as 'A' | 'B' | 'C' });
      }
      return { ...r, events };
    }
    const offset = Math.floor(length.at * length.weeks * 7);
    return {
      ...r,
      weeks: length.weeks,
      event: { date: addDays(r.startDate, offset), priority: 'B' as const },
    };
  });
