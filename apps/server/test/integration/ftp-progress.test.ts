import { decodeRide, encodeSyntheticRideFit } from '@domestique/formats';
import { analyzeRide } from '@domestique/science';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

let t: TestApp;
let carla: TestClient;
let bruno: TestClient;
const DAY = 86_400_000;
// 01:30 UTC is still the previous evening in São Paulo (UTC−3): the ride counts on that local day.
const dayStart = (daysAgo: number) =>
  new Date(Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY + 90 * 60_000);
const rideA = encodeSyntheticRideFit({ durationS: 3600, seed: 7, startTime: dayStart(3) }); // estimate ≈ 217 W
const rideB = encodeSyntheticRideFit({ durationS: 3600, seed: 5, startTime: dayStart(2) }); // estimate ≈ 219 W
const rideC = encodeSyntheticRideFit({ durationS: 3600, seed: 7, startTime: dayStart(1) }); // ≈ 217 W again
const analysis = (bytes: Uint8Array, ftpW: number | null = null) => analyzeRide(decodeRide(bytes), { ftpW });
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  carla = t.client();
  bruno = t.client();
  await onboardedRider(carla, 'carla-ftp@example.com', { weight: 70, timezone: 'America/Sao_Paulo' });
  await onboardedRider(bruno, 'bruno-ftp@example.com', { ftp: 280 });
});
afterAll(() => t?.close());

const summary = async (c: TestClient = carla) => (await c.get('/api/dashboard/summary')).json;

describe('FTP from the onboarding answers', () => {
  it('is 2.8 W/kg × weight for an intermediate rider, labelled as such', async () => {
    const s = await summary();
    expect(s.ftp).toEqual({ watts: 195, source: 'answers', effectiveAt: null });
    expect(s.weightKg).toBe(70);
    expect(s.wattsPerKg).toBeCloseTo(195 / 70, 12);
    expect(s.lastRide).toBeNull();
    expect(s.ftpSuggestion).toBeNull();
    expect(s.fitness).toMatchObject({ ctl: 0, atl: 0, tsb: 0 });
    // the progress page reads the same estimate: no entry yet, rides scored with 195 W from the answers
    expect((await carla.get('/api/progress/ftp-history')).json).toEqual({
      entries: [],
      current: { watts: 195, source: 'answers', effectiveAt: null },
    });
  });
});

