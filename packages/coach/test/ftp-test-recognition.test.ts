import { ftpFromTest } from '@domestique/science';
import { describe, expect, it } from 'vitest';
import {
  ftpTestFromWorkoutName,
  LIBRARY_WORKOUTS,
  libraryWorkoutsByFamily,
  looksLike8MinTest,
  looksLike20MinTest,
  looksLikeRampTest,
  normalizeWorkoutName,
  RAMP_TEST_STEPS,
  recognizeFtpTest,
  targetPowerSeries,
} from '../src/index.ts';

const FTP = 250;

/** Deterministic noise: a rider on an ERG trainer wobbles a few watts around the target every second. */
function ridden(target: ArrayLike<number>, seed = 7, sdW = 8): Float64Array {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = new Float64Array(target.length);
  for (let i = 0; i < target.length; i++) {
    // Box–Muller
    const g = Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
    out[i] = Math.max(0, target[i]! + sdW * g);
  }
  return out;
}
const blocks = (...parts: [number, number][]) =>
  Float64Array.from(parts.flatMap(([s, w]) => Array(s).fill(w)));
const test = (p: 'ramp' | '20min' | '8min') =>
  libraryWorkoutsByFamily('ftpTest').find((w) => w.ftpTest === p)!;

/** Our ramp test ridden until the step at `failPct` % FTP is half done, then 10 minutes easy. */
function rampToFailure(failPct: number, ftp = FTP): Float64Array {
  const full = targetPowerSeries(test('ramp').steps, ftp);
  const held = 300 + ((failPct - RAMP_TEST_STEPS.startPct) / RAMP_TEST_STEPS.stepPct) * 60 + 30;
  const out = new Float64Array(held + 600);
  out.set(full.subarray(0, held));
  out.fill(0.4 * ftp, held);
  return out;
}

describe('recognised by the workout name the file carries', () => {
  it('knows each test by its id and its name in every language, however a device spells it', () => {
    for (const w of libraryWorkoutsByFamily('ftpTest')) {
      for (const name of [w.id, w.name.en, w.name.pt, w.name.es, w.name.pt.toUpperCase()]) {
        expect(ftpTestFromWorkoutName(name), name).toEqual({ protocol: w.ftpTest, workoutId: w.id });
      }
    }
    expect(ftpTestFromWorkoutName('Teste de FTP 2 x 8 minutos')?.protocol).toBe('8min');
    expect(ftpTestFromWorkoutName('test_de_rampa')?.protocol).toBe('ramp');
    expect(normalizeWorkoutName('  Teste de FTP — 2 × 8 minutos ')).toBe('teste de ftp 2 x 8 minutos');
  });

  it('accepts a name a device cut short only when it fits one test', () => {
    expect(ftpTestFromWorkoutName('Teste de FTP de 20 mi')?.protocol).toBe('20min');
    expect(ftpTestFromWorkoutName('Teste de FTP')).toBeNull(); // the start of two tests
    expect(ftpTestFromWorkoutName('Test de')).toBeNull(); // too short to mean anything
  });

  it('ignores placeholder and other names (real files: "Wahoo Workout", "自行车")', () => {
    for (const name of ['Wahoo Workout', '自行车', 'FTP test', 'Ramp', '', '   ', null, undefined])
      expect(ftpTestFromWorkoutName(name), String(name)).toBeNull();
    for (const w of LIBRARY_WORKOUTS.filter((l) => !l.ftpTest))
      expect(ftpTestFromWorkoutName(w.name.en), w.id).toBeNull();
  });

  it('the name outranks the shape, and the plan’s scheduled test outranks both', () => {
    const steady = blocks([3600, 180]);
    expect(recognizeFtpTest({ workoutName: 'Ramp test', watts: steady })).toEqual({
      protocol: 'ramp',
      evidence: 'workout_name',
      workoutId: 'ftp-test-ramp',
    });
    expect(
      recognizeFtpTest({
        workoutName: 'Ramp test',
        watts: rampToFailure(128),
        plannedTest: { protocol: '20min', workoutId: 'ftp-test-20min' },
      }),
    ).toEqual({ protocol: '20min', evidence: 'planned', workoutId: 'ftp-test-20min' });
    expect(recognizeFtpTest({ workoutName: null, watts: null })).toBeNull();
  });
});

