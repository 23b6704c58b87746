import { describe, expect, it } from 'vitest';
import {
  buildRidingSeries,
  RIDE_METRICS,
  STORED_RIDE_METRICS,
  storedRideMetrics,
  summarizeRide,
} from '../src/index.ts';

/** An hour at 200 W and 140 bpm with cadence, distance and altitude: every channel a metric can read. */
function fullRide() {
  const n = 3601;
  const time = new Float64Array(n);
  const power = new Float64Array(n);
  const heartRate = new Float64Array(n);
  const cadence = new Float64Array(n);
  const distance = new Float64Array(n);
  const speed = new Float64Array(n);
  const altitude = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    time[i] = 1_700_000_000 + i;
    power[i] = 200 + (i % 60 < 30 ? 40 : -40);
    heartRate[i] = 140 + i / 360;
    cadence[i] = 90;
    distance[i] = i * 8;
    speed[i] = 8;
    altitude[i] = 100 + Math.abs(((i % 1200) - 600) / 20);
  }
  return buildRidingSeries({ time, power, heartRate, cadence, distance, speed, altitude });
}

describe('the ride metric registry', () => {
  it('names each metric once: keys, columns and catalog ids unique', () => {
    for (const field of ['key', 'id'] as const) {
      const values = RIDE_METRICS.map((m) => m[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const columns = STORED_RIDE_METRICS.map((m) => m.column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const m of STORED_RIDE_METRICS) expect(m.column).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('is exactly what summarizeRide computes (plus hasPower), and every metric has a value on a full ride', () => {
    const summary = summarizeRide(fullRide(), { ftpW: 200, lthrBpm: 160 });
    expect(Object.keys(summary).sort()).toEqual([...RIDE_METRICS.map((m) => m.key), 'hasPower'].sort());
    for (const m of RIDE_METRICS) expect(summary[m.key], m.key).toEqual(expect.any(Number));
  });

  it('copies the stored metrics and nothing else', () => {
    const summary = summarizeRide(fullRide(), { ftpW: 250 });
    const stored = storedRideMetrics(summary);
    expect(Object.keys(stored)).toEqual(STORED_RIDE_METRICS.map((m) => m.key));
    expect(stored).not.toHaveProperty('avgSpeedMps');
    expect(stored).not.toHaveProperty('hasPower');
    for (const m of STORED_RIDE_METRICS) expect(stored[m.key]).toBe(summary[m.key]);
  });

  it('says where each formula comes from, and shows power metrics only where power exists', () => {
    for (const m of RIDE_METRICS) {
      expect(m.source.length, m.key).toBeGreaterThan(10);
      expect(m.label.length, m.key).toBeGreaterThan(1);
    }
    const byKey = Object.fromEntries(RIDE_METRICS.map((m) => [m.key, m]));
    for (const key of [
      'normalizedPowerW',
      'intensityFactor',
      'tss',
      'variabilityIndex',
      'workKj',
      'efficiencyFactor',
    ])
      expect(byKey[key]?.needsPower, key).toBe(true);
    for (const key of ['movingS', 'distanceM', 'avgHeartRateBpm', 'hrLoad'])
      expect(byKey[key]?.needsPower, key).toBe(false);
  });
});
