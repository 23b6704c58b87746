import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Ride } from '../src/index.ts';

export const FIXTURES = new URL('./fixtures/', import.meta.url);

export function fixture(path: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(path, FIXTURES)));
}

/** Invariants every decoded ride must satisfy, whatever the input. */
export function expectWellFormed(ride: Ride): void {
  const { time } = ride.samples;
  expect(time.length).toBeGreaterThan(0);
  for (let i = 1; i < time.length; i++) {
    if (!(time[i]! > time[i - 1]!)) throw new Error(`time not strictly increasing at ${i}`);
  }
  const columns = [
    ride.samples.power,
    ride.samples.heartRate,
    ride.samples.cadence,
    ride.samples.speed,
    ride.samples.altitude,
    ride.samples.distance,
    ride.latitude,
    ride.longitude,
  ];
  for (const column of columns) if (column) expect(column.length).toBe(time.length);
  expect(Number.isNaN(ride.startTime.getTime())).toBe(false);
}

/** Mean of the non-missing values of a column. */
export function mean(column: Float64Array | null): number {
  if (!column) return Number.NaN;
  let sum = 0;
  let n = 0;
  for (const v of column) {
    if (!Number.isNaN(v)) {
      sum += v;
      n++;
    }
  }
  return n ? sum / n : Number.NaN;
}

export function lastValid(column: Float64Array | null): number {
  if (!column) return Number.NaN;
  for (let i = column.length - 1; i >= 0; i--) if (!Number.isNaN(column[i]!)) return column[i]!;
  return Number.NaN;
}
