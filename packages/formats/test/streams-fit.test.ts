import { describe, expect, it } from 'vitest';
import { type ActivityStreams, decodeRide, encodeStreamsFit, StreamsError } from '../src/index.ts';

const START = new Date('2026-05-01T06:30:00Z');

/** A 20-minute outdoor ride's streams with every column Strava can send. */
function fullStreams(): ActivityStreams {
  const n = 1200;
  const time = Array.from({ length: n }, (_, i) => i);
  return {
    startTime: START,
    sportType: 'Ride',
    elapsedS: 1199,
    movingS: 1190,
    time,
    watts: time.map((t) => 180 + (t % 60)),
    heartrate: time.map((t) => 120 + Math.floor(t / 60)),
    cadence: time.map(() => 88),
    latlng: time.map((t) => [38.7 + t * 1e-5, -9.1 - t * 1e-5] as const),
    altitude: time.map((t) => 100 + t / 100),
    distance: time.map((t) => t * 8.5),
    velocitySmooth: time.map(() => 8.5),
    deviceName: 'Garmin Edge 540',
  };
}

describe('encodeStreamsFit', () => {
  it('writes every stream the provider sent, and the FIT decodes to the same ride', () => {
    const ride = decodeRide(encodeStreamsFit(fullStreams()));
    expect(ride.startTime.toISOString()).toBe(START.toISOString());
    expect(ride.sport).toBe('cycling');
    expect(ride.subSport).toBe('road');
    expect(ride.samples.time.length).toBe(1200);
    expect(ride.samples.power![59]).toBe(239);
    expect(ride.samples.heartRate![600]).toBe(130);
    expect(ride.samples.cadence![10]).toBe(88);
    expect(ride.samples.speed![10]).toBeCloseTo(8.5, 2);
    expect(ride.samples.distance![1199]).toBeCloseTo(1199 * 8.5, 1);
    expect(ride.samples.altitude![1000]).toBeCloseTo(110, 0);
    expect(ride.latitude![100]).toBeCloseTo(38.701, 5);
    expect(ride.longitude![100]).toBeCloseTo(-9.101, 5);
    expect(ride.session).toMatchObject({ totalElapsedS: 1199, totalTimerS: 1190 });
    expect(ride.device?.product).toBe('Garmin Edge 540');
    expect(ride.warnings).toEqual([]);
  });

  it('leaves out what was not sent: no power stream → no power channel (scored by heart rate), no GPS → no map', () => {
    const { watts: _w, latlng: _l, ...rest } = fullStreams();
    const ride = decodeRide(encodeStreamsFit(rest));
    expect(ride.samples.power).toBeNull();
    expect(ride.latitude).toBeNull();
    expect(ride.samples.heartRate).not.toBeNull();
  });

  it('keeps gaps inside a stream as missing values, not zeros', () => {
    const streams = fullStreams();
    const watts = [...streams.watts!];
    watts[5] = null;
    const ride = decodeRide(encodeStreamsFit({ ...streams, watts }));
    expect(Number.isNaN(ride.samples.power![5]!)).toBe(true);
  });

  it('maps sport types: a virtual ride is cycling, a run is not a ride', () => {
    expect(decodeRide(encodeStreamsFit({ ...fullStreams(), sportType: 'VirtualRide' })).subSport).toBe(
      'virtual_activity',
    );
    expect(
      decodeRide(encodeStreamsFit({ ...fullStreams(), sportType: 'Ride', trainer: true })).subSport,
    ).toBe('indoor_cycling');
    const run = decodeRide(encodeStreamsFit({ ...fullStreams(), sportType: 'Run' }));
    expect(run.sport).toBe('running');
    expect(run.warnings).toContainEqual({ code: 'not_cycling', sport: 'running' });
    const yoga = decodeRide(encodeStreamsFit({ ...fullStreams(), sportType: 'Yoga' }));
    expect(yoga.warnings.map((w) => w.code)).toContain('not_cycling');
  });

  it('refuses streams with no time axis or columns of another length', () => {
    expect(() => encodeStreamsFit({ startTime: START, sportType: 'Ride', time: [] })).toThrow(StreamsError);
    expect(() =>
      encodeStreamsFit({ startTime: START, sportType: 'Ride', time: [0, 1, 2], watts: [100, 200] }),
    ).toThrow(/watts: 2 values for 3 times/);
  });

  it('collapses samples within one second (FIT records are whole seconds)', () => {
    const ride = decodeRide(
      encodeStreamsFit({
        startTime: START,
        sportType: 'Ride',
        time: [0, 0.5, 1, 2],
        watts: [100, 110, 120, 130],
      }),
    );
    expect(Array.from(ride.samples.power!)).toEqual([100, 120, 130]);
  });
});
