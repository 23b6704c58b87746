import { CrcCalculator, Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { decodeRide, expandCompressedTimestamps } from '../src/index.ts';

const FIT_EPOCH_S = 631_065_600;
const T = 1_100_000_030; // FIT seconds; T & 0x1f = 30, so the 5-bit offset rolls over two records later

/** Hand-built FIT: one event with a full timestamp, then records in compressed-timestamp headers. */
function buildCompressedFit(offsets: number[]): Uint8Array {
  const bytes: number[] = [];
  const u32 = (v: number) => [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];
  // definition local 1: event (21): timestamp(253) uint32, event(0) enum, event_type(1) enum
  bytes.push(0x41, 0, 0, 21, 0, 3, 253, 4, 0x86, 0, 1, 0x00, 1, 1, 0x00);
  bytes.push(0x01, ...u32(T), 0, 0); // timer start at T
  // definition local 0: record (20): power(7) uint16, heart_rate(3) uint8 — no timestamp field
  bytes.push(0x40, 0, 0, 20, 0, 2, 7, 2, 0x84, 3, 1, 0x02);
  offsets.forEach((delta, i) => {
    const header = 0x80 | (0 << 5) | ((T + delta) & 0x1f);
    bytes.push(header, (200 + i) & 0xff, 0, 120 + i);
  });
  const data = new Uint8Array(bytes);
  const out = new Uint8Array(14 + data.length + 2);
  const view = new DataView(out.buffer);
  out.set([14, 0x20, 0, 0, ...u32(data.length), 0x2e, 0x46, 0x49, 0x54]);
  view.setUint16(12, CrcCalculator.calculateCRC(out, 0, 12), true);
  out.set(data, 14);
  view.setUint16(14 + data.length, CrcCalculator.calculateCRC(out, 0, 14 + data.length), true);
  return out;
}

describe('expandCompressedTimestamps', () => {
  it('gives each compressed record its full timestamp, including across the 32 s rollover', () => {
    const offsets = [1, 2, 3, 10, 40]; // 40 s after T wraps the 5-bit counter past the last full time
    const original = buildCompressedFit(offsets);
    // The SDK alone stops at the first compressed header.
    const plain = new Decoder(Stream.fromByteArray(original)).read();
    expect(plain.errors[0]?.message).toMatch(/compressed timestamp messages are not currently supported/);

    const expanded = expandCompressedTimestamps(original)!;
    const { messages, errors } = new Decoder(Stream.fromByteArray(expanded)).read({
      convertDateTimesToDates: false,
    });
    expect(errors).toEqual([]);
    const records = messages.recordMesgs as unknown as Array<{
      timestamp: number;
      power: number;
      heartRate: number;
    }>;
    expect(records.map((r) => r.timestamp - T)).toEqual(offsets);
    expect(records.map((r) => r.power)).toEqual([200, 201, 202, 203, 204]);
    expect(records.map((r) => r.heartRate)).toEqual([120, 121, 122, 123, 124]);
  });

  it('decodeRide uses it and says so', () => {
    const ride = decodeRide(buildCompressedFit([1, 2, 3]), 'old-device.fit');
    expect(Array.from(ride.samples.time)).toEqual([1, 2, 3].map((d) => T + d + FIT_EPOCH_S));
    expect(ride.warnings).toContainEqual({ code: 'compressed_timestamps' });
    expect(ride.timerEvents).toEqual([{ time: T + FIT_EPOCH_S, type: 'start' }]);
  });

  it('returns null for files it cannot walk or that need no rewriting', () => {
    const good = buildCompressedFit([1]);
    expect(expandCompressedTimestamps(good.subarray(0, 20))).toBeNull(); // definition cut short
    const noCompressed = buildCompressedFit([]);
    expect(expandCompressedTimestamps(noCompressed)).toBeNull();
    expect(expandCompressedTimestamps(new Uint8Array(5))).toBeNull();
  });
});
