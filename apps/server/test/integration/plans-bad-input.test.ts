import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock, uidPath } from '../support/plans.ts';
import { rawRequest } from '../support/raw-http.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * "Never a 5xx" on the plan, calendar, check-in, feedback and feed routes: every field of every body, every path
 * and query parameter, with NUL bytes, extreme and malformed dates, huge and non-finite numbers, deep nesting and
 * wrong types — for a rider with a plan and one without. Then the same routes answer normally.
 */
const clock = testClock('2026-06-01T12:00:00Z');
let t: TestApp;
let withPlan: TestClient;
let without: TestClient;
let uid = '';
let rideId = '';

const DEEP = JSON.parse(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`);
const BAD_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  '',
  'x'.repeat(20_000),
  '0000-01-01',
  '9999-12-31',
  '275760-09-13',
  '-001000-01-01',
  '2026-13-45',
  '2026-02-29',
  '2026-06-01T00:00:00Z',
  "'; drop table plans; --",
  20260601,
  1e308,
  -1e308,
  -0,
  2 ** 53 + 1,
  0.5,
  -1,
  true,
  null,
  [],
  [1, 2, 3],
  {},
  DEEP,
];
const BAD_PARAMS = ['%00', 'a%00b', 'x'.repeat(400), "'%3B%20drop%20table%20plans%3B--", '..%2F..', '%E2%82'];
const BAD_QUERIES = [
  'from=%00',
  'from=0000-01-01&to=9999-12-31',
  'from=275760-09-13',
  'to=2026-06-01T00:00:00Z',
  'page=1e400&pageSize=-1',
  'pageSize=1e308',
  'planId=%00',
  'planId=x&planId=y',
  'from[]=1',
];

const BODIES: Record<string, Record<string, unknown>> = {
  plan: {
    goal: 'endurance',
    level: 'intermediate',
    age: 40,
    ftpW: 250,
    weeklyHours: 6,
    availability: [{ day: 'sat', maxDurationS: 7200 }],
    startDate: '2026-06-02',
    weeks: 8,
    event: { date: '2026-07-20', priority: 'B' },
    strength: true,
    strengthSetting: 'gym',
  },
  update: { goal: 'climbing', weeklyHours: 7, weeks: 10, event: { date: '2026-07-20', priority: 'B' } },
  move: { toDate: '2026-06-06' },
  swap: { workoutId: 'endurance-060' },
  unavailable: { from: '2026-06-03', to: '2026-06-04', reason: 'travel' },
  checkIn: { sleep: 3, fatigue: 3, soreness: 3, stress: 3, motivation: 3, restingHrBpm: 50, hrvMs: 60 },
  feedback: { rpe: 6, feel: 'right' },
};

/** A few of them for nested fields and for the rider without a plan (the machine is shared: fewer requests). */
const SOME_BAD_VALUES: unknown[] = ['a\u0000b', '275760-09-13', '2026-02-29', 1e308, -1, null, [], DEEP];

/**
 * Each body with one field replaced by each bad value (nested fields by some of them), and whole bodies of the
 * wrong shape.
 */
function badBodies(base: Record<string, unknown>, values: unknown[] = BAD_VALUES): unknown[] {
  const out: unknown[] = [null, [], 'text', 42, DEEP, { ...base, extra: 'a\u0000b' }];
  for (const key of Object.keys(base)) {
    for (const v of values) out.push({ ...base, [key]: v });
    const inner = base[key];
    const nested = Array.isArray(inner) ? inner[0] : inner;
    if (nested && typeof nested === 'object') {
      for (const sub of Object.keys(nested)) {
        for (const v of SOME_BAD_VALUES) {
          const changed = { ...(nested as Record<string, unknown>), [sub]: v };
          out.push({ ...base, [key]: Array.isArray(inner) ? [changed] : changed });
        }
      }
    }
  }
  return out;
}

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  withPlan = t.client();
  without = t.client();
  await onboardedRider(withPlan, 'fuzz-plan@example.com', { ftp: 250 });
  await onboardedRider(without, 'fuzz-none@example.com');
  await createPlan(withPlan);
  [{ uid }] = (await calendarSessions(withPlan, '2026-06-02', '2026-06-07')).filter(
    (s: { status: string }) => s.status === 'planned',
  );
  rideId = await uploadOne(withPlan, {
    name: 'fuzz.fit',
    bytes: encodeSyntheticRideFit({ durationS: 900, seed: 9, startTime: new Date('2026-06-01T07:00:00Z') }),
  });
});
afterAll(() => t?.close());

describe('the plan routes never answer 5xx', () => {
  it('bodies: every field of every body, with every bad value', async () => {
    const routes: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/plans', BODIES.plan!],
      ['POST', '/api/plans/preview', BODIES.plan!],
      ['PATCH', '/api/plans/active', BODIES.update!],
      ['POST', `/api/calendar/sessions/${uidPath(uid)}/move`, BODIES.move!],
      ['POST', `/api/calendar/sessions/${uidPath(uid)}/swap`, BODIES.swap!],
      ['POST', '/api/calendar/unavailable', BODIES.unavailable!],
      ['PUT', '/api/check-ins/today', BODIES.checkIn!],
      ['PUT', `/api/activities/${rideId}/feedback`, BODIES.feedback!],
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const [method, path, base] of routes) {
      for (const [client, values] of [
        [withPlan, BAD_VALUES],
        [without, SOME_BAD_VALUES],
      ] as const) {
        for (const body of badBodies(base, values)) {
          const res = await client.request(method, path, body);
          sent++;
          if (res.status >= 500)
            failures.push(`${method} ${path} ${JSON.stringify(body).slice(0, 120)} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(800);
  });

  it('path parameters and query strings', async () => {
    const failures: string[] = [];
    const paths = (p: string): [string, string][] => [
      ['GET', `/api/calendar/sessions/${p}/alternatives`],
      ['POST', `/api/calendar/sessions/${p}/move`],
      ['POST', `/api/calendar/sessions/${p}/skip`],
      ['POST', `/api/calendar/sessions/${p}/swap`],
      ['DELETE', `/api/calendar/unavailable/${p}`],
      ['POST', `/api/plans/changes/${p}/undo`],
      ['GET', `/api/activities/${p}/feedback`],
      ['PUT', `/api/activities/${p}/feedback`],
      ['GET', `/api/calendar/ics/${p}`],
      ['GET', `/api/calendar/ics/${p}.ics`],
    ];
    for (const p of BAD_PARAMS) {
      for (const [method, path] of paths(p)) {
        const body =
          method === 'GET' || method === 'DELETE'
            ? undefined
            : '{"toDate":"2026-06-06","workoutId":"x","rpe":5}';
        const res = await rawRequest(t.baseUrl, {
          method,
          path,
          headers: { cookie: withPlan.cookieHeader(), origin: t.baseUrl },
          ...(body ? { body } : {}),
        });
        if (res.status >= 500) failures.push(`${method} ${path} → ${res.status}`);
      }
    }
    for (const q of BAD_QUERIES) {
      for (const path of ['/api/calendar', '/api/plans/changes', '/api/check-ins']) {
        for (const client of [withPlan, without]) {
          const res = await client.get(`${path}?${q}`);
          if (res.status >= 500) failures.push(`GET ${path}?${q} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('still answers normally afterwards, with field messages in the request language', async () => {
    expect((await withPlan.get('/api/plans/active')).json.plan).not.toBeNull();
    const es = await withPlan.post(
      '/api/calendar/unavailable',
      // (a NUL would be refused before the route's own checks: nul_character, request-input.ts)
      { ...BODIES.unavailable, from: 'a-b' },
      {
        'accept-language': 'es',
      },
    );
    expect(es.status).toBe(400);
    expect(es.json.error.fields.from).toEqual({
      code: 'date_invalid',
      message: 'Introduce una fecha con el formato AAAA-MM-DD',
    });
    const pt = await withPlan.put(
      '/api/check-ins/today',
      { ...BODIES.checkIn, sleep: 1e308 },
      { 'accept-language': 'pt' },
    );
    expect(pt.json.error.fields.sleep).toEqual({
      code: 'check_in_scale',
      message: 'Escolha um valor de 1 a 5',
    });
    const en = await withPlan.put(`/api/activities/${rideId}/feedback`, {});
    expect(en.json.error.fields.rpe).toEqual({
      code: 'feedback_empty',
      message: 'Please give an effort (RPE) or say how the ride felt',
    });
  });
});
