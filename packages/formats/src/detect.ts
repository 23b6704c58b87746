import type { RideFormat } from './types.ts';

const HEAD_BYTES = 4096;

function extensionOf(filename: string | undefined): string {
  if (!filename) return '';
  const base = filename.toLowerCase().replace(/\.gz$/, '');
  const dot = base.lastIndexOf('.');
  return dot >= 0 ? base.slice(dot + 1) : '';
}

/** The format a file name claims ('ride.tcx.gz' → 'tcx'); null when the name says nothing we read. */
export function formatFromFilename(filename: string | undefined): RideFormat | null {
  const ext = extensionOf(filename);
  return ext === 'fit' || ext === 'tcx' || ext === 'gpx' ? ext : null;
}

/** Text encoding of an XML file from its byte-order mark (UTF-8 when there is none). */
export function xmlEncoding(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * Detects a ride file's format from its content: gzip magic (1f 8b), the FIT header ('.FIT' at bytes 8–11), or
 * the root element of an XML document (TrainingCenterDatabase → TCX, gpx → GPX). The file name is only a tie-breaker
 * for XML whose root we cannot see in the first 4 KB; it never overrides what the bytes say.
 */
export function detectFormat(bytes: Uint8Array, filename?: string): RideFormat | 'gzip' | null {
  if (bytes.length === 0) return null;
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  if (
    bytes.length >= 12 &&
    bytes[8] === 0x2e &&
    bytes[9] === 0x46 &&
    bytes[10] === 0x49 &&
    bytes[11] === 0x54
  ) {
    return 'fit';
  }
  const head = new TextDecoder(xmlEncoding(bytes)).decode(bytes.subarray(0, HEAD_BYTES));
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('<')) return null;
  // Skip the prolog (declaration, comments, processing instructions, doctype) to the first element name.
  const root = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s/>]/.exec(text.replace(/<[?!][\s\S]*?>/g, ''));
  const name = root?.[2];
  if (name === 'TrainingCenterDatabase') return 'tcx';
  if (name === 'gpx') return 'gpx';
  if (!root) {
    const claimed = formatFromFilename(filename);
    if (claimed === 'tcx' || claimed === 'gpx') return claimed;
  }
  return null;
}
