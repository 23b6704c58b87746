import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock, uidPath } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/** No rider reads or changes another's plan, calendar, check-ins, feedback or feed: another rider's row is a 404. */
const clock = testClock('2026-06-01T12:00:00Z');
let t: TestApp;
let ada: TestClient;
let ben: TestClient;
const a: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ada = t.client();
  ben = t.client();
  await onboardedRider(ada, 'ada-cross@example.com', { ftp: 240 });
  await onboardedRider(ben, 'ben-cross@example.com', { ftp: 260 });
  a.plan = (await createPlan(ada)).id;
  a.ride = await uploadOne(ada, {
    name: 'ada.fit',
    // an easy ride: the encoder's own model rides at IF ≈ 1, a hard day that would move Tuesday's key session
    bytes: encodeSyntheticRideFit({
      durationS: 1800,
      seed: 3,
      startTime: new Date('2026-06-01T07:00:00Z'),
      power: () => 150,
    }),
  });
  expect((await ada.put(`/api/activities/${a.ride}/feedback`, { rpe: 5 })).status).toBe(200);
  const range = await ada.post('/api/calendar/unavailable', {
    from: '2026-06-04',
    to: '2026-06-04',
    reason: 'other',
  });
  a.range = range.json.range.id;
  a.change = range.json.changes.find((c: { origin: string }) => c.origin === 'coach').id;
  expect(
    (await ada.put('/api/check-ins/today', { sleep: 2, fatigue: 3, soreness: 2, stress: 2, motivation: 3 }))
      .status,
  ).toBe(200);
  a.feed = new URL((await ada.post('/api/calendar/feed')).json.url).pathname;
});
afterAll(() => t?.close());

describe('another rider’s training is not mine', () => {
  it('plans, changes and the dashboard: B sees only B’s (nothing)', async () => {
    expect((await ben.get('/api/plans/active')).json.plan).toBeNull();
    expect((await ben.get('/api/plans')).json.items).toEqual([]);
    expect((await ben.get('/api/plans/changes')).json).toMatchObject({ planId: null, items: [], total: 0 });
    const other = await ben.get(`/api/plans/changes?planId=${a.plan}`);
    expect(other.status).toBe(404);
    expect((await ben.get('/api/plans/dashboard')).json).toMatchObject({
      plan: null,
      upcoming: [],
      checkIn: null,
    });
    expect((await ben.post(`/api/plans/changes/${a.change}/undo`)).status).toBe(404);
    expect((await ben.post('/api/plans/active/end')).status).toBe(404);
    expect((await ben.request('PATCH', '/api/plans/active', { weeklyHours: 9 })).status).toBe(404);
    // B's preview is built from B's own FTP and load: A's rides do not count, A's plan is not touched
    const preview = await ben.post('/api/plans/preview', {
      weeklyHours: 5,
      availability: [{ day: 'sat', maxDurationS: 7200 }],
    });
    expect(preview.status).toBe(200);
    expect(preview.json.plan.input.ftpW).toBe(260);
    expect(preview.json.plan.settings.startLoad.assumed).toBe(true);
    expect((await ada.get('/api/plans/active')).json.plan.id).toBe(a.plan);
  });

  it('the calendar: no sessions, rides, check-ins or unavailable days of A; A’s sessions cannot be moved', async () => {
    const cal = await ben.get('/api/calendar?from=2026-06-01&to=2026-06-07');
    expect(cal.json.planId).toBeNull();
    for (const day of cal.json.days) {
      expect(day).toMatchObject({ sessions: [], rides: [], unavailable: null, checkIn: null, event: null });
    }
    const [session] = await calendarSessions(ada, '2026-06-02', '2026-06-07');
    const path = `/api/calendar/sessions/${uidPath(session.uid)}`;
    expect((await ben.post(`${path}/move`, { toDate: '2026-06-06' })).status).toBe(404);
    expect((await ben.post(`${path}/skip`)).status).toBe(404);
    expect((await ben.get(`${path}/alternatives`)).status).toBe(404);
    expect((await ben.get('/api/calendar/unavailable')).json.items).toEqual([]);
    expect((await ben.request('DELETE', `/api/calendar/unavailable/${a.range}`)).status).toBe(404);
    // A's range and sessions are untouched
    expect((await ada.get('/api/calendar/unavailable')).json.items).toHaveLength(1);
    expect((await calendarSessions(ada, session.date, session.date))[0].status).toBe('planned');
  });

  it('B with a plan of their own: same session uids (they are days), but moving one moves B’s only', async () => {
    a.benPlan = (await createPlan(ben)).id;
    const [mine] = await calendarSessions(ben, '2026-06-02', '2026-06-02');
    const [hers] = await calendarSessions(ada, '2026-06-02', '2026-06-02');
    expect(mine.uid).toBe(hers.uid);
    const moved = await ben.post(`/api/calendar/sessions/${uidPath(mine.uid)}/move`, {
      toDate: '2026-06-03',
    });
    expect(moved.status).toBe(200);
    expect((await calendarSessions(ada, '2026-06-02', '2026-06-02'))[0]).toMatchObject({
      uid: hers.uid,
      status: 'planned',
    });
    expect((await ben.post(`/api/plans/changes/${a.change}/undo`)).status).toBe(404);
  });

  it('feedback and check-ins: A’s ride is a 404 for B; B’s check-ins are B’s', async () => {
    expect((await ben.get(`/api/activities/${a.ride}/feedback`)).status).toBe(404);
    expect((await ben.put(`/api/activities/${a.ride}/feedback`, { rpe: 10 })).status).toBe(404);
    expect((await ada.get(`/api/activities/${a.ride}/feedback`)).json.feedback.rpe).toBe(5);
    expect((await ben.get('/api/check-ins/today')).json.checkIn).toBeNull();
    expect((await ben.get('/api/check-ins')).json.items).toEqual([]);
  });

  it('the feed: B’s status is B’s; rotating or revoking B’s leaves A’s URL working', async () => {
    expect((await ben.get('/api/calendar/feed')).json).toEqual({ active: false, createdAt: null });
    expect((await ben.post('/api/calendar/feed')).status).toBe(201);
    expect((await ben.request('DELETE', '/api/calendar/feed')).status).toBe(200);
    const feed = await t.client().get(a.feed!);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`UID:${a.plan}-`);
    expect(feed.text).not.toContain(a.benPlan!);
  });
});