describe('ride-based FTP suggestions', () => {
  it('a ride with a 20-min effort suggests an FTP when none is known, and scores with the answers FTP', async () => {
    ids.a = await uploadOne(carla, { name: 'a.fit', bytes: rideA });
    const a = analysis(rideA, 195);
    const detail = (await carla.get(`/api/activities/${ids.a}`)).json;
    expect(detail.ftpUsedW).toBe(195);
    expect(detail.tss).toBe(a.summary.tss);
    const s = await summary();
    const estimate = analysis(rideA).ftpEstimate!;
    expect(s.ftpSuggestion).toMatchObject({
      status: 'pending',
      estimateW: Math.round(estimate.ftpW),
      currentFtpW: null,
      reason: { code: 'ftp_estimate_best20min', basisW: estimate.basisW },
      activity: { id: ids.a, name: null, cycling: true },
    });
    expect(s.ftp.source).toBe('answers'); // never changed silently
    expect(s.lastRide.id).toBe(ids.a);
  });

  it('another rider can neither accept nor dismiss it', async () => {
    const id = (await summary()).ftpSuggestion.id;
    expect((await bruno.post(`/api/ftp/suggestions/${id}/accept`)).status).toBe(404);
    expect((await bruno.post(`/api/ftp/suggestions/${id}/dismiss`)).status).toBe(404);
    expect((await t.client().post(`/api/ftp/suggestions/${id}/accept`)).status).toBe(401);
    expect((await summary()).ftpSuggestion.id).toBe(id);
  });

  it('dismiss keeps the FTP; deciding twice is a conflict', async () => {
    const id = (await summary()).ftpSuggestion.id;
    const res = await carla.post(`/api/ftp/suggestions/${id}/dismiss`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ suggestion: { id, status: 'dismissed' }, ftpW: 195 });
    const s = await summary();
    expect(s.ftpSuggestion).toBeNull();
    expect(s.ftp.source).toBe('answers');
    expect((await carla.post(`/api/ftp/suggestions/${id}/accept`)).status).toBe(409);
    expect((await carla.post('/api/ftp/suggestions/nope/accept')).status).toBe(404);
  });

  it('accepting writes ftp_history and the profile, and re-scores the rides', async () => {
    ids.b = await uploadOne(carla, { name: 'b.fit', bytes: rideB });
    const s = await summary();
    const estimateW = Math.round(analysis(rideB).ftpEstimate!.ftpW);
    expect(s.ftpSuggestion).toMatchObject({ estimateW, activity: { id: ids.b } });
    const res = await carla.post(`/api/ftp/suggestions/${s.ftpSuggestion.id}/accept`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ suggestion: { status: 'accepted' }, ftpW: estimateW });
    expect((await carla.get('/api/profile')).json).toMatchObject({ ftp: estimateW, knows_ftp: true });
    const history = (await carla.get('/api/progress/ftp-history')).json.entries;
    expect(history).toEqual([
      expect.objectContaining({
        ftpW: estimateW,
        source: 'estimate',
        reason: 'ftp_estimate_best20min',
        activityId: ids.b,
      }),
    ]);
    const after = await summary();
    expect(after.ftp).toMatchObject({ watts: estimateW, source: 'estimate' });
    expect(after.ftpSuggestion).toBeNull();
    for (const [id, bytes] of [
      [ids.a, rideA],
      [ids.b, rideB],
    ] as const) {
      const d = (await carla.get(`/api/activities/${id}`)).json;
      expect(d.ftpUsedW).toBe(estimateW);
      expect(d.tss).toBe(analysis(bytes, estimateW).summary.tss);
      expect(d.intensityFactor).toBe(d.normalizedPowerW / estimateW);
    }
  });

  it('a weaker ride, or an old one, suggests nothing', async () => {
    ids.c = await uploadOne(carla, { name: 'c.fit', bytes: rideC });
    expect((await summary()).ftpSuggestion).toBeNull();
    // 2020 ride with a best 20 min of 253 W: stronger, but older than 90 days
    ids.old = await uploadOne(carla, {
      name: 'old.fit',
      bytes: formatsFixture('fit/edge530-bpg-garmin.fit'),
    });
    expect(analysis(formatsFixture('fit/edge530-bpg-garmin.fit')).ftpEstimate!.ftpW).toBeGreaterThan(230);
    expect((await summary()).ftpSuggestion).toBeNull();
  });
});

describe('profile FTP changes re-score rides', () => {
  it('the first FTP typed scores every earlier ride; a change an hour later scores only the rides from then on (issue 22)', async () => {
    const dan = t.client();
    await onboardedRider(dan, 'dan-ftp@example.com', { weight: 80, experience_level: 'beginner' });
    const bytes = formatsFixture('fit/edge1000-zpider-4078723797.fit');
    const id = await uploadOne(dan, { name: 'z.fit', bytes });
    expect((await dan.get(`/api/activities/${id}`)).json.ftpUsedW).toBe(160); // 2.0 W/kg × 80 kg
    const rideDay = (await dan.get(`/api/activities/${id}`)).json.startTime.slice(0, 10);
    const chart = async () =>
      (await dan.get(`/api/progress/fitness?from=${rideDay}&to=${rideDay}`)).json.days[0].load;
    expect(await chart()).toBe(analysis(bytes, 160).summary.tss);
    const profile = (await dan.get('/api/profile')).json;
    const { user_id, created_at, updated_at, ...input } = profile;
    expect((await dan.put('/api/profile', { ...input, ftp: 250, knows_ftp: true })).status).toBe(200);
    let d = (await dan.get(`/api/activities/${id}`)).json;
    expect(d.ftpUsedW).toBe(250);
    expect(d.tss).toBe(analysis(bytes, 250).summary.tss);
    expect(await chart()).toBe(d.tss); // the re-scored TSS, not a cached one
    expect((await dan.put('/api/profile', { ...input, ftp: 260, knows_ftp: true })).status).toBe(200);
    // the 2019 ride keeps the FTP in force on its date (the first one known), not today's
    d = (await dan.get(`/api/activities/${id}`)).json;
    expect(d.ftpUsedW).toBe(250);
    expect(d.tss).toBe(analysis(bytes, 250).summary.tss);
    expect(await chart()).toBe(d.tss);
    const history = (await dan.get('/api/progress/ftp-history')).json.entries;
    expect(
      history.map((e: { ftpW: number; source: string; reason: string }) => [e.ftpW, e.source, e.reason]),
    ).toEqual([
      [260, 'manual', 'profile_update'],
      [250, 'manual', 'profile_update'],
    ]);
    expect((await summary(dan)).ftp).toMatchObject({ watts: 260, source: 'manual' });
  });
});