describe('recognised by the power trace’s shape', () => {
  it('our ramp test ridden to failure at any step from 104 % to 146 %, with or without a known FTP', () => {
    for (let fail = 104; fail <= 146; fail += 6) {
      const watts = ridden(rampToFailure(fail), fail, 10);
      expect(looksLikeRampTest(watts, FTP), `${fail} %`).toBe(true);
      expect(recognizeFtpTest({ watts })).toEqual({
        protocol: 'ramp',
        evidence: 'power_shape',
        workoutId: null,
      });
      // and the FTP it gives is 75 % of the last full step
      const result = ftpFromTest('ramp', watts)!;
      expect(result.basisW / FTP).toBeGreaterThan((fail - 6) / 100 - 0.02);
    }
  });

  it('a Zwift-style ramp (100 W, +20 W a minute) and a weak rider’s ramp (FTP 120 W)', () => {
    const zwift = blocks(
      [300, 100],
      ...Array.from({ length: 14 }, (_, i) => [60, 100 + 20 * i] as [number, number]),
      [600, 90],
    );
    expect(looksLikeRampTest(ridden(zwift), FTP)).toBe(true);
    expect(looksLikeRampTest(ridden(rampToFailure(110, 120), 3, 5), 120)).toBe(true);
  });

  it('our 20-minute and 2 × 8-minute tests ridden on target', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(looksLike20MinTest(ridden(targetPowerSeries(test('20min').steps, 200), seed, 12), 200)).toBe(
        true,
      );
      expect(looksLike8MinTest(ridden(targetPowerSeries(test('8min').steps, 320), seed, 12), 320)).toBe(true);
    }
    const twenty = ridden(targetPowerSeries(test('20min').steps, FTP));
    const eight = ridden(targetPowerSeries(test('8min').steps, FTP));
    expect(looksLike20MinTest(twenty, FTP)).toBe(true);
    expect(looksLike8MinTest(eight, FTP)).toBe(true);
    expect(recognizeFtpTest({ watts: twenty, knownFtpW: FTP })?.protocol).toBe('20min');
    expect(recognizeFtpTest({ watts: eight, knownFtpW: FTP })?.protocol).toBe('8min');
    expect(recognizeFtpTest({ watts: eight })?.protocol).toBe('8min');
  });

  it('a plain 20-minute test (15 min warm-up, 20 min at 290 W, 10 min easy)', () => {
    expect(looksLike20MinTest(ridden(blocks([900, 150], [1200, 290], [600, 120])), null)).toBe(true);
  });

  it('no other library workout passes for a test, ridden on target at FTP 150, 250 and 350 (known or not)', () => {
    const wrong: string[] = [];
    for (const w of LIBRARY_WORKOUTS.filter((l) => !l.ftpTest)) {
      for (const ftp of [150, 250, 350]) {
        const watts = ridden(targetPowerSeries(w.steps, ftp), ftp);
        for (const known of [ftp, null]) {
          const found = recognizeFtpTest({ watts, knownFtpW: known });
          if (found) wrong.push(`${w.id} at ${ftp} W (${known ?? 'no FTP'}) → ${found.protocol}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('interval sessions that look close are not tests', () => {
    // 2 × 20 min threshold; 3 × 8 min; a 20-minute tempo block below a known FTP; a smooth warm-up ramp
    const twoByTwenty = blocks([900, 150], [1200, 250], [300, 120], [1200, 250], [600, 120]);
    expect(looksLike20MinTest(ridden(twoByTwenty), null)).toBe(false);
    const threeByEight = blocks(
      [900, 150],
      [480, 270],
      [300, 120],
      [480, 270],
      [300, 120],
      [480, 270],
      [600, 120],
    );
    expect(looksLike8MinTest(ridden(threeByEight), null)).toBe(false);
    const tempo = blocks([900, 150], [1200, 200], [600, 120]);
    expect(looksLike20MinTest(ridden(tempo), FTP)).toBe(false);
    const smooth = Float64Array.from({ length: 1800 }, (_, i) => (i < 1200 ? 100 + i * 0.2 : 80));
    expect(looksLikeRampTest(ridden(smooth), null)).toBe(false);
    // a ramp that never fails (the ride goes on hard) is not a test to failure
    const noFailure = blocks(
      ...Array.from({ length: 12 }, (_, i) => [60, 120 + 20 * i] as [number, number]),
      [900, 330],
    );
    expect(looksLikeRampTest(ridden(noFailure), null)).toBe(false);
  });

  it('never throws on empty, short, zero or missing power', () => {
    for (const watts of [
      new Float64Array(0),
      blocks([30, 200]),
      new Float64Array(7200),
      Float64Array.from({ length: 4000 }, () => Number.NaN),
    ]) {
      expect(recognizeFtpTest({ watts })).toBeNull();
    }
  });
});
