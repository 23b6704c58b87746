/** A workout ridden within a longer ride: same main set, endurance before the same cool-down, ids that resolve. */
import { describe, expect, it } from 'vitest';
import {
  COACH_LANGUAGES,
  extendedWorkoutId,
  LIBRARY_WORKOUTS,
  libraryWorkoutById,
  localizeWorkout,
  parseExtendedId,
  validateWorkout,
  workoutDurationS,
} from '../src/index.ts';

const base = LIBRARY_WORKOUTS.find((w) => w.id === 'threshold-2x20-98')!;

describe('extended library workouts', () => {
  it('keeps the main set and the cool-down, adds endurance before it, and fills the length exactly', () => {
    const id = extendedWorkoutId(base.id, 150 * 60);
    expect(id).toBe('threshold-2x20-98-in-150min');
    expect(parseExtendedId(id)).toEqual({ baseId: base.id, totalS: 150 * 60 });
    const w = libraryWorkoutById(id)!;
    expect(workoutDurationS(w.steps)).toBe(150 * 60);
    expect(w.steps.slice(0, base.steps.length - 1)).toEqual(base.steps.slice(0, -1));
    expect(w.steps.at(-1)).toEqual(base.steps.at(-1));
    const added = w.steps.at(-2)!;
    expect(added.kind === 'step' && added.target).toEqual({ type: 'range', lowPct: 60, highPct: 70 });
    for (const lang of COACH_LANGUAGES) expect(validateWorkout(localizeWorkout(w, lang))).toEqual([]);
    for (const lang of COACH_LANGUAGES) expect(w.name[lang]).toContain(base.name[lang]);
    expect(w.name.en).toBe(`${base.name.en} in a 2 h 30 min ride`);
    expect(libraryWorkoutById(id)).toBe(w);
  });

  it('resolves only lengths a plan can make: whole quarter hours, longer than the workout, at most 6 h', () => {
    for (const id of [
      `${base.id}-in-80min`,
      `${base.id}-in-60min`,
      `${base.id}-in-375min`,
      'endurance-120min-steady-in-180min',
      'ftp-test-ramp-in-60min',
      'no-such-workout-in-120min',
    ])
      expect(libraryWorkoutById(id), id).toBeUndefined();
    expect(libraryWorkoutById(`${base.id}-in-360min`)).toBeDefined();
  });
});
