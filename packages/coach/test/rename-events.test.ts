import { describe, expect, it } from 'vitest';
import { renamedEventsPlan } from '../src/adapt/rename-events.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import type { PlanEvent } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { club } from './support/plans.ts';

/** A name shapes no session: renaming events rewrites the names and nothing else; anything more is not a rename. */
const events: PlanEvent[] = [
  { date: '2026-07-04', priority: 'C', name: 'Crit' },
  { date: '2026-08-22', priority: 'A', name: 'Fondo' },
];
const plan = generatePlan({ ...club, weeks: null, events }, testCatalog);

describe('renamedEventsPlan', () => {
  it('renames the events in the input and on their days, the rest of the plan untouched', () => {
    const renamed = renamedEventsPlan(plan, {
      events: [events[0]!, { ...events[1]!, name: 'Gran Fondo' }],
    });
    expect(renamed).not.toBeNull();
    expect(renamed!.input.events?.map((e) => e.name)).toEqual(['Crit', 'Gran Fondo']);
    const raceDay = renamed!.weeks.flatMap((w) => w.days).find((d) => d.date === '2026-08-22');
    expect(raceDay?.event?.name).toBe('Gran Fondo');
    const back = JSON.stringify(renamed!.weeks).replaceAll('"Gran Fondo"', '"Fondo"');
    expect(back).toBe(JSON.stringify(plan.weeks));
    // a name removed is a rename too
    const unnamed = renamedEventsPlan(plan, { events: [events[0]!, { date: '2026-08-22', priority: 'A' }] });
    expect(unnamed!.input.events?.[1]).toEqual({ date: '2026-08-22', priority: 'A' });
  });

  it('is null for a new date, priority or event, or when anything else changes', () => {
    const named = { ...events[1]!, name: 'Gran Fondo' };
    expect(renamedEventsPlan(plan, { events: [{ ...events[0]!, priority: 'B' }, named] })).toBeNull();
    expect(renamedEventsPlan(plan, { events: [{ ...events[0]!, date: '2026-07-05' }, named] })).toBeNull();
    expect(renamedEventsPlan(plan, { events: [named] })).toBeNull();
    expect(renamedEventsPlan(plan, { events: [events[0]!, named], weeklyHours: 7 })).toBeNull();
    expect(renamedEventsPlan(plan, { weeklyHours: 7 })).toBeNull();
    expect(renamedEventsPlan(plan, {})).toBeNull();
  });
});
