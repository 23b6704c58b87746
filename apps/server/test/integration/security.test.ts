import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGarmin, startFakeGarmin } from '../support/fake-garmin.ts';
import { rawRequest } from '../support/raw-http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
// Garmin configured (against the fake), so its routes are fuzzed past the "not configured" answer.
let garmin: FakeGarmin;
beforeAll(async () => {
  garmin = await startFakeGarmin();
  // Strava configured (at a closed port) so its routes' configured paths are fuzzed too
  t = await startTestApp({
    ...garmin.env,
    STRAVA_CLIENT_ID: '1',
    STRAVA_CLIENT_SECRET: 'fuzz-secret',
    STRAVA_WEBHOOK_VERIFY_TOKEN: 'fuzz-verify-token',
    STRAVA_TOKEN_URL: 'http://127.0.0.1:9/oauth/token',
    STRAVA_API_URL: 'http://127.0.0.1:9/api/v3',
    INTERVALS_API_URL: 'http://127.0.0.1:9',
  });
  garmin.registerApp(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await garmin?.close();
});

describe('sessions belong to their owner', () => {
  it('B cannot revoke or list A’s sessions', async () => {
    const a = t.client();
    const aToken = (await a.signUp('owner-a@example.com')).json.token as string;
    const b = t.client();
    await b.signUp('owner-b@example.com');

    const revoke = await b.post('/api/auth/revoke-session', { token: aToken });
    expect(revoke.status).toBeLessThan(500);
    expect((await a.get('/api/profile')).status).toBe(404); // A is still signed in

    const list = await b.get('/api/auth/list-sessions');
    expect(JSON.stringify(list.json)).not.toContain(aToken);
  });
});

describe('malformed credentials', () => {
  it.each([
    ['a cookie with a broken percent-escape', { cookie: 'domestique.session_token=%E0%A4%A' }],
    ['a signed-looking Bearer token with a broken escape', { authorization: 'Bearer x.%ZZ' }],
    ['a cookie whose signature is not base64', { cookie: 'domestique.session_token=abc.%%%' }],
    ['an empty Bearer token', { authorization: 'Bearer ' }],
  ])('%s is a 401, never a 500 (raw request, no cookie jar)', async (_name, headers) => {
    for (const path of ['/api/profile', '/api/activities']) {
      const res = await rawRequest(t.baseUrl, { path, headers });
      expect(res.status, path).toBe(401);
      expect(res.json.error.code).toBe('unauthorized');
    }
  });
});

describe('password reset does not reveal which emails exist', () => {
  it('answers known and unknown addresses alike, within 20 ms of each other (median of 15)', async () => {
    await t.client().signUp('timing-known@example.com');
    const time = async (email: string) => {
      const start = performance.now();
      const res = await t
        .client()
        .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
      expect(res.status).toBe(200);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await time('timing-known@example.com'));
      unknown.push(await time(`timing-unknown-${i}@example.com`));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(20);
  });
});

describe('bad input on every documented route, auth routes included', () => {
  // ~10,000 requests one after another over 100 routes: 50 s on a quiet machine, 2–3 times that beside three other
  // test files on two cores (seen: 116 s and 123 s) — the limit is for a hang, not a pace
  it('never produces a 5xx', async () => {
    const c = t.client();
    await c.signUp('fuzz@example.com');
    const broken = t.client();
    broken.headers = { cookie: 'domestique.session_token=%E0%A4%A', authorization: 'Bearer x.%ZZ' };
    const doc = (await c.get('/api/docs/json')).json as { paths: Record<string, Record<string, unknown>> };
    // The auth library's routes are documented (from its own schemas) and therefore fuzzed too.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/profile',
        '/api/profile/timezone',
        '/api/auth/sign-in/email',
        '/api/auth/sign-up/email',
        '/api/auth/send-verification-email',
        '/api/auth/reset-password/{token}',
        '/api/auth/callback/{id}',
        '/api/auth/session/rotate',
        '/api/workouts',
        '/api/workouts/{id}',
        '/api/workouts/import',
        '/api/workouts/{id}/download',
        '/api/strength',
        '/api/strength/logs',
        '/api/strength/{id}',
        '/api/strength/{id}/logs',
        '/api/strength/logs/{logId}',
        // the adaptive coach's routes (plans-bad-input.test.ts fuzzes their fields too)
        '/api/plans',
        '/api/plans/active',
        '/api/plans/preview',
        '/api/plans/active/end',
        '/api/plans/dashboard',
        '/api/plans/changes',
        '/api/plans/changes/{id}/undo',
        '/api/calendar',
        '/api/calendar/sessions/{uid}/alternatives',
        '/api/calendar/sessions/{uid}/move',
        '/api/calendar/sessions/{uid}/skip',
        '/api/calendar/sessions/{uid}/swap',
        '/api/calendar/unavailable',
        '/api/calendar/unavailable/{id}',
        '/api/calendar/feed',
        '/api/calendar/ics/{file}',
        '/api/check-ins',
        '/api/check-ins/today',
        '/api/activities/{id}/feedback',
        // the coach's weekly and monthly summaries
        '/api/coach/summaries',
        '/api/coach/summaries/latest',
        '/api/coach/summaries/email-preview',
        '/api/coach/summary-emails',
        '/api/coach/summary-emails/unsubscribe',
        '/api/coach/summary-emails/one-click',
        // the language-model narrator: whether this server has one
        '/api/coach/narrator',
        // the coach's chat: ask, the conversation, and the rider's decision on a proposal
        '/api/coach/chat',
        '/api/coach/proposals/{id}/accept',
        '/api/coach/proposals/{id}/dismiss',
        // a dated FTP (FTP module)
        '/api/ftp/history',
        // connections and Garmin (integrations module)
        '/api/connections',
        '/api/connections/{provider}',
        '/api/connections/garmin/start',
        '/api/connections/garmin/callback',
        '/api/webhooks/garmin/activity-files',
        '/api/webhooks/garmin/deregistrations',
        '/api/webhooks/garmin/permissions',
        // Strava and intervals.icu (configured below, pointing at a closed port)
        '/api/connections/strava/start',
        '/api/connections/strava/callback',
        '/api/webhooks/strava',
        '/api/connections/intervals',
        // a rider's copy of their data (exports module)
        '/api/me/exports',
        '/api/me/exports/{id}',
        '/api/me/exports/{id}/download',
        '/api/exports/download',
        // deleting one's account (issue #20)
        '/api/me/deletion',
        '/api/me/deletion/confirm',
        '/api/me/deletion/cancel',
        // consent per purpose (issue #20)
        '/api/me/consents',
        '/api/me/consents/{purpose}',
        // personal access tokens and the MCP door (issue #19)
        '/api/me/tokens',
        '/api/me/tokens/{id}',
        '/mcp',
      ]),
    );
    const bodies: Array<[string, string]> = [
      ['application/json', '{'],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['application/json', '"text"'],
      ['application/json', '{}'],
      ['application/json', JSON.stringify({ email: 42, token: { $ne: 1 }, age: 'x'.repeat(5000) })],
      [
        'application/json',
        JSON.stringify({
          email: 'a@b.c',
          password: ['x'],
          newPassword: 7,
          name: { n: 1 },
          callbackURL: '//evil',
        }),
      ],
      [
        'application/json',
        JSON.stringify({
          name: 'a\u0000b',
          description: 'x'.repeat(3000),
          date: '+275760-09-13',
          rpe: 1e308,
          durationS: -1,
          steps: [{ kind: 'repeat', count: 1e308, steps: [{ kind: 'repeat', count: 2, steps: [{}] }] }],
        }),
      ],
      [
        'application/json',
        `{"steps":${'[{"kind":"repeat","count":1,"steps":'.repeat(2000)}[]${'}]'.repeat(2000)}}`,
      ],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=1&b=2'],
      // NUL in every string a route may take (PostgreSQL cannot store it)
      [
        'application/json',
        JSON.stringify({
          name: 'a\u0000b',
          email: 'a\u0000@b.c',
          password: 'Long-\u0000-climb-26',
          newPassword: 'x\u0000y-Long-26',
          token: 'tok\u0000en',
          protocol: '\u0000',
          timezone: 'Europe/\u0000',
          callbackURL: '/\u0000',
          'key\u0000': 1,
        }),
      ],
      // a lone UTF-16 surrogate in every string a route may take (jsonb refuses it): JSON escapes parse to one
      [
        'application/json',
        '{"name":"a\\ud800b","label":"\\udc00","summaryId":"\\ud83d","scope":"\\ud800","token":"\\udfff","email":"a\\ud800@b.c","x\\ud800":1}',
      ],
      ['application/json', '{"activityFiles":[{"userId":"u","summaryId":"\\ud800"}]}'],
      // a time zone alone: an offset is no zone, a name the runtime does not know, a flag that is no boolean
      ['application/json', '{"timezone":"+01:00"}'],
      ['application/json', '{"timezone":"Mars/Olympus_Mons","if_unset":"yes"}'],
      ['application/json', '{"timezone":"America/Sao_Paulo","if_unset":true,"day_caps":{"mon":1e999}}'],
      ['application/json', '{"day_caps":{"mon":-1,"xyz":3600},"available_days":["mon"]}'],
      // one field alone, so no other field's validation answers first
      ['application/json', '{"name":"a\\u0000b"}'],
      ['application/json', '{"token":"a\\u0000b"}'],
      ['application/json', '{"name":null}'],
      ['application/json', '{"name":1e999}'],
      // huge numbers: 1e999 parses as Infinity
      [
        'application/json',
        '{"name":1e999,"age":1e999,"weight":-1e999,"ftp":1e308,"email":-1e999,"lthr":1e-999}',
      ],
      // extreme dates
      [
        'application/json',
        JSON.stringify({
          until: '0000-01-01T00:00:00Z',
          from: '0001-01-01',
          startTime: '275760-09-13T00:00:00Z',
          effectiveAt: '-000001-01-01T00:00:00Z',
          expiresAt: '9999-12-31T23:59:59Z',
        }),
      ],
      // a dated FTP on impossible days
      ['application/json', JSON.stringify({ ftpW: 250, effectiveDate: '0000-01-01' })],
      ['application/json', JSON.stringify({ ftpW: 250, effectiveDate: '9999-12-31' })],
      ['application/json', JSON.stringify({ ftpW: 1e308, effectiveDate: '2026-02-30' })],
      // deep nesting (a stack overflow once), in a field and as the whole body
      [
        'application/json',
        `{"email":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)},"password":"Long-climb-26"}`,
      ],
      ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ];
    const queries = [
      '',
      "?token=%ZZ&callbackURL=javascript:alert(1)&id[]=x&error=<script>&code='--",
      '?token=%00&callbackURL=%00&id=%00&sort=%00&name=a%00b&full=%00',
      '?until=0000-01-01T00:00:00Z&from=0001-01-01&to=9999-12-31&range=year&period=week&count=1e999',
      '?until=0001-01-01T00:00:00Z&from=275760-01-01&page=1e999&pageSize=-1e999&count=-1e999',
      '?scope=%ED%A0%80&state=%ED%B0%80&code=%ED%A0%80&q=%F0%9F',
      '?q=%00&family[]=x&page=1e309&pageSize=-1&minLevel=NaN&mine=maybe&format=exe&limit=99999999999999999999',
    ];
    // Path parameters: an injection attempt, a NUL, and a 500-character id.
    const params = ["'; drop table profiles; --", '%00', 'x'.repeat(500)];
    // A caller without a session (anonymous, or with the broken cookie) is turned away by the `onRequest` hook before
    // its body is read, so on a route that answers it 401 the bodies only differ where they could break the request
    // itself: those few are sent, and every body goes to the routes that take such callers in (sign-up, webhooks…).
    const stressesParsing = ([type, body]: [string, string]) =>
      type !== 'application/json' || body === '{' || body === 'null' || body.length > 5000;
    const failures: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const urls = path.includes('{') ? params.map((p) => path.replace(/\{[^}]+\}/g, p)) : [path];
      for (const [url, method] of urls.flatMap((u) => Object.keys(methods).map((m) => [u, m] as const))) {
        for (const client of [c, t.client(), broken]) {
          const turnedAway =
            client !== c &&
            method !== 'get' &&
            (await client.request(method.toUpperCase(), url, '{}', { 'content-type': 'application/json' }))
              .status === 401;
          const cases: Array<[string, string, string]> =
            method === 'get'
              ? queries.map((q) => [q, '', ''])
              : bodies
                  .filter((b) => !turnedAway || stressesParsing(b))
                  .map(([type, body]) => ['', type, body]);
          for (const [query, type, body] of cases) {
            const res = await client.request(
              method.toUpperCase(),
              url + query,
              method === 'get' ? undefined : body,
              type ? { 'content-type': type } : {},
            );
            if (res.status >= 500)
              failures.push(
                `${method} ${url.slice(0, 60)}${query} ${type} ${body.slice(0, 30)} → ${res.status}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The tables survived: a new rider signs up and reads "no profile yet".
    const after = t.client();
    await after.signUp('fuzz-after@example.com');
    expect((await after.get('/api/profile')).status).toBe(404);
    // every documented route × every bad body: it grows with each route (25 s alone on a 2-core machine)
  }, 400_000);
});
