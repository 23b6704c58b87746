import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeRide,
  buildRidingSeries,
  elevationGain,
  ridingDistance,
  SPEED_AGREEMENT,
  smoothAltitude,
  speedStats,
  summarizeRide,
} from '../src/index.ts';

const T0 = 1_700_000_000;

/** `seconds` riding seconds: seconds + 1 records, the first one opening the ride. */
function syntheticRide(seconds: number, watts: (i: number) => number, hr: (i: number) => number) {
  const n = seconds + 1;
  const time = new Float64Array(n);
  const power = new Float64Array(n);
  const heartRate = new Float64Array(n);
  const cadence = new Float64Array(n);
  const distance = new Float64Array(n);
  const altitude = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    time[i] = T0 + i;
    power[i] = watts(i);
    heartRate[i] = hr(i);
    cadence[i] = i % 10 === 0 ? 0 : 90;
    distance[i] = i * 8;
    altitude[i] = 100 + (i < seconds / 2 ? i / 100 : (seconds - i) / 100);
  }
  return buildRidingSeries({ time, power, heartRate, cadence, distance, altitude });
}

describe('summarizeRide', () => {
  it('summarises a steady hour at 200 W', () => {
    const s = summarizeRide(
      syntheticRide(
        3600,
        () => 200,
        () => 140,
      ),
      { ftpW: 250, lthrBpm: 165, maxHrBpm: 190, restingHrBpm: 50 },
    );
    expect(s.movingS).toBe(3600);
    expect(s.elapsedS).toBe(3600);
    expect(s.hasPower).toBe(true);
    expect(s.avgPowerW).toBe(200);
    expect(s.normalizedPowerW).toBeCloseTo(200, 9);
    expect(s.intensityFactor).toBeCloseTo(0.8, 9);
    expect(s.tss).toBeCloseTo(64, 9);
    expect(s.variabilityIndex).toBeCloseTo(1, 9);
    expect(s.workKj).toBeCloseTo(720, 9);
    expect(s.avgHeartRateBpm).toBe(140);
    expect(s.maxHeartRateBpm).toBe(140);
    expect(s.avgCadenceRpm).toBe(90);
    expect(s.efficiencyFactor).toBeCloseTo(200 / 140, 9);
    expect(s.decouplingPct).toBeCloseTo(0, 9);
    // every riding second adds its 8 m, the first one included (measured from the opening record)
    expect(s.distanceM).toBe(3600 * 8);
    // 18 m of climbing counted in hysteresis steps of ≥ 2 m (the last step may fall short of the top).
    expect(s.elevationGainM).toBeGreaterThanOrEqual(16);
    expect(s.elevationGainM).toBeLessThanOrEqual(18);
    expect(s.hrLoad).toBeGreaterThan(30);
    expect(s.hrLoad).toBeLessThan(100);
    // An even 200 W hour against FTP 250 is not a threshold effort.
    expect(s.ftpEstimateW).toBeNull();
  });

  it('estimates FTP from a hard 20 minutes and reports it without a known FTP', () => {
    const s = summarizeRide(
      syntheticRide(
        3600,
        (i) => (i >= 600 && i < 1800 ? 300 : 150),
        () => 150,
      ),
      {},
    );
    expect(s.ftpEstimateW).toBeCloseTo(285, 9);
    expect(s.tss).toBeNull();
    expect(s.hrLoad).toBeNull();
  });

  it('gives HR load but no power metrics for a ride without power', () => {
    const series = syntheticRide(
      3600,
      () => 0,
      () => 165,
    );
    const s = summarizeRide({ ...series, power: null }, { lthrBpm: 165, restingHrBpm: 50, maxHrBpm: 190 });
    expect(s.hasPower).toBe(false);
    expect(s.normalizedPowerW).toBeNull();
    expect(s.tss).toBeNull();
    expect(s.workKj).toBeNull();
    expect(s.hrLoad).toBeCloseTo(100, 6);
    // A power channel of zeros only (no power meter) is the same as none.
    const zeros = summarizeRide(series, { ftpW: 250, lthrBpm: 165, restingHrBpm: 50, maxHrBpm: 190 });
    expect(zeros.hasPower).toBe(false);
    expect(zeros.tss).toBeNull();
    expect(zeros.hrLoad).toBeCloseTo(100, 6);
  });
});

