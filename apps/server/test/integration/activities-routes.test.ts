import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, upload, uploadOne } from '../support/uploads.ts';

let t: TestApp;
let ana: TestClient;
let bruno: TestClient;
let anaUserId: string;
const ids: Record<string, string> = {};
const longRide = encodeSyntheticRideFit({
  durationS: 4 * 3600,
  seed: 21,
  startTime: new Date('2026-05-10T07:00:00Z'),
});

beforeAll(async () => {
  t = await startTestApp();
  ana = t.client();
  bruno = t.client();
  anaUserId = (await onboardedRider(ana, 'ana-routes@example.com', { ftp: 240 })).user_id;
  await onboardedRider(bruno, 'bruno-routes@example.com', { ftp: 300 });
  ids.long = await uploadOne(ana, { name: 'long-ride.fit', bytes: longRide });
  ids.short = await uploadOne(ana, {
    name: 'short.fit',
    bytes: encodeSyntheticRideFit({ durationS: 1800, seed: 22, startTime: new Date('2026-05-12T07:00:00Z') }),
  });
  ids.mid = await uploadOne(ana, {
    name: 'mid.fit',
    bytes: encodeSyntheticRideFit({ durationS: 3600, seed: 23, startTime: new Date('2026-05-11T07:00:00Z') }),
  });
  ids.gpx = await uploadOne(ana, {
    name: 'gps-only.gpx',
    bytes: formatsFixture('gpx/edge1000-short-pause-activity_5039744860.gpx'),
  });
});
afterAll(() => t?.close());

