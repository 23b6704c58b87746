import { decodeRide } from '@domestique/formats';
import { analyzeRide } from '@domestique/science';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

/** A TCX ride, 1 Hz, with the given power per second (constant HR and speed). */
function tcxRide(start: Date, watts: number[]): Uint8Array {
  const points = watts.map((w, s) => {
    const time = new Date(start.getTime() + s * 1000).toISOString();
    return `<Trackpoint><Time>${time}</Time><DistanceMeters>${s * 9}</DistanceMeters><HeartRateBpm><Value>150</Value></HeartRateBpm><Extensions><ns3:TPX><ns3:Watts>${w}</ns3:Watts></ns3:TPX></Extensions></Trackpoint>`;
  });
  return new TextEncoder().encode(`<?xml version="1.0"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
<Activities><Activity Sport="Biking"><Id>${start.toISOString()}</Id><Lap StartTime="${start.toISOString()}"><Track>${points.join('')}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`);
}
const blocks = (...parts: [number, number][]) => parts.flatMap(([s, w]) => new Array<number>(s).fill(w));

// 10 min easy, a 20-minute test at 280 W, 10 min cool-down (the first record opens the ride: 40 min of riding)
const testRide = tcxRide(new Date('2026-03-10T07:00:00Z'), blocks([601, 150], [1200, 280], [600, 120]));
const shortRide = tcxRide(new Date('2026-03-12T07:00:00Z'), blocks([601, 200]));

let t: TestApp;
let gil: TestClient;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  gil = t.client();
  await onboardedRider(gil, 'gil-ftp-test@example.com', { ftp: 250 });
  ids.test = await uploadOne(gil, { name: '20-min-test.tcx', bytes: testRide });
  ids.short = await uploadOne(gil, { name: 'short.tcx', bytes: shortRide });
  ids.gpx = await uploadOne(gil, {
    name: 'no-power.gpx',
    bytes: formatsFixture('gpx/edge1000-short-pause-activity_5039744860.gpx'),
  });
  ids.run = await uploadOne(gil, {
    name: 'run.fit',
    bytes: formatsFixture('fit-bad/compressed-speed-distance.fit'),
  });
});
afterAll(() => t?.close());

describe('GET /api/activities/:id/ftp-test: what each protocol gives, nothing saved', () => {
  it('reads each protocol’s effort(s) from the ride', async () => {
    const res = await gil.get(`/api/activities/${ids.test}/ftp-test`);
    expect(res.status).toBe(200);
    expect(res.json.currentFtpW).toBe(250);
    const [ramp, twenty, eight] = res.json.options;
    // best minute and best 20 min are inside the 280-W block; the two best 8 min too (non-overlapping)
    expect(ramp).toMatchObject({ protocol: 'ramp', available: true, basisW: 280, ftpW: 210, factor: 0.75 });
    expect(twenty).toMatchObject({
      protocol: '20min',
      available: true,
      basisW: 280,
      ftpW: 266,
      durationS: 1200,
    });
    expect(twenty.efforts).toEqual([{ startS: 600, watts: 280 }]);
    expect(eight).toMatchObject({
      protocol: '8min',
      available: true,
      basisW: 280,
      ftpW: 252,
      effortCount: 2,
    });
    expect(eight.efforts).toHaveLength(2);
    expect(eight.efforts[1].startS - eight.efforts[0].startS).toBeGreaterThanOrEqual(480);
    expect((await gil.get('/api/progress/ftp-history')).json.entries).toHaveLength(1); // only the profile's
  });

  it('says why a protocol is unavailable', async () => {
    const short = (await gil.get(`/api/activities/${ids.short}/ftp-test`)).json.options;
    expect(
      short.map((o: { available: boolean; unavailableReason: string | null }) => o.unavailableReason),
    ).toEqual([null, 'too_short', 'too_short']);
    const gpx = (await gil.get(`/api/activities/${ids.gpx}/ftp-test`)).json.options;
    expect(gpx.every((o: { unavailableReason: string }) => o.unavailableReason === 'no_power')).toBe(true);
    const run = (await gil.get(`/api/activities/${ids.run}/ftp-test`)).json.options;
    expect(run.every((o: { unavailableReason: string }) => o.unavailableReason === 'not_cycling')).toBe(true);
  });
});