describe('speedStats: an average and a maximum that cannot contradict each other', () => {
  it('average = distance ÷ moving time, maximum from the speed channel, when they agree', () => {
    expect(speedStats([8, 9, 10, 9], 36, 4)).toEqual({ avgSpeedMps: 9, maxSpeedMps: 10 });
    // no speed channel: no maximum; no distance: both from the speed channel
    expect(speedStats(null, 36, 4)).toEqual({ avgSpeedMps: 9, maxSpeedMps: null });
    expect(speedStats([8, Number.NaN, 10], null, 3)).toEqual({ avgSpeedMps: 9, maxSpeedMps: 10 });
    expect(speedStats(null, null, 3)).toEqual({ avgSpeedMps: null, maxSpeedMps: null });
  });

  it('nothing when the file’s speed and distance disagree (the damaged running file of issue 12)', () => {
    // activity-filecrc.fit: 13 s, 5.73 m (0.44 m/s = 1.6 km/h) but a speed channel peaking at 0.37 m/s (1.3 km/h)
    const speed = [0, 0.37, 0.3, 0.25, 0.2, 0.15, 0.1, 0, 0, 0, 0, 0, 0];
    expect(speedStats(speed, 5.73, 13)).toEqual({ avgSpeedMps: null, maxSpeedMps: null });
    expect(SPEED_AGREEMENT).toEqual({ min: 0.8, max: 1.25 });
  });

  it('whenever both are given, the maximum is at least the average (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 30, noNaN: true }), { minLength: 1, maxLength: 300 }),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        (speed, distance) => {
          const { avgSpeedMps, maxSpeedMps } = speedStats(speed, distance, speed.length);
          if (avgSpeedMps !== null && maxSpeedMps !== null)
            expect(maxSpeedMps).toBeGreaterThanOrEqual(avgSpeedMps);
        },
      ),
    );
  });
});

describe('elevation and distance helpers', () => {
  it('elevation gain ignores wiggles below the hysteresis', () => {
    expect(elevationGain([100, 100.5, 100, 100.9, 100, 100.5])).toBe(0);
    expect(elevationGain([100, 103, 102.5, 106, 100, 104])).toBe(10);
    expect(elevationGain([100, Number.NaN, 110])).toBe(10);
  });

  it('smoothing removes single-sample jitter that the hysteresis alone would count', () => {
    // a flat road read by a noisy altimeter: ±1.5 m spikes every 3 s, 2.5 m on one sample
    const noisy = Array.from(
      { length: 600 },
      (_, i) => 100 + (i % 3 === 0 ? 1.5 : 0) + (i === 300 ? 2.5 : 0),
    );
    expect(elevationGain(noisy, 1)).toBeGreaterThan(100);
    expect(elevationGain(smoothAltitude(noisy))).toBe(0);
    // a steady 5 % climb (0.4 m a second for 250 s = 100 m) keeps its height, less the last step under 2 m
    const climb = Array.from({ length: 300 }, (_, i) => 50 + Math.min(250, i) * 0.4);
    const gain = elevationGain(smoothAltitude(climb));
    expect(gain).toBeGreaterThan(98);
    expect(gain).toBeLessThanOrEqual(100);
  });

  it('smoothAltitude is a centred moving average that skips NaN', () => {
    expect(Array.from(smoothAltitude([1, 2, 3, 4, 5], 3))).toEqual([1.5, 2, 3, 4, 4.5]);
    expect(Array.from(smoothAltitude([1, Number.NaN, 3], 3))).toEqual([1, Number.NaN, 3]);
  });

  it('distance: the last value of the riding distance channel, else from speed', () => {
    expect(ridingDistance(Float64Array.from([Number.NaN, 10, 20, 35, Number.NaN]), null)).toBe(35);
    expect(ridingDistance(null, Float64Array.from([5, 5, Number.NaN, 5]))).toBe(15);
    expect(ridingDistance(null, null)).toBeNull();
  });
});

describe('analyzeRide', () => {
  const time = Float64Array.from({ length: 601 }, (_, i) => T0 + i);
  const altitude = Float64Array.from({ length: 601 }, (_, i) => 100 + i * 0.1);
  it('takes the file’s own total ascent when it has one, else computes it', () => {
    const device = analyzeRide({ samples: { time, altitude }, session: { totalAscentM: 42 } });
    expect(device.summary.elevationGainM).toBe(42);
    expect(device.elevationGainSource).toBe('device');
    const computed = analyzeRide({ samples: { time, altitude }, session: { totalAscentM: null } });
    expect(computed.summary.elevationGainM).toBeGreaterThan(57);
    expect(computed.summary.elevationGainM).toBeLessThanOrEqual(60);
    expect(computed.elevationGainSource).toBe('computed');
    expect(analyzeRide({ samples: { time } }).elevationGainSource).toBeNull();
  });
});

describe('analyzeRide for another sport', () => {
  it('keeps power and HR figures but no IF, TSS or FTP estimate (FTP is a cycling threshold)', () => {
    const n = 1801;
    const time = Float64Array.from({ length: n }, (_, i) => T0 + i);
    const power = new Float64Array(n).fill(300);
    const heartRate = new Float64Array(n).fill(160);
    const ride = { samples: { time, power, heartRate } };
    const settings = { ftpW: 250, lthrBpm: 165 };
    const bike = analyzeRide(ride, settings);
    expect(bike.summary.tss).toBeGreaterThan(0);
    expect(bike.summary.ftpEstimateW).toBeCloseTo(285, 6);
    const run = analyzeRide(ride, { ...settings, cycling: false });
    expect(run.summary.normalizedPowerW).toBe(bike.summary.normalizedPowerW);
    expect(run.summary.intensityFactor).toBeNull();
    expect(run.summary.tss).toBeNull();
    expect(run.summary.ftpEstimateW).toBeNull();
    expect(run.ftpEstimate).toBeNull();
    expect(run.powerCurve).not.toBeNull();
    expect(run.summary.hrLoad).toBe(bike.summary.hrLoad);
  });
});
