import { gunzipSync } from 'node:zlib';
import { RIDE_FILE_LIMITS, RideFileError } from './errors.ts';

/**
 * Inflates a .gz upload with a hard output cap (zlib `maxOutputLength`), so a gzip bomb stops at the cap instead of
 * filling memory: ASVS 5.2.3. Any failure — damaged stream or too much output — is 'decompression_failed'.
 */
export function gunzipCapped(
  bytes: Uint8Array,
  maxOutputBytes: number = RIDE_FILE_LIMITS.inflatedBytes,
): Uint8Array {
  try {
    const out = gunzipSync(bytes, { maxOutputLength: maxOutputBytes });
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new RideFileError('decompression_failed', detail);
  }
}
