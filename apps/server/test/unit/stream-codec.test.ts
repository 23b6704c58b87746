import { describe, expect, it } from 'vitest';
import {
  decodeStream,
  encodeStream,
  STREAM_ENCODING,
  STREAM_ENCODING_DELTA,
} from '../../src/db/stream-codec.ts';

describe('stream codec', () => {
  it('round-trips a channel to Float32 (NaN kept as "no value")', async () => {
    const values = [0, 1.5, Number.NaN, 230.25, -4];
    const data = await encodeStream(values);
    expect(Array.from(decodeStream(data, STREAM_ENCODING))).toEqual([0, 1.5, Number.NaN, 230.25, -4]);
  });

  it('stores the time channel as differences: exact, and a fraction of the size', async () => {
    // 2 hours of riding with a 5-minute pause after the first hour
    const time = Array.from({ length: 7200 }, (_, i) => (i < 3600 ? i : i + 300));
    const plain = await encodeStream(time, STREAM_ENCODING);
    const delta = await encodeStream(time, STREAM_ENCODING_DELTA);
    expect(Array.from(decodeStream(delta, STREAM_ENCODING_DELTA))).toEqual(time);
    expect(delta.length).toBeLessThan(plain.length / 20);
    // rows written before the delta encoding existed still read
    expect(Array.from(decodeStream(plain, STREAM_ENCODING))).toEqual(time);
  });
});
