import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveWorkoutMetrics,
  expandRepeats,
  FREE_RIDE_ASSUMED_PCT,
  flattenNestedRepeats,
  MAX_EFFORT_ASSUMED_PCT,
  OPEN_STEP_ASSUMED_S,
  targetPctSeries,
  targetPowerSeries,
  type WorkoutNode,
  workoutDurationS,
} from '../src/index.ts';
import { nodesArb, ramp, steady } from './support/arbitraries.ts';

const ftpArb = fc.integer({ min: 50, max: 500 });

describe('deriveWorkoutMetrics: hand-computed values', () => {
  it('one hour at 100 % FTP is IF 1.0 and 100 TSS, 900 kJ at 250 W, all in Z4', () => {
    const m = deriveWorkoutMetrics([steady(3600, 100)], 250);
    expect(m.durationS).toBe(3600);
    expect(m.normalizedPowerW).toBeCloseTo(250, 9);
    expect(m.intensityFactor).toBeCloseTo(1, 12);
    expect(m.tss).toBeCloseTo(100, 9);
    expect(m.workKj).toBeCloseTo(900, 9);
    expect(m.timeInZonesS).toEqual([0, 0, 0, 3600, 0, 0, 0]);
    expect(m.estimated).toBe(false);
  });

  it('two hours at 65 %: IF 0.65, TSS = 2 × 0.65² × 100 = 84.5, Z2 only', () => {
    const m = deriveWorkoutMetrics([steady(7200, 65)], 200);
    expect(m.intensityFactor).toBeCloseTo(0.65, 12);
    expect(m.tss).toBeCloseTo(84.5, 9);
    expect(m.workKj).toBeCloseTo((0.65 * 200 * 7200) / 1000, 9);
    expect(m.timeInZonesS).toEqual([0, 7200, 0, 0, 0, 0, 0]);
  });

  it('a band counts at its middle: 88–92 % for 20 min is 90 %', () => {
    const band = deriveWorkoutMetrics(
      [
        {
          kind: 'step',
          durationS: 1200,
          target: { type: 'range', lowPct: 88, highPct: 92 },
          intensity: 'interval',
        },
      ],
      300,
    );
    expect(band.normalizedPowerW).toBeCloseTo(270, 9);
    expect(band.tss).toBeCloseTo((1200 / 3600) * 0.81 * 100, 9);
  });

  it('a 10-minute ramp 50 → 100 % averages 75 % and does 0.75 × 600 s × FTP of work', () => {
    const series = targetPctSeries([ramp(600, 50, 100)]);
    expect(series[0]).toBeCloseTo(50 + 50 / 1200, 12); // the first second's midpoint
    expect(series[599]).toBeCloseTo(100 - 50 / 1200, 12);
    const m = deriveWorkoutMetrics([ramp(600, 50, 100)], 200);
    expect(m.workKj).toBeCloseTo((0.75 * 200 * 600) / 1000, 9);
    // Z2 below 55 %, Z3 from 75 %, Z4 from 90 %: 50 + 50·(i+½)/600 crosses 55 after 60 s, 75 after 300 s, 90 after 480 s.
    expect(m.timeInZonesS).toEqual([60, 240, 180, 120, 0, 0, 0]);
  });

  it('counts an open step at 5 minutes, free ride at 60 % and max effort at 200 %, flagged as estimates', () => {
    const nodes: WorkoutNode[] = [
      {
        kind: 'step',
        durationS: null,
        target: { type: 'range', lowPct: 40, highPct: 60 },
        intensity: 'warmup',
      },
      { kind: 'step', durationS: 600, target: { type: 'free' }, intensity: 'active' },
      { kind: 'step', durationS: 15, target: { type: 'max' }, intensity: 'interval' },
    ];
    const m = deriveWorkoutMetrics(nodes, 250);
    expect(OPEN_STEP_ASSUMED_S).toBe(300);
    expect(m.durationS).toBe(300 + 600 + 15);
    expect(m.estimated).toBe(true);
    const series = targetPctSeries(nodes);
    expect(series[0]).toBe(50);
    expect(series[300]).toBe(FREE_RIDE_ASSUMED_PCT);
    expect(series[900]).toBe(MAX_EFFORT_ASSUMED_PCT);
    expect(m.timeInZonesS).toEqual([300, 600, 0, 0, 0, 0, 15]);
  });

  it('NP of on/off intervals matches the 30-s rolling 4th-power mean, computed by hand', () => {
    // 60 s at 100 % then 60 s at 50 %: rolling means end at t = 29…119.
    const nodes = [steady(60, 100), steady(60, 50)];
    const p = [...Array(60).fill(100), ...Array(60).fill(50)];
    let sum4 = 0;
    let n = 0;
    for (let t = 29; t < 120; t++) {
      let s = 0;
      for (let k = t - 29; k <= t; k++) s += p[k]!;
      sum4 += (s / 30) ** 4;
      n++;
    }
    const npPct = (sum4 / n) ** 0.25;
    const m = deriveWorkoutMetrics(nodes, 300);
    expect(m.normalizedPowerW).toBeCloseTo(npPct * 3, 9);
    expect(m.intensityFactor).toBeCloseTo(npPct / 100, 12);
    expect(m.tss).toBeCloseTo((120 / 3600) * (npPct / 100) ** 2 * 100, 9);
  });

  it('a workout shorter than one 30-s window has its mean power as NP; an empty one is all zeros', () => {
    expect(deriveWorkoutMetrics([steady(10, 150), steady(10, 50)], 200).normalizedPowerW).toBeCloseTo(200, 9);
    const empty = deriveWorkoutMetrics([], 200);
    expect(empty).toMatchObject({ durationS: 0, tss: 0, intensityFactor: 0, normalizedPowerW: 0, workKj: 0 });
  });

  it('refuses a non-positive FTP', () => {
    expect(() => deriveWorkoutMetrics([steady(60, 100)], 0)).toThrow(RangeError);
    expect(() => targetPowerSeries([steady(60, 100)], Number.NaN)).toThrow(RangeError);
  });
});