describe('progress', () => {
  const localDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);

  it('fitness: daily load on the local day, CTL/ATL by k = 1/τ, TSB from yesterday', async () => {
    const from = localDay(new Date(Date.now() - 10 * DAY));
    const to = localDay(new Date());
    const res = await carla.get(`/api/progress/fitness?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    const f = res.json;
    expect(f).toMatchObject({ ctlDays: 42, atlDays: 7, k: { ctl: 1 / 42, atl: 1 / 7, formula: '1/tau' } });
    expect(f.days[0].date).toBe(from);
    expect(f.days.at(-1).date).toBe(to);
    const list = (await carla.get('/api/activities?pageSize=100')).json.items;
    const loads = new Map<string, number>();
    for (const a of list) {
      const day = localDay(new Date(a.startTime));
      loads.set(day, (loads.get(day) ?? 0) + (a.tss ?? 0));
    }
    expect(localDay(dayStart(3))).toBe(new Date(dayStart(3).getTime() - DAY).toISOString().slice(0, 10));
    let ctl = 0;
    let atl = 0;
    for (const day of f.days) {
      expect(day.load, day.date).toBeCloseTo(loads.get(day.date) ?? 0, 9);
      expect(day.tsb).toBeCloseTo(ctl - atl, 9);
      ctl += (day.load - ctl) / 42;
      atl += (day.load - atl) / 7;
      expect(day.ctl).toBeCloseTo(ctl, 9);
      expect(day.atl).toBeCloseTo(atl, 9);
    }
    expect(f.days.at(-1).ctl).toBeGreaterThan(0);
    const s = await summary();
    expect(s.fitness.date).toBe(to);
    expect(s.fitness.ctl).toBeCloseTo(f.days.at(-1).ctl, 9);
  });

  it('fitness: 400 on bad ranges', async () => {
    for (const q of [
      'from=2026-02-30',
      'to=yesterday',
      'from=2026-05-02&to=2026-05-01',
      'from=1990-01-01&to=2026-01-01',
    ]) {
      const res = await carla.get(`/api/progress/fitness?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.error.code).toBe('validation_error');
    }
  });

  it('power curve: max over the rides in range, with the ride holding each best', async () => {
    const recent = (await carla.get('/api/progress/power-curve?range=90d')).json;
    expect(recent.rides).toBe(3);
    const all = (await carla.get('/api/progress/power-curve?range=all')).json;
    expect(all.rides).toBe(4);
    const maxes = await Promise.all(
      [ids.a, ids.b, ids.c].map(
        async (id) => (await carla.get(`/api/activities/${id}`)).json.powerCurve['1200'],
      ),
    );
    const p20 = recent.points.find((p: { durationS: number }) => p.durationS === 1200);
    expect(p20.watts).toBe(Math.max(...maxes));
    expect([ids.a, ids.b, ids.c]).toContain(p20.activityId);
    const allP20 = all.points.find((p: { durationS: number }) => p.durationS === 1200);
    expect(allP20.activityId).toBe(ids.old);
    expect(recent.points.find((p: { durationS: number }) => p.durationS === 7200).watts).toBeNull();
    expect((await carla.get('/api/progress/power-curve?range=decade')).status).toBe(400);
    expect((await bruno.get('/api/progress/power-curve?range=all')).json.rides).toBe(0);
  });

  it('totals per week and month, empty periods as zeros', async () => {
    const weeks = (await carla.get('/api/progress/totals?period=week&count=3')).json;
    expect(weeks.periods).toHaveLength(3);
    for (const p of weeks.periods) expect(new Date(`${p.start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.periods.reduce((s: number, p: { rides: number }) => s + p.rides, 0)).toBe(3);
    const months = (await carla.get('/api/progress/totals?period=month&count=80')).json;
    expect(months.periods).toHaveLength(80);
    expect(months.periods.reduce((s: number, p: { rides: number }) => s + p.rides, 0)).toBe(4);
    const nov2020 = months.periods.find((p: { start: string }) => p.start === '2020-11-01');
    expect(nov2020.rides).toBe(1);
    expect(nov2020.distanceM).toBeCloseTo(66802.26, 2); // riding distance; the Edge 530 says 66,802.26 m
    expect((await carla.get('/api/progress/totals?period=day')).status).toBe(400);
    for (const bad of ['offset=-1', 'offset=1.5', 'offset=99999', 'offset=x'])
      expect((await carla.get(`/api/progress/totals?${bad}`)).status, bad).toBe(400);
    expect(
      (await bruno.get('/api/progress/totals')).json.periods.every((p: { rides: number }) => p.rides === 0),
    ).toBe(true);
  });

  it('totals page back through the whole history: contiguous pages, hasOlder until the first ride', async () => {
    const pages: { period: string; hasOlder: boolean; periods: { start: string; rides: number }[] }[] = [];
    for (let offset = 0; ; offset += 12) {
      const page = (await carla.get(`/api/progress/totals?period=month&count=12&offset=${offset}`)).json;
      expect(page.periods).toHaveLength(12);
      pages.push(page);
      if (!page.hasOlder) break;
      expect(offset).toBeLessThan(200); // the first ride is from 2020
    }
    expect(pages[0]?.hasOlder).toBe(true); // the 2020 ride is more than a year old
    const months = pages.flatMap((p) => [...p.periods].reverse()).map((p) => p.start);
    // newest first, one month after another with no gap or repeat across pages
    for (let i = 1; i < months.length; i += 1) {
      const [y, m] = months[i - 1]!.split('-').map(Number) as [number, number];
      const previous = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
      expect(months[i]).toBe(previous);
    }
    // every ride is on exactly one page, the oldest on the last
    const rides = pages.flatMap((p) => p.periods).reduce((s, p) => s + p.rides, 0);
    expect(rides).toBe(4);
    expect(pages.at(-1)?.periods.some((p) => p.start === '2020-11-01' && p.rides === 1)).toBe(true);
    const weeks = (await carla.get('/api/progress/totals?period=week&count=2&offset=1')).json;
    expect(weeks.periods).toHaveLength(2);
    expect((await bruno.get('/api/progress/totals')).json.hasOlder).toBe(false);
  });

  it('fitness follows a delete at once (cached daily loads are versioned)', async () => {
    const to = localDay(new Date());
    const from = localDay(new Date(Date.now() - 5 * DAY));
    const before = (await carla.get(`/api/progress/fitness?from=${from}&to=${to}`)).json;
    const dayC = localDay(dayStart(1));
    const loadC = before.days.find((d: { date: string }) => d.date === dayC).load;
    const tssC = (await carla.get(`/api/activities/${ids.c}`)).json.tss;
    expect(loadC).toBeGreaterThanOrEqual(tssC);
    expect((await carla.request('DELETE', `/api/activities/${ids.c}`)).status).toBe(204);
    const after = (await carla.get(`/api/progress/fitness?from=${from}&to=${to}`)).json;
    expect(after.days.find((d: { date: string }) => d.date === dayC).load).toBeCloseTo(loadC - tssC, 9);
  });

  it('every progress route needs a session', async () => {
    const anon = t.client();
    for (const p of ['fitness', 'power-curve', 'totals', 'ftp-history']) {
      expect((await anon.get(`/api/progress/${p}`)).status, p).toBe(401);
    }
    expect((await anon.get('/api/dashboard/summary')).status).toBe(401);
  });
});
