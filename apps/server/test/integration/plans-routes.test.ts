import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const clock = testClock('2026-06-01T09:00:00Z'); // a Monday
let t: TestApp;
let rider: TestClient;

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  rider = t.client();
  await onboardedRider(rider, 'plans@example.com', { timezone: 'Europe/Lisbon' });
});
afterAll(() => t?.close());

describe('a plan from the wizard', () => {
  it('is created, read, shown on the calendar and the dashboard', async () => {
    expect((await rider.get('/api/plans/active')).json).toEqual({ plan: null });
    const plan = await createPlan(rider);
    expect(plan.weeks).toHaveLength(12);
    expect(plan.startDate).toBe('2026-06-01');
    const active = await rider.get('/api/plans/active');
    expect(active.status).toBe(200);
    expect(active.json.plan.id).toBe(plan.id);
    const cal = await rider.get('/api/calendar?from=2026-06-01&to=2026-06-07');
    expect(cal.status).toBe(200);
    const dash = await rider.get('/api/plans/dashboard', { 'accept-language': 'pt' });
    expect(dash.status).toBe(200);
    console.log(
      JSON.stringify(
        cal.json.days.map((d: { date: string; sessions: { name: string; role: string }[] }) => [
          d.date,
          d.sessions.map((s) => `${s.name}/${s.role}`),
        ]),
      ),
    );
    console.log(JSON.stringify(dash.json).slice(0, 1500));
  });
});
