import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads a whole ZIP (tests only): the central directory, then each entry's bytes (stored or deflated), checked
 * against its CRC-32. ZIP64 is not needed for the small archives tests build; an archive that needs it fails loudly.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + compressed);
    const bytes = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    if (crc32(bytes) !== crc) throw new Error(`crc mismatch in ${name}`);
    out.set(name, bytes);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}
