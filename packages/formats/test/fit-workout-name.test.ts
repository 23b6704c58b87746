import { describe, expect, it } from 'vitest';
import { decodeRide, encodeSyntheticRideFit } from '../src/index.ts';
import { fixture } from './helpers.ts';

describe('the workout a FIT ride was ridden as (workout.wkt_name)', () => {
  it('is read from real head-unit files, and null where the file has none', () => {
    expect(
      decodeRide(fixture('fit/elemnt-bolt-no-application-id-inside-developer-data-id.fit')).workoutName,
    ).toBe('Wahoo Workout');
    expect(decodeRide(fixture('fit/2019-02-17-062644-ELEMNT-297E-195-0.fit')).workoutName).toBe('自行车');
    for (const file of [
      'fit/edge530-bpg-garmin.fit',
      'fit/onelap-indoor-0134902991.fit',
      'tcx/edge1000-short-pause-activity_5039744860.tcx',
    ])
      expect(decodeRide(fixture(file), file).workoutName, file).toBeNull();
  });

  it('round-trips through a synthetic ride, cleaned of control characters and cut to 100 characters', () => {
    const named = (workoutName: string) =>
      decodeRide(encodeSyntheticRideFit({ durationS: 120, workoutName })).workoutName;
    expect(named('Teste de rampa')).toBe('Teste de rampa');
    expect(named('  Ramp\ttest\n ')).toBe('Ramp test');
    expect(named('x'.repeat(200))).toHaveLength(100);
    expect(named('   ')).toBeNull();
    expect(decodeRide(encodeSyntheticRideFit({ durationS: 120 })).workoutName).toBeNull();
  });

  it('a synthetic ride can follow a given power shape', () => {
    const ride = decodeRide(encodeSyntheticRideFit({ durationS: 180, power: (s) => (s < 60 ? 100 : 300) }));
    const power = ride.samples.power!;
    expect(power[10]).toBe(100);
    expect(power[120]).toBe(300);
  });
});
