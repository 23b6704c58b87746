import type { ActivityDetail } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { metricValues } from '../src/features/activities/components/activity-metrics.tsx';
import { loadCell } from '../src/features/activities/components/activity-table.tsx';

/** A ride detail with every number null, then the given ones (enough for the formatters). */
const ride = (patch: Partial<ActivityDetail>): ActivityDetail =>
  ({
    movingS: 3600,
    elapsedS: 3700,
    distanceM: 30_000,
    elevationGainM: 300,
    hasPower: false,
    avgPowerW: null,
    maxPowerW: null,
    normalizedPowerW: null,
    intensityFactor: null,
    tss: null,
    variabilityIndex: null,
    workKj: null,
    avgHeartRateBpm: 140,
    maxHeartRateBpm: 170,
    efficiencyFactor: null,
    decouplingPct: null,
    hrLoad: null,
    ftpSource: null,
    ...patch,
  }) as ActivityDetail;

const hr = (value: string) => `${value} HR`;

describe('the numbers of a ride without power (issue 12)', () => {
  it('show its HR load where TSS stands, labelled, and no power metrics', () => {
    const keys = metricValues(ride({ hrLoad: 204.4 }), 'en');
    expect(keys).toContainEqual(['hrLoad', '204']);
    expect(keys.map(([key]) => key)).toEqual([
      'moving',
      'elapsed',
      'distance',
      'elevation',
      'hrLoad',
      'avgHr',
      'maxHr',
    ]);
  });

  it('without an HR load either, show a dash where the load stands', () => {
    expect(metricValues(ride({}), 'en')).toContainEqual(['tss', '—']);
  });

  it('a ride with power keeps TSS, marked when scored on a guessed FTP', () => {
    const withPower = ride({
      hasPower: true,
      tss: 472.2,
      intensityFactor: 1.39,
      hrLoad: 157,
      ftpSource: 'answers',
    });
    const values = Object.fromEntries(metricValues(withPower, 'en'));
    expect(values.tss).toBe('≈ 472');
    expect(values.if).toBe('≈ 1.39');
    expect(values.hrLoad).toBeUndefined();
  });

  it('in the list: TSS, else the HR load labelled, else a dash', () => {
    expect(loadCell({ tss: 88.4, hrLoad: 70, ftpSource: 'manual' }, 'en', hr)).toBe('88');
    expect(loadCell({ tss: 472, hrLoad: 157, ftpSource: 'answers' }, 'en', hr)).toBe('≈ 472');
    expect(loadCell({ tss: null, hrLoad: 204.4, ftpSource: null }, 'en', hr)).toBe('204 HR');
    expect(loadCell({ tss: null, hrLoad: null, ftpSource: null }, 'en', hr)).toBe('—');
  });
});
