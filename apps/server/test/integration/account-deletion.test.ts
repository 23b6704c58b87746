import { CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionSweepJob } from '../../src/modules/account-deletion/index.ts';
import { eventually } from '../support/eventually.ts';
import { type FakeStrava, startFakeStrava } from '../support/fake-strava.ts';
import type { TestClient } from '../support/http-client.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { pathsNaming, rowsNaming } from '../support/rider-traces.ts';
import { findLink } from '../support/smtp.ts';
import { stravaRideStreams } from '../support/strava-rides.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * Deleting an account end to end, over real HTTP, on whichever database the suite runs: re-authentication, the
 * emailed confirmation, the locked grace period (sign-in refused, cancel offered), a cancel, a second request, the
 * grace period waited out on the server's clock, Strava told, and then nothing of the rider anywhere — the schema
 * walked for rows, the data folder for files — while another rider keeps everything.
 */
let t: TestApp;
let fake: FakeStrava;
const clock = testClock(new Date());
const PASSWORD = 'Tr41ning-Days!';
const ATHLETE = 777;

beforeAll(async () => {
  fake = await startFakeStrava();
  t = await startTestApp({ ...fake.env(), JOBS_POLL_SECONDS: '0.5' }, { now: clock.now });
  fake.state.redirectUris.add(`${t.baseUrl}/oauth/strava/callback`);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function connectStrava(client: TestClient) {
  const start = await client.post('/api/connections/strava/start', {});
  fake.state.nextApproval = { athleteId: ATHLETE };
  const redirect = await fetch(new URL(start.json.authorizeUrl), { redirect: 'manual' });
  const query = Object.fromEntries(new URL(redirect.headers.get('location')!).searchParams);
  expect((await client.post('/api/connections/strava/callback', query)).status).toBe(200);
}

/** A rider with rides (one uploaded, one from Strava), a plan, a check-in and a Strava connection. */
async function riderWithData(client: TestClient, email: string, strava: boolean) {
  await onboardedRider(client, email, { ftp: 250 });
  await uploadOne(client, {
    name: 'ride.fit',
    bytes: encodeSyntheticRideFit({ durationS: 1800, startTime: new Date(Date.now() - 2 * 86_400_000) }),
  });
  await createPlan(client);
  // a health-data consent row and a check-in resting on it: both must go with the account
  const consent = { granted: true, textVersion: CONSENT_TEXT_VERSIONS.health_data };
  expect((await client.put('/api/me/consents/health_data', consent)).status).toBe(200);
  const checkIn = { sleep: 2, fatigue: 3, soreness: 2, stress: 2, motivation: 3, restingHrBpm: 48 };
  expect((await client.put('/api/check-ins/today', checkIn)).status).toBe(200);
  if (!strava) return;
  fake.addAthlete(ATHLETE, 'Dee');
  fake.addActivity(ATHLETE, {
    start_date: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    streams: stravaRideStreams({ durationS: 1200 }),
  });
  await connectStrava(client);
  await eventually(async () =>
    expect((await client.get('/api/activities')).json.items.length).toBeGreaterThanOrEqual(2),
  );
}

const signIn = (client: TestClient, email: string, password = PASSWORD) =>
  client.post('/api/auth/sign-in/email', { email, password });

/** The link of the latest mail to `to` whose text includes `marker`. */
async function mailLink(to: string, marker: string, seen: Set<unknown>) {
  const mail = await t.smtp.waitFor(to, (m) => !seen.has(m) && m.text.includes(marker), 15_000);
  seen.add(mail);
  return new URL(findLink(mail, '/account/deletion/')).searchParams.get('token') ?? '';
}

describe('deleting an account', () => {
  const email = 'dee-deletes@example.com';
  const keeper = 'kim-stays@example.com';
  const seen = new Set<unknown>();
  let dee: TestClient;
  let deeId: string;

  it('asks for the password (in the rider language), then emails a confirmation link', async () => {
    dee = t.client();
    await riderWithData(dee, email, true);
    await riderWithData(t.client(), keeper, false);
    deeId = (await dee.get('/api/auth/get-session')).json.user.id;

    const wrong = await dee.post('/api/me/deletion', { password: 'nope-nope' }, { 'accept-language': 'pt' });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error).toMatchObject({
      code: 'password_incorrect',
      message: expect.stringContaining('senha'),
    });
    expect((await dee.post('/api/me/deletion', { password: 7 })).status).toBe(400);

    const asked = await dee.post('/api/me/deletion', { password: PASSWORD });
    expect(asked.status).toBe(202);
    expect(asked.json).toMatchObject({ status: 'awaiting_confirmation', proof: 'password' });
    // before the confirmation nothing is locked, and the rider may change their mind while signed in
    expect((await dee.get('/api/me/deletion')).json.status).toBe('awaiting_confirmation');
    await mailLink(email, 'Confirm the deletion', seen);
    // two riders with rides, plans, check-ins and a Strava sync first: 4 s on a quiet machine, past 30 s beside four
    // busy test workers on two cores — the limit is for a hang, not a pace
  }, 90_000);

  it('a confirmed request locks the account; sign-in says so and cancelling with the password unlocks it', async () => {
    const token = await mailLink(email, 'Confirm the deletion', new Set());
    expect((await t.client().post('/api/me/deletion/confirm', { token: 'x'.repeat(43) })).status).toBe(400);
    const confirmed = await t.client().post('/api/me/deletion/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(Date.parse(confirmed.json.deleteAfter) - clock.now().getTime()).toBeCloseTo(7 * 86_400_000, -5);
    // the same link does not work twice
    expect((await t.client().post('/api/me/deletion/confirm', { token })).status).toBe(400);
    await mailLink(email, 'Cancel the deletion', seen);

    expect((await dee.get('/api/profile')).status).toBe(401);
    const refused = await signIn(t.client(), email);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('ACCOUNT_SCHEDULED_FOR_DELETION');
    // a wrong password learns nothing about the account's state
    expect((await signIn(t.client(), email, 'Wrong-Pass-99')).status).toBe(401);

    expect(
      (await t.client().post('/api/me/deletion/cancel', { email, password: 'Wrong-Pass-99' })).status,
    ).toBe(403);
    const cancel = await t.client().post('/api/me/deletion/cancel', { email, password: PASSWORD });
    expect(cancel.status).toBe(200);
    dee = t.client();
    expect((await signIn(dee, email)).status).toBe(200);
    expect((await dee.get('/api/me/deletion')).json.status).toBe('none');
  });

  it('asked again, the grace period waited out on the server clock: Strava told, nothing of the rider left', async () => {
    expect((await dee.post('/api/me/deletion', { password: PASSWORD })).status).toBe(202);
    const confirm = await mailLink(email, 'Confirm the deletion', seen);
    expect((await t.client().post('/api/me/deletion/confirm', { token: confirm })).status).toBe(200);
    const cancelToken = await mailLink(email, 'Cancel the deletion', seen);

    // not yet due: the sweep leaves the account alone
    await t.app.jobs.enqueue(deletionSweepJob, {});
    await t.app.jobs.idle();
    expect((await rowsNaming(t.database, { id: deeId, email })).length).toBeGreaterThan(5);

    clock.advance(7.01);
    await t.app.jobs.enqueue(deletionSweepJob, {});
    await eventually(async () => {
      const left = await t.database.db.execute(sql`select 1 from "user" where id = ${deeId}`);
      expect(left.rows).toHaveLength(0);
    });
    await t.app.jobs.idle();
    // the deletion job's own record names the account until the next sweep forgets it
    await t.app.jobs.enqueue(deletionSweepJob, {});
    await t.app.jobs.idle();

    expect(fake.state.deauthorized).toContain(ATHLETE);
    expect(await rowsNaming(t.database, { id: deeId, email })).toEqual([]);
    expect(await pathsNaming(t.config.dataDir, deeId)).toEqual([]);
    const log = await t.database.db.execute<{ kind: string; status: string; done_at: unknown }>(
      sql`select kind, status, done_at from data_rights_requests where account_id = ${deeId} order by requested_at`,
    );
    expect(log.rows.map((r) => r.status)).toEqual(['cancelled', 'done']);
    expect(log.rows[1]?.done_at).not.toBeNull();
    await t.smtp.waitFor(email, (m) => m.text.includes('has been deleted'), 15_000);

    expect((await signIn(t.client(), email)).status).toBe(401);
    expect((await t.client().post('/api/me/deletion/cancel', { token: cancelToken })).status).toBe(400);
    // Strava's webhooks for the athlete are now nobody's: acknowledged and ignored
    const event = await fake.activityEvent(ATHLETE, 999_001);
    expect(event.attempts.at(-1)?.status).toBe(200);
    expect(await rowsNaming(t.database, { id: deeId, email })).toEqual([]);

    // the other rider keeps everything
    const kim = t.client();
    expect((await signIn(kim, keeper)).status).toBe(200);
    expect((await kim.get('/api/activities')).json.items).toHaveLength(1);
    expect((await kim.get('/api/plans/active')).status).toBe(200);
  });
});
