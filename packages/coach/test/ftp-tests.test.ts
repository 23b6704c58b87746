import { FTP_TEST_PROTOCOLS, ftpFromTest } from '@domestique/science';
import { describe, expect, it } from 'vitest';
import {
  deriveWorkoutMetrics,
  expandRepeats,
  libraryWorkoutsByFamily,
  RAMP_TEST_STEPS,
  targetPowerSeries,
  workoutDurationS,
} from '../src/index.ts';

const FTP = 280;
const tests = libraryWorkoutsByFamily('ftpTest');
const byProtocol = (p: 'ramp' | '20min' | '8min') => tests.find((t) => t.ftpTest === p)!;

describe('FTP tests in the library', () => {
  it('has the three protocols science reads, each a family ftpTest workout', () => {
    expect(tests.map((t) => t.ftpTest).sort()).toEqual(['20min', '8min', 'ramp']);
    for (const t of tests) expect(Object.keys(FTP_TEST_PROTOCOLS)).toContain(t.ftpTest);
  });

  it('ramp test: 1-minute steps rising by 6 % FTP from 50 % to the 152 % ceiling, said so in every language', () => {
    const ramp = byProtocol('ramp');
    const steps = expandRepeats(ramp.steps).filter((s) => s.intensity === 'interval');
    expect(steps).toHaveLength(18);
    steps.forEach((s, i) => {
      expect(s.durationS).toBe(60);
      expect(s.target).toEqual({ type: 'range', lowPct: 50 + 6 * i, highPct: 50 + 6 * i });
    });
    expect(RAMP_TEST_STEPS).toEqual({ startPct: 50, stepPct: 6, ceilingPct: 152, stepS: 60 });
    expect(ramp.description.en).toContain('152%');
    expect(ramp.description.pt).toContain('152%');
    expect(ramp.description.es).toContain('152 %');
    expect(ramp.purpose!.en).toContain('75%');
    // it ends at failure: an open cool-down (lap button), so its planned time and load are labelled estimates
    const last = expandRepeats(ramp.steps).at(-1)!;
    expect(last).toMatchObject({ durationS: null, intensity: 'cooldown' });
    expect(deriveWorkoutMetrics(ramp.steps, FTP)).toMatchObject({ estimated: true, durationS: 28 * 60 });
  });

  it('ramp test ridden to failure: FTP = 75 % of the last full minute', () => {
    // A rider who holds every step up to 134 % and stops: best minute 134 % FTP → 0.75 × 134 % = 100.5 % FTP.
    const full = targetPowerSeries(byProtocol('ramp').steps, FTP);
    const warmupS = 300;
    const stepsHeld = (134 - 50) / 6 + 1;
    const ridden = full.slice(0, warmupS + stepsHeld * 60);
    const result = ftpFromTest('ramp', ridden)!;
    expect(result.basisW).toBeCloseTo(1.34 * FTP, 9);
    expect(result.ftpW).toBeCloseTo(0.75 * 1.34 * FTP, 9);
  });

  it('20-minute test ridden on target: science finds the 20-minute effort after warm-up and opener', () => {
    const test = byProtocol('20min');
    const result = ftpFromTest('20min', targetPowerSeries(test.steps, FTP))!;
    // warm-up 10 + 3 × (1 + 1) + 5 easy + 5 opener + 10 easy = 36 min before the test; the test aims at 105 %.
    expect(result.efforts[0]!.startIndex).toBe(36 * 60);
    expect(result.basisW).toBeCloseTo(1.05 * FTP, 9);
    expect(result.ftpW).toBeCloseTo(0.95 * 1.05 * FTP, 9);
    const opener = expandRepeats(test.steps).find((s) => s.durationS === 300 && s.intensity === 'active');
    expect(opener?.target).toEqual({ type: 'range', lowPct: 105, highPct: 110 });
    expect(workoutDurationS(test.steps)).toBe(66 * 60);
  });

  it('2 × 8-minute test ridden on target: both efforts found, FTP = 90 % of their mean', () => {
    const result = ftpFromTest('8min', targetPowerSeries(byProtocol('8min').steps, FTP))!;
    expect(result.efforts.map((e) => e.startIndex)).toEqual([21 * 60, 39 * 60]);
    expect(result.ftpW).toBeCloseTo(0.9 * 1.11 * FTP, 9);
  });

  it('every test has a cue telling how the FTP is computed, in each language', () => {
    for (const t of tests) {
      const cues = expandRepeats(t.steps).flatMap((s) => s.cues ?? []);
      const factor = `${Math.round(FTP_TEST_PROTOCOLS[t.ftpTest!].factor * 100)}`;
      for (const lang of ['en', 'pt', 'es'] as const)
        expect(
          cues.some((c) => c.text[lang].includes(factor) && c.text[lang].includes('FTP')),
          `${t.id} ${lang}`,
        ).toBe(true);
    }
  });
});
