import { describe, expect, it } from 'vitest';
import { decodeRide, type RideWarning } from '../src/index.ts';
import { expectWellFormed, fixture, lastValid, mean } from './helpers.ts';

interface Expected {
  file: string;
  samples: number;
  start: string;
  subSport: string | null;
  device: { manufacturer: string | null; product: string | null };
  channels: string[];
  position: boolean;
  laps: number;
  timerEvents: number;
  session: { totalTimerS: number; distanceM: number; avgPowerW: number | null; maxPowerW: number | null };
  warnings?: RideWarning[];
}

// Concrete values from each file (session figures are what the head unit wrote; the samples are checked against them).
const GOOD: Expected[] = [
  {
    file: '2019-02-17-062644-ELEMNT-297E-195-0.fit',
    samples: 13471,
    start: '2019-02-17T06:26:44.000Z',
    subSport: null,
    device: { manufacturer: 'wahoo_fitness', product: 'ELEMNT' },
    channels: ['power', 'heartRate', 'cadence', 'speed', 'altitude', 'distance'],
    position: true,
    laps: 1,
    timerEvents: 113,
    session: { totalTimerS: 13471, distanceM: 78940.55, avgPowerW: 102, maxPowerW: 668 },
  },
  {
    file: 'Edge810-Vector-2013-08-16-15-35-10.fit',
    samples: 4700,
    start: '2013-08-16T18:05:10.000Z',
    subSport: 'generic',
    device: { manufacturer: 'garmin', product: 'edge810' },
    channels: ['power', 'heartRate', 'cadence', 'speed', 'altitude', 'distance'],
    position: true,
    laps: 8,
    timerEvents: 2,
    session: { totalTimerS: 4700.05, distanceM: 41339.38, avgPowerW: 276, maxPowerW: 619 },
  },
  {
    file: 'edge1000-short-pause-2020-06-01-16-52-40.fit',
    samples: 96,
    start: '2020-06-01T14:52:40.000Z',
    subSport: 'generic',
    device: { manufacturer: 'garmin', product: 'edge1000' },
    channels: ['power', 'heartRate', 'cadence', 'speed', 'altitude', 'distance'],
    position: true,
    laps: 5,
    timerEvents: 4,
    session: { totalTimerS: 93.7, distanceM: 668.19, avgPowerW: 149, maxPowerW: 434 },
  },
  {
    file: 'edge1000-zpider-4078723797.fit',
    samples: 8357,
    start: '2019-09-20T14:10:03.000Z',
    subSport: 'generic',
    device: { manufacturer: 'garmin', product: 'edge1000' },
    channels: ['power', 'heartRate', 'cadence', 'speed', 'altitude', 'distance'],
    position: true,
    laps: 1,
    timerEvents: 2,
    session: { totalTimerS: 8355.6, distanceM: 57567.24, avgPowerW: 219, maxPowerW: 1022 },
  },
  {
    file: 'edge530-bpg-garmin.fit',
    samples: 8823,
    start: '2020-11-07T19:13:55.000Z',
    subSport: 'road',
    device: { manufacturer: 'garmin', product: 'edge530' },
    channels: ['power', 'heartRate', 'cadence', 'speed', 'altitude', 'distance'],
    position: true,
    laps: 2,
    timerEvents: 70,
    session: { totalTimerS: 8789.138, distanceM: 66802.26, avgPowerW: 196, maxPowerW: 987 },
  },
  {
    file: 'edge800-sample-activity-indoor-trainer.fit',
    samples: 2263,
    start: '2011-11-02T12:54:19.000Z',
    subSport: 'generic',
    device: { manufacturer: 'garmin', product: 'edge800' },
    channels: ['power', 'heartRate', 'cadence', 'altitude'],
    position: false,
    laps: 5,
    timerEvents: 2,
    session: { totalTimerS: 2261.85, distanceM: 0, avgPowerW: 201, maxPowerW: 331 },
  },
  {
    file: 'elemnt-bolt-no-application-id-inside-developer-data-id.fit',
    samples: 132,
    start: '2017-08-21T08:18:00.000Z',
    subSport: null,
    device: { manufacturer: 'wahoo_fitness', product: 'ELEMNT BOLT' },
    channels: ['power', 'cadence', 'speed', 'altitude', 'distance'],
    position: true,
    laps: 1,
    timerEvents: 3,
    session: { totalTimerS: 132, distanceM: 963.65, avgPowerW: 182, maxPowerW: 665 },
  },
  {
    file: 'onelap-indoor-0134902991.fit',
    samples: 715,
    start: '2021-03-04T12:04:26.000Z',
    subSport: 'indoor_cycling',
    device: { manufacturer: 'onelap', product: '22' },
    channels: ['power', 'cadence', 'speed', 'altitude', 'distance'],
    position: true,
    laps: 1,
    timerEvents: 0,
    session: { totalTimerS: 720.318, distanceM: 7123.39, avgPowerW: 281, maxPowerW: 397 },
    // OneLap writes some seconds twice (739 records, 715 distinct timestamps): merged by the duplicate rule.
    warnings: [{ code: 'duplicate_timestamps', count: 24 }],
  },
  {
    file: 'zwift-null_compressed_speed_dist.fit',
    samples: 1808,
    start: '2017-10-05T00:04:06.000Z',
    subSport: 'virtual_activity',
    device: { manufacturer: 'zwift', product: '0' },
    channels: ['power', 'cadence', 'speed', 'altitude', 'distance'],
    position: true,
    laps: 1,
    timerEvents: 2,
    session: { totalTimerS: 1808, distanceM: 13400.14, avgPowerW: 123, maxPowerW: 691 },
  },
];

