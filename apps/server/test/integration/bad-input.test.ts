import type { ApiError } from '@domestique/contract';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { rawRequest } from '../support/raw-http.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { upload } from '../support/uploads.ts';

/** The reproductions of the hardening probe (issue 11): each gives a clean 4xx, never a 500. */
let t: TestApp;
let rider: TestClient;
let rideId: string;
const NUL = 'a\u0000b';

beforeAll(async () => {
  t = await startTestApp();
  rider = t.client();
  await onboardedRider(rider, 'bad-input@example.com', { ftp: 250 });
  const res = await upload(rider, [
    { name: 'ride.fit', bytes: encodeSyntheticRideFit({ durationS: 1500, seed: 7 }) },
  ]);
  rideId = res.json.results[0].activityId;
  expect(rideId).toBeTruthy();
});
afterAll(() => t?.close());

/** 400 `validation_error` naming `field` with the NUL message in the request language. */
function expectNulRefused(res: { status: number; json: ApiError }, field: string) {
  expect(res.status).toBe(400);
  expect(res.json.error.code).toBe('validation_error');
  expect(res.json.error.fields?.[field]).toEqual({
    code: 'nul_character',
    message: 'This text contains a NUL character (U+0000), which cannot be stored. Please remove it.',
  });
}

describe('a NUL character is refused at the door, on every route', () => {
  it('in a body: profile name, ride name, the auth library’s update-user, revoke-session and reset-password', async () => {
    const profile = await rider.put('/api/profile', {
      name: NUL,
      email: 'bad-input@example.com',
      age: 35,
      weight: 70,
      weight_unit: 'kg',
      knows_ftp: false,
      experience_level: 'intermediate',
      primary_goal: 'endurance',
    });
    expectNulRefused(profile, 'name');
    expectNulRefused(await rider.request('PATCH', `/api/activities/${rideId}`, { name: NUL }), 'name');
    expectNulRefused(await rider.post('/api/auth/update-user', { name: NUL }), 'name');
    expectNulRefused(await rider.post('/api/auth/revoke-session', { token: NUL }), 'token');
    expectNulRefused(
      await t.client().post('/api/auth/reset-password', { token: NUL, newPassword: 'Fresh-chain-5530' }),
      'token',
    );
    expectNulRefused(await rider.post('/api/auth/update-user', { [`x${NUL}`]: 1 }), 'xab');
    // Nothing changed.
    expect((await rider.get('/api/profile')).json.name).toBe('Rider');
  });

  it('in a path id (%00) on every activities and ftp route, and in a query string', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/activities/%00'],
      ['PATCH', '/api/activities/%00'],
      ['DELETE', '/api/activities/%00'],
      ['GET', '/api/activities/%00/streams'],
      ['GET', '/api/activities/%00/file'],
      ['GET', '/api/activities/%00/ftp-test'],
      ['POST', '/api/activities/%00/ftp-test'],
      ['POST', '/api/ftp/suggestions/%00/accept'],
      ['POST', '/api/ftp/suggestions/%00/dismiss'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'PATCH' ? { name: 'x' } : method === 'POST' ? { protocol: 'ramp' } : undefined;
      const res = await rider.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json.error.fields.id.code, `${method} ${path}`).toBe('nul_character');
    }
    expectNulRefused(await rider.get('/api/activities?sort=%00'), 'sort');
    expectNulRefused(await rider.get('/api/auth/reset-password/%00?callbackURL=%2F'), 'token');
  });

  it('in an upload’s file name: the ride is stored under the name without it', async () => {
    const res = await upload(rider, [
      {
        name: 'morning\u0000ride.fit',
        bytes: encodeSyntheticRideFit({
          durationS: 1200,
          seed: 8,
          startTime: new Date('2026-05-02T07:00:00Z'),
        }),
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.results[0]).toMatchObject({ status: 'created', filename: 'morningride.fit' });
    const detail = await rider.get(`/api/activities/${res.json.results[0].activityId}`);
    expect(detail.json.file).toBe('morningride.fit');
    const download = await rider.get(`/api/activities/${res.json.results[0].activityId}/file`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="morningride.fit"');
  });
});

describe('a lone UTF-16 surrogate is refused at the door, as NUL is (issue 21: four routes answered 500)', () => {
  const BROKEN =
    'This text contains a broken character (half of a UTF-16 pair), which cannot be stored. Please retype it.';
  // JSON's "\ud800" parses to an unpaired surrogate; PostgreSQL's jsonb refuses it (22P02)
  const send = (path: string, body: string, auth = true) =>
    rawRequest(t.baseUrl, {
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/json',
        ...(auth ? { cookie: rider.cookieHeader() } : {}),
        origin: t.baseUrl,
      },
      body,
    });

  it('in a workout step label and cue, in the auth library’s update-user and in a key', async () => {
    const step = (extra: string) =>
      `{"name":"ok","description":"","steps":[{"kind":"step","durationS":600,"target":{"type":"range","lowPct":50,"highPct":60},"intensity":"interval"${extra}}]}`;
    for (const [path, body, field, auth] of [
      ['/api/workouts', step(',"label":"a\\ud800b"'), 'steps.0.label', true],
      ['/api/workouts', step(',"cues":[{"offsetS":0,"text":"\\udc00"}]'), 'steps.0.cues.0.text', true],
      ['/api/auth/update-user', '{"name":"a\\ud83d"}', 'name', true],
      ['/api/workouts', '{"name":"ok","x\\ud800":1}', 'x', true],
    ] as const) {
      const res = await send(path, body, auth);
      expect(res.status, body).toBe(400);
      expect(res.json.error.code).toBe('validation_error');
      expect(res.json.error.fields?.[field], `${path} ${body}`).toEqual({
        code: 'lone_surrogate',
        message: BROKEN,
      });
    }
    // a Garmin ping on a server without Garmin is a 404 before its body is read (the fuzz test sends surrogates
    // to every route, configured providers included)
    const ping = await send(
      '/api/webhooks/garmin/activity-files',
      '{"activityFiles":[{"summaryId":"\\ud83d"}]}',
      false,
    );
    expect(ping.status).toBe(404);
    // a surrogate pair is a character like any other (an emoji in a workout's name is stored)
    const emoji = await rider.post(
      '/api/workouts',
      JSON.parse(step(',"label":"🚴 easy"').replace('"ok"', '"🚴 z2"')),
    );
    expect(emoji.status).toBe(201);
  });
});

