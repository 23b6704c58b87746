import { rideIntensity } from '@domestique/coach';
import { powerHistogram } from '@domestique/science';
import { describe, expect, it } from 'vitest';
import { decodePowerHistogram, encodePowerHistogram } from '../../src/db/power-histogram-codec.ts';
import type { PlanRide } from '../../src/modules/plans/facts-repository.ts';
import { toRideRecord } from '../../src/modules/plans/plan-facts.ts';

/** 60 min: 35 min at 200 W, 25 min at 240 W (NP ≈ 225 W). */
const power = [...new Array<number>(35 * 60).fill(200), ...new Array<number>(25 * 60).fill(240)];
const ride = (over: Partial<PlanRide> = {}): PlanRide => ({
  id: 'r1',
  name: null,
  startTime: new Date('2026-06-03T06:00:00Z'),
  date: '2026-06-03',
  movingS: 3600,
  tss: 80,
  hrLoad: null,
  intensityFactor: 0.82,
  ftpUsedW: 265,
  powerHistogram: decodePowerHistogram(encodePowerHistogram(powerHistogram(power))),
  cycling: true,
  ...over,
});

describe('a ride as the coach sees it (toRideRecord)', () => {
  it('has its time in Coggan zones at the FTP it was scored with, read from its stored histogram', () => {
    // FTP 265: Z3 from 198.75 W, Z4 from 238.5 W — 35 min of Z3, 25 min of Z4
    const record = toRideRecord(ride());
    expect(record.timeInZonesS).toEqual([0, 0, 35 * 60, 25 * 60, 0, 0, 0]);
    // 25 min of Z4+: a hard day, although its IF (0.82) is under 0.85
    expect(rideIntensity(record)).toMatchObject({ hard: true, z4PlusS: 25 * 60, z5PlusS: 0 });
  });

  it('follows the FTP: the same watts at a higher FTP are no longer threshold work', () => {
    const record = toRideRecord(ride({ ftpUsedW: 300, intensityFactor: 0.75 }));
    // FTP 300: Z2 from 165 W, Z3 from 225 W — all of it below Z4
    expect(record.timeInZonesS).toEqual([0, 35 * 60, 25 * 60, 0, 0, 0, 0]);
    expect(rideIntensity(record).hard).toBe(false);
  });

  it('has no zones without a histogram, with an empty one, or without an FTP: its IF decides', () => {
    for (const over of [
      { powerHistogram: null },
      { powerHistogram: new Uint32Array(0) },
      { ftpUsedW: null },
    ]) {
      const record = toRideRecord(ride(over));
      expect(record.timeInZonesS).toBeNull();
      expect(rideIntensity(record)).toMatchObject({ hard: false, z4PlusS: null, intensityFactor: 0.82 });
    }
  });
});
