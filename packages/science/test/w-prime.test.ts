import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skibaTau, wPrimeBalance, wPrimeBalanceDifferential, wPrimeBalanceIntegral } from '../src/index.ts';

describe('W′ balance', () => {
  it('Skiba τ = 546·e^(−0.01·D_CP) + 316 with D_CP = CP − mean sub-CP power', () => {
    // Sub-CP samples 100 and 200 W (mean 150), CP 250: D_CP = 100.
    expect(skibaTau([100, 200, 400], 250)).toBeCloseTo(546 * Math.exp(-1) + 316, 10);
    expect(skibaTau([100, 200, 400], 250)).toBeCloseTo(516.8622, 4);
  });

  it('integral model, hand computation with τ = 100 s', () => {
    const cp = 250;
    const w = wPrimeBalanceIntegral([350, 350, 200], cp, 20000, { tauS: 100 });
    const e = Math.exp(-1 / 100);
    expect(w[0]).toBeCloseTo(20000 - 100, 10);
    expect(w[1]).toBeCloseTo(20000 - (100 * e + 100), 10);
    expect(w[2]).toBeCloseTo(20000 - (100 * e + 100) * e, 10);
  });

  it('differential model, hand computation', () => {
    const w = wPrimeBalanceDifferential([350, 350, 150], 250, 20000);
    expect(Array.from(w.subarray(0, 2))).toEqual([19900, 19800]);
    // Below CP: + (CP − P)·(W′ − W)/W′ = 100 · 200/20000 = 1 J.
    expect(w[2]).toBeCloseTo(19801, 10);
  });

  it('both models spend the same above CP and never exceed W′ (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 1, maxLength: 600 }), (values) => {
        const integral = wPrimeBalance(values, 280, 20000);
        const differential = wPrimeBalance(values, 280, 20000, 'differential');
        for (let i = 0; i < values.length; i++) {
          expect(integral[i]!).toBeLessThanOrEqual(20000 + 1e-9);
          expect(differential[i]!).toBeLessThanOrEqual(20000 + 1e-9);
        }
        const firstAbove = values.findIndex((v) => v > 280);
        if (firstAbove >= 0) {
          expect(integral[firstAbove]!).toBeCloseTo(differential[firstAbove]!, 9);
        }
      }),
    );
  });

  it('rejects non-positive CP or W′', () => {
    expect(() => wPrimeBalance([100], 0, 20000)).toThrow(RangeError);
  });
});
