import { CrcCalculator } from '@garmin/fitsdk';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeRide, type Ride, RideFileError } from '../src/index.ts';
import { expectWellFormed, fixture } from './helpers.ts';

// Mutation fuzzing (security.md §4). Fixed seed so a failure replays; FORMATS_FUZZ_RUNS raises the count for a
// longer soak (e.g. FORMATS_FUZZ_RUNS=5000 npx vitest run --project formats test/fuzz.test.ts).
const SEED = 20_261_122;
const RUNS = Number(process.env.FORMATS_FUZZ_RUNS ?? 400);
const MAX_MS = 1000;

type Mutation =
  | { kind: 'set'; at: number; value: number }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'duplicate'; at: number; length: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'text'; at: number; value: string };

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

// Weighted so most mutants stay close to valid and reach the value-handling code instead of failing at the first
// structural check (a truncation is almost always just 'truncated' / 'xml_invalid').
const mutation = (xml: boolean): fc.Arbitrary<Mutation> =>
  fc.oneof(
    {
      weight: xml ? 2 : 8,
      arbitrary: fc.record({
        kind: fc.constant('set' as const),
        at: fc.nat(),
        value: fc.oneof(
          fc.integer({ min: 0, max: 255 }),
          fc.constantFrom(0, 0xff, 0x7f, 0x80, 12, 14, 0x40, 0xc0, 0xe0),
        ),
      }),
    },
    {
      weight: xml ? 8 : 0,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        at: fc.nat(),
        value: fc.constantFrom(...XML_VALUES),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('delete' as const),
        at: fc.nat(),
        length: fc.integer({ min: 1, max: 64 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(),
        bytes: xml
          ? fc.constantFrom(...XML_TOKENS).map((token) => new TextEncoder().encode(token))
          : fc.uint8Array({ minLength: 1, maxLength: 16 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('duplicate' as const),
        at: fc.nat(),
        length: fc.integer({ min: 1, max: 512 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }) },
  );

/** Replaces the text of the n-th element that has text (`>value<`), wrapping around. */
function replaceText(bytes: Uint8Array, at: number, value: string): Uint8Array {
  const text = new TextDecoder().decode(bytes);
  const spans = [...text.matchAll(/>([^<>\s][^<>]*)</g)];
  const span = spans[at % Math.max(1, spans.length)];
  if (!span || span.index === undefined) return bytes;
  const start = span.index + 1;
  return new TextEncoder().encode(text.slice(0, start) + value + text.slice(start + span[1]!.length));
}

function mutate(seed: Uint8Array, mutations: Mutation[]): Uint8Array {
  let bytes: Uint8Array = seed.slice();
  for (const m of mutations) {
    if (bytes.length === 0) break;
    const at = m.at % bytes.length;
    if (m.kind === 'set') bytes[at] = m.value;
    else if (m.kind === 'text') bytes = replaceText(bytes, m.at, m.value);
    else if (m.kind === 'truncate') bytes = bytes.slice(0, at);
    else {
      const insert =
        m.kind === 'insert'
          ? m.bytes
          : m.kind === 'duplicate'
            ? bytes.slice(at, at + m.length)
            : new Uint8Array(0);
      const cut = m.kind === 'delete' ? m.length : 0;
      const next = new Uint8Array(bytes.length - Math.min(cut, bytes.length - at) + insert.length);
      next.set(bytes.subarray(0, at));
      next.set(insert, at);
      next.set(bytes.subarray(at + cut), at + insert.length);
      bytes = next;
    }
  }
  return bytes;
}

/** Re-seals a mutated FIT file so the mutation reaches the parser instead of stopping at the CRC check. */
function fixFitCrc(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 14) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 14) view.setUint16(12, CrcCalculator.calculateCRC(bytes, 0, 12), true);
  const declaredEnd = (bytes[0] ?? 0) + view.getUint32(4, true);
  const end = declaredEnd + 2 <= bytes.length && declaredEnd >= 12 ? declaredEnd : bytes.length - 2;
  view.setUint16(end, CrcCalculator.calculateCRC(bytes, 0, end), true);
  return bytes;
}

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
        fc.array(mutation(false), { minLength: 1, maxLength: 6 }),
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
      fc.property(fc.array(mutation(true), { minLength: 1, maxLength: 6 }), (ms) =>
        run('tcx', mutate(seed, ms), 'ride.tcx'),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('GPX', () => {
    const seed = fixture('gpx/edge1000-short-pause-activity_5039744860.gpx');
    fc.assert(
      fc.property(fc.array(mutation(true), { minLength: 1, maxLength: 6 }), (ms) =>
        run('gpx', mutate(seed, ms), 'ride.gpx'),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
