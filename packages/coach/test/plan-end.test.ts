/**
 * A plan ends on its last A event's day (issue #22): the race's week is cut after the race instead of running on as
 * empty 0-minute "taper" days, for a new plan and for a re-plan; event names travel with the events.
 */
import { describe, expect, it } from 'vitest';
import { replanForChanges } from '../src/adapt/replan.ts';
import { addDays } from '../src/calendar/days.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { layoutPlan } from '../src/plan/layout.ts';
import { libraryCatalog } from '../src/plan/library-catalog.ts';
import { endWeeksOn, lastAEventDay } from '../src/plan/plan-end.ts';
import { planQuality } from '../src/plan/quality.ts';
import type { Plan, PlanInput } from '../src/plan/types.ts';
import { normalizePlanInput, validatePlanInput } from '../src/plan/validate-input.ts';

/** The rider: the plan starts on Friday 22 January 2027, the A race is on Saturday 20 February. */
const rider: PlanInput = {
  goal: 'endurance',
  level: 'intermediate',
  age: 41,
  ftpW: 250,
  weeklyHours: 6,
  availability: [
    { day: 'tue', maxDurationS: 5400 },
    { day: 'thu', maxDurationS: 5400 },
    { day: 'sat', maxDurationS: 3 * 3600 },
    { day: 'sun', maxDurationS: 3 * 3600 },
  ],
  startDate: '2027-01-22',
  events: [
    { date: '2027-02-20', priority: 'A', name: '  Gran Fondo Serra ' },
    { date: '2027-02-07', priority: 'C' },
  ],
};

const days = (plan: Plan) => plan.weeks.flatMap((w) => w.days);

describe('the plan ends on its last A event', () => {
  const plan = generatePlan(rider, libraryCatalog());

  it('has the race as its last day: the race week stops on Saturday, no empty days after it', () => {
    expect(plan.weeks).toHaveLength(5);
    const last = plan.weeks.at(-1)!;
    expect(last.startDate).toBe('2027-02-19');
    expect(last.days.map((d) => d.date)).toEqual(['2027-02-19', '2027-02-20']);
    expect(last.days.at(-1)!.event).toEqual({ date: '2027-02-20', priority: 'A', name: 'Gran Fondo Serra' });
    expect(last.focus.code).toBe('eventWeek');
    expect(days(plan).at(-1)!.date).toBe('2027-02-20');
    // the projection covers the plan's days, race day included, and nothing after
    expect(plan.projection.ctl).toHaveLength(days(plan).length);
    expect(plan.projection.ctl).toHaveLength(30);
  });

  it('loses nothing it planned: the layout gives the days cut no volume, and the week sums its own days', () => {
    const skeleton = layoutPlan(plan.input, plan.settings.blockWeeks).weeks.at(-1)!;
    // Fri 19 (taper), Sat 20 (race), then Sun 21 – Thu 25: the days the plan no longer holds
    expect(skeleton.dayVolume.slice(2)).toEqual([0, 0, 0, 0, 0]);
    expect(plan.weeks.at(-1)!.plannedDurationS).toBe(
      plan.weeks.at(-1)!.days.reduce((t, d) => t + d.sessions.reduce((u, s) => u + s.durationS, 0), 0),
    );
  });

  it('reads its quality up to the race day (the last week ends early)', () => {
    const q = planQuality(plan);
    expect(q.weeks.at(-1)!.ctl).toBe(plan.projection.ctl.at(-1));
    expect(q.eventTsb).toBe(plan.projection.tsb.at(-1));
  });

  it('keeps ending on the race after a re-plan mid-plan (new hours)', () => {
    const { plan: after } = replanForChanges(plan, libraryCatalog(), {
      today: '2027-02-03',
      changes: { weeklyHours: 5 },
    });
    expect(days(after).at(-1)!.date).toBe('2027-02-20');
    expect(after.projection.ctl).toHaveLength(days(after).length);
  });

  it('a new A event set by a re-plan becomes the end; removing every A event gives the week back', () => {
    const { plan: moved } = replanForChanges(plan, libraryCatalog(), {
      today: '2027-01-27',
      changes: { events: [{ date: '2027-02-17', priority: 'A', name: 'Club race' }] },
    });
    expect(days(moved).at(-1)).toMatchObject({ date: '2027-02-17', event: { name: 'Club race' } });
    const { plan: none } = replanForChanges(plan, libraryCatalog(), {
      today: '2027-01-27',
      changes: { events: [], weeks: 5 },
    });
    expect(days(none).at(-1)!.date).toBe(addDays(rider.startDate, 34));
    for (const w of none.weeks) expect(w.days).toHaveLength(7);
  });

  it('without an A event, runs its whole last week', () => {
    const open = generatePlan(
      { ...rider, events: [{ date: '2027-02-07', priority: 'B' }], weeks: 5 },
      libraryCatalog(),
    );
    expect(days(open).at(-1)!.date).toBe('2027-02-25');
    expect(lastAEventDay(open.input)).toBeNull();
    expect(endWeeksOn(open.weeks, null)).toEqual(open.weeks);
  });
});

describe('event names', () => {
  it('are kept trimmed; an unnamed event stays {date, priority}', () => {
    const input = normalizePlanInput(rider);
    expect(input.events).toEqual([
      { date: '2027-02-07', priority: 'C' },
      { date: '2027-02-20', priority: 'A', name: 'Gran Fondo Serra' },
    ]);
    expect(input.event).toEqual({ date: '2027-02-20', priority: 'A', name: 'Gran Fondo Serra' });
  });

  it('are at most 80 characters, and text', () => {
    const long = { ...rider, events: [{ date: '2027-02-20', priority: 'A' as const, name: 'x'.repeat(81) }] };
    expect(validatePlanInput(long)).toEqual([
      { field: 'events.0.name', code: 'outOfRange', message: 'at most 80 characters' },
    ]);
    const ok = {
      ...rider,
      events: [{ date: '2027-02-20', priority: 'A' as const, name: ` ${'x'.repeat(80)} ` }],
    };
    expect(validatePlanInput(ok)).toEqual([]);
    const bad = {
      ...rider,
      events: [{ date: '2027-02-20', priority: 'A' as const, name: 7 as unknown as string }],
    };
    expect(validatePlanInput(bad)).toEqual([
      { field: 'events.0.name', code: 'invalid', message: 'must be text' },
    ]);
  });
});
