import type { PlanView } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
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
  event: { date: '2026-08-09', priority: 'A' as const },
  events: [{ date: '2026-08-09', priority: 'A' as const }],
};

describe('the "Change plan" form’s PATCH body', () => {
  it('starts from the plan and sends nothing when nothing changed', () => {
    expect(toPlanUpdate(planChangeDefaults(input), input)).toBeNull();
    expect(toPlanUpdate(planChangeDefaults(withEvent), withEvent)).toBeNull();
    expect(planChangeDefaults(withEvent)).toMatchObject({ hasEvent: true, eventDate: '2026-08-09' });
  });

  it('sends only what changed: goal, weeks, strength', () => {
    const a = { ...planChangeDefaults(input), goal: 'climbing' as const, weeks: '16', strength: true };
    expect(toPlanUpdate(a, input)).toEqual({ goal: 'climbing', weeks: 16, strength: true });
  });

  it('adds, moves, re-prioritises and removes the event', () => {
    const add = { ...planChangeDefaults(input), hasEvent: true, eventDate: '2026-09-06' };
    expect(toPlanUpdate(add, input)).toEqual({ event: { date: '2026-09-06', priority: 'A' } });
    const b = { ...planChangeDefaults(withEvent), eventPriority: 'B' as const };
    expect(toPlanUpdate(b, withEvent)).toEqual({ event: { date: '2026-08-09', priority: 'B' } });
    const off = { ...planChangeDefaults(withEvent), hasEvent: false };
    expect(toPlanUpdate(off, withEvent)).toEqual({ event: null });
  });

  it('a typed number goes as typed, so the server answers its field message', () => {
    const a = { ...planChangeDefaults(input), weeks: 'ten' };
    expect(toPlanUpdate(a, input)).toEqual({ weeks: 'ten' });
    expect(toPlanUpdate({ ...planChangeDefaults(input), weeks: '' }, input)).toEqual({ weeks: '' });
  });
});
