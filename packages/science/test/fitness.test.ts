import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitness, rampRate } from '../src/index.ts';

describe('fitness (CTL/ATL/TSB)', () => {
  it('one 100-TSS day from zero, k = 1/τ', () => {
    const f = fitness([100, 0]);
    expect(f.ctl[0]).toBeCloseTo(100 / 42, 12);
    expect(f.atl[0]).toBeCloseTo(100 / 7, 12);
    expect(f.ctl[1]).toBeCloseTo((100 / 42) * (41 / 42), 12);
    // TSB uses yesterday's values: 0 on day 0, CTL₀ − ATL₀ on day 1.
    expect(f.tsb[0]).toBe(0);
    expect(f.tsb[1]).toBeCloseTo(100 / 42 - 100 / 7, 12);
    expect(f.tsb[1]).toBeCloseTo(-11.9048, 4);
  });

  it('exponential k = 1 − e^(−1/τ) (GoldenCheetah) on request', () => {
    const f = fitness([100], { k: 'exponential' });
    expect(f.ctl[0]).toBeCloseTo(100 * (1 - Math.exp(-1 / 42)), 12);
    expect(f.ctl[0]).toBeCloseTo(2.35283, 5);
  });

  it('seeds, rest days as NaN, and convergence to a constant load', () => {
    const seeded = fitness([Number.NaN], { ctl0: 50, atl0: 70 });
    expect(seeded.tsb[0]).toBe(-20);
    expect(seeded.ctl[0]).toBeCloseTo(50 - 50 / 42, 12);
    const steady = fitness(new Float64Array(1000).fill(80));
    expect(steady.ctl[999]).toBeCloseTo(80, 6);
    expect(steady.atl[999]).toBeCloseTo(80, 9);
  });

  it('ramp rate = CTL today − CTL a week ago', () => {
    const f = fitness(new Float64Array(14).fill(100));
    expect(f.rampRate[6]).toBeCloseTo(f.ctl[6]!, 12);
    expect(f.rampRate[13]).toBeCloseTo(f.ctl[13]! - f.ctl[6]!, 12);
    expect(Array.from(rampRate([1, 2, 4], 1, 0))).toEqual([1, 1, 2]);
  });

  it('TSB is yesterday CTL − ATL and loads stay within the daily range (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 2, maxLength: 400 }), (days) => {
        const f = fitness(days);
        const hi = Math.max(...days);
        for (let d = 1; d < days.length; d++) {
          expect(f.tsb[d]).toBeCloseTo(f.ctl[d - 1]! - f.atl[d - 1]!, 9);
          expect(f.ctl[d]!).toBeGreaterThanOrEqual(0);
          expect(f.ctl[d]!).toBeLessThanOrEqual(hi + 1e-9);
        }
      }),
    );
  });
});
