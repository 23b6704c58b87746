import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * Where a plan's start load comes from, through the real API: only rides of the 42 days before the start tell it; a
 * rider whose rides are all older gets the same plan as a rider with none, and the plan says why.
 */
const clock = testClock('2026-06-01T12:00:00Z');
const BODY = {
  weeklyHours: 6,
  availability: [
    { day: 'tue', maxDurationS: 5400 },
    { day: 'thu', maxDurationS: 5400 },
    { day: 'sat', maxDurationS: 3 * 3600 },
    { day: 'sun', maxDurationS: 2 * 3600 },
  ],
  startDate: '2026-06-02',
};
let t: TestApp;
let seed = 1;

const clients = new Map<string, TestClient>();

async function rider(email: string, rideDays: string[]): Promise<TestClient> {
  const c = t.client();
  await onboardedRider(c, email, { ftp: 250, timezone: 'Europe/Lisbon' });
  for (const day of rideDays) {
    await uploadOne(c, {
      name: `${day}-${seed}.fit`,
      bytes: encodeSyntheticRideFit({
        durationS: 5400,
        seed: seed++,
        startTime: new Date(`${day}T06:00:00Z`),
      }),
    });
  }
  await t.app.jobs.idle();
  clients.set(email, c);
  return c;
}

type Plan = {
  settings: {
    startLoad: { ctl: number; atl: number; assumed: boolean; basis: string; lastRideDate: string | null };
  };
  weeks: { plannedTss: number; plannedDurationS: number; sessions: number }[];
  outlook: { startCtl: number; endCtl: number; limitedByHours: boolean };
};
/** Each week's planned load, time and session count: the same plan gives the same list. */
const sessions = (plan: Plan) => plan.weeks.map((w) => `${w.plannedTss}/${w.plannedDurationS}/${w.sessions}`);

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

describe('the start load of a new plan', () => {
  it('a rider whose rides all ended more than 42 days ago gets the plan of a rider with none, and is told why', async () => {
    const none = await rider('none@example.com', []);
    const old = await rider('old@example.com', ['2026-03-10', '2026-03-14', '2026-04-01']);
    const a = await none.post('/api/plans', BODY);
    const b = await old.post('/api/plans', BODY);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    const withNone = a.json.plan as Plan;
    const withOld = b.json.plan as Plan;
    expect(withNone.settings.startLoad).toMatchObject({
      assumed: true,
      basis: 'noRides',
      lastRideDate: null,
    });
    expect(withOld.settings.startLoad).toMatchObject({
      assumed: true,
      basis: 'oldRides',
      lastRideDate: '2026-04-01',
    });
    expect(withOld.settings.startLoad.ctl).toBe(withNone.settings.startLoad.ctl);
    expect(sessions(withOld)).toEqual(sessions(withNone));
    expect(withOld.outlook.startCtl).toBe(withNone.outlook.startCtl);
  });

  it('a rider with rides in the last six weeks starts from them', async () => {
    const recent = await rider('recent@example.com', ['2026-05-26', '2026-05-28', '2026-05-30']);
    const res = await recent.post('/api/plans', BODY);
    expect(res.status).toBe(201);
    const plan = res.json.plan as Plan;
    expect(plan.settings.startLoad).toMatchObject({
      assumed: false,
      basis: 'recentRides',
      lastRideDate: '2026-05-30',
    });
    expect(plan.settings.startLoad.ctl).toBeGreaterThan(0);
  });

  it('a re-plan of an assumed plan keeps going from its projection while the rider has no recent rides, and says so', async () => {
    const old = clients.get('old@example.com')!;
    clock.set('2026-06-10T12:00:00Z');
    const res = await old.request('PATCH', '/api/plans/active', { weeklyHours: 8 });
    expect(res.status).toBe(200);
    expect(res.json.changes[0].reason).toBe('replanHours');
    expect(res.json.changes[0].sentence).toMatch(
      /no rides in the last six weeks, so it goes on from the fitness the plan projected for today/,
    );
  });
});
