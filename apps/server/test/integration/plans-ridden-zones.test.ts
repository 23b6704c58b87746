import { findWorkout, libraryCatalog, plannedZ5PlusS } from '@domestique/coach';
import { powerHistogram } from '@domestique/science';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePowerHistogram } from '../../src/db/power-histogram-codec.ts';
import { decodeStream } from '../../src/db/stream-codec.ts';
import {
  createActivityRepository,
  createPowerHistogramBackfill,
  createPowerHistogramRepository,
  powerHistogramBackfillJob,
} from '../../src/modules/activities/index.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock, uidPath } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

/**
 * Rides' time in power zones, end to end: the import stores each ride's power histogram (watts), the coach reads it
 * as Coggan zones at the FTP the ride was scored with, and the back-fill gives older rides theirs. Real rides from the
 * shared fixtures (MIT, packages/formats/test/fixtures):
 * - Edge 810 + Vector pedals, Friday 16 August 2013, 78 min: at FTP 370 its IF is 0.81 — below the 0.85 that makes a
 *   ride hard without zones — but it holds ~24 min at or above 90 % FTP (Z4+), so by its zones it was a hard day;
 * - an indoor OneLap ride, Thursday 4 March 2021, 12 min: at FTP 300 ~10 min Z4+ and ~6.6 min Z5+ — not a hard ride
 *   (and too short for the IF rule), but with a 20-min VO2max set the next day it passes 25 min of Z5+ in 48 h.
 * Riders in Lisbon; each plan starts on its ride's day.
 */
const clock = testClock('2013-08-16T08:00:00Z');
let t: TestApp;
const catalog = libraryCatalog();

async function changes(client: TestClient) {
  const res = await client.get('/api/plans/changes?pageSize=50');
  return (
    res.json.items as {
      reason: string;
      kind: string;
      sentence: string;
      inputs: Record<string, unknown>;
      from: { date: string; session: { uid: string } } | null;
      to: { date: string } | null;
    }[]
  ).filter((c) => /^riddenHard/.test(c.reason));
}

async function storedHistogram(id: string) {
  const rows = await t.database.db.execute<{ h: Uint8Array | null }>(
    sql`select power_histogram as h from activities where id = ${id}`,
  );
  const h = rows.rows[0]?.h ?? null;
  return h === null ? null : Array.from(decodePowerHistogram(new Uint8Array(h))!);
}

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

describe('a ride hard by its zones', () => {
  let vera: TestClient;
  let rideId = '';

  it('stores the ride’s power histogram: its riding seconds, as its power stream counts them', async () => {
    vera = t.client();
    await onboardedRider(vera, 'zones-hard@example.com', { ftp: 370, timezone: 'Europe/Lisbon' });
    await createPlan(vera, {
      availability: [
        { day: 'tue', maxDurationS: 5400 },
        { day: 'thu', maxDurationS: 5400 },
        { day: 'sat', maxDurationS: 5400 },
        { day: 'sun', maxDurationS: 3 * 3600 },
      ],
    });
    const [sat] = await calendarSessions(vera, '2013-08-17', '2013-08-17');
    expect(sat).toMatchObject({ role: 'key' });

    clock.set('2013-08-16T20:00:00Z');
    rideId = await uploadOne(vera, {
      name: 'Edge810-Vector-2013-08-16-15-35-10.fit',
      bytes: formatsFixture('fit/Edge810-Vector-2013-08-16-15-35-10.fit'),
    });
    await t.app.jobs.idle(); // the plan hears of the ride through a job
    const activity = (await vera.get(`/api/activities/${rideId}`)).json;
    expect(activity).toMatchObject({ ftpUsedW: 370, hasPower: true });
    expect(activity.intensityFactor).toBeLessThan(0.85);

    const histogram = (await storedHistogram(rideId))!;
    expect(histogram.reduce((s, x) => s + x, 0)).toBe(activity.movingS);
    const [power] = await createActivityRepository(t.database.db).streams(
      (
        await t.database.db.execute<{ u: string }>(
          sql`select user_id as u from activities where id = ${rideId}`,
        )
      ).rows[0]!.u,
      rideId,
      ['power'],
    );
    expect(histogram).toEqual(Array.from(powerHistogram(decodeStream(power!.data, power!.encoding))));
  });

  it('moves the next day’s key session, says the ride was hard, and keeps the zone time that made it so', async () => {
    const made = await changes(vera);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      reason: 'riddenHardMoved',
      kind: 'move',
      from: { date: '2013-08-17' },
      to: { date: '2013-08-20' },
      // 24 min at or above 90 % FTP; an IF of 0.81 alone would not have made it a hard day
      inputs: { rideDate: '2013-08-16', rideId, cause: 'hard', z4PlusMin: 24, intensityFactor: 0.814 },
    });
    expect(made[0]!.sentence).toBe(
      'Your ride on Friday 16 August was a hard one, so we moved your sweet spot session from Saturday 17 August to Tuesday 20 August: hard days stay at least 48 hours apart, and Monday stays easy so you arrive fresh.',
    );
    const [sat] = await calendarSessions(vera, '2013-08-17', '2013-08-17');
    expect(sat).toMatchObject({ status: 'moved', movedTo: '2013-08-20' });
  });
});

