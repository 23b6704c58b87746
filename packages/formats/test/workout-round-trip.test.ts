import { readdirSync } from 'node:fs';
import { COACH_LANGUAGES, LIBRARY_WORKOUTS, localizeWorkout, type Workout } from '@domestique/coach';
import { describe, expect, it } from 'vitest';
import {
  detectWorkoutFormat,
  ERG_MAX_EFFORT_PCT,
  readWorkoutFile,
  WORKOUT_FILE_FORMATS,
  type WorkoutFileFormat,
  writeWorkoutFile,
} from '../src/index.ts';
import { FIXTURES, fixture } from './helpers.ts';
import { expectSameRide, MIXED, SWEET_SPOT } from './workout-support.ts';

const FTP_W = 250;
const CREATED = new Date('2026-06-01T07:00:00Z');

/**
 * Exports `workout` to `format` and reads it back. The comparison (see `expectSameRide`): total duration within
 * 1 s; for every step read back, the mean target over its seconds within 1 % FTP of the original's over the same
 * seconds; and, for the formats that keep ramps as ramps (all but FIT, whose ramps are stairs holding each
 * stretch's mean), the target within 1 % FTP at every second. FIT and intervals.icu text have no all-out target,
 * so max efforts come back as free ride; ERG/MRC hold them at `ERG_MAX_EFFORT_PCT`.
 */
export function expectRoundTrip(workout: Workout, format: WorkoutFileFormat): void {
  const file = writeWorkoutFile(workout, format, { ftpW: FTP_W, createdAt: CREATED });
  expect(detectWorkoutFormat(file.bytes, file.filename)).toBe(format);
  const read = readWorkoutFile(file.bytes, file.filename, { ftpW: FTP_W });
  expect(read.format).toBe(format);
  expectSameRide(workout.steps, read.workout.steps, {
    perSecond: format !== 'fit',
    maxAsFree: format === 'fit' || format === 'txt',
    ...(format === 'erg' || format === 'mrc' ? { maxAsPct: ERG_MAX_EFFORT_PCT } : {}),
  });
}

describe('round trip through every format', () => {
  for (const workout of [SWEET_SPOT, MIXED]) {
    for (const format of WORKOUT_FILE_FORMATS) {
      it(`${workout.name} → ${format} → back`, () => expectRoundTrip(workout, format));
    }
  }

  const zwoFiles = readdirSync(new URL('zwo/', FIXTURES)).filter((f) => f.endsWith('.zwo'));
  for (const file of zwoFiles) {
    it(`fixture ${file} → every format → back`, () => {
      const { workout } = readWorkoutFile(fixture(`zwo/${file}`), file, { ftpW: FTP_W });
      for (const format of WORKOUT_FILE_FORMATS) expectRoundTrip(workout, format);
    });
  }

  it('the comparison fails on a 2 % error, a lost second or a ramp turned into a step', () => {
    const shifted: Workout = {
      ...SWEET_SPOT,
      steps: SWEET_SPOT.steps.map((n) =>
        n.kind === 'step' && n.target.type === 'ramp'
          ? { ...n, target: { ...n.target, toPct: n.target.toPct + 2 } }
          : n,
      ),
    };
    expect(() => expectSameRide(SWEET_SPOT.steps, shifted.steps)).toThrow();
    const shorter = {
      ...SWEET_SPOT,
      steps: [...SWEET_SPOT.steps.slice(0, -1), { ...SWEET_SPOT.steps.at(-1)!, durationS: 598 }],
    };
    expect(() => expectSameRide(SWEET_SPOT.steps, shorter.steps as Workout['steps'])).toThrow();
    const stepped = {
      ...SWEET_SPOT,
      steps: SWEET_SPOT.steps.map((n) =>
        n.kind === 'step' && n.target.type === 'ramp'
          ? (() => {
              const mean = (n.target.fromPct + n.target.toPct) / 2;
              return { ...n, target: { type: 'range' as const, lowPct: mean, highPct: mean } };
            })()
          : n,
      ),
    };
    // Same mean over the step, different shape: caught only by the per-second comparison.
    expect(() => expectSameRide(SWEET_SPOT.steps, stepped.steps, { perSecond: false })).not.toThrow();
    expect(() => expectSameRide(SWEET_SPOT.steps, stepped.steps)).toThrow();
  });
});

describe('every library workout through every format', () => {
  it('has at least 100 workouts to test', () => expect(LIBRARY_WORKOUTS.length).toBeGreaterThanOrEqual(100));

  for (const format of WORKOUT_FILE_FORMATS) {
    it(`${LIBRARY_WORKOUTS.length} library workouts → ${format} → back: same duration (±1 s) and targets (±1 % FTP)`, () => {
      for (const library of LIBRARY_WORKOUTS) {
        const workout = localizeWorkout(library, 'en');
        try {
          expectRoundTrip(workout, format);
        } catch (error) {
          throw new Error(`${library.id} via ${format}: ${error instanceof Error ? error.message : error}`);
        }
      }
    });
  }

  it('fits every library workout in 100 FIT steps and writes its texts in every language', () => {
    for (const library of LIBRARY_WORKOUTS) {
      for (const lang of COACH_LANGUAGES) {
        const workout = localizeWorkout(library, lang);
        for (const format of WORKOUT_FILE_FORMATS) {
          const file = writeWorkoutFile(workout, format, {
            ftpW: FTP_W,
            setting: library.setting,
            createdAt: CREATED,
          });
          expect(readWorkoutFile(file.bytes, file.filename, { ftpW: FTP_W }).workout.name).toBe(
            format === 'txt' ? file.filename.replace(/\.txt$/, '').replace(/_/g, ' ') : workout.name,
          );
        }
      }
    }
  });
});

describe('readWorkoutFile / writeWorkoutFile', () => {
  it('names files from the workout with a lower-case extension and refuses ERG without an FTP', () => {
    const file = writeWorkoutFile({ ...SWEET_SPOT, name: 'Limiar 2×20 — Ação!' }, 'mrc');
    expect(file.filename).toBe('limiar-2-20-acao.mrc');
    expect(file.contentType).toBe('text/plain; charset=utf-8');
    expect(() => writeWorkoutFile(SWEET_SPOT, 'erg')).toThrowError(
      expect.objectContaining({ code: 'ftp_required' }),
    );
    // FIT without an FTP: % FTP targets, which the head unit applies to its own FTP.
    expect(readWorkoutFile(writeWorkoutFile(SWEET_SPOT, 'fit').bytes).format).toBe('fit');
  });

  it('names a workout without a name from its file name and refuses what it does not know', () => {
    const read = readWorkoutFile(new TextEncoder().encode('- 10m 60%\n'), 'uploads/Easy_spin.txt');
    expect(read.workout.name).toBe('Easy spin');
    expect(() => readWorkoutFile(new TextEncoder().encode('hello'), 'x.pdf')).toThrowError(
      expect.objectContaining({ code: 'unsupported_format' }),
    );
    expect(() =>
      readWorkoutFile(fixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit'), 'ride.fit'),
    ).toThrowError(expect.objectContaining({ code: 'not_workout' }));
  });
});
