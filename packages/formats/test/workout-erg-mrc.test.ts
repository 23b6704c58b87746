import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  courseMinutes,
  ERG_MAX_EFFORT_PCT,
  ERG_NOTICE_LEAD_S,
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
      // all-out efforts are held at ERG_MAX_EFFORT_PCT (the format has no all-out mode, see the next test)
      expectSameRide(workout.steps, mrc.workout.steps, { maxAsPct: ERG_MAX_EFFORT_PCT });
      for (const ftpW of [150, 250, 400]) {
        const erg = readErgMrc(bytes(writeErg(workout, { ftpW })));
        expect(erg.format).toBe('erg');
        expectSameRide(workout.steps, erg.workout.steps, { maxAsPct: ERG_MAX_EFFORT_PCT });
      }
    }
    const cues = expandSteps(readErgMrc(bytes(writeMrc(SWEET_SPOT))).workout.steps).flatMap(
      (s) => s.cues ?? [],
    );
    expect(cues).toEqual(Array(3).fill({ offsetS: 30, text: 'Settle in, smooth pedalling', durationS: 10 }));
  });
});

describe('all-out and free-ride stretches in ERG/MRC', () => {
  /** 5 min easy, 3 × (15 s all-out, 45 s easy), 10 min free ride, 5 min easy. */
  const SPRINTS = {
    name: 'Sprints',
    description: '',
    steps: [
      {
        kind: 'step' as const,
        durationS: 300,
        target: { type: 'range' as const, lowPct: 55, highPct: 65 },
        intensity: 'warmup' as const,
      },
      {
        kind: 'repeat' as const,
        count: 3,
        steps: [
          {
            kind: 'step' as const,
            durationS: 15,
            target: { type: 'max' as const },
            intensity: 'interval' as const,
          },
          {
            kind: 'step' as const,
            durationS: 45,
            target: { type: 'range' as const, lowPct: 50, highPct: 50 },
            intensity: 'recovery' as const,
          },
        ],
      },
      {
        kind: 'step' as const,
        durationS: 600,
        target: { type: 'free' as const },
        intensity: 'active' as const,
      },
      {
        kind: 'step' as const,
        durationS: 300,
        target: { type: 'range' as const, lowPct: 50, highPct: 50 },
        intensity: 'cooldown' as const,
      },
    ],
  };

  it('holds an all-out effort at the floor of Coggan level 7 (150 % FTP), not the 200 % wall of the load model', () => {
    expect(ERG_MAX_EFFORT_PCT).toBe(150);
    const mrc = writeMrc(SPRINTS);
    expect(mrc).toContain('5.00\t60\r\n5.00\t150\r\n5.25\t150\r\n5.25\t50\r\n');
    expect(mrc).not.toMatch(/\t200\r\n/);
    const erg = writeErg(SPRINTS, { ftpW: 250 });
    expect(erg).toContain('5.00\t375\r\n5.25\t375\r\n'); // 150 % of 250 W
    expect(erg).not.toContain('\t500\r\n');
  });

  it('tells the rider, before each stretch, to leave ERG mode: in the file, in their language', () => {
    const text = (file: string) => file.slice(file.indexOf('[COURSE TEXT]')).split('\r\n').slice(1, -2);
    const lead = ERG_NOTICE_LEAD_S;
    expect(text(writeMrc(SPRINTS))).toEqual([
      `${300 - lead}\tAll-out 15 s next: leave ERG mode (resistance or level mode) and sprint; this file holds only 150 % FTP there.\t${lead + 15}`,
      `${360 - lead}\tAll-out 15 s next: leave ERG mode (resistance or level mode) and sprint; this file holds only 150 % FTP there.\t${lead + 15}`,
      `${420 - lead}\tAll-out 15 s next: leave ERG mode (resistance or level mode) and sprint; this file holds only 150 % FTP there.\t${lead + 15}`,
      `${480 - lead}\tFree ride 600 s next: leave ERG mode to ride by feel; this file holds 60 % FTP there.\t${lead + 600}`,
    ]);
    expect(text(writeErg(SPRINTS, { ftpW: 250, language: 'pt' }))[0]).toBe(
      `${300 - lead}\tA seguir, 15 s no máximo: saia do modo ERG (modo resistência ou nível) e dê tudo; este arquivo segura só 150 % do FTP aí.\t${lead + 15}`,
    );
    expect(text(writeMrc(SPRINTS, { language: 'es' }))[3]).toContain('rodar a sensación');
    // read back: the notices are cues like any other, on the step they fall in, and the ride is unchanged
    const read = readErgMrc(bytes(writeMrc(SPRINTS)));
    expectSameRide(SPRINTS.steps, read.workout.steps, { maxAsPct: ERG_MAX_EFFORT_PCT });
    // a workout with neither has no notice (nor a [COURSE TEXT] when it has no cues)
    expect(writeMrc({ ...SPRINTS, steps: [SPRINTS.steps[0]!] })).not.toContain('[COURSE TEXT]');
  });

  it('a stretch at the very start shows its notice from 0 s; one at the same second as a cue comes after it', () => {
    const early = {
      name: 'Early',
      description: '',
      steps: [
        {
          kind: 'step' as const,
          durationS: 5,
          target: { type: 'range' as const, lowPct: 50, highPct: 50 },
          intensity: 'warmup' as const,
          cues: [{ offsetS: 0, text: 'Hello' }],
        },
        {
          kind: 'step' as const,
          durationS: 10,
          target: { type: 'max' as const },
          intensity: 'interval' as const,
        },
      ],
    };
    const lines = writeMrc(early).split('\r\n');
    const at = lines.indexOf('[COURSE TEXT]');
    expect(lines[at + 1]).toBe('0\tHello\t10');
    expect(lines[at + 2]).toMatch(/^0\tAll-out 10 s next: .*\t15$/);
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
