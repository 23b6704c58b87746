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

  it('previews the ride’s date and exactly what saving changes', async () => {
    const manual = (await gil.get('/api/progress/ftp-history')).json.entries[0];
    const preview = (await gil.get(`/api/activities/${ids.test}/ftp-test`)).json;
    expect(preview.rideStartTime).toBe('2026-03-10T07:00:00.000Z');
    const twenty = preview.options[1];
    // the FTP of 250 W typed at onboarding (today) is newer than the March ride: it stays today's FTP
    expect(twenty.effect).toEqual({
      effectiveFrom: '2026-03-10T07:00:00.000Z',
      effectiveUntil: manual.effectiveAt,
      nextFtpW: 250,
      becomesCurrent: false,
      // the two March rides with power; the GPX has none, the run is not a ride
      rescored: { count: 2, firstStart: '2026-03-10T07:00:00.000Z', lastStart: '2026-03-12T07:00:00.000Z' },
    });
    expect(preview.options[2].effect.rescored.count).toBe(2);
    expect((await gil.get('/api/progress/ftp-history')).json.entries).toHaveLength(1); // nothing saved
  });

  it('saves a 20-minute test for its own date: those rides re-scored, today’s FTP unchanged (issue 12)', async () => {
    const res = await gil.post(`/api/activities/${ids.test}/ftp-test`, { protocol: '20min' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      ftpW: 266,
      currentFtpW: 250,
      effect: { becomesCurrent: false, nextFtpW: 250, rescored: { count: 2 } },
      entry: {
        ftpW: 266,
        source: 'test',
        reason: 'ftp_test_20min',
        effectiveAt: '2026-03-10T07:00:00.000Z',
        activityId: ids.test,
      },
    });
    const history = (await gil.get('/api/progress/ftp-history')).json;
    expect(history.entries[0]).toMatchObject({
      ftpW: 266,
      source: 'test',
      reason: 'ftp_test_20min',
      activityId: ids.test,
    });
    expect(history.current).toMatchObject({ watts: 250, source: 'manual' });
    expect((await gil.get('/api/profile')).json).toMatchObject({ ftp: 250, knows_ftp: true });
    expect((await gil.get('/api/dashboard/summary')).json.ftp).toMatchObject({
      watts: 250,
      source: 'manual',
    });
    // the rides of March are scored with the test
    for (const id of [ids.test, ids.short]) {
      const d = (await gil.get(`/api/activities/${id}`)).json;
      expect(d.ftpUsedW).toBe(266);
      expect(d.intensityFactor).toBe(d.normalizedPowerW / 266);
    }
    const d = (await gil.get(`/api/activities/${ids.test}`)).json;
    expect(d.tss).toBe(analyzeRide(decodeRide(testRide), { ftpW: 266 }).summary.tss);
    // saving again changes nothing more
    const again = (await gil.get(`/api/activities/${ids.test}/ftp-test`)).json.options[1];
    expect(again.effect.rescored.count).toBe(0);
  });

  it('a 2013 ride declared a test keeps today’s FTP; the preview names the rides it re-scores', async () => {
    const kai = t.client();
    await onboardedRider(kai, 'kai-ftp-test@example.com', { ftp: 240 });
    const old = await uploadOne(kai, {
      name: 'edge810.fit',
      bytes: formatsFixture('fit/Edge810-Vector-2013-08-16-15-35-10.fit'),
    });
    const recentStart = new Date(Date.now() - 3 * 86_400_000);
    const recent = await uploadOne(kai, {
      name: 'recent.tcx',
      bytes: tcxRide(recentStart, blocks([1801, 200])),
    });
    const manual = (await kai.get('/api/progress/ftp-history')).json.entries[0];
    const preview = (await kai.get(`/api/activities/${old}/ftp-test`)).json;
    expect(preview.rideStartTime).toBe('2013-08-16T18:05:10.000Z');
    const twenty = preview.options[1];
    // from the ride's date until the FTP typed today: the rides in between (scored with 240 W only because no
    // earlier FTP existed) take the test's value; today's FTP stays 240 W
    expect(twenty.effect).toEqual({
      effectiveFrom: '2013-08-16T18:05:10.000Z',
      effectiveUntil: manual.effectiveAt,
      nextFtpW: 240,
      becomesCurrent: false,
      rescored: { count: 2, firstStart: '2013-08-16T18:05:10.000Z', lastStart: recentStart.toISOString() },
    });
    const saved = (await kai.post(`/api/activities/${old}/ftp-test`, { protocol: '20min' })).json;
    expect(saved).toMatchObject({ ftpW: twenty.ftpW, currentFtpW: 240, effect: twenty.effect });
    expect((await kai.get('/api/dashboard/summary')).json.ftp).toMatchObject({
      watts: 240,
      source: 'manual',
    });
    expect((await kai.get('/api/profile')).json.ftp).toBe(240);
    for (const id of [old, recent])
      expect((await kai.get(`/api/activities/${id}`)).json.ftpUsedW).toBe(twenty.ftpW);
  });

  it('an older test stops where a newer FTP starts: the rides after it keep theirs', async () => {
    const lia = t.client();
    await onboardedRider(lia, 'lia-ftp-test@example.com', { weight: 70 });
    // a ride 40 days ago suggests an FTP (0.95 × 300 W); accepting it makes it effective from that ride
    const day = 86_400_000;
    // (hard from the start, so not shaped like a 20-minute test: an estimate, not a recognised test)
    const estimateRide = await uploadOne(lia, {
      name: 'hard.tcx',
      bytes: tcxRide(new Date(Date.now() - 40 * day), blocks([601, 250], [1200, 300])),
    });
    const suggestion = (await lia.get('/api/dashboard/summary')).json.ftpSuggestion;
    expect(suggestion).toMatchObject({ estimateW: 285, activity: { id: estimateRide } });
    await lia.post(`/api/ftp/suggestions/${suggestion.id}/accept`);
    const testRide = await uploadOne(lia, {
      name: 'test.tcx',
      bytes: tcxRide(new Date(Date.now() - 60 * day), blocks([601, 150], [1200, 280])),
    });
    const effect = (await lia.get(`/api/activities/${testRide}/ftp-test`)).json.options[1].effect;
    expect(effect).toMatchObject({ nextFtpW: 285, becomesCurrent: false, rescored: { count: 1 } });
    await lia.post(`/api/activities/${testRide}/ftp-test`, { protocol: '20min' });
    expect((await lia.get(`/api/activities/${testRide}`)).json.ftpUsedW).toBe(266);
    expect((await lia.get(`/api/activities/${estimateRide}`)).json.ftpUsedW).toBe(285);
    expect((await lia.get('/api/dashboard/summary')).json.ftp).toMatchObject({
      watts: 285,
      source: 'estimate',
    });
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
    const preview = (await ivy.get(`/api/activities/${id}/ftp-test`)).json.options[2];
    // no FTP recorded yet (the answers estimate): the test is the newest value, every ride with power re-scores
    expect(preview.effect).toMatchObject({ effectiveUntil: null, nextFtpW: null, becomesCurrent: true });
    expect(preview.effect.rescored.count).toBe(1);
    const res = await ivy.post(`/api/activities/${id}/ftp-test`, { protocol: '8min' });
    expect(res.json).toMatchObject({ ftpW: 252, currentFtpW: 252, effect: { becomesCurrent: true } });
    expect((await ivy.get('/api/profile')).json).toMatchObject({ ftp: 252, knows_ftp: true });
    const summary = (await ivy.get('/api/dashboard/summary')).json;
    expect(summary.ftp).toMatchObject({ watts: 252, source: 'test' });
    expect(summary.ftpSuggestion).toMatchObject({ estimateW: 266 }); // still above the test: kept for the rider
    const twenty = await ivy.post(`/api/activities/${id}/ftp-test`, { protocol: '20min' });
    expect(twenty.json.ftpW).toBe(266);
    expect((await ivy.get('/api/dashboard/summary')).json.ftpSuggestion).toBeNull();
  });
});
