import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGarmin, startFakeGarmin } from '../support/fake-garmin.ts';
import { workoutProblems } from '../support/fake-garmin-training.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, uidPath } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Planned workouts on the rider's Garmin calendar through the Training API: created and scheduled when the plan is
 * made, moved when a session moves, deleted when it is skipped or the plan ends — against the fake's strict
 * Training API (it rejects malformed workouts).
 */
let garmin: FakeGarmin;
let t: TestApp;

beforeAll(async () => {
  garmin = await startFakeGarmin();
  t = await startTestApp({ ...garmin.env, JOBS_POLL_SECONDS: '0.5' });
  garmin.registerApp(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await garmin?.close();
});

const iso = (d: Date) => d.toISOString().slice(0, 10);
const week = () => {
  const from = new Date();
  return { from: iso(from), to: iso(new Date(from.getTime() + 6 * 86_400_000)) };
};

async function connect(client: TestClient, garminUserId: string) {
  const start = await client.post('/api/connections/garmin/start');
  const back = await garmin.consent(start.json.authorizeUrl, 'allow', garminUserId);
  const res = await client.post('/api/connections/garmin/callback', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
  expect(res.status).toBe(200);
}

const scheduledFor = (garminUserId: string) =>
  [...garmin.training.schedules.values()]
    .filter((s) => s.ownerId === garminUserId)
    .map((s) => ({ date: s.date, workout: garmin.training.workouts.get(s.workoutId)?.body }))
    .sort((a, b) => a.date.localeCompare(b.date));

describe('Garmin Training API: the plan’s coming week on the device', () => {
  it('connecting with a plan puts this week’s rides on Garmin; a skip and the end of the plan follow', async () => {
    const client = t.client();
    await onboardedRider(client, 'workouts-1@example.com', { ftp: 250, timezone: 'UTC' });
    await createPlan(client);
    const { from, to } = week();
    const rides = (await calendarSessions(client, from, to)).filter(
      (s: { kind: string; status: string }) => s.kind === 'ride' && s.status === 'planned',
    );
    expect(rides.length).toBeGreaterThan(0);

    await connect(client, 'g-plan');
    await expect
      .poll(() => scheduledFor('g-plan').length, { timeout: 15_000, interval: 250 })
      .toBe(rides.length);
    const pushed = scheduledFor('g-plan');
    expect(pushed.map((p) => p.date)).toEqual(rides.map((r: { date: string }) => r.date));
    for (const p of pushed) {
      expect(workoutProblems(p.workout)).toEqual([]);
      const steps = JSON.stringify(p.workout);
      expect(steps).not.toContain('PERCENT'); // the rider's FTP is known: targets in watts
    }
    const row = (
      (await client.get('/api/connections')).json.items as { provider: string; lastSyncAt: string }[]
    ).find((c) => c.provider === 'garmin');
    expect(row?.lastSyncAt).not.toBeNull();

    // skip the first session: it leaves Garmin's calendar
    const first = rides[0] as { uid: string; date: string };
    const skip = await client.post(`/api/calendar/sessions/${uidPath(first.uid)}/skip`);
    expect(skip.status).toBeLessThan(300);
    await expect
      .poll(() => scheduledFor('g-plan').length, { timeout: 15_000, interval: 250 })
      .toBe(rides.length - 1);
    expect(scheduledFor('g-plan').map((p) => p.date)).not.toContain(first.date);

    // the plan ends: everything still to come is deleted on Garmin
    expect((await client.post('/api/plans/active/end')).status).toBeLessThan(300);
    await expect.poll(() => scheduledFor('g-plan').length, { timeout: 15_000, interval: 250 }).toBe(0);
    expect([...garmin.training.workouts.values()].filter((w) => w.ownerId === 'g-plan')).toHaveLength(0);
  });

  it('a plan made after connecting is pushed too, in percent when the FTP is unknown', async () => {
    const client = t.client();
    await onboardedRider(client, 'workouts-2@example.com', { ftp: null, timezone: 'UTC' });
    await connect(client, 'g-noftp');
    await createPlan(client);
    await expect
      .poll(() => scheduledFor('g-noftp').length, { timeout: 15_000, interval: 250 })
      .toBeGreaterThan(0);
    for (const p of scheduledFor('g-noftp')) expect(workoutProblems(p.workout)).toEqual([]);
    // without a known FTP a workout with power targets says PERCENT
    expect(scheduledFor('g-noftp').some((p) => JSON.stringify(p.workout).includes('PERCENT'))).toBe(true);
  });

  it('without the WORKOUT_IMPORT permission nothing is created and the rider is told', async () => {
    const client = t.client();
    await onboardedRider(client, 'workouts-3@example.com', { ftp: 240, timezone: 'UTC' });
    garmin.user('g-noperm').permissions = ['ACTIVITY_EXPORT'];
    await connect(client, 'g-noperm');
    await createPlan(client);
    await expect
      .poll(
        async () =>
          (
            (await client.get('/api/connections')).json.items as { provider: string; lastErrorCode: string }[]
          ).find((c) => c.provider === 'garmin')?.lastErrorCode,
        { timeout: 15_000, interval: 250 },
      )
      .toBe('permission_missing');
    expect(scheduledFor('g-noperm')).toHaveLength(0);
  });
});
