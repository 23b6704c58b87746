import { describe, expect, it } from 'vitest';
import {
  decodeRide,
  isCyclingSport,
  publicWarning,
  RIDE_WARNING_CODES,
  RIDE_WARNING_MESSAGES,
  rideWarningMessage,
} from '../src/index.ts';
import { fixture } from './helpers.ts';

describe('ride warnings', () => {
  it('every code has a message in en, pt and es, and the messages differ by language', () => {
    for (const language of ['en', 'pt', 'es'] as const) {
      expect(Object.keys(RIDE_WARNING_MESSAGES[language]).sort()).toEqual([...RIDE_WARNING_CODES].sort());
      for (const code of RIDE_WARNING_CODES)
        expect(RIDE_WARNING_MESSAGES[language][code].length).toBeGreaterThan(20);
    }
    for (const code of RIDE_WARNING_CODES) {
      expect(RIDE_WARNING_MESSAGES.pt[code]).not.toBe(RIDE_WARNING_MESSAGES.en[code]);
      expect(RIDE_WARNING_MESSAGES.es[code]).not.toBe(RIDE_WARNING_MESSAGES.pt[code]);
    }
  });

  it('a message with a count says the count in every language', () => {
    const warning = { code: 'truncated_salvaged' as const, count: 14391, detail: 'byte 403456' };
    for (const [language, count] of [
      ['en', '14,391'],
      ['pt', '14.391'],
      ['es', '14.391'],
    ] as const) {
      const text = rideWarningMessage(warning, language);
      expect(text).toContain(` ${count} `);
      expect(text).not.toContain('{count}');
      expect(text).not.toContain('403456'); // the parser detail is for logs only
    }
    expect(publicWarning(warning)).toEqual({ code: 'truncated_salvaged', count: 14391 });
  });

  it('only codes travel with a decoded ride (no English sentences)', () => {
    const ride = decodeRide(fixture('fit-bad/sigma-truncated-nick.fit'));
    for (const warning of ride.warnings) expect(RIDE_WARNING_CODES).toContain(warning.code);
    expect(ride.warnings.map((w) => w.code)).toEqual(['truncated_salvaged', 'duplicate_timestamps']);
  });
});

describe('which sports are rides', () => {
  it.each([
    ['cycling', null, true],
    ['cycling', 'indoor_cycling', true],
    ['e_biking', null, true],
    [null, null, true], // a bike computer that never set a sport
    ['generic', null, true],
    ['other', null, true], // TCX Sport="Other"
    ['7', null, true], // a Strava numeric GPX type we do not know
    ['fitness_equipment', 'indoor_cycling', true],
    ['fitness_equipment', 'treadmill', false],
    ['training', 'strength_training', false],
    ['running', null, false],
    ['running', 'virtual_activity', false], // a Zwift run
    ['walking', null, false],
    ['swimming', 'lap_swimming', false],
    ['hiking', null, false],
  ] as const)('%s / %s → %s', (sport, subSport, expected) => {
    expect(isCyclingSport(sport, subSport)).toBe(expected);
  });

  it('decodeRide flags a running file as not a ride, with its sport, and keeps all of it', () => {
    const ride = decodeRide(fixture('fit-bad/compressed-speed-distance.fit'));
    expect(ride.sport).toBe('running');
    expect(ride.samples.time.length).toBe(755);
    expect(ride.warnings.at(-1)).toEqual({ code: 'not_cycling', sport: 'running' });
    const bike = decodeRide(fixture('fit/edge530-bpg-garmin.fit'));
    expect(bike.warnings.some((w) => w.code === 'not_cycling')).toBe(false);
  });
});
