import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bartramTau,
  buildRidingSeries,
  powerCurve,
  riderCriticalPower,
  skibaTau,
  wPrimeBalance,
  wPrimeBalanceDifferential,
  wPrimeBalanceIntegral,
  wPrimeBalanceRide,
} from '../src/index.ts';
import { decodeFit } from './helpers/decode-fit.ts';

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
        const integral = wPrimeBalance(values, 280, 20000, 'integral');
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

  it('Bartram τ = 2287.2·D_CP^−0.688, far faster than Skiba’s at the same D_CP', () => {
    expect(bartramTau([100, 200, 400], 250)).toBeCloseTo(2287.2 * 100 ** -0.688, 10);
    expect(bartramTau([100, 200, 400], 250)).toBeCloseTo(96.23, 2);
    // no sub-CP power: D_CP = CP; never an infinite τ
    expect(bartramTau([300], 250)).toBeCloseTo(2287.2 * 250 ** -0.688, 10);
    expect(Number.isFinite(bartramTau([249.9999], 250))).toBe(true);
  });

  it('ride model, hand computation (no smoothing): 1 J per J above CP, exponential recovery below', () => {
    const e = Math.exp(-1 / 100);
    const w = wPrimeBalanceRide([350, 350, 200, 200], 250, 20000, { tauS: 100, smoothingS: 1 });
    expect(w[0]).toBe(19900);
    expect(w[1]).toBe(19800);
    expect(w[2]).toBeCloseTo(20000 - 200 * e, 10);
    expect(w[3]).toBeCloseTo(20000 - 200 * e * e, 10);
    // a 60-s stop before the third riding second recovers like 60 s at rest
    const paused = wPrimeBalanceRide([350, 350, 200], 250, 20000, {
      tauS: 100,
      smoothingS: 1,
      elapsedOffset: [1, 2, 63],
    });
    expect(paused[2]).toBeCloseTo(20000 - 200 * Math.exp(-60 / 100) * e, 10);
  });

  it('ride model: a maximal effort on the fitted curve (CP + W′/t for t s) ends at exactly zero (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 150, max: 400 }),
        fc.integer({ min: 5_000, max: 40_000 }),
        fc.integer({ min: 120, max: 1200 }),
        (cp, wPrime, t) => {
          const effort = new Float64Array(t).fill(cp + wPrime / t);
          const w = wPrimeBalanceRide(effort, cp, wPrime, { smoothingS: 1 });
          expect(w[t - 1]!).toBeCloseTo(0, 6);
          // the integral model lets W′ recover during the effort itself: it never gets there
          expect(wPrimeBalanceIntegral(effort, cp, wPrime).at(-1)!).toBeGreaterThan(0.1 * wPrime);
        },
      ),
    );
  });

  it('ride model: never above W′, and riding below CP spends nothing (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 1, maxLength: 600 }), (values) => {
        const w = wPrimeBalance(values, 280, 20000);
        for (const v of w) expect(v).toBeLessThanOrEqual(20000 + 1e-9);
        const easy = wPrimeBalance(
          values.map((v) => Math.min(v, 279)),
          280,
          20000,
        );
        for (const v of easy) expect(v).toBe(20000);
      }),
    );
  });

  it('rejects non-positive CP or W′', () => {
    expect(() => wPrimeBalance([100], 0, 20000)).toThrow(RangeError);
  });
});

/**
 * Issue 12, item 7: on the Edge 810 ride, with CP 301 W and W′ 11.2 kJ fitted to the ride's own 3–20-min efforts,
 * Skiba's integral model fell to −8 kJ (−71 %) and stayed below zero from 25 min to the end — a ride cannot go past
 * the limits its own best efforts define. The ride model stays within what the fit allows.
 */
describe('W′ balance of the Edge 810 ride, on the CP and W′ fitted to its own efforts', () => {
  const file = fileURLToPath(
    new URL('../../formats/test/fixtures/fit/Edge810-Vector-2013-08-16-15-35-10.fit', import.meta.url),
  );
  const { samples, timerEvents } = decodeFit(file);
  const series = buildRidingSeries(samples, { timerEvents });
  const power = series.power!;
  const fit = riderCriticalPower(powerCurve(power));
  if (!fit.ok) throw new Error('the Edge 810 ride should give a trusted fit');
  const { cpW, wPrimeJ } = fit.fit;
  const lowest = (balance: Float64Array) => {
    let min = Number.POSITIVE_INFINITY;
    let belowZeroS = 0;
    for (const v of balance) {
      min = Math.min(min, v);
      if (v < 0) belowZeroS++;
    }
    return { pct: (100 * min) / wPrimeJ, belowZeroS };
  };

  it('the fit: CP ≈ 301 W, W′ ≈ 11.2 kJ', () => {
    expect(cpW).toBeCloseTo(301.2, 0);
    expect(wPrimeJ / 1000).toBeCloseTo(11.3, 0);
  });

  it('Skiba’s integral model (what the page showed) drains it far below zero for most of the ride', () => {
    const { pct, belowZeroS } = lowest(wPrimeBalanceIntegral(power, cpW, wPrimeJ));
    expect(pct).toBeLessThan(-60);
    expect(belowZeroS).toBeGreaterThan(3000);
  });

  it('the ride model: the hard efforts use most of W′, never more than the fit’s residuals allow', () => {
    const { pct, belowZeroS } = lowest(
      wPrimeBalanceRide(power, cpW, wPrimeJ, { elapsedOffset: series.elapsedOffset }),
    );
    // lowest −6 %: the least-squares fit leaves the 20-min best 1.8 W above its curve
    expect(pct).toBeGreaterThan(-10);
    expect(pct).toBeLessThan(25);
    // below zero for under a minute of the 78
    expect(belowZeroS).toBeLessThan(60);
  });
});
