import { CrcCalculator } from '@garmin/fitsdk';
import fc from 'fast-check';

// Mutation fuzzing tools shared by the ride (fuzz.test.ts) and workout (workout-fuzz.test.ts) suites.

export type Mutation =
  | { kind: 'set'; at: number; value: number }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'duplicate'; at: number; length: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'text'; at: number; value: string };

// Weighted so most mutants stay close to valid and reach the value-handling code instead of failing at the first
// structural check (a truncation is almost always just 'truncated' / 'xml_invalid').
export const mutation = (
  xml: boolean,
  textTokens: readonly string[],
  textValues: readonly string[],
): fc.Arbitrary<Mutation> =>
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
        value: fc.constantFrom(...textValues),
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
          ? fc.constantFrom(...textTokens).map((token) => new TextEncoder().encode(token))
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
export function replaceText(bytes: Uint8Array, at: number, value: string): Uint8Array {
  const text = new TextDecoder().decode(bytes);
  const spans = [...text.matchAll(/>([^<>\s][^<>]*)</g)];
  const span = spans[at % Math.max(1, spans.length)];
  if (!span || span.index === undefined) return bytes;
  const start = span.index + 1;
  return new TextEncoder().encode(text.slice(0, start) + value + text.slice(start + span[1]!.length));
}

export function mutate(seed: Uint8Array, mutations: Mutation[]): Uint8Array {
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
export function fixFitCrc(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 14) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 14) view.setUint16(12, CrcCalculator.calculateCRC(bytes, 0, 12), true);
  const declaredEnd = (bytes[0] ?? 0) + view.getUint32(4, true);
  const end = declaredEnd + 2 <= bytes.length && declaredEnd >= 12 ? declaredEnd : bytes.length - 2;
  view.setUint16(end, CrcCalculator.calculateCRC(bytes, 0, end), true);
  return bytes;
}