describe('GET /api/activities', () => {
  it('lists newest first with the list columns', async () => {
    const res = await ana.get('/api/activities');
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(4);
    expect(res.json.items.map((i: { id: string }) => i.id)).toEqual([ids.short, ids.mid, ids.long, ids.gpx]);
    const long = res.json.items[2];
    expect(Object.keys(long).sort()).toEqual(
      [
        'avgPowerW',
        'cycling',
        'distanceM',
        'durationS',
        'elapsedS',
        'elevationGainM',
        'ftpSource',
        'hasPower',
        'hrLoad',
        'id',
        'intensityFactor',
        'name',
        'normalizedPowerW',
        'sport',
        'startTime',
        'tss',
      ].sort(),
    );
    // a FIT carries no title and the file name is not one: null, clients show "Morning ride"
    expect(long).toMatchObject({
      name: null,
      startTime: '2026-05-10T07:00:00.000Z',
      hasPower: true,
      ftpSource: 'manual',
    });
    expect(long.durationS).toBeGreaterThan(4 * 3600 - 10);
    expect(long.intensityFactor).toBeCloseTo(long.normalizedPowerW / 240, 12);
  });

  it('sorts by every key in both directions, nulls last', async () => {
    const col = {
      duration: 'durationS',
      distance: 'distanceM',
      elevation: 'elevationGainM',
      np: 'normalizedPowerW',
      tss: 'tss',
      if: 'intensityFactor',
    } as const;
    for (const [sort, key] of Object.entries(col)) {
      for (const order of ['asc', 'desc'] as const) {
        const items = (await ana.get(`/api/activities?sort=${sort}&order=${order}`)).json.items;
        const values = items.map((i: Record<string, number | null>) => i[key]);
        const present = values.filter((v: number | null) => v != null);
        const sorted = [...present].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(values.slice(0, present.length), `${sort} ${order}`).toEqual(sorted);
        expect(values.slice(present.length).every((v: unknown) => v == null)).toBe(true);
      }
    }
    const oldest = (await ana.get('/api/activities?sort=date&order=asc')).json.items[0];
    expect(oldest.id).toBe(ids.gpx);
  });

  it('paginates', async () => {
    const p1 = (await ana.get('/api/activities?page=1&pageSize=3')).json;
    const p2 = (await ana.get('/api/activities?page=2&pageSize=3')).json;
    expect(p1).toMatchObject({ page: 1, pageSize: 3, total: 4 });
    expect(p1.items).toHaveLength(3);
    expect(p2.items.map((i: { id: string }) => i.id)).toEqual([ids.gpx]);
    expect((await ana.get('/api/activities?page=9')).json.items).toEqual([]);
  });

  it('rejects bad query values with 400 and field details', async () => {
    for (const q of ['sort=watts', 'order=up', 'page=0', 'pageSize=101', 'page=abc']) {
      const res = await ana.get(`/api/activities?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.error.code).toBe('validation_error');
    }
  });
});

describe('GET /api/activities/:id', () => {
  it('returns metrics, laps, zones, curve and W′ balance', async () => {
    const d = (await ana.get(`/api/activities/${ids.long}`)).json;
    expect(d.ftpUsedW).toBe(240);
    expect(d.laps).toHaveLength(8);
    expect(d.powerZones.basis).toBe(240);
    expect(d.powerZones.zones.map((z: { id: string }) => z.id)).toEqual([
      'Z1',
      'Z2',
      'Z3',
      'Z4',
      'Z5',
      'Z6',
      'Z7',
    ]);
    const inZones = d.powerZones.zones.reduce((s: number, z: { seconds: number }) => s + z.seconds, 0);
    expect(inZones).toBe(d.movingS);
    expect(d.powerZones.zones[1]).toMatchObject({ key: 'endurance', min: 132, max: 180 });
    expect(d.heartRateZones).toBeNull(); // no LTHR or max HR in the profile
    // CP and W′ fitted to this rider's efforts (the 4-hour ride is the only one of the last 90 days)
    expect(d.wPrimeBalance).toMatchObject({ source: 'power_curve', fallbackReason: null, fit: { rides: 1 } });
    expect(d.wPrimeBalance.minJ).toBeLessThanOrEqual(d.wPrimeBalance.wPrimeJ);
    expect(d.cycling).toBe(true);
    expect(d.warnings).toEqual([]);
    expect(d.powerCurve['1']).toBe(d.maxPowerW);
    expect(d.powerCurve['14400']).toBeGreaterThan(0);
  });

  it('heart-rate zones on the profile LTHR (Coggan % LTHR)', async () => {
    const profile = (await ana.get('/api/profile')).json;
    const { user_id, created_at, updated_at, ...input } = profile;
    expect((await ana.put('/api/profile', { ...input, lthr: 160 })).status).toBe(200);
    const d = (await ana.get(`/api/activities/${ids.long}`)).json;
    expect(d.heartRateZones.basis).toBe(160);
    expect(d.heartRateZones.zones.map((z: { min: number }) => z.min)).toEqual([0, 108.8, 132.8, 150.4, 168]);
    const total = d.heartRateZones.zones.reduce((s: number, z: { seconds: number }) => s + z.seconds, 0);
    expect(total).toBeGreaterThan(0.95 * d.movingS);
    expect(total).toBeLessThanOrEqual(d.movingS);
    expect((await ana.put('/api/profile', { ...input, lthr: null })).status).toBe(200);
  });

  it('404 for an unknown id', async () => {
    const res = await ana.get('/api/activities/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
  });
});

describe('GET /api/activities/:id/streams', () => {
  it('downsamples a 4-hour ride to ≤ 2,000 points per channel, keeping the peaks', async () => {
    const s = (await ana.get(`/api/activities/${ids.long}/streams`)).json;
    const d = (await ana.get(`/api/activities/${ids.long}`)).json;
    expect(s).toMatchObject({ full: false, method: 'minmax', sampleCount: d.movingS });
    expect(s.pointCount).toBeLessThanOrEqual(2000);
    expect(s.timeS).toHaveLength(s.pointCount);
    for (const name of ['power', 'heartRate', 'cadence', 'speed', 'altitude', 'distance', 'wPrimeBalance']) {
      expect(s.channels[name], name).toHaveLength(s.pointCount);
    }
    expect(Math.max(...s.channels.power)).toBe(d.maxPowerW);
    expect(Math.max(...s.channels.heartRate)).toBe(d.maxHeartRateBpm);
  });

  it('returns every riding second with ?full=1', async () => {
    const s = (await ana.get(`/api/activities/${ids.long}/streams?full=1`)).json;
    expect(s.full).toBe(true);
    expect(s.pointCount).toBe(s.sampleCount);
    expect(s.channels.power).toHaveLength(s.sampleCount);
    const d = (await ana.get(`/api/activities/${ids.long}`)).json;
    const mean = s.channels.power.reduce((a: number, b: number) => a + b, 0) / s.sampleCount;
    expect(mean).toBeCloseTo(d.avgPowerW, 3);
  });

  it('a ride without power has null power channels', async () => {
    const s = (await ana.get(`/api/activities/${ids.gpx}/streams`)).json;
    expect(s.channels.power).toBeNull();
    expect(s.channels.wPrimeBalance).toBeNull();
    expect(s.channels.distance.length).toBe(s.pointCount);
  });
});

describe('original file, rename, delete', () => {
  it('downloads the original byte for byte', async () => {
    const res = await fetch(new URL(`/api/activities/${ids.long}/file`, t.baseUrl), {
      headers: { cookie: ana.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="long-ride.fit"');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(longRide))).toBe(true);
  });

  it('keeps the file under DATA_DIR/files/<user>/<sha256>', () => {
    const sha = createHash('sha256').update(longRide).digest('hex');
    expect(existsSync(path.join(t.config.dataDir, 'files', anaUserId, sha))).toBe(true);
  });

  it('renames (names, defaults and clearing: activities-names.test.ts)', async () => {
    const res = await ana.request('PATCH', `/api/activities/${ids.mid}`, { name: '  Hill repeats  ' });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Hill repeats');
    const extra = await ana.request('PATCH', `/api/activities/${ids.mid}`, { name: 'x', tss: 1 });
    expect(extra.status).toBe(400);
  });

  it('deletes the ride, its streams and its file; a re-upload is new again', async () => {
    const bytes = encodeSyntheticRideFit({ durationS: 900, seed: 24 });
    const id = await uploadOne(ana, { name: 'gone.fit', bytes });
    const file = path.join(
      t.config.dataDir,
      'files',
      anaUserId,
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(existsSync(file)).toBe(true);
    const del = await ana.request('DELETE', `/api/activities/${id}`);
    expect(del.status).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect((await ana.get(`/api/activities/${id}`)).status).toBe(404);
    expect((await ana.get(`/api/activities/${id}/streams`)).status).toBe(404);
    expect((await ana.request('DELETE', `/api/activities/${id}`)).status).toBe(404);
    const again = (await upload(ana, [{ name: 'gone.fit', bytes }])).json.results[0];
    expect(again.status).toBe('created');
  });
});

describe('OpenAPI', () => {
  it('documents the ride routes under their tags', async () => {
    const doc = (await ana.get('/api/docs/json')).json;
    expect(doc.paths['/api/activities'].post.tags).toEqual(['activities']);
    expect(doc.paths['/api/activities/{id}/streams'].get.tags).toEqual(['activities']);
    expect(doc.paths['/api/progress/fitness'].get.tags).toEqual(['progress']);
    expect(doc.paths['/api/dashboard/summary'].get.tags).toEqual(['progress']);
    expect(doc.paths['/api/ftp/suggestions/{id}/accept'].post.tags).toEqual(['ftp']);
  });
});

describe('isolation between riders', () => {
  it('Bruno gets 404 on every route of Ana’s ride, and sees none of her data', async () => {
    const id = ids.long;
    expect((await bruno.get(`/api/activities/${id}`)).status).toBe(404);
    expect((await bruno.get(`/api/activities/${id}/streams`)).status).toBe(404);
    expect((await bruno.get(`/api/activities/${id}/streams?full=1`)).status).toBe(404);
    expect((await bruno.get(`/api/activities/${id}/file`)).status).toBe(404);
    expect((await bruno.request('PATCH', `/api/activities/${id}`, { name: 'mine' })).status).toBe(404);
    expect((await bruno.request('DELETE', `/api/activities/${id}`)).status).toBe(404);
    expect((await bruno.get('/api/activities')).json).toMatchObject({ total: 0, items: [] });
    expect((await ana.get(`/api/activities/${id}`)).json.name).toBeNull();
  });

  it('the same file uploaded by Bruno is his own ride', async () => {
    const res = (await upload(bruno, [{ name: 'copy.fit', bytes: longRide }])).json.results[0];
    expect(res.status).toBe('created');
    expect(res.activityId).not.toBe(ids.long);
    const mine = (await bruno.get(`/api/activities/${res.activityId}`)).json;
    expect(mine.ftpUsedW).toBe(300);
    expect((await ana.get(`/api/activities/${res.activityId}`)).status).toBe(404);
  });

  it('anonymous callers get 401 everywhere', async () => {
    const anon = t.client();
    for (const p of [
      '/api/activities',
      `/api/activities/${ids.long}`,
      `/api/activities/${ids.long}/streams`,
      `/api/activities/${ids.long}/file`,
    ]) {
      expect((await anon.get(p)).status, p).toBe(401);
    }
    expect((await anon.request('DELETE', `/api/activities/${ids.long}`)).status).toBe(401);
  });
});
