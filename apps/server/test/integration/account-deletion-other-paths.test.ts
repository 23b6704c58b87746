import { encodeSyntheticRideFit } from '@domestique/formats';
import { sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionSweepJob } from '../../src/modules/account-deletion/index.ts';
import { garminPushWorkouts } from '../../src/modules/integrations/garmin/garmin-jobs.ts';
import { type FakeGarmin, startFakeGarmin } from '../support/fake-garmin.ts';
import type { TestClient } from '../support/http-client.ts';
import { testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { pathsNaming, rowsNaming } from '../support/rider-traces.ts';
import { findLink } from '../support/smtp.ts';
import { freePort, startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * The other ways into a deletion: an account that signs in with Google only (no password: a sign-in minutes old
 * proves it is the rider, and a locked account cannot sign in with Google either), and the operator deleting an
 * account for a rider who asked by email (logged as `operator`, nothing left afterwards).
 */
let idp: OAuth2Server;
let garmin: FakeGarmin;
let t: TestApp;
let claims: Record<string, unknown> = {};
const clock = testClock(new Date());

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(await freePort(), '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  garmin = await startFakeGarmin();
  t = await startTestApp(
    {
      ...garmin.env,
      GOOGLE_ISSUER: idp.issuer.url ?? '',
      GOOGLE_CLIENT_ID: 'domestique-test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      // the session's age is read per request (no cached session check)
      SESSION_CACHE_MS: '0',
    },
    { now: clock.now },
  );
  garmin.registerApp(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
  await garmin?.close();
});

/** Signs in with Google as `email`; returns where the callback sent the browser. */
async function googleSignIn(c: TestClient, email: string, sub: string) {
  const start = await c.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
  const res = await fetch(new URL(start.json.url), { redirect: 'manual' });
  const callback = new URL(res.headers.get('location') ?? '');
  claims = { email, email_verified: true, name: 'Gabi', sub };
  const done = await c.get(callback.pathname + callback.search);
  return done.headers.get('location') ?? '';
}

describe('a Google-only account', () => {
  it('proves itself with a fresh sign-in; a locked one cannot sign in with Google', async () => {
    const email = 'gabi-leaves@example.com';
    const gabi = t.client();
    await googleSignIn(gabi, email, 'google-sub-leaves');
    expect((await gabi.get('/api/me/deletion')).json).toMatchObject({
      status: 'none',
      proof: 'recent_sign_in',
    });

    // a session from 20 minutes ago is not enough: sign in again
    await t.database.db.execute(
      sql`update session set created_at = now() - interval '20 minutes'
          where user_id = (select id from "user" where email = ${email})`,
    );
    const stale = await gabi.post('/api/me/deletion', {}, { 'accept-language': 'es' });
    expect(stale.status).toBe(403);
    expect(stale.json.error).toMatchObject({
      code: 'recent_sign_in_required',
      message: expect.stringContaining('Google'),
    });

    const fresh = t.client();
    await googleSignIn(fresh, email, 'google-sub-leaves');
    expect((await fresh.post('/api/me/deletion', {})).status).toBe(202);
    const mail = await t.smtp.waitFor(email, (m) => m.text.includes('Confirm the deletion'), 15_000);
    const token = new URL(findLink(mail, '/account/deletion/confirm')).searchParams.get('token');
    expect((await t.client().post('/api/me/deletion/confirm', { token })).status).toBe(200);

    expect((await fresh.get('/api/profile')).status).toBe(401);
    const again = await googleSignIn(t.client(), email, 'google-sub-leaves');
    // the library sends the browser to its error page (the web's /auth when it names one) with our code
    expect(again).toContain('error=ACCOUNT_SCHEDULED_FOR_DELETION');
    const sessions = await t.database.db.execute(
      sql`select 1 from session where user_id = (select id from "user" where email = ${email})`,
    );
    expect(sessions.rows).toHaveLength(0);
  });
});

describe('the operator', () => {
  it('deletes an account for a rider who asked by email: Garmin deregistered, logged as operator, nothing left', async () => {
    const email = 'olga-writes-in@example.com';
    const olga = t.client();
    await onboardedRider(olga, email, { ftp: 240 });
    await uploadOne(olga, { name: 'ride.fit', bytes: encodeSyntheticRideFit({ durationS: 1200 }) });
    const id = (await olga.get('/api/auth/get-session')).json.user.id as string;
    // connected to Garmin: the deletion must deregister her there first
    const start = await olga.post('/api/connections/garmin/start');
    const back = await garmin.consent(start.json.authorizeUrl, 'allow', 'garmin-olga');
    const code = back.searchParams.get('code');
    const state = back.searchParams.get('state');
    expect((await olga.post('/api/connections/garmin/callback', { code, state })).status).toBe(200);
    expect(garmin.isRegistered('garmin-olga')).toBe(true);

    const { deletions } = t.app.modules.deletion;
    expect(await deletions.scheduleByOperator({ email: email.toUpperCase() })).toBe(id);
    expect((await olga.get('/api/profile')).status).toBe(401);
    await deletions.erase(id);
    expect(garmin.isRegistered('garmin-olga')).toBe(false);
    // a second run (a retry after a crash) finds nothing to do and fails nothing
    await deletions.erase(id);

    const log = await t.database.db.execute<{ via: string; status: string }>(
      sql`select via, status from data_rights_requests where account_id = ${id}`,
    );
    expect(log.rows).toEqual([{ via: 'operator', status: 'done' }]);
    await t.smtp.waitFor(email, (m) => m.text.includes('has been deleted'), 15_000);
    await t.app.jobs.idle();
    // jobs that were running when she was erased (the Garmin backfill, the workout push) finish, fail or wait for a
    // retry afterwards — as this push does, due in an hour — and their records name her: the next sweep forgets them
    await t.app.jobs.enqueue(garminPushWorkouts, { userId: id }, { startAfter: 3600 });
    await t.app.jobs.enqueue(deletionSweepJob, {});
    await t.app.jobs.idle();
    expect(await rowsNaming(t.database, { id, email })).toEqual([]);
    expect(await pathsNaming(t.config.dataDir, id)).toEqual([]);
  });
});

describe('a confirmation link never clicked', () => {
  it('expires after 24 hours: no request any more, the log says expired, the link is dead', async () => {
    const email = 'ivo-hesitates@example.com';
    const ivo = t.client();
    await onboardedRider(ivo, email);
    const id = (await ivo.get('/api/auth/get-session')).json.user.id as string;
    expect((await ivo.post('/api/me/deletion', { password: 'Tr41ning-Days!' })).status).toBe(202);
    // asked twice: one request, a fresh link
    expect((await ivo.post('/api/me/deletion', { password: 'Tr41ning-Days!' })).status).toBe(202);
    const mail = await t.smtp.waitFor(email, (m) => m.text.includes('Confirm the deletion'), 15_000);
    const token = new URL(findLink(mail, '/account/deletion/confirm')).searchParams.get('token');

    clock.advance(1.01);
    expect((await ivo.get('/api/me/deletion')).json.status).toBe('none');
    await t.app.jobs.enqueue(deletionSweepJob, {});
    await t.app.jobs.idle();
    const log = await t.database.db.execute<{ status: string }>(
      sql`select status from data_rights_requests where account_id = ${id}`,
    );
    expect(log.rows).toEqual([{ status: 'expired' }]);
    expect((await t.client().post('/api/me/deletion/confirm', { token })).status).toBe(400);
    expect((await ivo.get('/api/profile')).status).toBe(200);
  });
});
