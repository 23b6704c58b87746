import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRidingSeries,
  CADENCE_ORDINARY_RPM,
  CADENCE_SPIKE_JUMP_RPM,
  cadenceSpikes,
  removeCadenceSpikes,
} from '../src/index.ts';

const f64 = (values: number[]) => Float64Array.from(values);

describe('cadence spikes (Hampel moving median with a fixed band)', () => {
  it('drops the 239 rpm of a 90-rpm ride and fills it from its neighbours', () => {
    const cadence = f64([88, 90, 91, 89, 90, 239, 92, 90, 91, 89, 90]);
    expect(removeCadenceSpikes(cadence)).toBe(1);
    expect(cadence[5]).toBe(91); // the mean of 90 and 92
    expect(Math.max(...cadence)).toBe(92);
  });

  it('keeps a real sprint, starting to pedal after coasting, and any cadence up to 120 rpm', () => {
    // a sprint winds up over seconds and carries its neighbours: the median moves with it
    const sprint = f64([90, 92, 95, 105, 118, 128, 134, 138, 140, 139, 136, 130, 120, 100, 92]);
    expect(cadenceSpikes(sprint).every((s) => s === 0)).toBe(true);
    // coasting at 0 rpm, then pedalling: the zeros are not pedalling, so no jump
    const restart = f64([0, 0, 0, 0, 0, 0, 0, 0, 95, 96, 95]);
    expect(cadenceSpikes(restart).every((s) => s === 0)).toBe(true);
    // a lone fast reading between stops has no pedalling around it: a spike only above 120 rpm
    expect(Array.from(cadenceSpikes(f64([0, 0, 0, 115, 0, 0])))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(Array.from(cadenceSpikes(f64([0, Number.NaN, 0, 180, 0, 0])))).toEqual([0, 0, 0, 1, 0, 0]);
  });

  it('never touches a ride whose cadence stays at or below 120 rpm; never raises a maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: 0, max: 250, noNaN: true }), fc.constant(Number.NaN)), {
          minLength: 1,
          maxLength: 300,
        }),
        (values) => {
          const before = f64(values);
          const after = f64(values);
          const removed = removeCadenceSpikes(after);
          const max = (a: Float64Array) => Math.max(0, ...Array.from(a).filter((v) => !Number.isNaN(v)));
          expect(max(after)).toBeLessThanOrEqual(max(before));
          if (values.every((v) => Number.isNaN(v) || v <= CADENCE_ORDINARY_RPM)) {
            expect(removed).toBe(0);
            expect(after).toEqual(before);
          }
          // only flagged readings change
          const flagged = cadenceSpikes(before);
          for (let i = 0; i < values.length; i++) if (flagged[i] === 0) expect(after[i]).toBe(before[i]);
        },
      ),
    );
  });

  it('finds any single glitch more than 50 rpm above steady pedalling (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 60, max: 110 }), { minLength: 11, maxLength: 200 }),
        fc.nat(),
        fc.integer({ min: 1, max: 120 }),
        (steady, at, extra) => {
          const i = at % steady.length;
          const sorted = [...steady].sort((a, b) => a - b);
          // above the highest neighbour by the band: above the median of any window of them
          const glitch = Math.max(sorted.at(-1)! + CADENCE_SPIKE_JUMP_RPM + extra, CADENCE_ORDINARY_RPM + 1);
          const cadence = f64(steady.map((v, j) => (j === i ? glitch : v)));
          expect(removeCadenceSpikes(cadence)).toBe(1);
          expect(Math.max(...cadence)).toBeLessThanOrEqual(sorted.at(-1)!);
        },
      ),
    );
  });

  it('the riding series reports the ride without the spike, and counts it', () => {
    const n = 60;
    const time = f64(Array.from({ length: n }, (_, i) => 1_600_000_000 + i));
    const cadence = f64(Array.from({ length: n }, (_, i) => (i === 30 ? 239 : 90)));
    const series = buildRidingSeries({ time, cadence });
    expect(series.cadenceSpikesRemoved).toBe(1);
    expect(Math.max(...series.cadence!)).toBe(90);
  });
});