describe('ridden Z5+ and the 25 min per 48 h', () => {
  let zoe: TestClient;
  let rideId = '';

  it('a ride that was not hard, but whose Z5+ and the next day’s VO2max set pass 25 min, moves the set', async () => {
    zoe = t.client();
    clock.set('2021-03-04T08:00:00Z');
    await onboardedRider(zoe, 'zones-z5@example.com', { ftp: 300, timezone: 'Europe/Lisbon' });
    await createPlan(zoe, {
      goal: 'generalFitness',
      availability: [
        { day: 'tue', maxDurationS: 5400 },
        { day: 'wed', maxDurationS: 5400 },
        { day: 'fri', maxDurationS: 5400 },
        { day: 'sat', maxDurationS: 3 * 3600 },
        { day: 'sun', maxDurationS: 3 * 3600 },
      ],
      events: [{ date: '2021-04-08', priority: 'A' }],
    });
    const [fri] = await calendarSessions(zoe, '2021-03-05', '2021-03-05');
    expect(fri).toMatchObject({ role: 'key', family: 'vo2max' });
    // the rider picks a longer VO2max set from the session's alternatives: 20 min or more of Z5+
    const alternatives = (await zoe.get(`/api/calendar/sessions/${uidPath(fri.uid)}/alternatives`)).json
      .alternatives as { workoutId: string }[];
    const longer = alternatives.find(
      (w) => plannedZ5PlusS(findWorkout(catalog, w.workoutId)?.timeInZonesS) >= 20 * 60,
    );
    expect(longer).toBeDefined();
    const swap = await zoe.post(`/api/calendar/sessions/${uidPath(fri.uid)}/swap`, {
      workoutId: longer!.workoutId,
    });
    expect(swap.status).toBe(200);
    await t.app.jobs.idle();
    expect(await changes(zoe)).toEqual([]);

    clock.set('2021-03-04T20:00:00Z');
    rideId = await uploadOne(zoe, {
      name: 'onelap-indoor-0134902991.fit',
      bytes: formatsFixture('fit/onelap-indoor-0134902991.fit'),
    });
    await t.app.jobs.idle();
    const made = await changes(zoe);
    expect(made).toHaveLength(1);
    const planned = Math.round(plannedZ5PlusS(findWorkout(catalog, longer!.workoutId)?.timeInZonesS) / 60);
    expect(made[0]).toMatchObject({
      reason: 'riddenHardMoved',
      kind: 'move',
      from: { date: '2021-03-05', session: { uid: fri.uid } },
      to: { date: '2021-03-06' },
      // not a hard ride by itself (11 min Z4+, 7 min Z5+, 12 min long), but 7 + the set's Z5+ pass 25 min
      inputs: {
        rideDate: '2021-03-04',
        rideId,
        cause: 'z5',
        z4PlusMin: 11,
        z5PlusMin: 7,
        plannedZ5PlusMin: planned,
      },
    });
    expect(7 + planned).toBeGreaterThan(25);
    expect(made[0]!.sentence).toBe(
      'Your ride on Thursday 4 March had 7 min at VO2max intensity or above, so we moved your VO2max session from Friday 5 March to Saturday 6 March: the next day it would have taken you past 25 minutes at that intensity within 48 hours, and Friday stays easy so you arrive fresh.',
    );
  });
});

describe('the back-fill of rides stored before histograms', () => {
  it('gives them what the import stored, resumes where it stopped, and then has nothing to do', async () => {
    const db = t.database.db;
    const ids = (
      await db.execute<{ id: string }>(sql`select id from activities where has_power order by id`)
    ).rows.map((r) => r.id);
    expect(ids).toHaveLength(2);
    const imported = await Promise.all(ids.map(storedHistogram));
    expect(imported.every((h) => h !== null && h.length > 0)).toBe(true);
    // as stored before this column existed; the second ride has lost its power stream too
    await db.execute(sql`update activities set power_histogram = null`);
    await db.execute(sql`delete from activity_streams where activity_id = ${ids[1]!} and channel = 'power'`);

    const histograms = createPowerHistogramRepository(db);
    const stop = new AbortController();
    const backfill = createPowerHistogramBackfill({
      // stopped (a shutdown) once the first ride is written
      histograms: { ...histograms, set: (...a) => histograms.set(...a).then(() => stop.abort()) },
      activities: createActivityRepository(db),
      log: t.app.log,
      chunk: 1,
    });
    expect(await backfill.run(stop.signal)).toBe(1);
    expect(await storedHistogram(ids[0]!)).toEqual(imported[0]);
    expect(await storedHistogram(ids[1]!)).toBeNull();

    // the job queued at every start picks up the rest
    await t.app.jobs.enqueue(powerHistogramBackfillJob, {}, { singletonKey: 'all' });
    await t.app.jobs.idle();
    expect(await storedHistogram(ids[1]!)).toEqual([]);
    expect(await histograms.pending(10)).toEqual([]);
    const again = createPowerHistogramBackfill({
      histograms,
      activities: createActivityRepository(db),
      log: t.app.log,
    });
    expect(await again.run()).toBe(0);
    expect(await storedHistogram(ids[0]!)).toEqual(imported[0]);
  });
});
