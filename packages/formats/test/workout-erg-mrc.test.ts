import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  courseMinutes,
  expandSteps,
  readErgMrc,
  WorkoutFileError,
  writeErg,
  writeMrc,
} from '../src/index.ts';
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

describe('courseMinutes', () => {
  it('uses enough decimals that every whole second survives (20 s is not 0.33)', () => {
    expect(courseMinutes(0)).toBe('0.00');
    expect(courseMinutes(300)).toBe('5.00');
    expect(courseMinutes(20)).toBe('0.3333');
    expect(courseMinutes(90)).toBe('1.50');
    expect(courseMinutes(437)).toBe('7.2833');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400 }), (s) => {
        expect(Math.abs(Number(courseMinutes(s)) * 60 - s)).toBeLessThan(0.01);
      }),
    );
  });
});

describe('writeMrc / writeErg', () => {
  it('writes the TrainerRoad layout: header, tab-separated points, steps as the same minute twice, course text', () => {
    const mrc = writeMrc(SWEET_SPOT);
    const lines = mrc.split('\r\n');
    expect(lines.slice(0, 10)).toEqual([
      '[COURSE HEADER]',
      'VERSION = 2',
      'UNITS = ENGLISH',
      'DESCRIPTION = Sweet spot 3 × 12',
      'FILE NAME = sweet-spot-3-12.mrc',
      'MINUTES PERCENT',
      '[END COURSE HEADER]',
      '[COURSE DATA]',
      '0.00\t50', // warm-up ramp 50 → 75 over 10 min
      '10.00\t75',
    ]);
    expect(lines.slice(10, 15)).toEqual(['10.00\t91', '22.00\t91', '22.00\t55', '27.00\t55', '27.00\t91']);
    expect(mrc).toContain('[COURSE TEXT]\r\n630\tSettle in, smooth pedalling\t10\r\n1650\t');
    expect(mrc.endsWith('[END COURSE TEXT]\r\n')).toBe(true);

    const erg = writeErg(SWEET_SPOT, { ftpW: 250 });
    expect(erg).toContain('FILE NAME = sweet-spot-3-12.erg\r\nFTP = 250\r\nMINUTES WATTS\r\n');
    expect(erg).toContain('0.00\t125\r\n10.00\t188\r\n10.00\t228\r\n'); // 75 % = 187.5 → 188 W; 91 % = 227.5 → 228 W
    expect(() => writeErg(SWEET_SPOT, { ftpW: 0 })).toThrowError(
      expect.objectContaining({ code: 'ftp_required' }),
    );
  });

  it('reads its own files back with the same duration and the same target every second', () => {
    for (const workout of [SWEET_SPOT, MIXED]) {
      const mrc = readErgMrc(bytes(writeMrc(workout)));
      expect(mrc.format).toBe('mrc');
      expect(mrc.workout.name).toBe(workout.name);
      expectSameRide(workout.steps, mrc.workout.steps);
      for (const ftpW of [150, 250, 400]) {
        const erg = readErgMrc(bytes(writeErg(workout, { ftpW })));
        expect(erg.format).toBe('erg');
        expectSameRide(workout.steps, erg.workout.steps);
      }
    }
    const cues = expandSteps(readErgMrc(bytes(writeMrc(SWEET_SPOT))).workout.steps).flatMap(
      (s) => s.cues ?? [],
    );
    expect(cues).toEqual(Array(3).fill({ offsetS: 30, text: 'Settle in, smooth pedalling', durationS: 10 }));
  });
});

