import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDailySweepJob } from '../../src/modules/plans/plan-jobs.ts';
import type { TestClient } from '../support/http-client.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The daily pass without the rider opening anything: the hourly sweep job queues one pass per rider day, which
 * adapts the plan (a missed key session) — once, however often the sweep runs.
 */
const clock = testClock('2026-06-01T12:00:00Z');
let t: TestApp;
let ada: TestClient;
let userId = '';

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ada = t.client();
  await onboardedRider(ada, 'sweep@example.com', { ftp: 250, timezone: 'Europe/Lisbon' });
  await createPlan(ada);
  userId = (await ada.get('/api/auth/get-session')).json.user.id;
});
afterAll(() => t?.close());

const adaptedOn = async () =>
  (
    await t.database.query<{ adapted_on: string }>(
      `select adapted_on::text as adapted_on from plans where user_id = $1 and status = 'active'`,
      [userId],
    )
  )[0]?.adapted_on;
const passJobs = async () =>
  (
    await t.database.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'plans.daily-pass' and data->>'userId' = $1`,
      [userId],
    )
  )[0]?.n;

describe('the daily sweep', () => {
  it('adapts the plan of a rider whose day turned, once per rider day', async () => {
    expect(await adaptedOn()).toBe('2026-06-01');
    // Wednesday: Tuesday's key session was missed; nobody has opened the app
    clock.set('2026-06-03T09:00:00Z');
    await t.app.jobs.enqueue(planDailySweepJob, {});
    await t.app.jobs.enqueue(planDailySweepJob, {});
    await t.app.jobs.idle();
    expect(await adaptedOn()).toBe('2026-06-03');
    expect(await passJobs()).toBe(1);
    const missed = await t.database.query<{ reason: string; trigger: string }>(
      `select reason, trigger from plan_changes where user_id = $1 and reason like 'missedKey%'`,
      [userId],
    );
    expect(missed.length).toBeGreaterThan(0);
    expect(missed[0]!.trigger).toBe('daily');
    // the same day again: nothing more to queue
    await t.app.jobs.enqueue(planDailySweepJob, {});
    await t.app.jobs.idle();
    expect(await passJobs()).toBe(1);
  });
});
