import { validateWorkout } from '@domestique/coach';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  encodeFitWorkout,
  readWorkoutFile,
  WorkoutFileError,
  writeErg,
  writeIcuText,
  writeMrc,
  writeZwo,
} from '../src/index.ts';
import { fixture } from './helpers.ts';
import { fixFitCrc, mutate, mutation } from './support/mutate.ts';
import { MIXED, SWEET_SPOT } from './workout-support.ts';

// Mutation fuzzing of every workout reader (security.md §4): nothing but a WorkoutFileError escapes, what is read
// is a well-formed workout, and no file takes a second. Fixed seed so a failure replays; FORMATS_FUZZ_RUNS raises
// the count for a longer soak.
const SEED = 20_261_124;
const RUNS = Number(process.env.FORMATS_FUZZ_RUNS ?? 300);
const MAX_MS = 1000;

const TOKENS = [
  '<',
  '>',
  '/>',
  '"',
  '&amp;',
  '&bogus;',
  '<!DOCTYPE x>',
  '<SteadyState Duration="60" Power="0.5"/>',
  '<IntervalsT Repeat="400" OnDuration="200" OffDuration="1" OnPower="1" OffPower="1"/>',
  '<textevent timeoffset="5" message="x"/>',
  '[COURSE DATA]',
  '[END COURSE DATA]',
  '\t',
  '\n',
  '\n- 10m 50%\n',
  '\n999x\n',
  ' ramp ',
  ' press lap ',
  '\u0000',
  '\uFFFF',
];
const VALUES = [
  '',
  '-1',
  '0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '99999999',
  '1e-400',
  '-0',
  '2.5',
  '0x10',
];

/** Replaces the n-th number of the text (an attribute value, a minute, a percentage) with a hostile value. */
function replaceNumber(bytes: Uint8Array, at: number, value: string): Uint8Array {
  const text = new TextDecoder().decode(bytes);
  const spans = [...text.matchAll(/\d+(?:\.\d+)?/g)];
  const span = spans[at % Math.max(1, spans.length)];
  if (!span || span.index === undefined) return bytes;
  return new TextEncoder().encode(
    text.slice(0, span.index) + value + text.slice(span.index + span[0].length),
  );
}

const textMutations = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: mutation(true, TOKENS, VALUES).map((m) => ({ byte: m })) },
    { weight: 4, arbitrary: fc.record({ at: fc.nat(), value: fc.constantFrom(...VALUES) }) },
  ),
  { minLength: 1, maxLength: 6 },
);

function applyText(
  seed: Uint8Array,
  list: readonly ({ byte: Parameters<typeof mutate>[1][number] } | { at: number; value: string })[],
) {
  let bytes = seed;
  for (const m of list) bytes = 'byte' in m ? mutate(bytes, [m.byte]) : replaceNumber(bytes, m.at, m.value);
  return bytes;
}

const figures: Record<
  string,
  { files: number; read: number; errors: Record<string, number>; maxMs: number }
> = {};

function run(format: string, bytes: Uint8Array, filename: string, ftpW?: number): void {
  const stats = figures[format] ?? { files: 0, read: 0, errors: {}, maxMs: 0 };
  figures[format] = stats;
  stats.files++;
  const start = performance.now();
  try {
    const read = readWorkoutFile(bytes, filename, ftpW ? { ftpW } : {});
    // What a reader returns is always a valid model workout.
    expect(validateWorkout(read.workout)).toEqual([]);
    stats.read++;
  } catch (error) {
    if (!(error instanceof WorkoutFileError)) throw error;
    stats.errors[error.code] = (stats.errors[error.code] ?? 0) + 1;
  }
  const ms = performance.now() - start;
  stats.maxMs = Math.max(stats.maxMs, ms);
  expect(ms).toBeLessThan(MAX_MS);
}

afterAll(() => {
  for (const [format, s] of Object.entries(figures)) {
    console.info(
      `workout fuzz ${format}: ${s.files} files, ${s.read} read, errors ${JSON.stringify(s.errors)}, max ${s.maxMs.toFixed(0)} ms, 0 uncaught`,
    );
  }
});

const text = (s: string) => new TextEncoder().encode(s);

describe('workout readers under mutation: only typed errors, well-formed workouts, under 1 s', () => {
  it('FIT workouts (CRC fixed after mutation)', () => {
    const seeds = [
      encodeFitWorkout(SWEET_SPOT, { ftpW: 250 }),
      encodeFitWorkout(MIXED, { power: 'percent' }),
      fixture('fit-bad/not-activity-WorkoutIndividualSteps.fit'),
    ];
    fc.assert(
      fc.property(
        fc.nat(seeds.length - 1),
        fc.array(mutation(false, TOKENS, VALUES), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (s, ms, withFtp) => run('fit', fixFitCrc(mutate(seeds[s]!, ms)), 'w.fit', withFtp ? 250 : undefined),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  const textFormats: [string, string, Uint8Array[]][] = [
    [
      'zwo',
      'w.zwo',
      [
        text(writeZwo(SWEET_SPOT)),
        text(writeZwo(MIXED)),
        fixture('zwo/domestique-mixed-case.zwo'),
        fixture('zwo/domestique-ftp-test-style.zwo'),
      ],
    ],
    ['erg', 'w.erg', [text(writeErg(SWEET_SPOT, { ftpW: 250 })), text(writeErg(MIXED, { ftpW: 300 }))]],
    ['mrc', 'w.mrc', [text(writeMrc(SWEET_SPOT)), text(writeMrc(MIXED))]],
    ['txt', 'w.txt', [text(writeIcuText(SWEET_SPOT)), text(writeIcuText(MIXED))]],
  ];
  for (const [format, filename, seeds] of textFormats) {
    it(format, () => {
      fc.assert(
        fc.property(fc.nat(seeds.length - 1), textMutations, fc.boolean(), (s, list, withFtp) =>
          run(format, applyText(seeds[s]!, list), filename, withFtp ? 250 : undefined),
        ),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }

  it('random bytes and random text under every name', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.string({ maxLength: 512 }).map(text)),
        fc.constantFrom('x.fit', 'x.zwo', 'x.erg', 'x.mrc', 'x.txt', 'x', undefined),
        (bytes, name) => {
          try {
            readWorkoutFile(bytes, name);
          } catch (error) {
            if (!(error instanceof WorkoutFileError)) throw error;
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
