import { describe, expect, it } from 'vitest';
import { decodeRide, RideFileError } from '../src/index.ts';
import { expectWellFormed, fixture, lastValid, mean } from './helpers.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

function decodeError(bytes: Uint8Array, filename?: string): RideFileError {
  try {
    decodeRide(bytes, filename);
  } catch (error) {
    expect(error).toBeInstanceOf(RideFileError);
    return error as RideFileError;
  }
  throw new Error('expected a RideFileError');
}

describe('TCX', () => {
  it('decodes the Edge 1000 short-pause export and agrees with the FIT of the same ride', () => {
    const ride = decodeRide(fixture('tcx/edge1000-short-pause-activity_5039744860.tcx'));
    const fit = decodeRide(fixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit'));
    expectWellFormed(ride);
    expect(ride.format).toBe('tcx');
    expect(ride.name).toBeNull(); // TCX activities have no title element
    expect(ride.sport).toBe('cycling');
    expect(ride.startTime.toISOString()).toBe('2020-06-01T14:52:40.000Z');
    // 100 Trackpoints; Garmin Connect repeats the boundary point of each of the 4 lap changes: merged.
    expect(ride.samples.time.length).toBe(96);
    expect(ride.warnings).toEqual([{ code: 'duplicate_timestamps', count: 4 }]);
    expect(Array.from(ride.samples.time)).toEqual(Array.from(fit.samples.time));
    expect(Array.from(ride.samples.power!)).toEqual(Array.from(fit.samples.power!));
    expect(Array.from(ride.samples.heartRate!)).toEqual(Array.from(fit.samples.heartRate!));
    expect(lastValid(ride.samples.distance)).toBeCloseTo(668.19, 2);
    expect(ride.latitude![0]).toBeCloseTo(52.157763, 6);
    expect(ride.longitude![0]).toBeCloseTo(4.491068, 6);
    expect(ride.laps).toHaveLength(5);
    expect(ride.laps[0]).toEqual({
      startTime: new Date('2020-06-01T14:52:40.000Z'),
      totalElapsedS: null,
      totalTimerS: 26,
      distanceM: 142.35,
      avgPowerW: 154,
      avgHeartRateBpm: 154,
    });
    expect(ride.device).toEqual({
      manufacturer: 'garmin',
      product: 'Garmin Edge 1000',
      serialNumber: '3907354759',
    });
    expect(ride.session?.maxPowerW).toBe(434);
    expect(ride.session?.distanceM).toBeCloseTo(668.19, 2);
    expect(ride.timerEvents).toEqual([]);
  });

  const tcx = (body: string) =>
    utf8(`<?xml version="1.0"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">${body}</TrainingCenterDatabase>`);

  it('reads a minimal TCX without power, HR or positions; out-of-order points are sorted', () => {
    const ride = decodeRide(
      tcx(`<Activities><Activity Sport="Biking"><Id>2024-05-01T10:00:00Z</Id><Lap StartTime="2024-05-01T10:00:00Z"><Track>
      <Trackpoint><Time>2024-05-01T10:00:02Z</Time><Cadence>80</Cadence></Trackpoint>
      <Trackpoint><Time>2024-05-01T10:00:01Z</Time><Cadence>90</Cadence></Trackpoint>
      <Trackpoint><Cadence>70</Cadence></Trackpoint>
      </Track></Lap></Activity></Activities>`),
    );
    expect(Array.from(ride.samples.time)).toEqual([1714557601, 1714557602]);
    expect(Array.from(ride.samples.cadence!)).toEqual([90, 80]);
    expect(ride.samples.power).toBeNull();
    expect(ride.samples.heartRate).toBeNull();
    expect(ride.latitude).toBeNull();
    expect(ride.warnings).toEqual([
      { code: 'samples_without_time', count: 1 },
      { code: 'samples_out_of_order' },
    ]);
  });

  it('a TCX with only a course → not_activity; with nothing → no_records', () => {
    expect(decodeError(tcx('<Courses><Course><Name>Loop</Name></Course></Courses>')).code).toBe(
      'not_activity',
    );
    expect(decodeError(tcx('<Activities/>')).code).toBe('no_records');
    expect(decodeError(tcx('<Activities><Activity Sport="Biking"><Lap/></Activity></Activities>')).code).toBe(
      'no_records',
    );
  });

  it('broken XML → xml_invalid', () => {
    expect(decodeError(tcx('<Activities><Activity>')).code).toBe('xml_invalid');
    expect(decodeError(utf8('<TrainingCenterDatabase><a></b></TrainingCenterDatabase>')).code).toBe(
      'xml_invalid',
    );
  });
});

describe('GPX', () => {
  it('decodes the Garmin GPX (no power) of the short-pause ride', () => {
    const ride = decodeRide(fixture('gpx/edge1000-short-pause-activity_5039744860.gpx'));
    expectWellFormed(ride);
    expect(ride.format).toBe('gpx');
    expect(ride.sport).toBe('cycling');
    expect(ride.samples.time.length).toBe(96);
    expect(ride.startTime.toISOString()).toBe('2020-06-01T14:52:40.000Z');
    expect(ride.samples.power).toBeNull();
    expect(ride.samples.heartRate![0]).toBe(154);
    expect(ride.samples.cadence![0]).toBe(90);
    expect(ride.samples.altitude![0]).toBeCloseTo(-20.2, 5);
    // GPS distance over a ride with a standstill: longer than the wheel-based 668 m, same order of magnitude.
    expect(lastValid(ride.samples.distance)).toBeCloseTo(899.26, 1);
    expect(ride.warnings).toEqual([{ code: 'distance_from_positions' }]);
    expect(ride.device).toEqual({ manufacturer: 'garmin', product: 'Garmin Connect', serialNumber: null });
    expect(ride.name).toBe('Leiden Fietsen'); // Garmin Connect names the ride in <trk><name>
  });

  it('decodes the Strava GPX (power in <extensions><power>) like the FIT of the same ride', () => {
    const ride = decodeRide(fixture('gpx/edge1000-zpider-4078723797_strava.gpx'));
    const fit = decodeRide(fixture('fit/edge1000-zpider-4078723797.fit'));
    expectWellFormed(ride);
    expect(ride.sport).toBe('cycling'); // Strava writes <type>1</type> for a ride
    expect(ride.name).toBe('De benen op spanning zetten met Martijn'); // the title the rider gave it on Strava
    expect(ride.samples.time.length).toBe(8357);
    expect(ride.samples.time[0]).toBe(fit.samples.time[0]);
    expect(mean(ride.samples.power)).toBeCloseTo(mean(fit.samples.power), 6);
    expect(mean(ride.samples.heartRate)).toBeCloseTo(mean(fit.samples.heartRate), 6);
    // Haversine over the track vs the device's 57,567 m.
    expect(Math.abs(lastValid(ride.samples.distance) - 57567.24)).toBeLessThan(20);
  });

  const gpx = (body: string) => utf8(`<?xml version="1.0"?><gpx version="1.1" creator="test">${body}</gpx>`);

  it('reads a GPX with only positions and times (no power, no HR)', () => {
    const ride = decodeRide(
      gpx(`<trk><trkseg>
      <trkpt lat="45.0" lon="7.0"><time>2024-05-01T10:00:00Z</time></trkpt>
      <trkpt lat="45.001" lon="7.0"><time>2024-05-01T10:00:10Z</time></trkpt>
      </trkseg></trk>`),
    );
    expect(ride.samples.time.length).toBe(2);
    expect(ride.samples.power).toBeNull();
    expect(ride.samples.heartRate).toBeNull();
    expect(ride.samples.altitude).toBeNull();
    expect(ride.sport).toBeNull();
    expect(ride.samples.distance![1]).toBeCloseTo(111.19, 1); // 0.001° of latitude
    expect(ride.name).toBeNull(); // no name anywhere
  });

  it('names the ride after the first track, else the metadata; point, route and author names are not titles', () => {
    const point =
      '<trkseg><trkpt lat="45" lon="7"><name>P1</name><time>2024-05-01T10:00:00Z</time></trkpt></trkseg>';
    const named = (body: string) => decodeRide(gpx(body)).name;
    expect(
      named(`<metadata><name>File title</name></metadata><trk><name>Col du Galibier</name>${point}</trk>`),
    ).toBe('Col du Galibier');
    expect(
      named(
        `<metadata><author><name>Ana</name></author><name>File title</name></metadata><trk>${point}</trk>`,
      ),
    ).toBe('File title');
    expect(
      named(`<rte><name>Planned</name></rte><wpt lat="1" lon="2"><name>Café</name></wpt><trk>${point}</trk>`),
    ).toBeNull();
    expect(named(`<trk><name>First</name>${point}</trk><trk><name>Second</name>${point}</trk>`)).toBe(
      'First',
    );
    expect(named(`<trk>${point}</trk><trk><name>Second</name>${point}</trk>`)).toBe('Second');
  });

  it('cleans the name: entities decoded, white space and control characters collapsed, 200 characters at most', () => {
    const point = '<trkseg><trkpt lat="45" lon="7"><time>2024-05-01T10:00:00Z</time></trkpt></trkseg>';
    const named = (name: string) => decodeRide(gpx(`<trk><name>${name}</name>${point}</trk>`)).name;
    expect(named('  Tour &amp; café\n\t ride  ')).toBe('Tour & café ride');
    expect(named('<![CDATA[Serra da Estrela <3]]>')).toBe('Serra da Estrela <3');
    expect(named('a&#133;b&#x9;c')).toBe('a b c'); // NEL and tab
    expect(named('   ')).toBeNull();
    expect(named('é'.repeat(250))).toBe('é'.repeat(200));
    expect(named(`${'x'.repeat(199)}🚴🚴`)).toBe(`${'x'.repeat(199)}🚴`); // never half an emoji
  });

  it('a route or a track without times → not_activity; no points at all → no_records', () => {
    expect(decodeError(gpx('<rte><rtept lat="1" lon="2"/></rte>')).code).toBe('not_activity');
    expect(decodeError(gpx('<trk><trkseg><trkpt lat="1" lon="2"/></trkseg></trk>')).code).toBe(
      'not_activity',
    );
    expect(decodeError(gpx('<metadata/>')).code).toBe('no_records');
  });

  it('reads UTF-16 GPX with a byte-order mark', () => {
    const text = `<?xml version="1.0" encoding="UTF-16"?><gpx><trk><trkseg><trkpt lat="1" lon="2"><time>2024-05-01T10:00:00Z</time><extensions><power>250</power></extensions></trkpt></trkseg></trk></gpx>`;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    for (let i = 0; i < text.length; i++) bytes[2 + 2 * i] = text.charCodeAt(i);
    const ride = decodeRide(bytes, 'ride.gpx');
    expect(Array.from(ride.samples.power!)).toEqual([250]);
  });
});
