import type { Workout } from '@domestique/coach';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandSteps, icuDuration, readIcuText, WorkoutFileError, writeIcuText } from '../src/index.ts';
import { describeStep, expectSameRide, MIXED, SWEET_SPOT } from './workout-support.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

function codeOf(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(WorkoutFileError);
    return (error as WorkoutFileError).code;
  }
}

describe('writeIcuText', () => {
  it('writes steps, ramps, cadence, repeats as a header with blank lines, warm-up and cool-down sections', () => {
    expect(writeIcuText(SWEET_SPOT)).toBe(
      [
        'Warmup',
        '- 10m ramp 50-75%',
        '',
        'Main Set 3x',
        '- Sweet spot 12m 88-94% 85-95rpm',
        '- 5m 55%',
        '',
        'Cooldown',
        '- 10m ramp 70-45%',
        '',
      ].join('\n'),
    );
  });

  it('flattens nested repeats, writes free ride and max effort as freeride and open steps as press lap', () => {
    const open: Workout = {
      name: 'Open',
      description: '',
      steps: [
        {
          kind: 'step',
          durationS: null,
          target: { type: 'range', lowPct: 50, highPct: 50 },
          intensity: 'warmup',
          label: 'Spin 5m until ready 90%',
        },
      ],
    };
    expect(writeIcuText(open)).toBe('Warmup\n- Spin until ready press lap 50%\n');
    const text = writeIcuText(MIXED);
    expect(text).toContain(
      [
        'Main Set 2x',
        '- Sprint 20s freeride',
        '- 40s 50%',
        '- Sprint 20s freeride',
        '- 40s 50%',
        '- Sprint 20s freeride',
        '- 40s 50%',
        '- 5m1s 76-82%',
        '',
        '- Free ride 15m freeride',
        '- 1m35s 105% 100rpm',
      ].join('\n'),
    );
    expect(text).toMatch(/^Warmup\n- 7m17s ramp 45-72.5%\n\nMain Set 2x/);
    expect(text.endsWith('Cooldown\n- 5m33s ramp 65-40%\n')).toBe(true);
  });

  it('writes durations the reader reads back, for any number of seconds', () => {
    expect(icuDuration(45)).toBe('45s');
    expect(icuDuration(3600)).toBe('1h');
    expect(icuDuration(3725)).toBe('1h2m5s');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 * 3600 }), (s) => {
        const read = readIcuText(bytes(`- ${icuDuration(s)} 60%`));
        expect(read.workout.steps[0]).toMatchObject({ durationS: s });
      }),
    );
  });
});

describe('readIcuText', () => {
  it('reads its own text back with the same duration and targets (max efforts come back as free ride)', () => {
    for (const workout of [SWEET_SPOT, MIXED]) {
      const read = readIcuText(bytes(writeIcuText(workout)), { fallbackName: workout.name });
      expect(read.format).toBe('txt');
      expect(read.workout.name).toBe(workout.name);
      expectSameRide(workout.steps, read.workout.steps, { maxAsFree: true });
    }
    const read = readIcuText(bytes(writeIcuText(SWEET_SPOT)));
    expect(read.workout.steps[1]).toMatchObject({
      kind: 'repeat',
      count: 3,
      steps: [{ label: 'Sweet spot', cadence: { lowRpm: 85, highRpm: 95 } }, {}],
    });
    expect(read.workout.steps[0]).toMatchObject({ intensity: 'warmup' });
  });

  it('reads what riders write on intervals.icu', () => {
    const text = [
      'Warm up',
      "- 10' ramp 40-70%",
      '- 1m30 90% 95rpm',
      '',
      'Main Set 4x',
      '- Hard 3m 110-120% 100-105rpm',
      '- Easy 2m Z1',
      '',
      '5 x',
      '- 30s Z7',
      '- 30s 200w',
      '',
      '- 20m 75% ramp',
      '- 10m 70% HR',
      '- 2km 60%',
      '- press lap freeride',
      'Cool down',
      '- 1h2m 50-55%',
    ].join('\n');
    const read = readIcuText(bytes(text), { ftpW: 250 });
    expect(read.workout.steps.map((n) => (n.kind === 'step' ? describeStep(n) : `${n.count}x`))).toEqual([
      '600s ramp 40→70 warmup',
      '90s 90-90% warmup',
      '4x',
      '5x',
      '1200s 75-75% active', // "ramp" with one value is a steady step
      '600s free active',
      'opens 60-60% active',
      'opens free active',
      '3720s 50-55% cooldown',
    ]);
    expect(expandSteps(read.workout.steps.slice(2, 4)).map(describeStep).slice(0, 2)).toEqual([
      '180s 110-120% interval',
      '120s 45-55% recovery',
    ]);
    const sprints = read.workout.steps[3]!;
    expect(sprints.kind === 'repeat' && expandSteps(sprints.steps).map(describeStep)).toEqual([
      '30s max interval',
      '30s 80-80% active',
    ]);
    expect(read.warnings).toEqual([
      { code: 'durations_made_open', value: 1 },
      { code: 'targets_dropped', value: 1 },
    ]);
    expect(codeOf(() => readIcuText(bytes('- 30s 200w')))).toBe('ftp_required');
  });

  it('answers damaged and hostile text with a typed error', () => {
    expect(codeOf(() => readIcuText(new Uint8Array()))).toBe('empty');
    expect(codeOf(() => readIcuText(new Uint8Array(1024 * 1024 + 1)))).toBe('too_large');
    expect(codeOf(() => readIcuText(bytes('just some words\nand more')))).toBe('no_steps');
    expect(codeOf(() => readIcuText(bytes('- 50%')))).toBe('invalid_value');
    expect(codeOf(() => readIcuText(bytes('- 10m 5000%')))).toBe('invalid_value');
    expect(codeOf(() => readIcuText(bytes('- 10m Z9')))).toBe('ok'); // "Z9" is not a zone: text
    expect(codeOf(() => readIcuText(bytes('- 30h 50%')))).toBe('too_complex');
    expect(codeOf(() => readIcuText(bytes('999x\n- 10m 50%')))).toBe('too_complex');
    expect(codeOf(() => readIcuText(bytes('0x\n- 10m 50%')))).toBe('invalid_value');
    expect(codeOf(() => readIcuText(bytes('500x\n- 10m 50%')))).toBe('too_complex');
    expect(codeOf(() => readIcuText(bytes('80x\n- 10m 50%')))).toBe('too_complex'); // 13 h 20 min // more than 100 repetitions
    expect(codeOf(() => readIcuText(bytes('- 1s 50%\n'.repeat(5001))))).toBe('too_complex');
  });
});
