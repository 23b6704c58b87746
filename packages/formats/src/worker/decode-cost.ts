import { detectFormat } from '../detect.ts';
import { RIDE_FILE_LIMITS } from '../errors.ts';

/**
 * Peak memory a worker holds while it decodes and analyses a file, per byte of that file (its copy, the decoder's
 * objects, the sample columns), measured as the process's RSS rise around one decode with the server's analysis task:
 * FIT 5.4 MB (48 h at 1 Hz) → +110 MB (the FIT SDK builds an object per message); TCX 6 / 12 / 25 MB → +20 / +40 /
 * +89 MB (XML is streamed through saxes, so only the samples grow with the file).
 */
export const DECODE_MEMORY_PER_BYTE = { fit: 20, xml: 4 } as const;

/** The size a gzip member says it inflates to (ISIZE, its last four bytes, little-endian), capped at what we inflate. */
function inflatedSize(bytes: Uint8Array): number {
  if (bytes.length < 18) return 0;
  const n = bytes.length;
  const isize = (bytes[n - 4]! | (bytes[n - 3]! << 8) | (bytes[n - 2]! << 16) | (bytes[n - 1]! << 24)) >>> 0;
  return Math.min(isize, RIDE_FILE_LIMITS.inflatedBytes);
}

/**
 * What decoding `bytes` will hold at its peak (bytes), for the pool to cap the memory of the decodes running at
 * once. A .gz counts its inflated size as its trailer states it (a lying trailer still meets the inflate cap and the
 * worker's heap limit): as FIT when that is small enough to be one, else as XML. A workout file reads as XML does.
 */
export function decodeMemoryEstimate(bytes: Uint8Array, filename?: string): number {
  const format = detectFormat(bytes, filename);
  if (format === 'fit') return bytes.length * DECODE_MEMORY_PER_BYTE.fit;
  if (format !== 'gzip') return bytes.length * DECODE_MEMORY_PER_BYTE.xml;
  const inflated = inflatedSize(bytes);
  const perByte =
    inflated <= RIDE_FILE_LIMITS.fitBytes ? DECODE_MEMORY_PER_BYTE.fit : DECODE_MEMORY_PER_BYTE.xml;
  return bytes.length + inflated * perByte;
}
