import { randomUUID } from 'node:crypto';
import { addDays } from '@domestique/coach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../src/db/schema.ts';
import type { TestClient } from '../support/http-client.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { statementsDuring } from '../support/statements.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue #18: one request reads each fact once. Creating a plan read the rider's whole-history daily loads (a GROUP
 * BY over every ride) three times and the plan's facts twice; saving the profile read the profile in each of its
 * wrappers, then again for the re-plan it set off. Counted here statement by statement (every SQL the app sends
 * through Drizzle), with no job worker in this process so only the request's own statements are seen.
 * Clock: Wednesday 10 June 2026.
 */
const clock = testClock('2026-06-10T09:00:00Z');
const TODAY = '2026-06-10';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ JOB_WORKERS: '0' }, { now: clock.now });
});
afterAll(() => t?.close());

/** The daily-load query (progress `dailyLoads`): rides and strength logs summed per local day. */
const isDailyLoads = (sql: string) => /group by day order by day/i.test(sql);
/** A read of the profile row (any columns), not the writes of the save or of the plan's week. */
const readsProfile = (sql: string) => /^\s*select\b/i.test(sql) && /from "profiles"/i.test(sql);

async function riderWithRides(email: string): Promise<TestClient> {
  const client = t.client();
  const profile = await onboardedRider(client, email, { ftp: 250, timezone: 'Europe/Lisbon' });
  // sixty days of rides, one every other day: loads the plan starts from
  await t.database.db.insert(activities).values(
    Array.from({ length: 30 }, (_, i) => ({
      id: randomUUID(),
      userId: profile.user_id as string,
      source: 'upload',
      fileSha256: `${email}-${i}`,
      fileFormat: 'fit',
      fileBytes: 1000,
      startTime: new Date(`${addDays(TODAY, -60 + 2 * i)}T07:00:00Z`),
      elapsedS: 3900,
      movingS: 3600,
      distanceM: 30_000,
      hasPower: true,
      avgPowerW: 200,
      tss: 60,
      laps: [],
    })),
  );
  return client;
}

describe('each fact read once per request (issue #18)', () => {
  it('POST /api/plans reads the daily loads once and the profile twice (the day, the FTP facts)', async () => {
    const client = await riderWithRides('create@example.com');
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    let plan: any;
    const statements = await statementsDuring(t.database.db, async () => {
      plan = await createPlan(client, { weeklyHours: 6 });
    });
    // the plan starts from the load its rides give (the loads read once served the start load too)
    expect(plan.settings.startLoad).toMatchObject({ assumed: false, basis: 'recentRides' });
    expect(statements.filter(isDailyLoads)).toHaveLength(1);
    expect(statements.filter(readsProfile)).toHaveLength(2);
  });

  it('PUT /api/profile that re-plans reads the profile once and the daily loads once', async () => {
    const client = await riderWithRides('save@example.com');
    await createPlan(client, { weeklyHours: 6 });
    const before = (await client.get('/api/profile')).json;
    const statements = await statementsDuring(t.database.db, async () => {
      const res = await client.put('/api/profile', { ...strip(before), weekly_hours: 8 });
      expect(res.status).toBe(200);
    });
    // the re-plan ran (the profile's new hours are the plan's now) …
    const active = (await client.get('/api/plans/active')).json.plan;
    expect(active.input.weeklyHours).toBe(8);
    // … from the profile the save wrote, not a second read of it
    expect(statements.filter(readsProfile)).toHaveLength(1);
    expect(statements.filter(isDailyLoads)).toHaveLength(1);
  });

  it("the day's first plan read runs the daily pass and shows the plan from the same daily loads", async () => {
    const client = await riderWithRides('read@example.com');
    await createPlan(client, { weeklyHours: 6 });
    clock.advance(1);
    const statements = await statementsDuring(t.database.db, async () => {
      const res = await client.get('/api/plans/active');
      expect(res.json.plan.today).toBe(addDays(TODAY, 1));
    });
    // the pass ran (it marks the plan adapted today: a plan write) …
    expect(statements.some((s) => /^\s*update "plans"/i.test(s))).toBe(true);
    // … and the view reused its facts
    expect(statements.filter(isDailyLoads)).toHaveLength(1);
  });
});

/** The profile as the API answers it, less the fields a PUT does not take. */
function strip(p: Record<string, unknown>) {
  const { user_id: _u, created_at: _c, updated_at: _up, ai_coach: _a, ...rest } = p;
  return rest;
}
