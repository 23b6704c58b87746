import {
  findWorkout,
  libraryCatalog,
  libraryWorkoutById,
  type Plan,
  targetPowerSeries,
  zoneAgreement,
} from '@domestique/coach';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFtpRepository } from '../../src/modules/ftp/index.ts';
import { createPlanRepository } from '../../src/modules/plans/index.ts';
import { type OwnWorkoutZones, plannedZones } from '../../src/modules/plans/planned-zones.ts';
import { createWorkoutModules } from '../../src/modules/workouts/index.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * Compliance by time in zones, end to end: the server gives the coach's ride ↔ session matching the planned zones of
 * the plan's workouts, so a ride is scored on its zones too (weights TSS 0.4, duration 0.3, zones 0.3) and a key
 * session is covered by a ride that holds its upper-zone work, however long (coach `purposeCoverage`).
 * Riders: intermediate, FTP 200 (its zone bounds — 110, 150, 180, 210, 240, 300 W — fall on the 5-W edges of the
 * stored power histogram), Lisbon; plan from Monday 1 June 2026, Tue/Thu/Sat/Sun, 6 h: Tuesday 2 June holds a key
 * session. Each rider rides it once, 07:00 local, in a synthetic ride whose power is given second by second.
 */
const FTP = 200;
const DAY = '2026-06-02';
const clock = testClock('2026-06-01T12:00:00Z');
const catalog = libraryCatalog();
let t: TestApp;
let riders = 0;

/** A rider with the plan, and Tuesday's key session as the calendar shows it. */
async function riderWithPlan() {
  const client = t.client();
  clock.set('2026-06-01T12:00:00Z');
  await onboardedRider(client, `compliance-zones-${++riders}@example.com`, {
    ftp: FTP,
    timezone: 'Europe/Lisbon',
  });
  await createPlan(client, { weeklyHours: 6 });
  const [session] = await calendarSessions(client, DAY, DAY);
  return { client, session };
}

/** Uploads a ride of `DAY` with `power` watts at each second, runs the plan's jobs, and reads the day's session. */
async function ride(client: TestClient, power: ArrayLike<number>) {
  clock.set(`${DAY}T20:00:00Z`);
  const id = await uploadOne(client, {
    name: `ride-${riders}.fit`,
    bytes: encodeSyntheticRideFit({
      durationS: power.length,
      startTime: new Date(`${DAY}T06:00:00Z`),
      power: (s) => power[s] ?? 0,
    }),
  });
  await t.app.jobs.idle(); // the plan hears of the ride through a job
  const activity = (await client.get(`/api/activities/${id}`)).json;
  const [session] = await calendarSessions(client, DAY, DAY);
  return { id, activity, session };
}

/** The zone part of the score as the coach works it out from the two sides the API shows. */
function expectedZones(workoutId: string, activity: { powerZones: { zones: { seconds: number }[] } }) {
  const planned = findWorkout(catalog, workoutId)!.timeInZonesS!;
  return zoneAgreement(
    planned,
    activity.powerZones.zones.map((z) => z.seconds),
  )!;
}

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

describe('a key session scored on its zones', () => {
  let onPlanScore = 0;

  it('the session ridden as written: completed, its zones in full agreement', async () => {
    const { client, session } = await riderWithPlan();
    expect(session).toMatchObject({ role: 'key', hard: true });
    expect(['sweetSpot', 'threshold']).toContain(session.family);
    const target = targetPowerSeries(libraryWorkoutById(session.workoutId)!.steps, FTP);
    const done = await ride(client, target);
    expect(done.activity).toMatchObject({ ftpUsedW: FTP, hasPower: true });
    expect(done.session).toMatchObject({ uid: session.uid, status: 'completed', activityId: done.id });
    const c = done.session.compliance;
    expect(c.zones).toBeCloseTo(expectedZones(session.workoutId, done.activity), 3);
    expect(c.zones).toBeGreaterThan(0.95);
    expect(c.score).toBeGreaterThan(0.95);
    onPlanScore = c.score;
  });

  it('the same time all in Z2: its zones disagree, so it is only partial (duration and TSS alone said completed)', async () => {
    const { client, session } = await riderWithPlan();
    const lengthS = Math.round(session.durationS);
    const done = await ride(client, Array(lengthS).fill(0.65 * FTP));
    expect(done.session).toMatchObject({ uid: session.uid, status: 'partial', activityId: done.id });
    const c = done.session.compliance;
    expect(c.zones).toBeCloseTo(expectedZones(session.workoutId, done.activity), 3);
    expect(c.zones).toBeLessThan(0.5);
    // weights TSS 0.4, duration 0.3, zones 0.3 (coach `scoreCompliance`)
    expect(c.score).toBeCloseTo(0.4 * c.tss + 0.3 * c.duration + 0.3 * c.zones, 3);
    expect(c.score).toBeLessThan(onPlanScore);
    // without the planned zones, the score over duration and TSS would have called it completed (≥ 0.8)
    expect((0.4 * c.tss + 0.3 * c.duration) / 0.7).toBeGreaterThanOrEqual(0.8);
  });

  it('a long ride that holds the session’s work covers it: completed, though its score is low', async () => {
    const { client, session } = await riderWithPlan();
    const target = targetPowerSeries(libraryWorkoutById(session.workoutId)!.steps, FTP);
    // the session, then 2.5 h of endurance (60 % FTP, Z2): a group ride that did the intervals on the way
    const done = await ride(client, [...target, ...Array(9000).fill(0.6 * FTP)]);
    expect(done.session).toMatchObject({ uid: session.uid, status: 'completed', activityId: done.id });
    const c = done.session.compliance;
    expect(c.zones).toBeCloseTo(expectedZones(session.workoutId, done.activity), 3);
    // well over twice the planned time: by its score alone the session was missed
    expect(c.duration).toBe(0);
    expect(c.score).toBeLessThan(0.4);
    const cal = await client.get(`/api/calendar?from=${DAY}&to=${DAY}`);
    expect(cal.json.days[0].rides).toMatchObject([{ id: done.id, matchedUid: session.uid }]);
  });
});

