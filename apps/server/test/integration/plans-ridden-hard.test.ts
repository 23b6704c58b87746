import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * Guardrails on what is ridden, end to end: a hard unplanned ride the day before a key session makes that day hard,
 * so the key session moves to a later free day of its week, with its reason — through the real upload,
 * the ride job and the daily pass. Rider: FTP 250, Lisbon; plan from Monday 1 June 2026 on Tue/Thu/Sat/Sun, whose
 * key sessions are on Tuesday 2 and Thursday 4 June.
 */
const clock = testClock('2026-06-01T12:00:00Z');
let t: TestApp;
let rita: TestClient;
let seed = 1;

/** A ride starting at 07:00 Lisbon time on `day`, at `power(second)` watts. */
async function ride(day: string, durationS: number, power?: (s: number) => number) {
  const id = await uploadOne(rita, {
    name: `${day}-${seed}.fit`,
    bytes: encodeSyntheticRideFit({
      durationS,
      seed: seed++,
      startTime: new Date(`${day}T06:00:00Z`),
      ...(power ? { power } : {}),
    }),
  });
  await t.app.jobs.idle(); // the plan hears of the ride through a job
  return id;
}

/** 90 min: 15 min easy, 5 × (8 min at 112 % FTP, 4 min easy), then easy — IF ≈ 0.9, a hard day. */
const intervals = (s: number) => {
  const inSet = s - 900;
  if (inSet < 0 || inSet >= 5 * 720) return 160;
  return inSet % 720 < 480 ? 280 : 150;
};

async function changes() {
  const res = await rita.get('/api/plans/changes?pageSize=50');
  return res.json.items as {
    reason: string;
    kind: string;
    trigger: string;
    sentence: string;
    inputs: Record<string, unknown>;
    from: { date: string; session: { uid: string } } | null;
    to: { date: string } | null;
  }[];
}

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  rita = t.client();
  await onboardedRider(rita, 'ridden@example.com', { ftp: 250, timezone: 'Europe/Lisbon' });
  await createPlan(rita);
});
afterAll(() => t?.close());

describe('a hard unplanned ride', () => {
  it('moves the next day’s key session to a later free day of its week, says why, and acts once', async () => {
    const [tue] = await calendarSessions(rita, '2026-06-02', '2026-06-02');
    expect(tue).toMatchObject({ role: 'key' });
    const [thu] = await calendarSessions(rita, '2026-06-04', '2026-06-04');
    expect(thu).toMatchObject({ role: 'key' });
    clock.set('2026-06-02T20:00:00Z');
    await ride('2026-06-02', tue.durationS);

    // Wednesday: a hard group ride on a day the plan leaves free.
    clock.set('2026-06-03T20:00:00Z');
    const wed = await ride('2026-06-03', 5400, intervals);
    const activity = (await rita.get(`/api/activities/${wed}`)).json;
    expect(activity.intensityFactor).toBeGreaterThanOrEqual(0.85);
    const cal = await rita.get('/api/calendar?from=2026-06-03&to=2026-06-03');
    expect(cal.json.days[0].rides[0]).toMatchObject({ id: wed, matchedUid: null });

    const made = (await changes()).filter((c) => /^riddenHard/.test(c.reason));
    expect(made).toHaveLength(1);
    const change = made[0]!;
    expect(change).toMatchObject({
      reason: 'riddenHardMoved',
      kind: 'move',
      trigger: 'ride',
      inputs: { rideDate: '2026-06-03', rideId: wed, cause: 'hard' },
      from: { date: '2026-06-04', session: { uid: thu.uid } },
      to: { date: '2026-06-07' },
    });
    expect(change.sentence).toBe(
      'Your ride on Wednesday 3 June was a hard one, so we moved your threshold session from Thursday 4 June to Sunday 7 June: hard days stay at least 48 hours apart, and Saturday stays easy so you arrive fresh.',
    );
    // Thursday is no longer a hard day: the session shows there as moved, with the day it went to.
    const [after] = await calendarSessions(rita, '2026-06-04', '2026-06-04');
    expect(after).toMatchObject({ uid: thu.uid, status: 'moved', movedTo: '2026-06-07' });
    const sunday = await calendarSessions(rita, '2026-06-07', '2026-06-07');
    expect(sunday).toContainEqual(expect.objectContaining({ uid: thu.uid, role: 'key', status: 'planned' }));

    // The daily pass again the same day (another ride, an easy spin): nothing more.
    clock.set('2026-06-03T21:00:00Z');
    await ride('2026-06-03', 1200, () => 120);
    expect((await changes()).filter((c) => /^riddenHard/.test(c.reason))).toHaveLength(1);
  });

  it('deleted the same evening, it gives back what it moved: Thursday’s session is back on Thursday', async () => {
    clock.set('2026-06-03T21:30:00Z');
    const sundayBefore = await calendarSessions(rita, '2026-06-07', '2026-06-07');
    const [change] = (await changes()).filter((c) => c.reason === 'riddenHardMoved');
    const wed = String(change!.inputs.rideId);
    expect((await rita.request('DELETE', `/api/activities/${wed}`)).status).toBe(204);
    await t.app.jobs.idle();
    const [thu] = await calendarSessions(rita, '2026-06-04', '2026-06-04');
    expect(thu).toMatchObject({ role: 'key', status: 'planned', movedTo: null });
    const sunday = await calendarSessions(rita, '2026-06-07', '2026-06-07');
    expect(sunday.map((s: { uid: string }) => s.uid)).not.toContain(thu.uid);
    // the easy session that made room for it is back too
    const displaced = sundayBefore.find((x: { uid: string }) => x.uid !== thu.uid);
    expect(displaced).toMatchObject({ status: 'skipped' });
    expect(sunday).toEqual([expect.objectContaining({ uid: displaced.uid, status: 'planned' })]);
    const undos = (await changes()).filter((c) => c.reason === 'riderUndo');
    expect(undos.map((u) => u.trigger)).toEqual(['ride', 'ride']);
    expect(undos.some((u) => /Wednesday 3 June was a hard one/.test(u.sentence))).toBe(true);
  });
});
