import { describe, expect, it } from 'vitest';
import { decodeRide, publicWarning, RideFileError } from '../src/index.ts';
import { expectWellFormed, fixture, lastValid } from './helpers.ts';

function decodeError(bytes: Uint8Array, filename?: string): RideFileError {
  try {
    decodeRide(bytes, filename);
  } catch (error) {
    expect(error).toBeInstanceOf(RideFileError);
    return error as RideFileError;
  }
  throw new Error('expected a RideFileError');
}

/*
 * What each damaged file does, and why:
 *
 * | file                                   | result                    | why |
 * |----------------------------------------|---------------------------|-----|
 * | activity-filecrc.fit                   | decodes + warning         | only the file CRC is wrong; every message was read |
 * | activity-settings-corruptheader.fit    | decodes + warning         | a complete, CRC-valid activity followed by a chained file whose header is garbage |
 * | activity-settings-nodata.fit           | decodes + warning         | same, the chained second file has a header but no data |
 * | activity-unexpected-eof.fit            | 'truncated'               | cut off before the end; only 14 records survive (< 60, too little to keep) |
 * | compressed-speed-distance.fit          | decodes + warning         | compressed-timestamp headers (FR70), which the SDK refuses: we expand them first |
 * | coros-pace-2-cycling-misaligned-fields | decodes + warning         | an event field sized 1 byte for a uint32; the SDK skips that value and stays aligned |
 * | elemnt-roam-unterminated-strings.fit   | decodes, no warning       | strings without a NUL terminator: the SDK reads them to the field size |
 * | not-activity-WorkoutIndividualSteps    | 'not_activity'            | a valid FIT workout file (file_id.type = workout) |
 * | sigma-truncated-nick.fit               | decodes + warning         | cut off at the end, but 14,391 records (4.6 h) before the cut are kept |
 * | (0-byte file, not copied: AGPL)        | 'empty'                   | — |
 */