describe('a rider’s own workout on a plan', () => {
  it('gives compliance the planned zones its page shows; another rider’s workout gives none', async () => {
    const { client, session } = await riderWithPlan();
    const body = {
      name: 'Os meus 3 × 12',
      description: '',
      steps: [
        {
          kind: 'step',
          durationS: 600,
          target: { type: 'ramp', fromPct: 50, toPct: 75 },
          intensity: 'warmup',
        },
        {
          kind: 'repeat',
          count: 3,
          steps: [
            {
              kind: 'step',
              durationS: 720,
              target: { type: 'range', lowPct: 88, highPct: 93 },
              intensity: 'interval',
            },
            {
              kind: 'step',
              durationS: 240,
              target: { type: 'range', lowPct: 50, highPct: 55 },
              intensity: 'recovery',
            },
          ],
        },
      ],
    };
    const own = (await client.post('/api/workouts', body)).json;
    const stranger = t.client();
    await onboardedRider(stranger, 'compliance-zones-stranger@example.com', { ftp: FTP });
    const theirs = (await stranger.post('/api/workouts', body)).json.id as string;
    const db = t.database.db;
    const userId = (
      await db.execute<{ u: string }>(sql`select user_id as u from workouts where id = ${own.id}`)
    ).rows[0]!.u;
    // No route puts an own workout on a plan yet: the stored plan with Tuesday's key session swapped for it, and a
    // later one for the stranger's, stands for one that does.
    const stored = (await createPlanRepository(db).active(userId))!.plan;
    const swapped = (plan: Plan, uid: string, workoutId: string): Plan => ({
      ...plan,
      weeks: plan.weeks.map((w) => ({
        ...w,
        days: w.days.map((d) => ({
          ...d,
          sessions: d.sessions.map((s) => (s.uid === uid ? { ...s, workoutId } : s)),
        })),
      })),
    });
    const later = stored.weeks[1]!.days.flatMap((d) => d.sessions).find((s) => s.kind === 'ride')!;
    const plan = swapped(swapped(stored, session.uid, own.id), later.uid, theirs);
    const workouts = createWorkoutModules({ db, ftpRepo: createFtpRepository(db) });
    const asked: string[][] = [];
    const port: OwnWorkoutZones = (u, ids, tx) => {
      asked.push([...ids].sort());
      return workouts.workouts.plannedZones(u, ids, tx);
    };
    // a plan of library workouts only asks the workouts module nothing
    await plannedZones(catalog, userId, stored, port, db);
    expect(asked).toEqual([]);
    const zones = await plannedZones(catalog, userId, plan, port, db);
    expect(asked).toEqual([[own.id, theirs].sort()]);
    expect(zones.get(own.id)).toEqual(own.metrics.timeInZonesS);
    expect(zones.get(theirs)).toBeUndefined();
    const libraryId = stored.weeks[0]!.days.flatMap((d) => d.sessions).find(
      (s) => s.kind === 'ride',
    )!.workoutId;
    expect(zones.get(libraryId)).toEqual(findWorkout(catalog, libraryId)?.timeInZonesS);
  });
});
