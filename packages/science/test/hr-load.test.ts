import { describe, expect, it } from 'vitest';
import { hrTss, trimp } from '../src/index.ts';

describe('HR-based load', () => {
  it('Banister TRIMP: one minute at 50 % HR reserve = 0.5 · 0.64 · e^0.96', () => {
    const hr = new Float64Array(60).fill(125); // rest 50, max 200 → x = 0.5
    expect(trimp(hr, { restingHrBpm: 50, maxHrBpm: 200 })).toBeCloseTo(0.5 * 0.64 * Math.exp(0.96), 12);
    expect(trimp(hr, { restingHrBpm: 50, maxHrBpm: 200 })).toBeCloseTo(0.835743, 6);
    expect(trimp(hr, { restingHrBpm: 50, maxHrBpm: 200, sex: 'female' })).toBeCloseTo(
      0.5 * 0.86 * Math.exp(0.835),
      12,
    );
  });

  it('skips NaN and clamps the reserve to [0, 1]', () => {
    expect(trimp([Number.NaN, 40, 40], { restingHrBpm: 50, maxHrBpm: 200 })).toBe(0);
    const over = trimp(new Float64Array(60).fill(230), { restingHrBpm: 50, maxHrBpm: 200 });
    expect(over).toBeCloseTo(0.64 * Math.exp(1.92), 12);
  });

  it('hrTSS: one hour at LTHR is 100, half an hour is 50', () => {
    const settings = { lthrBpm: 165, restingHrBpm: 50, maxHrBpm: 190 };
    expect(hrTss(new Float64Array(3600).fill(165), settings)).toBeCloseTo(100, 9);
    expect(hrTss(new Float64Array(1800).fill(165), settings)).toBeCloseTo(50, 9);
    const easy = hrTss(new Float64Array(3600).fill(130), settings)!;
    expect(easy).toBeGreaterThan(20);
    expect(easy).toBeLessThan(60);
  });

  it('hrTSS defaults resting 60 and max LTHR / 0.9, and is null without LTHR', () => {
    expect(hrTss(new Float64Array(3600).fill(162), { lthrBpm: 162 })).toBeCloseTo(100, 9);
    expect(hrTss([150], { lthrBpm: 0 })).toBeNull();
  });
});
