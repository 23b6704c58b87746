import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aerobicDecoupling,
  efficiencyFactor,
  intensityFactor,
  maxOf,
  mean,
  meanNonZero,
  normalizedPower,
  trainingStressScore,
  variabilityIndex,
  workKj,
} from '../src/index.ts';

const constant = (watts: number, seconds: number) => new Float64Array(seconds).fill(watts);
const concat = (...parts: Float64Array[]) => {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('normalizedPower', () => {
  it('is null below one 30-s window', () => {
    expect(normalizedPower(constant(200, 29))).toBeNull();
    expect(normalizedPower(constant(200, 30))).toBe(200);
  });

  it('matches a hand computation: 30 s at 0 W then 1 s at 300 W', () => {
    // Windows end at t = 29 (P30 = 0) and t = 30 (P30 = 300/30 = 10): NP = ((0 + 10⁴)/2)^¼ = 5000^¼.
    expect(normalizedPower(concat(constant(0, 30), constant(300, 1)))).toBeCloseTo(8.408964152537145, 12);
  });

  it('matches a hand computation: 30 s at 100 W then 30 s at 200 W', () => {
    // Windows end at t = 29 + j, j = 0…30, each holding j seconds of 200 W: P30 = 100 + 100·j/30
    // (158.2825 W, checked independently in Python).
    let sum4 = 0;
    for (let j = 0; j <= 30; j++) sum4 += (100 + (100 * j) / 30) ** 4;
    expect(normalizedPower(concat(constant(100, 30), constant(200, 30)))).toBeCloseTo((sum4 / 31) ** 0.25, 9);
    expect(normalizedPower(concat(constant(100, 30), constant(200, 30)))).toBeCloseTo(158.2825, 3);
  });

  it('restarts windows after a long stop, not after a short one', () => {
    const power = concat(constant(100, 30), constant(300, 30));
    const offsets = (stopS: number) => Float64Array.from({ length: 60 }, (_, i) => (i < 30 ? i : i + stopS));
    // 60-s stop: two stretches, one window each: NP = ((100⁴ + 300⁴)/2)^¼.
    expect(normalizedPower(power, { elapsedOffset: offsets(60) })).toBeCloseTo(4.1e9 ** 0.25, 9);
    expect(normalizedPower(power, { elapsedOffset: offsets(60) })).toBeCloseTo(253.0439, 3);
    // 10-s stop: windows run across it, same as without offsets.
    expect(normalizedPower(power, { elapsedOffset: offsets(10) })).toBe(normalizedPower(power));
    // Stretches all shorter than a window: fall back to the whole series.
    const short = concat(constant(100, 20), constant(300, 20));
    const offShort = Float64Array.from({ length: 40 }, (_, i) => (i < 20 ? i : i + 100));
    expect(normalizedPower(short, { elapsedOffset: offShort })).toBe(normalizedPower(short));
  });

  it('constant power gives NP = average power (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 30, max: 3000 }), (watts, n) => {
        const np = normalizedPower(constant(watts, n))!;
        expect(np).toBeCloseTo(watts, 6);
      }),
    );
  });

  it('scales linearly with power and never exceeds the peak (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 30, maxLength: 400 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (values, factor) => {
          const p = Float64Array.from(values);
          const np = normalizedPower(p)!;
          expect(np).toBeLessThanOrEqual(Math.max(...values) + 1e-9);
          expect(normalizedPower(p.map((v) => v * factor))!).toBeCloseTo(np * factor, 6);
        },
      ),
    );
  });
});

describe('IF, TSS, VI, EF, work', () => {
  it('one hour at FTP is IF 1 and TSS 100', () => {
    expect(intensityFactor(250, 250)).toBe(1);
    expect(trainingStressScore(3600, 250, 250)).toBeCloseTo(100, 12);
  });

  it('two hours at NP 200 with FTP 250: IF 0.8, TSS = 100 · 2 · 0.64 = 128', () => {
    expect(intensityFactor(200, 250)).toBeCloseTo(0.8, 12);
    expect(trainingStressScore(7200, 200, 250)).toBeCloseTo(128, 10);
  });

  it('is null without FTP or NP', () => {
    expect(intensityFactor(200, null)).toBeNull();
    expect(intensityFactor(200, 0)).toBeNull();
    expect(trainingStressScore(3600, null, 250)).toBeNull();
    expect(trainingStressScore(3600, 200, undefined)).toBeNull();
  });

  it('VI = NP / average and EF = NP / average HR', () => {
    expect(variabilityIndex(220, 200)).toBeCloseTo(1.1, 12);
    expect(variabilityIndex(220, 0)).toBeNull();
    expect(efficiencyFactor(210, 140)).toBeCloseTo(1.5, 12);
    expect(efficiencyFactor(210, null)).toBeNull();
  });

  it('work: one hour at 250 W is 900 kJ', () => {
    expect(workKj(constant(250, 3600))).toBeCloseTo(900, 9);
  });

  it('averages skip NaN; cadence average skips zeros', () => {
    expect(mean([1, Number.NaN, 3])).toBe(2);
    expect(mean([Number.NaN])).toBeNull();
    expect(meanNonZero([0, 90, 0, 100])).toBe(95);
    expect(maxOf([3, Number.NaN, 7, 1])).toBe(7);
    expect(maxOf([])).toBeNull();
  });
});

describe('aerobicDecoupling', () => {
  it('HR drifting from 140 to 150 bpm at 200 W is 6.67 %', () => {
    const power = constant(200, 3600);
    const hr = concat(constant(140, 1800), constant(150, 1800));
    // r1 = 200/140, r2 = 200/150: (r1 − r2)/r1 = 1 − 140/150.
    expect(aerobicDecoupling(power, hr)).toBeCloseTo((1 - 140 / 150) * 100, 10);
  });

  it('is 0 for a perfectly steady ride and null for short rides or missing HR', () => {
    expect(aerobicDecoupling(constant(200, 3600), constant(140, 3600))).toBeCloseTo(0, 12);
    expect(aerobicDecoupling(constant(200, 600), constant(140, 600))).toBeNull();
    expect(aerobicDecoupling(constant(200, 3600), constant(Number.NaN, 3600))).toBeNull();
  });
});
