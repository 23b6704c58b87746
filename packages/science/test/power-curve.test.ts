import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestEffort,
  bestEfforts,
  curveValueAt,
  mergePowerCurves,
  monotoneEnvelope,
  powerCurve,
  STANDARD_DURATIONS,
} from '../src/index.ts';

/** Brute force MMP, the definition itself, O(n²). */
function naiveMmp(power: number[], d: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s + d <= power.length; s++) {
    let sum = 0;
    for (let i = s; i < s + d; i++) sum += power[i]!;
    best = Math.max(best, sum / d);
  }
  return best === Number.NEGATIVE_INFINITY ? Number.NaN : best;
}

describe('STANDARD_DURATIONS', () => {
  it('is ascending, log-spaced, exact at the anchor durations, up to 6 h', () => {
    for (const d of [1, 5, 10, 30, 60, 180, 300, 480, 600, 720, 1200, 3600, 21600]) {
      expect(STANDARD_DURATIONS).toContain(d);
    }
    for (let i = 1; i < STANDARD_DURATIONS.length; i++) {
      expect(STANDARD_DURATIONS[i]!).toBeGreaterThan(STANDARD_DURATIONS[i - 1]!);
      expect(STANDARD_DURATIONS[i]! / STANDARD_DURATIONS[i - 1]!).toBeLessThanOrEqual(2);
    }
    expect(STANDARD_DURATIONS.at(-1)).toBe(21600);
  });
});

describe('powerCurve', () => {
  it('matches a hand computation', () => {
    const c = powerCurve([100, 200, 300, 0], [1, 2, 3, 4, 5]);
    expect(Array.from(c.watts)).toEqual([300, 250, 200, 150, Number.NaN]);
    expect(Array.from(c.starts)).toEqual([2, 1, 0, 0, -1]);
    expect(curveValueAt(c, 2)).toBe(250);
    expect(curveValueAt(c, 5)).toBeNull();
    expect(curveValueAt(c, 7)).toBeNull();
    expect(bestEffort([100, 200, 300, 0], 3)).toBe(200);
    expect(bestEffort([100], 3)).toBeNull();
  });

  it('rejects durations that are not whole seconds', () => {
    expect(() => powerCurve([1, 2, 3], [1.5])).toThrow(RangeError);
    expect(() => powerCurve([1, 2, 3], [0])).toThrow(RangeError);
  });

  it('is the best mean power over exactly d seconds, even when a longer effort is better', () => {
    // Raw MMP: 300 W for 1 s, 150 W for 2 s, 200 W for 3 s — what GoldenCheetah, intervals.icu and Strava show.
    expect(naiveMmp([300, 0, 300], 2)).toBe(150);
    expect(Array.from(powerCurve([300, 0, 300], [1, 2, 3]).watts)).toEqual([300, 150, 200]);
    expect(Array.from(powerCurve([300, 0, 300], [2, 1, 3]).watts)).toEqual([150, 300, 200]);
  });

  it('equals the brute-force definition at every duration (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 200 }), (values) => {
        const durations = [1, 2, 3, 5, 7, 10, 30, 60, 120, 150];
        const curve = powerCurve(values, durations);
        durations.forEach((d, i) => {
          if (d > values.length) expect(curve.watts[i]).toBeNaN();
          else expect(curve.watts[i]!).toBeCloseTo(naiveMmp(values, d), 9);
        });
      }),
    );
  });

  it('of constant power is flat (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 4000 }), (watts, n) => {
        const w = powerCurve(new Float64Array(n).fill(watts)).watts;
        STANDARD_DURATIONS.forEach((d, i) => {
          if (d <= n) expect(w[i]).toBe(watts);
          else expect(w[i]).toBeNaN();
        });
      }),
    );
  });
});

describe('monotoneEnvelope', () => {
  it('raises a duration to a better longer effort, so it reads "at least d seconds"', () => {
    const env = monotoneEnvelope(powerCurve([300, 0, 300], [1, 2, 3, 4]));
    expect(Array.from(env.watts)).toEqual([300, 200, 200, Number.NaN]);
    const stored = monotoneEnvelope({ durations: [1, 2, 3], watts: [null, 150, 200] });
    expect(Array.from(stored.watts)).toEqual([Number.NaN, 200, 200]);
    expect(() => monotoneEnvelope({ durations: [2, 1], watts: [1, 2] })).toThrow(RangeError);
  });

  it('never rises with duration and is never below the exact curve (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 2500, noNaN: true }), { minLength: 1, maxLength: 1500 }),
        (values) => {
          const exact = powerCurve(values);
          const w = monotoneEnvelope(exact).watts;
          for (let i = 0; i < w.length && !Number.isNaN(w[i]!); i++) {
            expect(w[i]!).toBeGreaterThanOrEqual(exact.watts[i]!);
            if (i > 0) expect(w[i]!).toBeLessThanOrEqual(w[i - 1]!);
          }
        },
      ),
    );
  });
});

describe('mergePowerCurves', () => {
  it('takes the elementwise maximum and remembers its source', () => {
    const a = powerCurve([500, 100, 100, 100], [1, 2, 4]);
    const b = powerCurve([300, 300, 300], [1, 2, 4]);
    const stored = { durations: [1, 2, 4], watts: [null, 310, null] };
    const season = mergePowerCurves([a, b, stored]);
    expect(Array.from(season.watts)).toEqual([500, 310, 200]);
    expect(Array.from(season.sources)).toEqual([0, 2, 0]);
  });

  it('is NaN where no ride has the duration, and rejects mismatched curves', () => {
    const season = mergePowerCurves([{ durations: [1, 2], watts: [100, Number.NaN] }]);
    expect(season.watts[1]).toBeNaN();
    expect(season.sources[1]).toBe(-1);
    expect(() =>
      mergePowerCurves([
        { durations: [1, 2], watts: [1, 2] },
        { durations: [1], watts: [1] },
      ]),
    ).toThrow(RangeError);
  });

  it('a season curve is never below any ride curve (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 1, maxLength: 300 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (rides) => {
          const curves = rides.map((r) => powerCurve(r));
          const season = mergePowerCurves(curves);
          for (const c of curves) {
            c.watts.forEach((w, i) => {
              if (!Number.isNaN(w)) expect(season.watts[i]!).toBeGreaterThanOrEqual(w);
            });
          }
        },
      ),
    );
  });
});

describe('bestEfforts', () => {
  it('finds the best window, then the best one that does not overlap it, in time order', () => {
    const power = [100, 300, 300, 100, 250, 250, 0, 280, 280];
    expect(bestEfforts(power, 2, 1)).toEqual([{ startIndex: 1, watts: 300 }]);
    // 280+280 at 7 is second; 250+250 at 4 would be third
    expect(bestEfforts(power, 2, 2)).toEqual([
      { startIndex: 1, watts: 300 },
      { startIndex: 7, watts: 280 },
    ]);
    expect(bestEfforts(power, 5, 2)).toHaveLength(1); // no room for two 5-s windows in 9 s
    expect(bestEfforts([100], 3, 1)).toEqual([]);
  });

  it('the first effort is the power curve value; efforts never overlap (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 1, max: 30 }),
        (power, d) => {
          const efforts = bestEfforts(power, d, 2);
          if (power.length >= d)
            expect(Math.max(...efforts.map((e) => e.watts))).toBeCloseTo(naiveMmp(power, d), 9);
          if (efforts.length === 2)
            expect(efforts[1]!.startIndex).toBeGreaterThanOrEqual(efforts[0]!.startIndex + d);
        },
      ),
    );
  });
});
