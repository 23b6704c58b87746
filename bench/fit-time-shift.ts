import { CrcCalculator } from '@garmin/fitsdk';

/** date_time fields (uint32 s since the FIT epoch) by global message number; field 253 (timestamp) is in all. */
const DATE_FIELDS: Record<number, number[]> = {
  0: [4], // file_id.time_created
  18: [2], // session.start_time
  19: [2], // lap.start_time
  34: [5], // activity.local_timestamp
};

/**
 * Moves a FIT file written by the SDK `Encoder` (normal headers, little endian) `deltaS` seconds in time: every
 * timestamp and start/creation time is shifted and the file CRC recomputed. The import benchmark needs 1,000
 * distinct, non-overlapping 1–2-hour rides; the SDK encoder takes ~0.2 s per such ride, so a few encoded rides are
 * shifted by whole days instead — same records, same cost to decode and analyse, different bytes and dates.
 */
export function shiftFitTime(source: Uint8Array, deltaS: number): Uint8Array {
  const bytes = source.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = bytes[0]!;
  const end = headerSize + view.getUint32(4, true);
  const definitions = new Map<
    number,
    { global: number; fields: { num: number; size: number }[]; devSize: number }
  >();
  let p = headerSize;
  while (p < end) {
    const header = bytes[p++]!;
    if (header & 0x80) throw new Error('compressed timestamp headers are not supported');
    const local = header & 0x0f;
    if (header & 0x40) {
      if (bytes[p + 1] !== 0) throw new Error('big-endian definitions are not supported');
      const global = view.getUint16(p + 2, true);
      const count = bytes[p + 4]!;
      p += 5;
      const fields = [];
      for (let i = 0; i < count; i++, p += 3) fields.push({ num: bytes[p]!, size: bytes[p + 1]! });
      let devSize = 0;
      if (header & 0x20) {
        const devCount = bytes[p++]!;
        for (let i = 0; i < devCount; i++, p += 3) devSize += bytes[p + 1]!;
      }
      definitions.set(local, { global, fields, devSize });
      continue;
    }
    const definition = definitions.get(local);
    if (!definition) throw new Error(`data message without a definition at byte ${p - 1}`);
    const dates = DATE_FIELDS[definition.global] ?? [];
    for (const field of definition.fields) {
      if ((field.num === 253 || dates.includes(field.num)) && field.size === 4) {
        const value = view.getUint32(p, true);
        if (value !== 0xffffffff) view.setUint32(p, value + deltaS, true);
      }
      p += field.size;
    }
    p += definition.devSize;
  }
  view.setUint16(end, CrcCalculator.calculateCRC(bytes, 0, end), true);
  return bytes;
}
