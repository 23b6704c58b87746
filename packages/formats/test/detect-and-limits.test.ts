import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeRide,
  detectFormat,
  RIDE_FILE_ERROR_CODES,
  RIDE_FILE_ERROR_MESSAGES,
  RIDE_FILE_LIMITS,
  RideFileError,
} from '../src/index.ts';
import { fixture } from './helpers.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

function decodeError(bytes: Uint8Array, filename?: string): RideFileError {
  try {
    decodeRide(bytes, filename);
  } catch (error) {
    expect(error).toBeInstanceOf(RideFileError);
    return error as RideFileError;
  }
  throw new Error('expected a RideFileError');
}

describe('detectFormat', () => {
  const fit = fixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit');
  const tcx = fixture('tcx/edge1000-short-pause-activity_5039744860.tcx');
  const gpx = fixture('gpx/edge1000-short-pause-activity_5039744860.gpx');

  it('goes by content, not by the file name', () => {
    expect(detectFormat(fit)).toBe('fit');
    expect(detectFormat(fit, 'ride.gpx')).toBe('fit');
    expect(detectFormat(tcx, 'ride.fit')).toBe('tcx');
    expect(detectFormat(gpx, 'ride.tcx')).toBe('gpx');
    expect(detectFormat(gzipSync(gpx))).toBe('gzip');
    expect(detectFormat(new Uint8Array(0))).toBeNull();
    expect(detectFormat(utf8('%PDF-1.7 ...'), 'ride.fit')).toBeNull();
    expect(detectFormat(utf8('<html><body>hi</body></html>'), 'ride.gpx')).toBeNull();
  });

  it('sees the root element past a BOM, comments and processing instructions', () => {
    const text =
      '\uFEFF<?xml version="1.0"?>\n<!-- exported by <gpx> tool --><?pi x?>\n<tcx:TrainingCenterDatabase>';
    expect(detectFormat(utf8(text))).toBe('tcx');
    expect(detectFormat(utf8('  <gpx version="1.1">'))).toBe('gpx');
  });

  it('uses the name only when an XML root is not visible in the first 4 KB', () => {
    const text = `<?xml version="1.0"?><!--${'x'.repeat(5000)}--><gpx/>`;
    expect(detectFormat(utf8(text), 'ride.gpx')).toBe('gpx');
    expect(detectFormat(utf8(text))).toBeNull();
  });
});

describe('gzip and size limits', () => {
  it('decodes .gz uploads of each format exactly like the plain file', () => {
    for (const path of [
      'fit/edge1000-short-pause-2020-06-01-16-52-40.fit',
      'tcx/edge1000-short-pause-activity_5039744860.tcx',
      'gpx/edge1000-short-pause-activity_5039744860.gpx',
    ]) {
      const plain = decodeRide(fixture(path));
      const zipped = decodeRide(new Uint8Array(gzipSync(fixture(path))), `${path}.gz`);
      expect(zipped.format).toBe(plain.format);
      expect(Array.from(zipped.samples.time)).toEqual(Array.from(plain.samples.time));
    }
  });

  it('a gzip bomb stops at the 50 MB inflate cap → decompression_failed, quickly', () => {
    const bomb = gzipSync(new Uint8Array(RIDE_FILE_LIMITS.inflatedBytes + 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    const start = performance.now();
    expect(decodeError(new Uint8Array(bomb), 'ride.fit.gz').code).toBe('decompression_failed');
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('damaged gzip → decompression_failed; gzip inside gzip → unsupported_format; empty inside → empty', () => {
    const zipped = new Uint8Array(gzipSync(fixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit')));
    expect(decodeError(zipped.subarray(0, zipped.length / 2)).code).toBe('decompression_failed');
    expect(decodeError(new Uint8Array(gzipSync(zipped))).code).toBe('unsupported_format');
    expect(decodeError(new Uint8Array(gzipSync(new Uint8Array(0)))).code).toBe('empty');
  });

  it('FIT over 10 MB and XML over 25 MB → too_large (also after inflating)', () => {
    const fit = new Uint8Array(RIDE_FILE_LIMITS.fitBytes + 1);
    fit.set(fixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit').subarray(0, 14));
    expect(decodeError(fit).code).toBe('too_large');
    expect(decodeError(new Uint8Array(gzipSync(fit))).code).toBe('too_large');
    const xml = new Uint8Array(RIDE_FILE_LIMITS.xmlBytes + 1).fill(0x20);
    xml.set(utf8('<gpx>'));
    expect(decodeError(xml).code).toBe('too_large');
    // Exactly at the FIT limit is not too large (it fails later, for its content).
    expect(decodeError(fit.subarray(0, RIDE_FILE_LIMITS.fitBytes)).code).not.toBe('too_large');
  });
});

describe('rider-facing error messages', () => {
  it('exist in en, pt and es for every code, and differ between languages', () => {
    for (const language of ['en', 'pt', 'es'] as const) {
      const messages = RIDE_FILE_ERROR_MESSAGES[language];
      expect(Object.keys(messages).sort()).toEqual([...RIDE_FILE_ERROR_CODES].sort());
      for (const code of RIDE_FILE_ERROR_CODES) expect(messages[code].length).toBeGreaterThan(20);
    }
    for (const code of RIDE_FILE_ERROR_CODES) {
      expect(RIDE_FILE_ERROR_MESSAGES.pt[code]).not.toBe(RIDE_FILE_ERROR_MESSAGES.en[code]);
      expect(RIDE_FILE_ERROR_MESSAGES.es[code]).not.toBe(RIDE_FILE_ERROR_MESSAGES.en[code]);
    }
  });

  it('RideFileError carries the code, the English message and a separate technical detail', () => {
    const error = new RideFileError('truncated', 'end of stream at byte 768');
    expect(error.code).toBe('truncated');
    expect(error.name).toBe('RideFileError');
    expect(error.message).toBe(
      'The file ends early — it was probably cut off while copying or uploading. Try exporting it again from your device or app.',
    );
    expect(error.detail).toBe('end of stream at byte 768');
  });
});
