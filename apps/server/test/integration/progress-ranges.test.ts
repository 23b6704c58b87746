import { startOfDayIn } from '@domestique/coach';
import { decodeRide, encodeSyntheticRideFit } from '@domestique/formats';
import { analyzeRide } from '@domestique/science';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { upload, uploadOne } from '../support/uploads.ts';

const ZONE = 'Pacific/Auckland'; // UTC+13 on New Year's Day: the local year starts on 31 December, 11:00 UTC
let t: TestApp;
let kai: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  kai = t.client();
  await onboardedRider(kai, 'kai-ranges@example.com', { ftp: 250, timezone: ZONE });
});
afterAll(() => t?.close());

const localYear = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric' }).format(new Date());

describe('season power curve: "this year" is the calendar year in the rider’s time zone', () => {
  it('counts a ride 30 minutes into 1 January (local) and not one 30 minutes before it', async () => {
    const year = Number(localYear());
    const newYear = startOfDayIn(`${year}-01-01`, ZONE);
    expect(newYear.toISOString()).toBe(`${year - 1}-12-31T11:00:00.000Z`);
    await uploadOne(kai, {
      name: 'new-year.fit',
      bytes: encodeSyntheticRideFit({
        durationS: 1800,
        seed: 1,
        startTime: new Date(newYear.getTime() + 30 * 60_000),
      }),
    });
    await uploadOne(kai, {
      name: 'old-year.fit',
      bytes: encodeSyntheticRideFit({
        durationS: 1800,
        seed: 2,
        startTime: new Date(newYear.getTime() - 60 * 60_000),
      }),
    });
    const thisYear = (await kai.get('/api/progress/power-curve?range=year')).json;
    expect(thisYear).toMatchObject({ range: 'year', from: `${year}-01-01`, rides: 1 });
    expect((await kai.get('/api/progress/power-curve?range=all')).json).toMatchObject({
      from: null,
      rides: 2,
    });
    const recent = (await kai.get('/api/progress/power-curve?range=90d')).json;
    expect(recent.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('season power curve up to a ride: a ride page compares an old ride with the rider of that time', () => {
  it('takes the 90 days up to `until` (the ride included), and refuses a malformed `until`', async () => {
    const ivo = t.client();
    await onboardedRider(ivo, 'ivo-ranges@example.com', { ftp: 250 });
    const start = new Date(Date.now() - 200 * 86_400_000);
    const [created] = (
      await upload(ivo, [
        { name: 'old.fit', bytes: encodeSyntheticRideFit({ durationS: 1800, seed: 3, startTime: start }) },
      ])
    ).json.results;
    expect(created.status).toBe('created');
    const ride = (await ivo.get(`/api/activities/${created.activityId}`)).json;
    const end = new Date(Date.parse(ride.startTime) + ride.elapsedS * 1000).toISOString();

    expect((await ivo.get('/api/progress/power-curve?range=90d')).json.rides).toBe(0);
    const then = (await ivo.get(`/api/progress/power-curve?range=90d&until=${encodeURIComponent(end)}`)).json;
    expect(then).toMatchObject({ range: '90d', until: end, rides: 1 });
    const fiveMin = then.points.find((p: { durationS: number }) => p.durationS === 300);
    expect(fiveMin).toMatchObject({ activityId: created.activityId });
    expect(fiveMin.watts).toBeGreaterThan(0);
    // A day before the ride, its own efforts are not in the window.
    const before = new Date(start.getTime() - 86_400_000).toISOString();
    expect((await ivo.get(`/api/progress/power-curve?range=90d&until=${before}`)).json.rides).toBe(0);

    const bad = await ivo.get('/api/progress/power-curve?range=90d&until=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.until.code).toBe('invalid_value');
  });
});

/** A TCX activity of another sport with power and HR (a run with a running power meter). */
function runningTcx(start: Date, seconds: number): Uint8Array {
  const points = Array.from({ length: seconds + 1 }, (_, s) => {
    const time = new Date(start.getTime() + s * 1000).toISOString();
    return `<Trackpoint><Time>${time}</Time><DistanceMeters>${s * 3.2}</DistanceMeters><HeartRateBpm><Value>160</Value></HeartRateBpm><Extensions><ns3:TPX><ns3:Watts>${400 + (s % 7)}</ns3:Watts></ns3:TPX></Extensions></Trackpoint>`;
  });
  return new TextEncoder().encode(`<?xml version="1.0"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
<Activities><Activity Sport="Running"><Id>${start.toISOString()}</Id><Lap StartTime="${start.toISOString()}"><Track>${points.join('')}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`);
}

describe('another sport: kept, warned, unscored; its HR load counts toward fitness only', () => {
  it('is imported with a not_cycling warning and no IF/TSS, FTP estimate or W′ balance', async () => {
    const lia = t.client();
    await onboardedRider(lia, 'lia-ranges@example.com', { ftp: 250 });
    const { user_id, created_at, updated_at, ...profile } = (await lia.get('/api/profile')).json;
    expect((await lia.put('/api/profile', { ...profile, lthr: 170 })).status).toBe(200);
    const start = new Date(Date.now() - 3 * 86_400_000);
    const bytes = runningTcx(start, 1800);
    const [result] = (await upload(lia, [{ name: 'run.tcx', bytes }])).json.results;
    expect(result.status).toBe('created');
    expect(result.warnings).toEqual([
      expect.objectContaining({
        code: 'not_cycling',
        sport: 'running',
        message: expect.stringMatching(/another sport/),
      }),
    ]);
    const d = (await lia.get(`/api/activities/${result.activityId}`)).json;
    expect(d).toMatchObject({
      sport: 'running',
      cycling: false,
      hasPower: true,
      ftpUsedW: null,
      intensityFactor: null,
      tss: null,
      ftpEstimateW: null,
      powerZones: null,
      wPrimeBalance: null,
    });
    const expectedHr = analyzeRide(decodeRide(bytes), { lthrBpm: 170, cycling: false }).summary.hrLoad!;
    expect(d.hrLoad).toBeCloseTo(expectedHr, 9);
    expect(d.powerCurve['60']).toBeGreaterThan(390); // the run's own curve is kept on its page…
    // …but it is not a cycling best, estimate or test
    expect((await lia.get('/api/progress/power-curve?range=all')).json.rides).toBe(0);
    expect((await lia.get('/api/dashboard/summary')).json.ftpSuggestion).toBeNull();
    const options = (await lia.get(`/api/activities/${result.activityId}/ftp-test`)).json.options;
    expect(options.every((o: { unavailableReason: string }) => o.unavailableReason === 'not_cycling')).toBe(
      true,
    );
    // not a ride in the ride totals; its load in the fitness chart, as TrainingPeaks counts every sport
    const week = (await lia.get('/api/progress/totals?period=week&count=2')).json.periods;
    expect(week.reduce((n: number, p: { rides: number }) => n + p.rides, 0)).toBe(0);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(start);
    const fitness = (await lia.get(`/api/progress/fitness?from=${day}&to=${day}`)).json;
    expect(fitness.days[0].load).toBeCloseTo(expectedHr, 9);
  });
});