describe('deriveWorkoutMetrics: properties', () => {
  it('expanding or flattening repeats keeps the series, duration and TSS', () => {
    fc.assert(
      fc.property(nodesArb({ open: true }), ftpArb, (nodes, ftp) => {
        const m = deriveWorkoutMetrics(nodes, ftp);
        for (const other of [expandRepeats(nodes), flattenNestedRepeats(nodes)]) {
          expect(deriveWorkoutMetrics(other, ftp)).toEqual(m);
          expect(workoutDurationS(other)).toBe(m.durationS);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('one hour at 100 % is 100 TSS, however the hour is cut into steps', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 1, maxLength: 30 }),
        ftpArb,
        (cuts, ftp) => {
          const steps = [];
          let left = 3600;
          for (const c of cuts) {
            if (left === 0) break;
            const d = Math.min(c, left);
            steps.push(steady(d, 100));
            left -= d;
          }
          if (left > 0) steps.push(steady(left, 100));
          expect(deriveWorkoutMetrics(steps, ftp).tss).toBeCloseTo(100, 9);
        },
      ),
    );
  });

  it("a ramp's TSS lies between the TSS of its two ends held steady", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        ftpArb,
        (d, a, b, ftp) => {
          const tss = deriveWorkoutMetrics([ramp(d, a, b)], ftp).tss;
          const ends = [
            deriveWorkoutMetrics([steady(d, a)], ftp).tss,
            deriveWorkoutMetrics([steady(d, b)], ftp).tss,
          ];
          expect(tss).toBeGreaterThanOrEqual(Math.min(...ends) - 1e-9);
          expect(tss).toBeLessThanOrEqual(Math.max(...ends) + 1e-9);
        },
      ),
    );
  });

  it('TSS of a steady step is 100 · hours · (pct/100)²: proportional to its duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 4 * 3600 }),
        fc.integer({ min: 0, max: 300 }),
        ftpArb,
        (d, pct, ftp) => {
          const tss = deriveWorkoutMetrics([steady(d, pct)], ftp).tss;
          expect(tss).toBeCloseTo((d / 3600) * (pct / 100) ** 2 * 100, 8);
          expect(deriveWorkoutMetrics([steady(2 * d, pct)], ftp).tss).toBeCloseTo(2 * tss, 8);
        },
      ),
    );
  });

  it('watts and kJ scale linearly with FTP; IF, TSS, duration and time in zones do not change', () => {
    fc.assert(
      fc.property(nodesArb({ open: true }), ftpArb, fc.integer({ min: 2, max: 5 }), (nodes, ftp, k) => {
        const a = deriveWorkoutMetrics(nodes, ftp);
        const b = deriveWorkoutMetrics(nodes, ftp * k);
        expect(b.normalizedPowerW).toBeCloseTo(a.normalizedPowerW * k, 6);
        expect(b.workKj).toBeCloseTo(a.workKj * k, 6);
        expect(b.intensityFactor).toBe(a.intensityFactor);
        expect(b.tss).toBe(a.tss);
        expect(b.timeInZonesS).toEqual(a.timeInZonesS);
        const wa = targetPowerSeries(nodes, ftp);
        const wb = targetPowerSeries(nodes, ftp * k);
        for (let i = 0; i < wa.length; i += 97) expect(wb[i]).toBeCloseTo(wa[i]! * k, 6);
      }),
      { numRuns: 100 },
    );
  });

  it('time in zones sums to the duration, and the series has one value per second', () => {
    fc.assert(
      fc.property(nodesArb({ open: true }), ftpArb, (nodes, ftp) => {
        const m = deriveWorkoutMetrics(nodes, ftp);
        expect(m.timeInZonesS).toHaveLength(7);
        expect(m.timeInZonesS.reduce((s, v) => s + v, 0)).toBe(m.durationS);
        expect(targetPowerSeries(nodes, ftp)).toHaveLength(m.durationS);
      }),
      { numRuns: 100 },
    );
  });

  it('NP lies between the mean and the peak of the target; IF = NP / FTP; TSS ≥ 0', () => {
    fc.assert(
      fc.property(nodesArb({ open: true }), ftpArb, (nodes, ftp) => {
        const m = deriveWorkoutMetrics(nodes, ftp);
        const w = targetPowerSeries(nodes, ftp);
        const peak = Math.max(...w);
        expect(m.normalizedPowerW).toBeLessThanOrEqual(peak + 1e-6);
        if (w.length >= 30) expect(m.normalizedPowerW).toBeGreaterThanOrEqual(Math.min(...w) - 1e-6);
        expect(m.intensityFactor).toBeCloseTo(m.normalizedPowerW / ftp, 9);
        expect(m.tss).toBeGreaterThanOrEqual(0);
        expect(m.workKj).toBeCloseTo(w.reduce((s, v) => s + v, 0) / 1000, 6);
      }),
      { numRuns: 100 },
    );
  });
});
