import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  criticalPowerFromTwoEfforts,
  estimateFtpFromCurve,
  fitCriticalPower2p,
  fitMorton3p,
  ftpFrom8Min,
  ftpFrom20Min,
  ftpFromCriticalPower,
  ftpFromRamp,
  ftpFromTest,
  intensityBeyondFtp,
  LONG_RIDE_S,
  MAX_PLAUSIBLE_IF,
  powerCurve,
  riderCriticalPower,
  STANDARD_DURATIONS,
} from '../src/index.ts';

const curveOf = (model: (t: number) => number, maxS = 21600) => ({
  durations: STANDARD_DURATIONS,
  watts: STANDARD_DURATIONS.map((t) => (t <= maxS ? model(t) : Number.NaN)),
});

describe('critical power', () => {
  it('3-min and 12-min efforts: CP = (720·P12 − 180·P3)/540, W′ = 240·(P3 − P12)', () => {
    const r = criticalPowerFromTwoEfforts({ durationS: 180, watts: 400 }, { durationS: 720, watts: 300 })!;
    expect(r.cpW).toBeCloseTo((720 * 300 - 180 * 400) / 540, 10); // 266.67 W
    expect(r.cpW).toBeCloseTo(266.6667, 3);
    expect(r.wPrimeJ).toBeCloseTo(24000, 9);
    expect(
      criticalPowerFromTwoEfforts({ durationS: 720, watts: 300 }, { durationS: 180, watts: 400 }),
    ).toBeNull();
    expect(
      criticalPowerFromTwoEfforts({ durationS: 180, watts: 300 }, { durationS: 720, watts: 300 }),
    ).toBeNull();
  });

  it('2-parameter fit recovers an exact hyperbola', () => {
    const fit = fitCriticalPower2p(curveOf((t) => 250 + 20000 / t))!;
    expect(fit.cpW).toBeCloseTo(250, 9);
    expect(fit.wPrimeJ).toBeCloseTo(20000, 6);
    expect(fit.rmseW).toBeLessThan(1e-9);
    // Standard durations inside 180–1200 s: 180, 240, 300, 360, 420, 480, 600, 720, 900, 1200.
    expect(fit.points).toBe(10);
  });

  it('2-parameter fit is null without two efforts in range', () => {
    expect(fitCriticalPower2p(curveOf((t) => 250 + 20000 / t, 200))).toBeNull();
  });

  it('Morton 3-parameter fit recovers CP, W′ and Pmax of an exact model', () => {
    const [cp, wp, pmax] = [260, 18000, 1100];
    const k = wp / (pmax - cp);
    const fit = fitMorton3p(curveOf((t) => cp + wp / (t + k)))!;
    expect(fit.cpW).toBeCloseTo(cp, 3);
    expect(fit.wPrimeJ / wp).toBeCloseTo(1, 4);
    expect(fit.pmaxW / pmax).toBeCloseTo(1, 4);
  });

  it('Morton fit recovers random models (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 150, max: 400 }),
        fc.integer({ min: 8000, max: 35000 }),
        fc.integer({ min: 600, max: 1800 }),
        (cp, wp, pmax) => {
          const k = wp / (pmax - cp);
          const fit = fitMorton3p(curveOf((t) => cp + wp / (t + k)))!;
          expect(Math.abs(fit.cpW - cp) / cp).toBeLessThan(0.005);
          expect(Math.abs(fit.wPrimeJ - wp) / wp).toBeLessThan(0.01);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('FTP', () => {
  it('test protocols', () => {
    expect(ftpFrom20Min(300)).toBeCloseTo(285, 12);
    expect(ftpFromRamp(400)).toBeCloseTo(300, 12);
    expect(ftpFrom8Min(320)).toBeCloseTo(288, 12);
    expect(ftpFromCriticalPower(curveOf((t) => 250 + 20000 / t))).toBeCloseTo(250, 9);
    expect(ftpFromCriticalPower(curveOf(() => 100, 100))).toBeNull();
  });

  it('estimateFtpFromCurve prefers 0.95 × best 20 min', () => {
    const ride = new Float64Array(3600).fill(150);
    ride.fill(300, 600, 1800);
    const est = estimateFtpFromCurve(powerCurve(ride))!;
    expect(est.method).toBe('best20min');
    expect(est.basisW).toBe(300);
    expect(est.ftpW).toBeCloseTo(285, 9);
  });

  it('falls back to critical power on a ride shorter than 20 min', () => {
    const est = estimateFtpFromCurve(curveOf((t) => 250 + 20000 / t, 900))!;
    expect(est.method).toBe('criticalPower');
    expect(est.ftpW).toBeCloseTo(250, 6);
  });

  it('is null when the ride holds no hard enough effort', () => {
    const easy = powerCurve(new Float64Array(3600).fill(150));
    expect(estimateFtpFromCurve(easy, { currentFtpW: 280 })).toBeNull();
    // 0.95 × 150 = 142.5 ≥ 0.9 × 150: informative for a rider with FTP 150.
    expect(estimateFtpFromCurve(easy, { currentFtpW: 150 })?.ftpW).toBeCloseTo(142.5, 9);
    // Short and steady: no 20 min, W′ implausible → null.
    expect(estimateFtpFromCurve(powerCurve(new Float64Array(900).fill(200)))).toBeNull();
  });
});

describe('an IF no right FTP allows', () => {
  it('is above 1.15 on a ride of 30 min or more (Allen & Coggan’s IF table)', () => {
    expect(MAX_PLAUSIBLE_IF).toBe(1.15);
    expect(LONG_RIDE_S).toBe(1800);
    // the Edge 530 ride of 2020 scored on a guessed 195 W: NP 264 W over 2 h 26 min, IF 1.35
    expect(intensityBeyondFtp(264 / 195, 8790)).toBe(true);
    expect(intensityBeyondFtp(1.15, 8790)).toBe(false);
    // a 4-minute pursuit at IF 1.3 is what the table expects
    expect(intensityBeyondFtp(1.3, 240)).toBe(false);
    expect(intensityBeyondFtp(1.16, LONG_RIDE_S)).toBe(true);
    expect(intensityBeyondFtp(null, 8790)).toBe(false);
    expect(intensityBeyondFtp(1.4, null)).toBe(false);
  });
});

describe('FTP from a ride declared as a test', () => {
  const steady = (segments: [number, number][]) => segments.flatMap(([s, w]) => new Array<number>(s).fill(w));

  it('ramp: 0.75 × best minute (the last minute of a ramp)', () => {
    const ramp = steady([
      [300, 150],
      [60, 250],
      [60, 300],
      [60, 350],
      [30, 380],
      [120, 100],
    ]);
    const r = ftpFromTest('ramp', ramp)!;
    // best 60 s: 30 s at 350 + 30 s at 380 = 365 W
    expect(r.basisW).toBeCloseTo(365, 9);
    expect(r.ftpW).toBeCloseTo(0.75 * 365, 9);
    expect(r.efforts).toEqual([{ startIndex: 450, watts: 365 }]);
  });

  it('20-minute: 0.95 × best 20 min', () => {
    const r = ftpFromTest(
      '20min',
      steady([
        [600, 150],
        [1200, 280],
        [300, 120],
      ]),
    )!;
    expect(r).toMatchObject({ protocol: '20min', basisW: 280, factor: 0.95, durationS: 1200 });
    expect(r.ftpW).toBeCloseTo(266, 9);
    expect(ftpFromTest('20min', steady([[1100, 300]]))).toBeNull();
  });

  it('8-minute: 0.90 × the mean of the two best separate 8-minute efforts', () => {
    const r = ftpFromTest(
      '8min',
      steady([
        [600, 150],
        [480, 310],
        [600, 120],
        [480, 290],
        [300, 150],
      ]),
    )!;
    expect(r.efforts.map((e) => e.watts)).toEqual([310, 290]);
    expect(r.basisW).toBe(300);
    expect(r.ftpW).toBeCloseTo(270, 9);
    // one 8-minute effort only (15 minutes in all): no room for a second window
    expect(ftpFromTest('8min', steady([[900, 300]]))).toBeNull();
    expect(ftpFromTest('ramp', steady([[600, 0]]))).toBeNull();
  });
});

describe('riderCriticalPower (CP and W′ for the W′ balance)', () => {
  const model = (cp: number, wPrime: number) => (t: number) => cp + wPrime / t;

  it('accepts a clean all-out curve and returns its CP and W′', () => {
    const r = riderCriticalPower(curveOf(model(280, 20_000)), { referenceFtpW: 270 });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.fit.cpW).toBeCloseTo(280, 6);
      expect(r.fit.wPrimeJ).toBeCloseTo(20_000, 3);
    }
  });

  it('refuses a curve without an effort of 12 minutes or more', () => {
    expect(riderCriticalPower(curveOf(model(280, 20_000), 600))).toEqual({
      ok: false,
      reason: 'too_few_efforts',
    });
  });

  it('refuses an implausible W′ (sub-maximal, flat curve) and a CP far below FTP', () => {
    expect(riderCriticalPower(curveOf(model(200, 2_000)))).toEqual({
      ok: false,
      reason: 'w_prime_out_of_range',
    });
    expect(riderCriticalPower(curveOf(model(200, 80_000)))).toEqual({
      ok: false,
      reason: 'w_prime_out_of_range',
    });
    expect(riderCriticalPower(curveOf(model(200, 20_000)), { referenceFtpW: 250 })).toEqual({
      ok: false,
      reason: 'below_ftp',
    });
    expect(riderCriticalPower(curveOf(model(230, 20_000)), { referenceFtpW: 250 }).ok).toBe(true);
  });

  it('refuses a curve the model does not describe', () => {
    // a sawtooth between the points: RMSE far above 10 % of CP
    const jagged = {
      durations: STANDARD_DURATIONS,
      watts: STANDARD_DURATIONS.map((t, i) =>
        t >= 180 && t <= 1200 ? (i % 2 === 0 ? 600 : 150) : Number.NaN,
      ),
    };
    expect(riderCriticalPower(jagged)).toEqual({ ok: false, reason: 'poor_fit' });
  });
});