describe('readErgMrc', () => {
  it('reads a hand-written TrainerRoad-style ERG: spaces or tabs, two-decimal minutes, comma decimals, ramps', () => {
    const erg = [
      '[COURSE HEADER]',
      'VERSION = 2',
      'UNITS = ENGLISH',
      'DESCRIPTION = Short ERG',
      'FILE NAME = short.erg',
      'FTP = 200',
      'MINUTES WATTS',
      '[END COURSE HEADER]',
      '[COURSE DATA]',
      '0.00    100',
      '5.00\t150', // ramp 50 → 75 %
      '5.00\t200',
      '5.33\t200', // 19.8 s, rounded to 20 s
      '5,33\t100',
      '8.00\t100',
      '9.00\t100', // same value again: one 160-second step
      '[END COURSE DATA]',
      '[COURSE TEXT]',
      '301\tHold it\t5',
      '[END COURSE TEXT]',
    ].join('\n');
    const read = readErgMrc(bytes(erg));
    expect(read.workout.name).toBe('Short ERG');
    expect(read.workout.steps.map((s) => (s.kind === 'step' ? describeStep(s) : 'repeat'))).toEqual([
      '300s ramp 50→75 warmup',
      '20s 100-100% active',
      '220s 50-50% cooldown',
    ]);
    expect(read.workout.steps[1]).toMatchObject({ cues: [{ offsetS: 1, text: 'Hold it', durationS: 5 }] });
  });

  it('needs an FTP for watts: the file’s FTP line wins, then the rider’s', () => {
    const erg =
      '[COURSE HEADER]\nMINUTES WATTS\n[END COURSE HEADER]\n[COURSE DATA]\n0\t200\n10\t200\n[END COURSE DATA]\n';
    expect(codeOf(() => readErgMrc(bytes(erg)))).toBe('ftp_required');
    const read = readErgMrc(bytes(erg), { ftpW: 250, fallbackName: 'steady' });
    expect(read.workout.name).toBe('steady');
    expect(read.workout.steps.map((s) => (s.kind === 'step' ? describeStep(s) : ''))).toEqual([
      '600s 80-80% active',
    ]);
    const withFtp = erg.replace('MINUTES WATTS', 'FTP = 200\nMINUTES WATTS');
    expect(readErgMrc(bytes(withFtp), { ftpW: 250 }).workout.steps[0]).toMatchObject({
      target: { type: 'range', lowPct: 100, highPct: 100 },
    });
    // No MINUTES line: the caller says which format the file was.
    const bare = '[COURSE DATA]\n0\t60\n1\t60\n[END COURSE DATA]';
    expect(codeOf(() => readErgMrc(bytes(bare)))).toBe('unsupported_format');
    expect(readErgMrc(bytes(bare), { format: 'mrc' }).format).toBe('mrc');
  });

  it('answers damaged and hostile files with a typed error', () => {
    const mrc = (data: string) =>
      bytes(
        `[COURSE HEADER]\nMINUTES PERCENT\n[END COURSE HEADER]\n[COURSE DATA]\n${data}\n[END COURSE DATA]`,
      );
    expect(codeOf(() => readErgMrc(new Uint8Array()))).toBe('empty');
    expect(codeOf(() => readErgMrc(new Uint8Array(1024 * 1024 + 1)))).toBe('too_large');
    expect(codeOf(() => readErgMrc(bytes('hello')))).toBe('unsupported_format');
    expect(codeOf(() => readErgMrc(mrc('')))).toBe('no_steps');
    expect(codeOf(() => readErgMrc(mrc('0\t50')))).toBe('no_steps');
    expect(codeOf(() => readErgMrc(mrc('0\tfifty\n1\t50')))).toBe('invalid_value');
    expect(codeOf(() => readErgMrc(mrc('0\t50\n-1\t50')))).toBe('invalid_value');
    expect(codeOf(() => readErgMrc(mrc('5\t50\n1\t50')))).toBe('invalid_value');
    expect(codeOf(() => readErgMrc(mrc('0\t50\n1\t5000')))).toBe('invalid_value');
    expect(codeOf(() => readErgMrc(mrc('0\t50\n1e9\t50')))).toBe('too_complex');
    expect(codeOf(() => readErgMrc(mrc('0\t50\nInfinity\t50')))).toBe('invalid_value');
    const many = Array.from({ length: 10_010 }, (_, i) => `${i / 60}\t${50 + (i % 2) * 50}`).join('\n');
    expect(codeOf(() => readErgMrc(mrc(many)))).toBe('too_complex');
  });
});
