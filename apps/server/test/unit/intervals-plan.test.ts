import { LIBRARY_WORKOUTS, libraryWorkoutById, localizeWorkout } from '@domestique/coach';
import { readIcuText } from '@domestique/formats';
import { describe, expect, it } from 'vitest';
import {
  eventHash,
  intervalsEvent,
  intervalsExternalId,
  pushableSessions,
  pushDiff,
} from '../../src/modules/integrations/intervals/intervals-plan.ts';

const session = (date: string, over: Partial<{ kind: string; status: string; uid: string }> = {}) => ({
  planId: 'plan-1',
  uid: `${date}#0`,
  date,
  kind: 'ride',
  status: 'planned',
  workoutId: LIBRARY_WORKOUTS[0]!.id,
  ...over,
});

describe('planned workouts → intervals.icu events', () => {
  it('writes every library workout as workout text intervals.icu can read back', () => {
    for (const library of LIBRARY_WORKOUTS) {
      const event = intervalsEvent(session('2026-06-02'), localizeWorkout(library, 'en'));
      expect(() => readIcuText(new TextEncoder().encode(event.description)), library.id).not.toThrow();
      expect(event.date).toBe('2026-06-02');
    }
  });

  it('keeps rides still to do inside the window; strength, skipped, moved and past sessions stay out', () => {
    const list = [
      session('2026-05-31'),
      session('2026-06-01'),
      session('2026-06-02', { kind: 'strength' }),
      session('2026-06-03', { status: 'skipped' }),
      session('2026-06-04', { status: 'moved' }),
      session('2026-06-05', { status: 'completed' }),
      session('2026-06-14'),
      session('2026-06-15'),
    ];
    expect(pushableSessions(list, '2026-06-01', '2026-06-14').map((s) => s.date)).toEqual([
      '2026-06-01',
      '2026-06-14',
    ]);
  });

  it('sends only what changed and removes what is no longer planned', () => {
    const workout = localizeWorkout(libraryWorkoutById(LIBRARY_WORKOUTS[0]!.id)!, 'en');
    const a = intervalsEvent(session('2026-06-01'), workout);
    const b = intervalsEvent(session('2026-06-02'), workout);
    const pushed = new Map([
      [a.externalId, { date: '2026-06-01', hash: eventHash(a) }],
      [b.externalId, { date: '2026-06-02', hash: 'old' }],
      ['domestique-gone', { date: '2026-06-03', hash: 'x' }],
      ['domestique-ridden', { date: '2026-05-30', hash: 'x' }],
    ]);
    const diff = pushDiff([a, b], pushed, '2026-06-01');
    expect(diff.upserts.map((e) => e.date)).toEqual(['2026-06-02']);
    // a workout of a past day stays on the rider's calendar
    expect(diff.deletes).toEqual(['domestique-gone']);
    expect(intervalsExternalId({ planId: 'p', uid: '2026-06-02#0' })).toMatch(/^domestique-p-[0-9a-f]+$/);
  });
});
