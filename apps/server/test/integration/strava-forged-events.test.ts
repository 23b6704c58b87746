import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { type FakeStrava, startFakeStrava } from '../support/fake-strava.ts';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { stravaRideStreams } from '../support/strava-rides.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 21, item 1: Strava's events are unsigned, and 300 forged "create" events naming one connected athlete used
 * the application's whole read quota in 15 s, so another rider's genuine ride did not arrive. Against the strict
 * fake with Strava's real limits (read: 100 per 15 minutes, 1,000 a day): events without our subscription's id are
 * refused, a burst for one athlete is one "changed" job (a list call, within that rider's share of the quota), and
 * the other rider's ride arrives as if nothing happened.
 */
let app: TestApp;
let fake: FakeStrava;

beforeAll(async () => {
  fake = await startFakeStrava({ readLimit: [100, 1000], limit: [200, 2000] });
  app = await startTestApp({ ...fake.env('forged-verify'), JOBS_POLL_SECONDS: '0.5' });
  fake.state.redirectUris.add(`${app.baseUrl}/oauth/strava/callback`);
  // the subscription exists and its id is known (strava.ensure-subscription, at listen)
  await eventually(async () => {
    const rows = await app.database.db.execute<{ subscription_id: string }>(
      sql`select subscription_id from provider_webhook_subscriptions where provider = 'strava'`,
    );
    expect(rows.rows.map((r) => r.subscription_id)).toEqual([String(fake.state.subscription?.id)]);
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function connect(client: TestClient, athleteId: number) {
  const start = await client.post('/api/connections/strava/start', {});
  fake.state.nextApproval = { athleteId };
  const redirect = await fetch(start.json.authorizeUrl, { redirect: 'manual' });
  const query = Object.fromEntries(new URL(redirect.headers.get('location')!).searchParams);
  expect((await client.post('/api/connections/strava/callback', query)).status).toBe(200);
}

const event = (body: Record<string, unknown>) =>
  fetch(`${app.baseUrl}/api/webhooks/strava`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ object_type: 'activity', aspect_type: 'create', updates: {}, ...body }),
  });

const stravaRow = async (client: TestClient) =>
  ((await client.get('/api/connections')).json.items as Record<string, unknown>[]).find(
    (c) => c.provider === 'strava',
  );
const rideCount = async (client: TestClient) =>
  (await client.get('/api/activities?pageSize=50')).json.total as number;

describe('forged Strava events (issue 21)', () => {
  const EVE = 801; // the athlete whose public id the forger uses
  const RAY = 802; // another rider, with a genuine new ride
  let eve: TestClient;
  let ray: TestClient;

  it('refuses events without our subscription’s id, before looking anyone up', async () => {
    eve = app.client();
    await onboardedRider(eve, 'eve-forged@example.com');
    fake.addAthlete(EVE, 'Eve');
    await connect(eve, EVE);
    const ours = fake.state.subscription!.id;
    for (const subscription of [undefined, ours + 1, 0]) {
      const res = await event({ object_id: 1, owner_id: EVE, subscription_id: subscription });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('strava_webhook_refused');
    }
    // the body limit fits an event (a few hundred bytes), not the server-wide 1 MiB
    const big = await event({ object_id: 1, owner_id: EVE, subscription_id: ours, pad: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
  });

  it('300 forged events for one athlete do not delay another rider’s genuine ride', async () => {
    ray = app.client();
    await onboardedRider(ray, 'ray-forged@example.com');
    fake.addAthlete(RAY, 'Ray');
    await connect(ray, RAY);
    // both 90-day histories are empty: one list call each, then quiet
    await eventually(async () => expect((await stravaRow(ray))?.lastSyncAt).not.toBeNull());
    await eventually(async () => expect((await stravaRow(eve))?.lastSyncAt).not.toBeNull());
    const callsBefore = fake.state.requests.length;
    const ours = fake.state.subscription!.id;

    // the forger knows Eve's public athlete id and (worst case) our subscription id
    const answers: number[] = [];
    for (let batch = 0; batch < 12; batch++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 25 }, async (_, i) => {
            const res = await event({
              object_id: 5_000_000 + batch * 25 + i,
              owner_id: EVE,
              subscription_id: ours,
            });
            return res.status;
          }),
        )),
      );
    expect(answers).toEqual(Array(300).fill(200));

    // Ray's genuine ride, sent by Strava right after the flood
    const sent = Date.now();
    const id = fake.addActivity(RAY, {
      start_date: new Date(Date.now() - 3 * 3600_000).toISOString(),
      streams: stravaRideStreams({ durationS: 1200 }),
    });
    const delivered = await fake.activityEvent(RAY, id);
    expect(delivered.attempts.map((a) => a.status)).toEqual([200]);
    await eventually(async () => expect(await rideCount(ray)).toBe(1), 20_000);
    const arrivedMs = Date.now() - sent;
    expect((await stravaRow(ray))?.lastErrorCode).toBeNull();

    // the flood became a handful of "changed" jobs for Eve, each one list call of her own share
    await app.app.jobs.idle(20_000);
    const eveJobs = await app.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pgboss.job where name = 'strava.athlete-changed'
        and data->>'userId' = (select user_id from provider_connections where external_id = ${String(EVE)})`);
    expect(eveJobs.rows[0]!.n).toBeLessThanOrEqual(12);
    const calls = fake.state.requests.slice(callsBefore);
    // Eve's list calls (capped by her share of the window) + Ray's list and streams; never the app's quota
    expect(calls.length).toBeLessThanOrEqual(12);
    expect(calls.filter((c) => c.status === 429)).toHaveLength(0);
    expect(fake.state.usage.readShort).toBeLessThan(fake.state.readLimit[0] / 2);
    // no job for any of the 300 forged activity ids, and none left for the next windows
    const forged = await app.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pgboss.job where name like 'strava.%' and state in ('created', 'retry')`);
    expect(forged.rows[0]!.n).toBe(0);
    expect(arrivedMs).toBeLessThan(20_000);
  }, 120_000);

  it('a forged "delete" for a ride Strava still has deletes nothing; Strava’s own, once gone there, does', async () => {
    const id = fake.addActivity(RAY, {
      start_date: new Date(Date.now() - 5 * 3600_000).toISOString(),
      streams: stravaRideStreams({ durationS: 900 }),
    });
    await fake.activityEvent(RAY, id);
    await eventually(async () => expect(await rideCount(ray)).toBe(2), 20_000);
    // the forger names Ray, the ride and our subscription: the event is taken, Strava is asked, the ride stays
    const ours = fake.state.subscription!.id;
    const res = await event({ object_id: id, owner_id: RAY, subscription_id: ours, aspect_type: 'delete' });
    expect(res.status).toBe(200);
    await app.app.jobs.idle(20_000);
    const asked = fake.state.requests.filter((r) => r.path === `/api/v3/activities/${id}`);
    expect(asked.at(-1)?.status).toBe(200);
    expect(await rideCount(ray)).toBe(2);
    // deleted on Strava for real: the same event is now believed
    fake.state.activities.delete(id);
    await fake.activityEvent(RAY, id, 'delete');
    await eventually(async () => expect(await rideCount(ray)).toBe(1), 20_000);
  }, 120_000);
});
