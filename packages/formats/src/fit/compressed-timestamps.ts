import { CrcCalculator } from '@garmin/fitsdk';

/**
 * The Garmin JavaScript SDK refuses FIT "compressed timestamp" record headers (bit 7 set: a 2-bit local message
 * type and a 5-bit time offset instead of a timestamp field) — older devices such as the Forerunner 70 write them.
 * This rewrites such a file into an equivalent one with ordinary headers, so the SDK can decode it:
 * each compressed message becomes a normal message whose definition has a timestamp field (253) added.
 *
 * Timestamp rule (FIT protocol, "Compressed Timestamp Header"): with the last full timestamp T and offset o,
 * the time is (T & ~0x1F) + o, plus 0x20 when o < (T & 0x1F) (the 5-bit counter rolled over).
 *
 * Only the first FIT file of a chain is rewritten. Returns null when the structure is not walkable (missing
 * definition, data past the end, no compressed headers at all) — the caller then reports the SDK's own error.
 */
export function expandCompressedTimestamps(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = bytes[0]!;
  if (headerSize !== 12 && headerSize !== 14) return null;
  const dataEnd = Math.min(bytes.length, headerSize + view.getUint32(4, true));
  interface Definition {
    bytes: Uint8Array;
    littleEndian: boolean;
    fieldsSize: number;
    devSize: number;
    timestampOffset: number;
    augmented: Uint8Array;
  }
  const definitions: Array<Definition | undefined> = [];
  const augmentedActive: boolean[] = [];
  const chunks: Uint8Array[] = [];
  let outLength = 0;
  const emit = (chunk: Uint8Array) => {
    chunks.push(chunk);
    outLength += chunk.length;
  };
  let lastTimestamp = 0;
  let compressedCount = 0;
  let position = headerSize;

  while (position < dataEnd) {
    const header = bytes[position]!;
    if ((header & 0x80) === 0 && (header & 0x40) !== 0) {
      // Definition message.
      if (position + 6 > dataEnd) return null;
      const local = header & 0x0f;
      const littleEndian = bytes[position + 2] === 0;
      const fieldCount = bytes[position + 5]!;
      let cursor = position + 6;
      let fieldsSize = 0;
      let timestampOffset = -1;
      const fieldsStart = cursor;
      for (let f = 0; f < fieldCount; f++) {
        if (cursor + 3 > dataEnd) return null;
        if (bytes[cursor] === 253 && bytes[cursor + 1] === 4) timestampOffset = fieldsSize;
        fieldsSize += bytes[cursor + 1]!;
        cursor += 3;
      }
      const fieldsEnd = cursor;
      let devSize = 0;
      if (header & 0x20) {
        if (cursor + 1 > dataEnd) return null;
        const devCount = bytes[cursor]!;
        cursor += 1;
        for (let f = 0; f < devCount; f++) {
          if (cursor + 3 > dataEnd) return null;
          devSize += bytes[cursor + 1]!;
          cursor += 3;
        }
      }
      const original = bytes.subarray(position, cursor);
      // Same definition plus a uint32 timestamp field (253, size 4, base type 0x86) after the normal fields.
      const augmented = new Uint8Array(original.length + 3);
      augmented.set(bytes.subarray(position, fieldsStart));
      augmented[5] = fieldCount + 1;
      augmented.set(bytes.subarray(fieldsStart, fieldsEnd), fieldsStart - position);
      augmented.set([253, 4, 0x86], fieldsEnd - position);
      augmented.set(bytes.subarray(fieldsEnd, cursor), fieldsEnd - position + 3);
      definitions[local] = { bytes: original, littleEndian, fieldsSize, devSize, timestampOffset, augmented };
      augmentedActive[local] = false;
      emit(original);
      position = cursor;
      continue;
    }
    const compressed = (header & 0x80) !== 0;
    const local = compressed ? (header >> 5) & 0x03 : header & 0x0f;
    const definition = definitions[local];
    if (!definition) return null;
    const size = definition.fieldsSize + definition.devSize;
    if (position + 1 + size > dataEnd) return null;
    const body = bytes.subarray(position + 1, position + 1 + size);
    if (!compressed) {
      if (augmentedActive[local]) {
        emit(definition.bytes);
        augmentedActive[local] = false;
      }
      if (definition.timestampOffset >= 0) {
        const t = new DataView(body.buffer, body.byteOffset + definition.timestampOffset, 4);
        const value = t.getUint32(0, definition.littleEndian);
        if (value !== 0xffffffff) lastTimestamp = value;
      }
      emit(bytes.subarray(position, position + 1 + size));
    } else {
      compressedCount++;
      const offset = header & 0x1f;
      let timestamp = (lastTimestamp & ~0x1f) + offset;
      if (offset < (lastTimestamp & 0x1f)) timestamp += 0x20;
      timestamp >>>= 0;
      lastTimestamp = timestamp;
      if (definition.timestampOffset >= 0) {
        // Odd but legal: the definition already has a timestamp field; overwrite it in a normal message.
        const message = new Uint8Array(1 + size);
        message[0] = local;
        message.set(body, 1);
        new DataView(message.buffer).setUint32(
          1 + definition.timestampOffset,
          timestamp,
          definition.littleEndian,
        );
        if (augmentedActive[local]) {
          emit(definition.bytes);
          augmentedActive[local] = false;
        }
        emit(message);
      } else {
        if (!augmentedActive[local]) {
          emit(definition.augmented);
          augmentedActive[local] = true;
        }
        const message = new Uint8Array(1 + size + 4);
        message[0] = local;
        message.set(body.subarray(0, definition.fieldsSize), 1);
        new DataView(message.buffer).setUint32(1 + definition.fieldsSize, timestamp, definition.littleEndian);
        message.set(body.subarray(definition.fieldsSize), 1 + definition.fieldsSize + 4);
        emit(message);
      }
    }
    position += 1 + size;
  }
  if (compressedCount === 0) return null;

  const out = new Uint8Array(headerSize + outLength + 2);
  out.set(bytes.subarray(0, headerSize));
  const outView = new DataView(out.buffer);
  outView.setUint32(4, outLength, true);
  if (headerSize === 14) outView.setUint16(12, CrcCalculator.calculateCRC(out, 0, 12), true);
  let cursor = headerSize;
  for (const chunk of chunks) {
    out.set(chunk, cursor);
    cursor += chunk.length;
  }
  outView.setUint16(cursor, CrcCalculator.calculateCRC(out, 0, cursor), true);
  return out;
}
