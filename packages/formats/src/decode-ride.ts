import { detectFormat, formatFromFilename } from './detect.ts';
import { RIDE_FILE_LIMITS, RideFileError } from './errors.ts';
import { decodeFit } from './fit/decode-fit.ts';
import { gunzipCapped } from './gzip.ts';
import { isCyclingSport } from './sport.ts';
import type { Ride, RideFormat } from './types.ts';
import { decodeGpx } from './xml/decode-gpx.ts';
import { decodeTcx } from './xml/decode-tcx.ts';

function checkSize(format: RideFormat, length: number): void {
  const limit = format === 'fit' ? RIDE_FILE_LIMITS.fitBytes : RIDE_FILE_LIMITS.xmlBytes;
  if (length > limit)
    throw new RideFileError('too_large', `${format} file of ${length} bytes (limit ${limit})`);
}

function decodeDetected(bytes: Uint8Array, filename: string | undefined, inflated: boolean): Ride {
  if (bytes.length === 0) throw new RideFileError('empty', inflated ? 'gzip inflates to nothing' : '0 bytes');
  const format = detectFormat(bytes, filename);
  if (format === 'gzip') {
    if (inflated) throw new RideFileError('unsupported_format', 'gzip inside gzip');
    // Compressed size cannot exceed the largest plain file we accept.
    if (bytes.length > RIDE_FILE_LIMITS.xmlBytes)
      throw new RideFileError('too_large', `${bytes.length} bytes gzip`);
    return decodeDetected(gunzipCapped(bytes, RIDE_FILE_LIMITS.inflatedBytes), filename, true);
  }
  if (format === null) {
    // The name says FIT/TCX/GPX but the content is not: a damaged file rather than a foreign one.
    const claimed = formatFromFilename(filename);
    if (bytes.length > RIDE_FILE_LIMITS.inflatedBytes)
      throw new RideFileError('too_large', `${bytes.length} bytes`);
    if (claimed === 'fit') throw new RideFileError('corrupt', 'no FIT header');
    if (claimed) throw new RideFileError('xml_invalid', `no ${claimed} root element`);
    throw new RideFileError('unsupported_format', 'content is not FIT, TCX, GPX or gzip');
  }
  checkSize(format, bytes.length);
  if (format === 'fit') return decodeFit(bytes);
  if (format === 'tcx') return decodeTcx(bytes);
  return decodeGpx(bytes);
}

/**
 * Decodes a ride file (FIT, TCX or GPX, optionally gzip-compressed) into the normalised `Ride`. The format comes
 * from the content (magic bytes, XML root), never from the name alone. Throws only `RideFileError`: anything else
 * escaping a parser is a bug in that parser, reported as 'corrupt' so a hostile file can never crash the caller.
 * Synchronous and CPU-bound: servers should call `decodeRideInWorker` instead.
 */
export function decodeRide(bytes: Uint8Array, filename?: string): Ride {
  try {
    const ride = decodeDetected(bytes, filename, false);
    // Imported all the same (nothing is lost), but the apps must not treat it as a ride: see docs/science.md.
    if (!isCyclingSport(ride.sport, ride.subSport))
      ride.warnings.push({ code: 'not_cycling', sport: ride.sport! });
    return ride;
  } catch (error) {
    if (error instanceof RideFileError) throw error;
    if (error instanceof RangeError && /memory|allocation|Array buffer/i.test(error.message)) {
      throw new RideFileError('too_complex', error.message);
    }
    throw new RideFileError(
      'corrupt',
      error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    );
  }
}
