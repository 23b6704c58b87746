import { encodeSyntheticRideFit } from '@domestique/formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerConnections } from '../../src/db/schema.ts';
import { eventually } from '../support/eventually.ts';
import { type FakeStrava, startFakeStrava } from '../support/fake-strava.ts';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { stravaRideStreams } from '../support/strava-rides.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { upload } from '../support/uploads.ts';

/**
 * Strava end to end against the strict local fake: connect (state bound to the rider, single use), the 90-day
 * backfill through the ingest, webhooks (subscribed at start through the validation echo, events acknowledged at once, rides arriving), refresh-token
 * rotation after a 401, rate limits honoured (a 429 defers the job to the window's reset), deauthorisation from both
 * sides, other riders seeing nothing, and no token in the database in the clear.
 */
let app: TestApp;
let fake: FakeStrava;
const VERIFY = 'verify-token-for-tests';
const DAY = 86_400_000;

beforeAll(async () => {
  fake = await startFakeStrava();
  app = await startTestApp({ ...fake.env(VERIFY), JOBS_POLL_SECONDS: '0.5' });
  fake.state.redirectUris.add(`${app.baseUrl}/oauth/strava/callback`);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** Starts the flow as the signed-in rider, follows Strava's redirect and posts the callback query back. */
async function connect(client: TestClient, athleteId: number, opts: { scope?: string; deny?: boolean } = {}) {
  const start = await client.post('/api/connections/strava/start', {});
  expect(start.status).toBe(200);
  const authorizeUrl = new URL(start.json.authorizeUrl);
  expect(authorizeUrl.searchParams.get('scope')).toBe('activity:read_all');
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/oauth/strava/callback`);
  fake.state.nextApproval = { athleteId, ...opts };
  const redirect = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(redirect.headers.get('location')!);
  const query = Object.fromEntries(back.searchParams);
  return { query, res: await client.post('/api/connections/strava/callback', query) };
}

const rides = async (client: TestClient) =>
  (await client.get('/api/activities?pageSize=100')).json.items as {
    id: string;
    startTime: string;
    tss: number | null;
    hrLoad: number | null;
  }[];

const daysAgo = (n: number) => new Date(Math.floor((Date.now() - n * DAY) / 60_000) * 60_000);

describe('Strava', () => {
  let ann: TestClient;
  const ANN = 501;

  it('connects, backfills the last 90 days through the ingest, and an uploaded ride stays one ride', async () => {
    ann = app.client();
    await onboardedRider(ann, 'ann-strava@example.com', { ftp: 250 });
    fake.addAthlete(ANN, 'Ann');
    // the same outing uploaded before connecting: Strava's copy must not make it two
    // each start is taken once: daysAgo floors to the minute, so a second call can land a minute later
    const uploaded = daysAgo(3);
    const colStart = daysAgo(10);
    const noPowerStart = daysAgo(40);
    const up = await upload(ann, [
      { name: 'ride.fit', bytes: encodeSyntheticRideFit({ durationS: 1800, startTime: uploaded }) },
    ]);
    expect(up.json.results[0], JSON.stringify(up.json)).toMatchObject({ status: 'created' });
    fake.addActivity(ANN, {
      start_date: uploaded.toISOString(),
      streams: stravaRideStreams({ durationS: 1800 }),
    });
    fake.addActivity(ANN, {
      start_date: colStart.toISOString(),
      name: 'Col de la Croix',
      streams: stravaRideStreams({ durationS: 2400 }),
    });
    fake.addActivity(ANN, {
      start_date: noPowerStart.toISOString(),
      streams: stravaRideStreams({ durationS: 3000, power: false }),
    });
    fake.addActivity(ANN, {
      start_date: daysAgo(120).toISOString(),
      streams: stravaRideStreams({ durationS: 600 }),
    });
    fake.addActivity(ANN, { start_date: daysAgo(5).toISOString(), manual: true, streams: {} });

    const { res } = await connect(ann, ANN);
    expect(res.status).toBe(200);
    await eventually(async () => expect(await rides(ann)).toHaveLength(3));
    const list = await rides(ann);
    // the ride without a power meter has no power (and so no made-up TSS), its heart rate is there
    const noPower = list.find((r) => Date.parse(r.startTime) === noPowerStart.getTime())!;
    expect(noPower.tss).toBeNull();
    const streams = (await ann.get(`/api/activities/${noPower.id}/streams`)).json;
    expect(streams.channels.power).toBeNull();
    expect(streams.channels.heartRate).not.toBeNull();
    const withPower = list.find((r) => Date.parse(r.startTime) === colStart.getTime())!;
    expect(withPower.tss).toBeGreaterThan(0);
    // the title given on Strava names the ride; the uploaded copy keeps its own (no name: the default)
    await eventually(async () =>
      expect((await ann.get(`/api/activities/${withPower.id}`)).json.name).toBe('Col de la Croix'),
    );
    const connections = (await ann.get('/api/connections')).json.items;
    const strava = connections.find((c: { provider: string }) => c.provider === 'strava');
    expect(strava).toMatchObject({ configured: true, status: 'active', lastErrorCode: null });
    await eventually(async () =>
      expect(
        (await ann.get('/api/connections')).json.items.find(
          (c: { provider: string }) => c.provider === 'strava',
        ).lastSyncAt,
      ).not.toBeNull(),
    );
  });

  it('keeps no token in the clear in the database', async () => {
    const rows = await app.database.db.select().from(providerConnections);
    const dump = JSON.stringify(rows);
    for (const token of [...fake.state.accessTokens.keys(), ...fake.state.refreshTokens.keys()])
      expect(dump).not.toContain(token);
  });

  it('subscribed the webhook by itself at start, validated with the verify token', async () => {
    // strava.ensure-subscription (strava-subscription.test.ts has the other cases)
    await eventually(async () =>
      expect(fake.state.subscription?.callbackUrl).toBe(`${app.baseUrl}/api/webhooks/strava`),
    );
    expect(fake.state.subscription?.verifyToken).toBe(VERIFY);
    expect(fake.state.subscriptionChecks.map((c) => c.status)).toEqual([200]);
  });

  it('a new activity arrives by webhook: acknowledged at once, imported by a job; a deletion removes it', async () => {
    const before = (await rides(ann)).length;
    const id = fake.addActivity(ANN, {
      start_date: daysAgo(0.2).toISOString(),
      streams: stravaRideStreams({ durationS: 1500 }),
    });
    const delivered = await fake.activityEvent(ANN, id);
    expect(delivered.attempts).toHaveLength(1);
    expect(delivered.attempts[0]!.status).toBe(200);
    expect(delivered.attempts[0]!.ms).toBeLessThan(2000);
    await eventually(async () => expect(await rides(ann)).toHaveLength(before + 1));
    // deleted on Strava: gone from the athlete's list too (a later "changed" job must not bring it back)
    fake.state.activities.delete(id);
    await fake.activityEvent(ANN, id, 'delete');
    await eventually(async () => expect(await rides(ann)).toHaveLength(before));
  });

  it('an expired access token is refreshed and the rotated refresh token replaces the old one', async () => {
    const refreshBefore = [...fake.state.refreshTokens.entries()]
      .filter(([, t]) => t.athleteId === ANN)
      .map(([k]) => k);
    expect(refreshBefore).toHaveLength(1);
    fake.advance(7 * 3600_000); // Strava's clock: our stored token has expired there
    const before = (await rides(ann)).length;
    const id = fake.addActivity(ANN, {
      start_date: daysAgo(1).toISOString(),
      streams: stravaRideStreams({ durationS: 1200 }),
    });
    await fake.activityEvent(ANN, id);
    await eventually(async () => expect(await rides(ann)).toHaveLength(before + 1));
    const refreshAfter = [...fake.state.refreshTokens.entries()]
      .filter(([, t]) => t.athleteId === ANN)
      .map(([k]) => k);
    expect(refreshAfter).toHaveLength(1);
    expect(refreshAfter[0]).not.toBe(refreshBefore[0]);
  });

  it('honours a 429: the job waits for the window to reset instead of hammering Strava', async () => {
    const usage = fake.state.usage;
    usage.readShort = fake.state.readLimit[0]; // another process of ours used the window up
    const calls = fake.state.requests.length;
    const id = fake.addActivity(ANN, {
      start_date: daysAgo(2).toISOString(),
      streams: stravaRideStreams({ durationS: 900 }),
    });
    await fake.activityEvent(ANN, id);
    // the event queued the athlete's "changed" job; its list call met the 429, so it waits for the reset
    const deferred = await eventually(async () => {
      const result = await app.database.db.execute<{ start_after: string }>(sql`
        select start_after from pgboss.job where name = 'strava.athlete-changed' and state = 'created'
          and start_after > now() + interval '1 second'
          and extract(epoch from start_after)::bigint % 900 = 0`);
      expect(result.rows).toHaveLength(1);
      return new Date(result.rows[0]!.start_after);
    });
    // the next :00/:15/:30/:45 on Strava's clock — ours here is not moved, so at least the next quarter hour
    expect(deferred.getTime()).toBeGreaterThan(Date.now());
    expect(deferred.getTime() % 900_000).toBe(0);
    const made = fake.state.requests.slice(calls);
    expect(made.filter((r) => r.status === 429)).toHaveLength(1);
    expect(made.filter((r) => r.status !== 429)).toHaveLength(0);
    const strava = (await ann.get('/api/connections')).json.items.find(
      (c: { provider: string }) => c.provider === 'strava',
    );
    expect(strava.lastErrorCode).toBe('provider_rate_limited');
    expect(strava.queued).toBeGreaterThanOrEqual(1);
    usage.readShort = 0;
  });

  it('another rider sees none of it, and cannot use my state', async () => {
    const bob = app.client();
    await onboardedRider(bob, 'bob-strava@example.com');
    const mine = await rides(ann);
    for (const ride of mine) expect((await bob.get(`/api/activities/${ride.id}`)).status).toBe(404);
    expect(await rides(bob)).toHaveLength(0);
    // Ann starts, Bob posts Ann's answer: refused, and it stays Ann's to use
    const start = await ann.post('/api/connections/strava/start', {});
    const state = new URL(start.json.authorizeUrl).searchParams.get('state')!;
    const stolen = await bob.post('/api/connections/strava/callback', {
      state,
      code: 'x',
      scope: 'activity:read_all',
    });
    expect(stolen.status).toBe(400);
    expect(stolen.json.error.code).toBe('strava_state_invalid');
  });

  it('refuses a replayed state, a declined authorisation and a missing scope, in the rider’s language', async () => {
    const cat = app.client();
    await onboardedRider(cat, 'cat-strava@example.com', { interface_language: 'pt' });
    fake.addAthlete(777, 'Cat');
    const declined = await connect(cat, 777, { deny: true });
    expect(declined.res.json.error.code).toBe('strava_access_denied');
    const narrow = await connect(cat, 777, { scope: 'read' });
    expect(narrow.res.json.error.code).toBe('strava_scope_missing');
    const ok = await connect(cat, 777);
    expect(ok.res.status).toBe(200);
    const replay = await cat.post('/api/connections/strava/callback', ok.query, { 'accept-language': 'pt' });
    expect(replay.status).toBe(400);
    expect(replay.json.error.code).toBe('strava_state_invalid');
    expect(replay.json.error.message).toMatch(/Conecte novamente/);
    await cat.request('DELETE', '/api/connections/strava');
  });

  it('a forged deauthorisation is ignored; a real one removes the connection', async () => {
    await fake.deliver({
      object_type: 'athlete',
      object_id: ANN,
      aspect_type: 'update',
      owner_id: ANN,
      updates: { authorized: 'false' },
    });
    await new Promise((r) => setTimeout(r, 1500));
    const status = async () =>
      (await ann.get('/api/connections')).json.items.find(
        (c: { provider: string }) => c.provider === 'strava',
      ).status;
    expect(await status()).toBe('active');
    const consent = async () =>
      (await ann.get('/api/me/consents')).json.items.find((c: { purpose: string }) => c.purpose === 'strava')
        .status;
    expect(await consent()).toBe('granted');
    await fake.athleteDeauthorizes(ANN);
    await eventually(async () => expect(await status()).toBe('not_connected'));
    // revoked at Strava: the consent ends with the connection (Settings → Consents shows it withdrawn)
    expect(await consent()).toBe('withdrawn');
    // the rides imported stay the rider's
    expect((await rides(ann)).length).toBeGreaterThan(0);
  });

  it('our disconnect deauthorises at Strava', async () => {
    const { res } = await connect(ann, ANN);
    expect(res.status).toBe(200);
    expect([...fake.state.accessTokens.values()].some((t) => t.athleteId === ANN)).toBe(true);
    expect((await ann.request('DELETE', '/api/connections/strava')).status).toBe(204);
    expect([...fake.state.accessTokens.values()].some((t) => t.athleteId === ANN)).toBe(false);
    expect([...fake.state.refreshTokens.values()].some((t) => t.athleteId === ANN)).toBe(false);
  });
});

describe('Strava not configured', () => {
  it('says so and never pretends to connect', async () => {
    const bare = await startTestApp({});
    try {
      const client = bare.client();
      await onboardedRider(client, 'dan-strava@example.com');
      const list = (await client.get('/api/connections')).json.items;
      expect(list.find((c: { provider: string }) => c.provider === 'strava')).toMatchObject({
        configured: false,
        status: 'not_connected',
      });
      const start = await client.post('/api/connections/strava/start', {});
      expect(start.status).toBe(409);
      expect(start.json.error.code).toBe('strava_not_configured');
      const check = await fetch(
        `${bare.baseUrl}/api/webhooks/strava?hub.mode=subscribe&hub.challenge=x&hub.verify_token=y`,
      );
      // no Strava app here: the webhook is not ours to answer, events included (before any body is read)
      expect(check.status).toBe(404);
      const event = await fetch(`${bare.baseUrl}/api/webhooks/strava`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ object_type: 'activity', object_id: 1, aspect_type: 'create', owner_id: 1 }),
      });
      expect(event.status).toBe(404);
      // Garmin is not configured either: its webhooks answer 404 before reading a body, whatever it holds
      const thousand = {
        deregistrations: Array.from({ length: 1000 }, (_, i) => ({ userId: `unknown-${i}` })),
      };
      for (const path of ['deregistrations', 'permissions', 'activity-files']) {
        const garmin = await fetch(`${bare.baseUrl}/api/webhooks/garmin/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'pt' },
          body: JSON.stringify(thousand),
        });
        expect(garmin.status, path).toBe(404);
        expect(((await garmin.json()) as { error: { code: string } }).error.code).toBe('not_found');
      }
    } finally {
      await bare.close();
    }
  });
});
