import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeRide, type Ride, RideFileError } from '../src/index.ts';
import { expectWellFormed, fixture } from './helpers.ts';
import { fixFitCrc, mutate, mutation } from './support/mutate.ts';

// Mutation fuzzing (security.md §4). Fixed seed so a failure replays; FORMATS_FUZZ_RUNS raises the count for a
// longer soak (e.g. FORMATS_FUZZ_RUNS=5000 npx vitest run --project formats test/fuzz.test.ts).
const SEED = 20_261_122;
const RUNS = Number(process.env.FORMATS_FUZZ_RUNS ?? 400);
const MAX_MS = 1000;

const XML_TOKENS = [
  '<',
  '>',
  '</',
  '/>',
  '&amp;',
  '&#0;',
  '&#x110000;',
  '&bogus;',
  '<![CDATA[',
  ']]>',
  '"',
  '<!DOCTYPE x>',
  '<Trackpoint>',
  '</Trackpoint>',
  '<trkpt lat="1" lon="x">',
  '<time>',
  '1e309',
  '-',
  'NaN',
  '\u0000',
  '\uFFFF',
];

/** Replacement element values that keep the XML well-formed but stress number/time parsing and bounds. */
const XML_VALUES = [
  '',
  '-1',
  '0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '99999999',
  '2024-13-45T99:99:99Z',
  '1970-01-01T00:00:00Z',
  '2200-01-01T00:00:00Z',
  'abc',
  '0x10',
  ' 12 ',
  '1e-400',
  '-0',
  '3001',
  '251',
  '&amp;',
];

const BOUNDS: Array<[keyof Ride['samples'], number, number]> = [
  ['power', 0, 65_000],
  ['heartRate', 20, 250],
  ['cadence', 0, 250],
  ['speed', 0, 50],
];

const figures: Record<
  string,
  { files: number; decoded: number; errors: Record<string, number>; maxMs: number }
> = {};

function run(format: string, bytes: Uint8Array, filename: string): void {
  const stats = figures[format] ?? { files: 0, decoded: 0, errors: {}, maxMs: 0 };
  figures[format] = stats;
  stats.files++;
  const start = performance.now();
  try {
    const ride = decodeRide(bytes, filename);
    expectWellFormed(ride);
    for (const [channel, min, max] of BOUNDS) {
      const column = ride.samples[channel];
      if (column)
        for (const v of column)
          if (!Number.isNaN(v) && (v < min || v > max)) throw new Error(`${channel} ${v}`);
    }
    stats.decoded++;
  } catch (error) {
    // The property: nothing but a RideFileError ever escapes.
    if (!(error instanceof RideFileError)) throw error;
    stats.errors[error.code] = (stats.errors[error.code] ?? 0) + 1;
  }
  const ms = performance.now() - start;
  stats.maxMs = Math.max(stats.maxMs, ms);
  expect(ms).toBeLessThan(MAX_MS);
}

afterAll(() => {
  for (const [format, s] of Object.entries(figures)) {
    console.info(
      `fuzz ${format}: ${s.files} files, ${s.decoded} decoded, errors ${JSON.stringify(s.errors)}, max ${s.maxMs.toFixed(0)} ms, 0 uncaught`,
    );
  }
});

describe('mutation fuzzing: never an uncaught throw, never slower than 1 s', () => {
  const fitSeeds = [
    'fit/edge1000-short-pause-2020-06-01-16-52-40.fit',
    'fit/elemnt-bolt-no-application-id-inside-developer-data-id.fit',
    'fit-bad/compressed-speed-distance.fit',
  ].map(fixture);

  it('FIT (CRC fixed after mutation)', () => {
    fc.assert(
      fc.property(
        fc.nat(fitSeeds.length - 1),
        fc.array(mutation(false, XML_TOKENS, XML_VALUES), { minLength: 1, maxLength: 6 }),
        (s, ms) => {
          run('fit', fixFitCrc(mutate(fitSeeds[s]!, ms)), 'ride.fit');
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('TCX', () => {
    const seed = fixture('tcx/edge1000-short-pause-activity_5039744860.tcx');
    fc.assert(
      fc.property(fc.array(mutation(true, XML_TOKENS, XML_VALUES), { minLength: 1, maxLength: 6 }), (ms) =>
        run('tcx', mutate(seed, ms), 'ride.tcx'),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('GPX', () => {
    const seed = fixture('gpx/edge1000-short-pause-activity_5039744860.gpx');
    fc.assert(
      fc.property(fc.array(mutation(true, XML_TOKENS, XML_VALUES), { minLength: 1, maxLength: 6 }), (ms) =>
        run('gpx', mutate(seed, ms), 'ride.gpx'),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
