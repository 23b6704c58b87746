import { promisify } from 'node:util';
import { deflate, deflateSync, inflateSync } from 'node:zlib';

const deflateAsync = promisify(deflate);

/** How streams are stored: little-endian Float32 per sample, zlib-deflated (NaN = no value). */
export const STREAM_ENCODING = 'f32le-deflate';
/**
 * The time channel (whole seconds since the start, rising by 1 except across pauses) stored as Float32 differences
 * before deflating: 12 KB an hour becomes ~100 bytes, which matters most on PGlite, where every stored byte crosses
 * into WebAssembly as hex text. Whole seconds make every difference, and so the running sum, exact.
 */
export const STREAM_ENCODING_DELTA = 'f32le-delta-deflate';
export type StreamEncoding = typeof STREAM_ENCODING | typeof STREAM_ENCODING_DELTA;

function toFloat32Bytes(values: ArrayLike<number>): Uint8Array {
  const f32 = Float32Array.from(values as ArrayLike<number>);
  // Float32Array is host-endian; every platform Node supports in production is little-endian.
  return new Uint8Array(f32.buffer, f32.byteOffset, f32.byteLength);
}

function samplesFor(values: ArrayLike<number>, encoding: StreamEncoding): ArrayLike<number> {
  if (encoding !== STREAM_ENCODING_DELTA) return values;
  const deltas = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) deltas[i] = values[i]! - (i > 0 ? values[i - 1]! : 0);
  return deltas;
}

// level 3: sensor floats barely compress further at 6 (−3 % size) for nearly twice the time
const DEFLATE = { level: 3 } as const;

/** Compresses a channel off the event loop (zlib runs on the libuv thread pool). */
export async function encodeStream(
  values: ArrayLike<number>,
  encoding: StreamEncoding = STREAM_ENCODING,
): Promise<Buffer> {
  return deflateAsync(toFloat32Bytes(samplesFor(values, encoding)), DEFLATE);
}

/** The same, synchronously: for worker threads (the import analysis), where blocking is the point. */
export function encodeStreamSync(
  values: ArrayLike<number>,
  encoding: StreamEncoding = STREAM_ENCODING,
): Buffer {
  return deflateSync(toFloat32Bytes(samplesFor(values, encoding)), DEFLATE);
}

export function decodeStream(data: Uint8Array, encoding: string = STREAM_ENCODING): Float32Array {
  const raw = inflateSync(data);
  // Copy into an aligned buffer: the inflated Buffer may sit at any offset of a shared pool.
  const aligned = new Uint8Array(raw.byteLength);
  aligned.set(raw);
  const values = new Float32Array(aligned.buffer, 0, raw.byteLength / 4);
  if (encoding === STREAM_ENCODING_DELTA) {
    let sum = 0;
    for (let i = 0; i < values.length; i++) {
      sum += values[i]!;
      values[i] = sum;
    }
  }
  return values;
}

const finiteOrNull = (v: number): number | null => (Number.isFinite(v) ? v : null);

export interface Downsampled {
  timeS: number[];
  channels: Record<string, (number | null)[] | null>;
}

/**
 * Min/max downsampling for charts: the series is cut into `maxPoints / 2` buckets of equal sample count; each bucket
 * contributes two points — for every channel its minimum and maximum in the order they occur — at the times of the
 * bucket's first and middle samples. Peaks and troughs survive (unlike averaging); the times are shared by all
 * channels so one x-axis serves every chart. O(samples · channels).
 */
export function downsampleMinMax(
  time: ArrayLike<number>,
  channels: Record<string, ArrayLike<number> | null>,
  maxPoints: number,
): Downsampled {
  const n = time.length;
  const names = Object.keys(channels);
  const out: Downsampled = { timeS: [], channels: {} };
  for (const name of names) out.channels[name] = channels[name] ? [] : null;
  const buckets = Math.max(1, Math.floor(maxPoints / 2));
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor((b * n) / buckets);
    const to = Math.floor(((b + 1) * n) / buckets);
    if (to <= from) continue;
    const mid = to - from > 1 ? from + Math.floor((to - from) / 2) : -1;
    out.timeS.push(time[from]!);
    if (mid >= 0) out.timeS.push(time[mid]!);
    for (const name of names) {
      const values = channels[name];
      const target = out.channels[name];
      if (!values || !target) continue;
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      let minAt = -1;
      let maxAt = -1;
      for (let i = from; i < to; i++) {
        const v = values[i]!;
        if (!Number.isFinite(v)) continue;
        if (v < min) {
          min = v;
          minAt = i;
        }
        if (v > max) {
          max = v;
          maxAt = i;
        }
      }
      if (mid < 0) target.push(minAt >= 0 ? min : null);
      else if (minAt < 0) target.push(null, null);
      else if (minAt <= maxAt) target.push(min, max);
      else target.push(max, min);
    }
  }
  return out;
}

/** Every sample, NaN → null (JSON has no NaN). */
export function fullResolution(
  time: ArrayLike<number>,
  channels: Record<string, ArrayLike<number> | null>,
): Downsampled {
  const out: Downsampled = { timeS: Array.from(time), channels: {} };
  for (const [name, values] of Object.entries(channels)) {
    out.channels[name] = values ? Array.from(values, finiteOrNull) : null;
  }
  return out;
}
