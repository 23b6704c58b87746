import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRidingSeries,
  histogramTimeInZones,
  POWER_HISTOGRAM_BIN_W,
  powerHistogram,
  powerZones,
  type RawSamples,
  timeInZones,
} from '../src/index.ts';

const T0 = 1_700_000_000;
const sum = (xs: ArrayLike<number>) => Array.from(xs).reduce((s, x) => s + x, 0);
const watts = fc.oneof(fc.integer({ min: 0, max: 1500 }), fc.double({ min: 0, max: 2000, noNaN: true }));

/** Records at `times` with `power`. */
const samples = (times: readonly number[], power: readonly number[]): RawSamples => ({
  time: Float64Array.from(times, (t) => T0 + t),
  power: Float64Array.from(power),
});

describe('powerHistogram', () => {
  it('puts each second in its 5 W bin, negative power at 0 W, and skips NaN', () => {
    const h = powerHistogram([0, 4.9, 5, 12, 250, -3, Number.NaN, 250]);
    expect(POWER_HISTOGRAM_BIN_W).toBe(5);
    expect(h).toHaveLength(51);
    expect(Array.from(h.slice(0, 3))).toEqual([3, 1, 1]);
    expect(h[50]).toBe(2);
    expect(powerHistogram([])).toHaveLength(0);
    expect(powerHistogram([Number.NaN])).toHaveLength(0);
  });

  it('adds up to the time with power (every finite second counted once)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(watts, fc.constant(Number.NaN)), { maxLength: 500 }), (power) => {
        const finite = power.filter(Number.isFinite).length;
        expect(sum(powerHistogram(power))).toBe(finite);
      }),
    );
  });

  it('of a riding series adds up to its riding time, stops and riding gaps as the series has them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(watts, fc.integer({ min: 1, max: 40 })), { minLength: 2, maxLength: 200 }),
        (records) => {
          // gaps of 1–40 s: up to 10 s riding (held), longer ones stops that add no time
          let t = 0;
          const times = records.map(([, gap]) => (t += gap));
          const series = buildRidingSeries(
            samples(
              times,
              records.map(([w]) => w),
            ),
          );
          const h = powerHistogram(series.power ?? []);
          expect(sum(h)).toBe(series.movingS);
        },
      ),
    );
  });

  it('is the same whether the ride was recorded every second or four times a second', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 1, maxLength: 300 }),
        (perSecond) => {
          // second i + 1 is (i, i + 1]: one record at its end, or four at i + 0.25 … i + 1 (each opened by a record at 0)
          const oneHz = samples([0, ...perSecond.map((_, i) => i + 1)], [0, ...perSecond]);
          const fourHz = samples(
            [0, ...perSecond.flatMap((_, i) => [i + 0.25, i + 0.5, i + 0.75, i + 1])],
            [0, ...perSecond.flatMap((w) => [w, w, w, w])],
          );
          const a = powerHistogram(buildRidingSeries(oneHz).power ?? []);
          expect(Array.from(powerHistogram(buildRidingSeries(fourHz).power ?? []))).toEqual(Array.from(a));
          expect(Array.from(a)).toEqual(Array.from(powerHistogram(perSecond)));
        },
      ),
    );
  });

  it('is the same whether the ride was recorded every second or every few seconds (smart recording)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 2, maxLength: 100 }),
        fc.integer({ min: 2, max: 5 }),
        (levels, k) => {
          // a record every k s; the seconds between two records hold the earlier one's power — what a 1 Hz
          // recorder would have seen of a rider whose power changed only at those records
          const sparse = samples(
            levels.map((_, j) => j * k),
            levels,
          );
          const seconds = Array.from({ length: (levels.length - 1) * k + 1 }, (_, t) => t);
          const dense = samples(
            seconds,
            seconds.map((t) => levels[Math.floor(t / k)]!),
          );
          const h = (s: RawSamples) => Array.from(powerHistogram(buildRidingSeries(s).power ?? []));
          expect(h(sparse)).toEqual(h(dense));
          expect(sum(h(sparse))).toBe((levels.length - 1) * k);
        },
      ),
    );
  });
});

describe('histogramTimeInZones', () => {
  it('equals the zones of the stream when every bound falls on a bin edge (FTP 200 W: 110, 150 … 300 W)', () => {
    fc.assert(
      fc.property(fc.array(watts, { maxLength: 500 }), (power) => {
        const zones = powerZones(200);
        const fromHistogram = Array.from(histogramTimeInZones(powerHistogram(power), zones));
        expect(fromHistogram).toEqual(Array.from(timeInZones(power, zones)));
      }),
    );
  });

  it('adds up to the histogram’s seconds, and is within one cut bin of the stream’s time at or above each bound', () => {
    fc.assert(
      fc.property(fc.array(watts, { maxLength: 500 }), fc.integer({ min: 100, max: 450 }), (power, ftp) => {
        const zones = powerZones(ftp);
        const h = powerHistogram(power);
        const got = histogramTimeInZones(h, zones);
        const exact = timeInZones(power, zones);
        expect(sum(got)).toBeCloseTo(sum(h), 6);
        for (let z = 1; z < zones.length; z++) {
          const cut = h[Math.floor(zones[z]!.min / POWER_HISTOGRAM_BIN_W)] ?? 0;
          const above = sum(got.slice(z));
          expect(Math.abs(above - sum(exact.slice(z)))).toBeLessThanOrEqual(cut + 1e-6);
        }
      }),
    );
  });

  it('shares a cut bin in proportion: 60 s in 235–240 W at FTP 262 W (Z4 from 235.8 W)', () => {
    const h = new Array<number>(48).fill(0);
    h[47] = 60;
    const z = histogramTimeInZones(h, powerZones(262));
    expect(z[2]).toBeCloseTo((60 * (235.8 - 235)) / 5, 6);
    expect(z[3]).toBeCloseTo((60 * (240 - 235.8)) / 5, 6);
  });
});