describe('other shapes that answered 500', () => {
  it('update-user with a null, infinite or negative infinite name', async () => {
    for (const body of ['{"name":null}', '{"name":1e999}', '{"name":-1e999}', '{"name":{"a":1}}']) {
      const res = await rawRequest(t.baseUrl, {
        method: 'POST',
        path: '/api/auth/update-user',
        headers: { cookie: rider.cookieHeader(), origin: t.baseUrl },
        body,
      });
      expect(res.status, body).toBe(400);
    }
    expect((await rider.get('/api/auth/get-session')).json.user.name).toBe('Rider');
    // A real change still goes through (trimmed like the profile's name).
    expect((await rider.post('/api/auth/update-user', { name: '  Rider Two  ' })).status).toBe(200);
    expect((await rider.get('/api/auth/get-session')).json.user.name).toBe('Rider Two');
  });

  it('a power curve until an impossible or extreme date', async () => {
    for (const query of [
      'until=0001-01-01T00:00:00Z',
      'range=year&until=0001-06-01T00:00:00Z',
      'until=0000-01-01T00:00:00Z',
      'range=all&until=9999-12-31T23:59:59Z',
      'until=275760-09-13T00:00:00Z',
    ]) {
      const res = await rider.get(`/api/progress/power-curve?${query}`);
      expect(res.status, query).toBe(400);
      // a six-digit year is not an ISO 8601 date-time at all
      expect(res.json.error.fields.until.code, query).toBe(
        query.includes('275760') ? 'invalid_value' : 'date_unsupported',
      );
    }
    expect((await rider.get('/api/progress/power-curve?until=2026-06-01T00:00:00Z')).status).toBe(200);
    for (const query of [
      'from=0000-01-01&to=0000-01-10',
      'from=0001-01-01',
      'to=9999-12-31',
      'from=1899-12-31',
    ]) {
      const res = await rider.get(`/api/progress/fitness?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await rider.get('/api/progress/fitness?from=1900-01-01&to=1900-01-10')).status).toBe(200);
  });

  it('a sign-up whose email is an object nested 5,000 deep', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      headers: { origin: t.baseUrl },
      body: `{"email":${deep},"password":"Long-climb-2026"}`,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('json_too_deep');
    // A bracket inside a string is not nesting.
    const ok = await t.client().post('/api/auth/sign-up/email', {
      email: 'brackets@example.com',
      password: 'Long-climb-2026',
      name: '[[[[{{{{'.repeat(10),
    });
    expect(ok.status).toBe(200);
  });
});