describe('damaged and non-activity FIT files', () => {
  it('activity-filecrc.fit: CRC mismatch only → decodes with a warning', () => {
    const ride = decodeRide(fixture('fit-bad/activity-filecrc.fit'));
    expectWellFormed(ride);
    expect(ride.samples.time.length).toBe(14);
    expect(ride.sport).toBe('running');
    expect(ride.session?.distanceM).toBe(5.73);
    // a running activity: decoded, kept, and flagged as not a ride
    expect(ride.warnings.map(publicWarning)).toEqual([
      { code: 'crc_mismatch' },
      { code: 'not_cycling', sport: 'running' },
    ]);
    expect(ride.warnings[0]?.detail).toMatch(/CRC/);
  });

  for (const file of ['activity-settings-corruptheader.fit', 'activity-settings-nodata.fit']) {
    it(`${file}: intact activity + broken chained file → decodes the activity with a warning`, () => {
      const ride = decodeRide(fixture(`fit-bad/${file}`));
      expect(ride.samples.time.length).toBe(14);
      expect(ride.startTime.toISOString()).toBe('2012-04-09T21:22:26.000Z');
      expect(ride.warnings.map((w) => w.code)).toEqual(['trailing_data_ignored', 'not_cycling']);
    });
  }

  it('activity-unexpected-eof.fit: truncated with too little data → truncated', () => {
    const error = decodeError(fixture('fit-bad/activity-unexpected-eof.fit'), 'activity-unexpected-eof.fit');
    expect(error.code).toBe('truncated');
    expect(error.message).toMatch(/ends early/);
  });

  it('compressed-speed-distance.fit: compressed timestamps expanded, speed/distance from components', () => {
    const ride = decodeRide(fixture('fit-bad/compressed-speed-distance.fit'));
    expectWellFormed(ride);
    expect(ride.samples.time.length).toBe(755);
    expect(ride.device).toMatchObject({ manufacturer: 'garmin', product: 'fr70' });
    expect(ride.session?.distanceM).toBe(10248.67);
    expect(lastValid(ride.samples.distance)).toBeCloseTo(10248.69, 1);
    expect(ride.samples.speed).not.toBeNull();
    expect(ride.laps).toHaveLength(11);
    // Compressed timestamps advance in 1-31 s steps from the last full timestamp.
    const t = ride.samples.time;
    expect(t[t.length - 1]! - t[0]!).toBe(3880);
    expect(ride.warnings.map(publicWarning)).toEqual([
      { code: 'compressed_timestamps' },
      { code: 'clock_not_set' },
      { code: 'not_cycling', sport: 'running' },
    ]);
  });

  it('coros-pace-2-cycling-misaligned-fields.fit: decodes, misaligned field skipped and logged', () => {
    const ride = decodeRide(fixture('fit-bad/coros-pace-2-cycling-misaligned-fields.fit'));
    expectWellFormed(ride);
    expect(ride.samples.time.length).toBe(11272);
    expect(ride.sport).toBe('cycling');
    expect(ride.samples.power).toBeNull(); // no power meter: the session says avg 0 W
    expect(ride.session?.distanceM).toBe(32145.76);
    expect(ride.warnings).toEqual([{ code: 'misaligned_fields', count: 5 }]);
  });

  it('elemnt-roam-unterminated-strings.fit: decodes with the device name intact', () => {
    const ride = decodeRide(fixture('fit-bad/elemnt-roam-unterminated-strings.fit'));
    expect(ride.samples.time.length).toBe(33);
    expect(ride.device).toEqual({
      manufacturer: 'wahoo_fitness',
      product: 'ELEMNT ROAM',
      serialNumber: '4280537786',
    });
    expect(ride.session?.avgPowerW).toBe(37);
    expect(ride.warnings).toEqual([]);
  });

  it('not-activity-WorkoutIndividualSteps.fit → not_activity', () => {
    expect(decodeError(fixture('fit-bad/not-activity-WorkoutIndividualSteps.fit')).code).toBe('not_activity');
  });

  it('sigma-truncated-nick.fit: a long ride cut off at the end keeps what was recorded', () => {
    const ride = decodeRide(fixture('fit-bad/sigma-truncated-nick.fit'));
    expectWellFormed(ride);
    expect(ride.samples.time.length).toBe(14383);
    expect(ride.startTime.toISOString()).toBe('2020-09-12T12:23:38.000Z');
    expect(ride.session).toBeNull(); // the session message was in the lost tail
    expect(lastValid(ride.samples.distance)).toBeCloseTo(113550.87, 1);
    expect(ride.warnings[0]).toMatchObject({ code: 'truncated_salvaged', count: 14391 });
    expect(ride.warnings[0]?.detail).toMatch(/end of stream/);
  });

  it('an empty file → empty', () => {
    expect(decodeError(new Uint8Array(0), 'ride.fit').code).toBe('empty');
  });

  it('a truncated copy of a good file: short → truncated, long enough → kept with a warning', () => {
    const bytes = fixture('fit/edge800-sample-activity-indoor-trainer.fit');
    expect(decodeError(bytes.subarray(0, 500)).code).toBe('truncated');
    expect(decodeError(bytes.subarray(0, 13)).code).toBe('truncated'); // not even the whole 14-byte header
    const badHeader = bytes.slice(0, 2000);
    badHeader[0] = 99; // header size must be 12 or 14
    expect(decodeError(badHeader).code).toBe('corrupt');
    const ride = decodeRide(bytes.subarray(0, 20_000));
    expect(ride.samples.time.length).toBeGreaterThan(1000);
    expect(ride.warnings[0]?.code).toBe('truncated_salvaged');
  });

  it('a FIT name on non-FIT bytes → corrupt; unknown bytes without a name → unsupported_format', () => {
    expect(decodeError(new TextEncoder().encode('hello world, not a ride'), 'ride.fit').code).toBe('corrupt');
    expect(decodeError(new TextEncoder().encode('hello world, not a ride')).code).toBe('unsupported_format');
  });
});
