import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue #17 through the real API: back from three days ill, the first rides are eased (`illnessEasyReturn`); the
 * rider removes those days off (they were not ill after all) and the eased sessions come back as planned.
 */
const clock = testClock('2026-06-01T12:00:00Z'); // Monday
let t: TestApp;
let ivo: TestClient;

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
type Json = any;
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
  day,
  maxDurationS: 7200,
}));

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ivo = t.client();
  await onboardedRider(ivo, 'ivo-illness-removed@example.com', { timezone: 'UTC' });
  await createPlan(ivo, { weeklyHours: 8, availability: EVERY_DAY, ftpW: 250 });
});
afterAll(() => t?.close());

const changes = async (): Promise<Json[]> => {
  const res = await ivo.get('/api/plans/changes?pageSize=50');
  expect(res.status).toBe(200);
  return res.json.items;
};

describe('days off for illness, removed after the return was eased', () => {
  it('gives back the sessions the easy return eased, as the rider’s undo', async () => {
    const marked = await ivo.post('/api/calendar/unavailable', {
      from: '2026-06-02',
      to: '2026-06-04',
      reason: 'illness',
    });
    expect(marked.status).toBe(201);
    // the week as the days off left it: a session they moved may sit on the first day back
    const before = await calendarSessions(ivo, '2026-06-05', '2026-06-21');
    // Friday: back, not ridden yet — the day's first read runs the daily pass
    clock.set('2026-06-05T08:00:00Z');
    expect((await ivo.get('/api/plans/dashboard')).status).toBe(200);
    const eased = (await changes()).filter((c) => c.reason === 'illnessEasyReturn');
    expect(eased.length, JSON.stringify((await changes()).map((c) => c.reason))).toBeGreaterThan(0);
    const easedDates = new Set(eased.map((c) => c.to.date));

    const removed = await ivo.request('DELETE', `/api/calendar/unavailable/${marked.json.range.id}`);
    expect(removed.status).toBe(200);
    const after = await changes();
    for (const c of eased) expect(after.find((x) => x.id === c.id)?.undoneAt, c.id).toBeTruthy();
    const back = await calendarSessions(ivo, '2026-06-05', '2026-06-21');
    const sameDays = (list: Json[]) =>
      list.filter((s) => easedDates.has(s.date)).map((s) => [s.date, s.workoutId, s.status]);
    expect(sameDays(back)).toEqual(sameDays(before));
    // and the next daily pass does not ease them again: nothing is left to return from
    clock.set('2026-06-06T08:00:00Z');
    expect((await ivo.get('/api/plans/dashboard')).status).toBe(200);
    expect((await changes()).filter((c) => c.reason === 'illnessEasyReturn')).toHaveLength(eased.length);
  });
});
