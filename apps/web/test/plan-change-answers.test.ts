import type { PlanView } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { newEventRow } from '../src/features/plans/event-answers.ts';
import { planChangeDefaults, toPlanUpdate } from '../src/features/plans/plan-change-answers.ts';

const input = {
  goal: 'endurance',
  level: 'intermediate',
  age: 40,
  ftpW: 250,
  weeklyHours: 6,
  availability: [{ day: 'sat', maxDurationS: 7200 }],
  startDate: '2026-06-01',
  weeks: 12,
  event: null,
  events: [],
  strength: false,
  strengthSetting: 'bodyweight',
} satisfies PlanView['input'];
const withEvent = {
  ...input,
  event: { date: '2026-08-09', priority: 'A' as const, name: null },
  events: [{ date: '2026-08-09', priority: 'A' as const, name: null }],
};

describe('the "Change plan" form’s PATCH body', () => {
  it('starts from the plan and sends nothing when nothing changed', () => {
    expect(toPlanUpdate(planChangeDefaults(input), input)).toBeNull();
    expect(toPlanUpdate(planChangeDefaults(withEvent), withEvent)).toBeNull();
    expect(planChangeDefaults(withEvent).events).toMatchObject([{ date: '2026-08-09', priority: 'A' }]);
  });

  it('sends only what changed: goal, weeks, strength', () => {
    const a = { ...planChangeDefaults(input), goal: 'climbing' as const, weeks: '16', strength: true };
    expect(toPlanUpdate(a, input)).toEqual({ goal: 'climbing', weeks: 16, strength: true });
  });

  it('adds, moves, re-prioritises and removes events: the whole list goes, only when it changed', () => {
    const add = planChangeDefaults(input);
    add.events = [{ ...newEventRow(add.events), date: '2026-09-06' }];
    expect(toPlanUpdate(add, input)).toEqual({ events: [{ date: '2026-09-06', priority: 'A' }] });

    const several = planChangeDefaults(withEvent);
    several.events = [
      ...several.events,
      { ...newEventRow(several.events), date: '2026-07-05' },
      { ...newEventRow(several.events), date: '2026-07-19', priority: 'C' },
    ];
    expect(several.events[1]!.priority).toBe('B');
    expect(toPlanUpdate(several, withEvent)).toEqual({
      events: [
        { date: '2026-08-09', priority: 'A' },
        { date: '2026-07-05', priority: 'B' },
        { date: '2026-07-19', priority: 'C' },
      ],
    });

    const b = planChangeDefaults(withEvent);
    b.events = b.events.map((e) => ({ ...e, priority: 'B' as const }));
    expect(toPlanUpdate(b, withEvent)).toEqual({ events: [{ date: '2026-08-09', priority: 'B' }] });
    const moved = planChangeDefaults(withEvent);
    moved.events = moved.events.map((e) => ({ ...e, date: '2026-08-16' }));
    expect(toPlanUpdate(moved, withEvent)).toEqual({ events: [{ date: '2026-08-16', priority: 'A' }] });
    const off = { ...planChangeDefaults(withEvent), events: [] };
    expect(toPlanUpdate(off, withEvent)).toEqual({ events: [] });
  });

  it('the same events in another order are no change; one removed of three is', () => {
    const three = {
      ...input,
      events: [
        { date: '2026-07-05', priority: 'B' as const, name: null },
        { date: '2026-07-19', priority: 'C' as const, name: null },
        { date: '2026-08-09', priority: 'A' as const, name: null },
      ],
      event: { date: '2026-08-09', priority: 'A' as const, name: null },
    };
    const a = planChangeDefaults(three);
    expect(a.events.map((e) => e.date)).toEqual(['2026-07-05', '2026-07-19', '2026-08-09']);
    expect(toPlanUpdate({ ...a, events: [...a.events].reverse() }, three)).toBeNull();
    expect(toPlanUpdate({ ...a, events: a.events.filter((e) => e.priority !== 'C') }, three)).toEqual({
      events: [
        { date: '2026-07-05', priority: 'B' },
        { date: '2026-08-09', priority: 'A' },
      ],
    });
  });

  it('an event’s name is part of it: renaming sends the events, the name trimmed; a blank name is left out', () => {
    const named = {
      ...input,
      events: [{ date: '2026-08-09', priority: 'A' as const, name: 'Gran Fondo' }],
      event: { date: '2026-08-09', priority: 'A' as const, name: 'Gran Fondo' },
    };
    const a = planChangeDefaults(named);
    expect(a.events).toMatchObject([{ name: 'Gran Fondo', date: '2026-08-09', priority: 'A' }]);
    expect(toPlanUpdate(a, named)).toBeNull();
    const renamed = { ...a, events: a.events.map((e) => ({ ...e, name: '  Volta da Serra ' })) };
    expect(toPlanUpdate(renamed, named)).toEqual({
      events: [{ date: '2026-08-09', priority: 'A', name: 'Volta da Serra' }],
    });
    const blank = { ...a, events: a.events.map((e) => ({ ...e, name: '   ' })) };
    expect(toPlanUpdate(blank, named)).toEqual({ events: [{ date: '2026-08-09', priority: 'A' }] });
  });

  it('a typed number goes as typed, so the server answers its field message', () => {
    const a = { ...planChangeDefaults(input), weeks: 'ten' };
    expect(toPlanUpdate(a, input)).toEqual({ weeks: 'ten' });
    expect(toPlanUpdate({ ...planChangeDefaults(input), weeks: '' }, input)).toEqual({ weeks: '' });
  });
});
