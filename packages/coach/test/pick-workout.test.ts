import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIBRARY_WORKOUTS,
  type LibraryWorkout,
  libraryWorkoutsByFamily,
  pickWorkout,
  WORKOUT_FAMILIES,
  workoutDurationS,
} from '../src/index.ts';

const duration = (w: LibraryWorkout) => workoutDurationS(w.steps);

describe('pickWorkout', () => {
  it('picks the workout at the level asked when it fits', () => {
    expect(pickWorkout({ family: 'sweetSpot', level: 4, maxDurationS: 90 * 60 })?.id).toBe(
      'sweet-spot-2x20-90',
    );
  });

  it('falls back to the closest level that fits the time', () => {
    // VO2max 10 needs 60 minutes; in 45 minutes the hardest that fits is level 5.
    expect(pickWorkout({ family: 'vo2max', level: 10, maxDurationS: 45 * 60 })?.level).toBe(5);
  });

  it('breaks a tie between two levels equally far toward the easier one', () => {
    expect(pickWorkout({ family: 'sweetSpot', level: 1.25, maxDurationS: 60 * 60 })?.level).toBe(1);
  });

  it('answers null when nothing fits', () => {
    expect(pickWorkout({ family: 'endurance', level: 5, maxDurationS: 30 * 60 })).toBeNull();
    expect(
      pickWorkout({ family: 'tempo', level: 5, maxDurationS: 200 * 60, minDurationS: 190 * 60 }),
    ).toBeNull();
  });

  it('respects the setting: no indoor-only workout for an outdoor ride, no outdoor-only for indoor', () => {
    for (let level = 1; level <= 10; level += 0.5) {
      expect(
        pickWorkout({ family: 'vo2max', level, maxDurationS: 3 * 3600, setting: 'outdoor' })?.setting,
      ).not.toBe('indoor');
      expect(
        pickWorkout({ family: 'endurance', level, maxDurationS: 4 * 3600, setting: 'indoor' })?.setting,
      ).not.toBe('outdoor');
    }
  });

  it('returns a fitting workout of the family that no other fitting one beats (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WORKOUT_FAMILIES),
        fc.integer({ min: 10, max: 100 }).map((l) => l / 10),
        fc.integer({ min: 20, max: 200 }).map((m) => m * 60),
        (family, level, maxDurationS) => {
          const picked = pickWorkout({ family, level, maxDurationS });
          const fitting = libraryWorkoutsByFamily(family).filter((w) => duration(w) <= maxDurationS);
          if (fitting.length === 0) {
            expect(picked).toBeNull();
            return;
          }
          expect(picked).not.toBeNull();
          expect(picked!.family).toBe(family);
          expect(duration(picked!)).toBeLessThanOrEqual(maxDurationS);
          const gap = (w: LibraryWorkout) => Math.round(Math.abs(w.level - level) * 10);
          for (const w of fitting) {
            expect(gap(picked!)).toBeLessThanOrEqual(gap(w));
            if (gap(w) === gap(picked!)) expect(picked!.level).toBeLessThanOrEqual(w.level);
          }
          expect(pickWorkout({ family, level, maxDurationS })).toBe(picked);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('can reach every library workout with the right level and time', () => {
    for (const w of LIBRARY_WORKOUTS) {
      const picked = pickWorkout({
        family: w.family,
        level: w.level,
        maxDurationS: duration(w),
        minDurationS: duration(w),
      });
      expect(picked?.id, w.id).toBe(w.id);
    }
  });
});