describe('POST /api/activities/:id/ftp-test: the test becomes the FTP', () => {
  it('refuses an unavailable protocol (in the rider’s language), a bad one, and another rider', async () => {
    const res = await gil.post(
      `/api/activities/${ids.short}/ftp-test`,
      { protocol: '20min' },
      { 'accept-language': 'pt' },
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fields.protocol).toEqual({
      code: 'ftp_test_unavailable',
      message: 'Este pedal não tem os esforços de que este teste precisa.',
    });
    const bad = await gil.post(`/api/activities/${ids.test}/ftp-test`, { protocol: '5min' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.protocol.code).toBe('invalid_option');
    expect((await gil.post(`/api/activities/${ids.test}/ftp-test`, { protocol: '20min', x: 1 })).status).toBe(
      400,
    );
    const hal = t.client();
    await onboardedRider(hal, 'hal-ftp-test@example.com', { ftp: 200 });
    expect((await hal.get(`/api/activities/${ids.test}/ftp-test`)).status).toBe(404);
    expect((await hal.post(`/api/activities/${ids.test}/ftp-test`, { protocol: '20min' })).status).toBe(404);
    expect(
      (await t.client().post(`/api/activities/${ids.test}/ftp-test`, { protocol: '20min' })).status,
    ).toBe(401);
    expect((await gil.get('/api/dashboard/summary')).json.ftp).toMatchObject({
      watts: 250,
      source: 'manual',
    });
  });

  it('saves a 20-minute test: history (source test), profile, dashboard, and every ride re-scored', async () => {
    const res = await gil.post(`/api/activities/${ids.test}/ftp-test`, { protocol: '20min' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      ftpW: 266,
      entry: {
        ftpW: 266,
        source: 'test',
        reason: 'ftp_test_20min',
        effectiveAt: '2026-03-10T07:00:00.000Z',
        activityId: ids.test,
      },
    });
    const history = (await gil.get('/api/progress/ftp-history')).json.entries;
    expect(history[0]).toMatchObject({
      ftpW: 266,
      source: 'test',
      reason: 'ftp_test_20min',
      activityId: ids.test,
    });
    expect((await gil.get('/api/profile')).json).toMatchObject({ ftp: 266, knows_ftp: true });
    expect((await gil.get('/api/dashboard/summary')).json.ftp).toMatchObject({ watts: 266, source: 'test' });
    // the test is effective from the ride: it supersedes the profile FTP typed later, for every ride
    for (const id of [ids.test, ids.short]) {
      const d = (await gil.get(`/api/activities/${id}`)).json;
      expect(d.ftpUsedW).toBe(266);
      expect(d.intensityFactor).toBe(d.normalizedPowerW / 266);
    }
    const d = (await gil.get(`/api/activities/${ids.test}`)).json;
    expect(d.tss).toBe(analyzeRide(decodeRide(testRide), { ftpW: 266 }).summary.tss);
  });

  it('a test replaces the estimate from the answers; a pending ride estimate stays until a test reaches it', async () => {
    const ivy = t.client();
    await onboardedRider(ivy, 'ivy-ftp-test@example.com', { weight: 70 });
    const recent = new Date(Date.now() - 2 * 86_400_000);
    // a hard ride that is not shaped like a test (no easy warm-up before the effort): an estimate, not a test
    const id = await uploadOne(ivy, {
      name: 'ramp.tcx',
      bytes: tcxRide(recent, blocks([601, 240], [1200, 280])),
    });
    const pending = (await ivy.get('/api/dashboard/summary')).json.ftpSuggestion;
    expect(pending).toMatchObject({ estimateW: 266 }); // 0.95 × 280 from the same ride
    const res = await ivy.post(`/api/activities/${id}/ftp-test`, { protocol: '8min' });
    expect(res.json.ftpW).toBe(252);
    const summary = (await ivy.get('/api/dashboard/summary')).json;
    expect(summary.ftp).toMatchObject({ watts: 252, source: 'test' });
    expect(summary.ftpSuggestion).toMatchObject({ estimateW: 266 }); // still above the test: kept for the rider
    const twenty = await ivy.post(`/api/activities/${id}/ftp-test`, { protocol: '20min' });
    expect(twenty.json.ftpW).toBe(266);
    expect((await ivy.get('/api/dashboard/summary')).json.ftpSuggestion).toBeNull();
  });
});
