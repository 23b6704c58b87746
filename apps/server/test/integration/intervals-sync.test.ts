import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerConnections } from '../../src/db/schema.ts';
import { intervalsSweep } from '../../src/modules/integrations/intervals/intervals-jobs.ts';
import { eventually } from '../support/eventually.ts';
import { type FakeIntervals, startFakeIntervals } from '../support/fake-intervals.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * intervals.icu end to end against the strict local fake: the pasted id and key checked and kept sealed, recent
 * activities pulled as FIT through the ingest (Strava-sourced ones skipped, as intervals.icu withholds them), the
 * plan's rides pushed as workouts by external id when the plan is made and removed when it ends, the periodic sweep,
 * other riders untouched.
 */
let app: TestApp;
let fake: FakeIntervals;
const DAY = 86_400_000;
const ANN_KEY = 'ann-intervals-api-key-1234';
const daysAgo = (n: number) => new Date(Math.floor((Date.now() - n * DAY) / 60_000) * 60_000);

beforeAll(async () => {
  fake = await startFakeIntervals();
  app = await startTestApp({ ...fake.env(), JOBS_POLL_SECONDS: '0.5' });
  fake.addAthlete('i1001', ANN_KEY);
  fake.addAthlete('i2002', 'bob-intervals-api-key-5678');
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const rides = async (client: TestClient) =>
  (await client.get('/api/activities?pageSize=100')).json.items as { id: string }[];
const status = async (client: TestClient) =>
  (await client.get('/api/connections')).json.items.find(
    (c: { provider: string }) => c.provider === 'intervals',
  );

describe('intervals.icu', () => {
  let ann: TestClient;

  it('refuses a malformed id and a key intervals.icu does not accept, in the rider’s language', async () => {
    ann = app.client();
    await onboardedRider(ann, 'ann-intervals@example.com', { ftp: 240 });
    const malformed = await ann.post(
      '/api/connections/intervals',
      { athleteId: 'ann', apiKey: 'short' },
      {
        'accept-language': 'es',
      },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.fields.athleteId.message).toMatch(/ID de atleta/);
    expect(malformed.json.error.fields.apiKey.message).toMatch(/clave de API/);
    const wrong = await ann.post('/api/connections/intervals', {
      athleteId: 'i1001',
      apiKey: 'not-the-right-key',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe('intervals_credentials_invalid');
    // another athlete's id with my key
    const other = await ann.post('/api/connections/intervals', { athleteId: 'i2002', apiKey: ANN_KEY });
    expect(other.json.error.code).toBe('intervals_credentials_invalid');
    expect((await status(ann)).status).toBe('not_connected');
  });

  it('connects, pulls the last 30 days as FIT files through the ingest, Strava-sourced ones skipped', async () => {
    fake.addActivity('i1001', {
      start: daysAgo(2),
      fit: encodeSyntheticRideFit({ durationS: 1800, startTime: daysAgo(2) }),
    });
    fake.addActivity('i1001', {
      start: daysAgo(12),
      fit: encodeSyntheticRideFit({ durationS: 2400, startTime: daysAgo(12), seed: 5 }),
    });
    fake.addActivity('i1001', { start: daysAgo(4), fit: null, source: 'STRAVA' });
    fake.addActivity('i1001', {
      start: daysAgo(45),
      fit: encodeSyntheticRideFit({ durationS: 900, startTime: daysAgo(45) }),
    });
    const res = await ann.post('/api/connections/intervals', { athleteId: 'i1001', apiKey: ANN_KEY });
    expect(res.status).toBe(200);
    await eventually(async () => expect(await rides(ann)).toHaveLength(2));
    await eventually(async () => expect((await status(ann)).lastSyncAt).not.toBeNull());
    expect(await status(ann)).toMatchObject({ status: 'active', lastErrorCode: null, configured: true });
  });

  it('keeps the API key sealed: the database never holds it in the clear', async () => {
    const rows = await app.database.db.select().from(providerConnections);
    expect(JSON.stringify(rows)).not.toContain(ANN_KEY);
  });

  it('pushes the plan’s rides of the next two weeks by external id, and removes them when the plan ends', async () => {
    await createPlan(ann);
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 13 * DAY).toISOString().slice(0, 10);
    const planned = (await calendarSessions(ann, from, to)).filter(
      (s: { kind: string; status: string }) => s.kind === 'ride' && s.status === 'planned',
    );
    expect(planned.length).toBeGreaterThan(0);
    await eventually(async () => expect(fake.events('i1001')).toHaveLength(planned.length));
    for (const event of fake.events('i1001')) {
      expect(event.category).toBe('WORKOUT');
      expect(event.external_id).toMatch(/^domestique-/);
      expect(event.description).toMatch(/^- |\n- /m);
    }
    // a sweep with nothing changed sends nothing
    const calls = fake.state.requests.filter((r) => r.path.includes('/events')).length;
    await app.app.jobs.enqueue(intervalsSweep, {});
    await new Promise((r) => setTimeout(r, 2000));
    expect(fake.state.requests.filter((r) => r.path.includes('/events')).length).toBe(calls);
    expect(fake.events('i1001')).toHaveLength(planned.length);

    expect((await ann.post('/api/plans/active/end', {})).status).toBe(200);
    await eventually(async () =>
      expect(fake.events('i1001').filter((e) => e.start_date_local.slice(0, 10) >= from)).toHaveLength(0),
    );
  });

  it('the periodic sweep brings in a new activity', async () => {
    const before = (await rides(ann)).length;
    fake.addActivity('i1001', {
      start: daysAgo(0.5),
      fit: encodeSyntheticRideFit({ durationS: 1200, startTime: daysAgo(0.5), seed: 9 }),
    });
    await app.app.jobs.enqueue(intervalsSweep, {});
    await eventually(async () => expect(await rides(ann)).toHaveLength(before + 1));
  });

  it('another rider sees none of it and their pushes never touch my calendar', async () => {
    const bob = app.client();
    await onboardedRider(bob, 'bob-intervals@example.com');
    expect(await rides(bob)).toHaveLength(0);
    for (const ride of await rides(ann))
      expect((await bob.get(`/api/activities/${ride.id}`)).status).toBe(404);
    expect((await status(bob)).status).toBe('not_connected');
    await bob.post('/api/connections/intervals', {
      athleteId: 'i2002',
      apiKey: 'bob-intervals-api-key-5678',
    });
    await createPlan(bob);
    await eventually(async () => expect(fake.events('i2002').length).toBeGreaterThan(0));
    expect(
      fake
        .events('i1001')
        .filter((e) => e.start_date_local.slice(0, 10) >= new Date().toISOString().slice(0, 10)),
    ).toHaveLength(0);
  });

  it('disconnects: the key is deleted here, the rides stay', async () => {
    const count = (await rides(ann)).length;
    expect((await ann.request('DELETE', '/api/connections/intervals')).status).toBe(204);
    expect((await status(ann)).status).toBe('not_connected');
    expect(await rides(ann)).toHaveLength(count);
  });
});
