import { readdirSync, readFileSync } from 'node:fs';
import { decodeRide, type Ride } from '@domestique/formats';
import { analyzeRide } from '@domestique/science';
import { describe, expect, it } from 'vitest';

/**
 * The production path — `decodeRide` (@domestique/formats) → `analyzeRide` (@domestique/science), exactly what
 * `domestique analyze` and the server's import run — against what each head unit wrote in its own session message,
 * on every FIT fixture of the project (all MIT-licensed, see packages/formats/test/fixtures/ATTRIBUTION.md). The
 * tolerances are docs/science.md's: NP within 1.5 %, moving time within max(2 s, 0.5 %) of the timer time, average
 * power within 2 % on rides of 10 minutes or more.
 */
const FIXTURES = new URL('../../../packages/formats/test/fixtures/', import.meta.url);

function decodable(folder: 'fit' | 'fit-bad'): { file: string; ride: Ride }[] {
  const out: { file: string; ride: Ride }[] = [];
  for (const name of readdirSync(new URL(`${folder}/`, FIXTURES))) {
    const file = `${folder}/${name}`;
    try {
      out.push({ file, ride: decodeRide(new Uint8Array(readFileSync(new URL(file, FIXTURES))), name) });
    } catch {
      // damaged beyond salvage: fit-bad.test.ts checks the rejection
    }
  }
  return out;
}

/**
 * Files whose own session contradicts the rest of the file, so the timer check compares with the records instead.
 * OneLap writes a session timer of 720.318 s while its activity message says 740 s and its records span 739 s.
 */
const TIMER_CONTRADICTED: Record<string, string> = {
  'fit/onelap-indoor-0134902991.fit': 'session 720.3 s vs activity 740 s and records 739 s',
};

const rides = [...decodable('fit'), ...decodable('fit-bad')].filter(({ ride }) => ride.session !== null);

describe('decodeRide → analyzeRide against the head unit’s session', () => {
  it('covers every activity fixture', () => {
    expect(rides.map((r) => r.file)).toEqual(
      expect.arrayContaining([
        'fit/2019-02-17-062644-ELEMNT-297E-195-0.fit',
        'fit/Edge810-Vector-2013-08-16-15-35-10.fit',
        'fit/edge1000-short-pause-2020-06-01-16-52-40.fit',
        'fit/edge1000-zpider-4078723797.fit',
        'fit/edge530-bpg-garmin.fit',
        'fit/edge800-sample-activity-indoor-trainer.fit',
        'fit/elemnt-bolt-no-application-id-inside-developer-data-id.fit',
        'fit/onelap-indoor-0134902991.fit',
        'fit/zwift-null_compressed_speed_dist.fit',
      ]),
    );
    expect(rides.length).toBeGreaterThanOrEqual(14);
  });

  describe.each(rides)('$file', ({ file, ride }) => {
    const session = ride.session!;
    const { summary, series } = analyzeRide(ride, {});

    it('NP within 1.5 % of the session’s (rides of a minute or more)', () => {
      if (session.normalizedPowerW == null || session.normalizedPowerW === 0 || series.movingS < 60) return;
      expect(Math.abs(summary.normalizedPowerW! / session.normalizedPowerW - 1)).toBeLessThanOrEqual(0.015);
    });

    it('moving time within max(2 s, 0.5 %) of the total timer time', () => {
      const timer = session.totalTimerS!;
      if (TIMER_CONTRADICTED[file]) {
        const t = ride.samples.time;
        expect(series.movingS).toBe(t[t.length - 1]! - t[0]!);
        return;
      }
      expect(Math.abs(series.movingS - timer)).toBeLessThanOrEqual(Math.max(2, 0.005 * timer));
    });

    it('average power within 2 % (rides of 10 minutes or more with power)', () => {
      if (session.avgPowerW == null || session.avgPowerW === 0 || series.movingS < 600) return;
      expect(Math.abs(summary.avgPowerW! / session.avgPowerW - 1)).toBeLessThanOrEqual(0.02);
    });

    it('elevation gain is the device’s own total ascent when it wrote one', () => {
      if (session.totalAscentM == null) return;
      expect(summary.elevationGainM).toBe(session.totalAscentM);
    });
  });

  it('checks NP on at least 7 files, moving time on every file, average power on at least 6', () => {
    const np = rides.filter(
      ({ ride }) => ride.session!.normalizedPowerW && analyzeRide(ride).series.movingS >= 60,
    );
    const avg = rides.filter(
      ({ ride }) => ride.session!.avgPowerW && analyzeRide(ride).series.movingS >= 600,
    );
    expect(np.length).toBeGreaterThanOrEqual(7);
    expect(avg.length).toBeGreaterThanOrEqual(6);
  });
});

describe('one ride as FIT, TCX and GPX (Edge 1000, a 32-s stop)', () => {
  const read = (file: string) => decodeRide(new Uint8Array(readFileSync(new URL(file, FIXTURES))), file);
  const fit = analyzeRide(read('fit/edge1000-short-pause-2020-06-01-16-52-40.fit')).summary;
  const tcx = analyzeRide(read('tcx/edge1000-short-pause-activity_5039744860.tcx')).summary;
  const gpx = analyzeRide(read('gpx/edge1000-short-pause-activity_5039744860.gpx')).summary;

  it('the same moving time from timer events (FIT) and from the gap alone (TCX, GPX)', () => {
    expect([fit.movingS, tcx.movingS, gpx.movingS]).toEqual([94, 94, 94]);
  });

  it('the same distance: the GPS track’s 246 m across the stop are not riding', () => {
    // FIT and TCX carry the device's distance counter; GPX has positions only (haversine).
    expect(fit.distanceM).toBeCloseTo(653.9, 1);
    expect(Math.abs(tcx.distanceM! / fit.distanceM! - 1)).toBeLessThan(0.001);
    expect(Math.abs(gpx.distanceM! / fit.distanceM! - 1)).toBeLessThan(0.01);
  });
});