const ALL_CHANNELS = ['power', 'heartRate', 'cadence', 'speed', 'altitude', 'distance'] as const;

describe('FIT activity fixtures', () => {
  for (const expected of GOOD) {
    it(`decodes ${expected.file}`, () => {
      const ride = decodeRide(fixture(`fit/${expected.file}`), expected.file);
      expectWellFormed(ride);
      expect(ride.format).toBe('fit');
      expect(ride.sport).toBe('cycling');
      expect(ride.subSport).toBe(expected.subSport);
      expect(ride.samples.time.length).toBe(expected.samples);
      expect(ride.startTime.toISOString()).toBe(expected.start);
      expect(ride.device).toMatchObject(expected.device);
      const present = ALL_CHANNELS.filter((c) => ride.samples[c] !== null);
      expect(present).toEqual(expected.channels);
      expect(ride.latitude !== null).toBe(expected.position);
      expect(ride.laps).toHaveLength(expected.laps);
      expect(ride.timerEvents).toHaveLength(expected.timerEvents);
      expect(ride.session).toMatchObject(expected.session);

      // The samples agree with the head unit's own summary.
      const session = ride.session!;
      let maxPower = 0;
      for (const p of ride.samples.power!) if (p > maxPower) maxPower = p;
      // Wahoo computes its maximum from sub-second data, so the 1 s samples may peak slightly lower.
      expect(maxPower).toBeLessThanOrEqual(session.maxPowerW!);
      expect(maxPower).toBeGreaterThan(session.maxPowerW! * 0.95);
      if (session.distanceM) {
        expect(
          Math.abs(lastValid(ride.samples.distance) - session.distanceM) / session.distanceM,
        ).toBeLessThan(0.01);
      }
      const avgPower = mean(ride.samples.power);
      // Head units differ on zeros and pauses in their average (Wahoo: 182 W vs 150 W over all samples): ±20 %.
      expect(Math.abs(avgPower - session.avgPowerW!) / session.avgPowerW!).toBeLessThan(0.2);
      if (ride.latitude) {
        const lat = mean(ride.latitude);
        expect(lat).toBeGreaterThan(-90);
        expect(lat).toBeLessThan(90);
      }
      for (const lap of ride.laps)
        expect(lap.startTime.getTime()).toBeGreaterThanOrEqual(ride.startTime.getTime() - 1000);
      for (let i = 1; i < ride.timerEvents.length; i++) {
        expect(ride.timerEvents[i]!.time).toBeGreaterThanOrEqual(ride.timerEvents[i - 1]!.time);
      }
      expect(ride.warnings).toEqual(expected.warnings ?? []);
      // FIT has no activity title: Wahoo's "Wahoo Workout" workout name or Garmin's "ROAD" profile are not names
      expect(ride.name).toBeNull();
    });
  }

  it('reads the short-pause ride: a 4-event timer pattern start/stop/start/stop and the pause gap in the samples', () => {
    const ride = decodeRide(fixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit'));
    expect(ride.timerEvents.map((e) => e.type)).toEqual(['start', 'stop', 'start', 'stop']);
    const [, stop, restart] = ride.timerEvents;
    expect(restart!.time - stop!.time).toBeGreaterThan(10);
    // No samples recorded while the timer was stopped.
    const inPause = Array.from(ride.samples.time).filter((t) => t > stop!.time && t < restart!.time);
    expect(inPause).toEqual([]);
  });
});
