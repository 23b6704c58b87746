import { libraryWorkoutById, targetPowerSeries } from '@domestique/coach';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * Every trigger through the real API: rides imported and deleted, post-ride feedback, a new FTP, fatigue, profile
 * settings — each runs the coach on the stored plan and stores what it changed, with its reason.
 * Rider: intermediate, endurance, FTP 250, Lisbon; plan from Monday 1 June 2026, Tue/Thu/Sat/Sun, 6 h. Its key
 * sessions: Tue 2 sweet spot, Thu 4 threshold, Tue 9 threshold, Thu 11 sweet spot.
 */
const clock = testClock('2026-06-01T12:00:00Z');
const EMAIL = 'triggers@example.com';
const DAYS = [
  { day: 'tue', maxDurationS: 5400 },
  { day: 'thu', maxDurationS: 5400 },
  { day: 'sat', maxDurationS: 3 * 3600 },
  { day: 'sun', maxDurationS: 2 * 3600 },
];
let t: TestApp;
let tom: TestClient;
let seed = 1;

/**
 * A synthetic ride starting at 07:00 Lisbon time (06:00 UTC in summer) on `day`: the encoder's model (≈ 200 W with
 * surges, NP ≈ 247 W: IF ≈ 0.99 at FTP 250, a hard ride), or `power` watts at each second (`EASY`: a steady 170 W).
 */
async function ride(day: string, durationS: number, power?: (second: number) => number) {
  const id = await uploadOne(tom, {
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

const EASY = () => 170;

/** `day`'s planned ride ridden as written (its targets at FTP 250): it completes the session by its zones too. */
async function rideAsPlanned(day: string) {
  const [planned] = await calendarSessions(tom, day, day);
  const target = targetPowerSeries(libraryWorkoutById(planned.workoutId)!.steps, 250);
  return ride(day, target.length, (s) => target[s] ?? 0);
}

/** The profile as onboarding saved it, with `extra` fields changed (and the jobs it queued run). */
async function saveProfile(extra: Record<string, unknown>) {
  const res = await tom.put('/api/profile', {
    name: 'Rider',
    email: EMAIL,
    age: 35,
    weight: 70,
    weight_unit: 'kg',
    ftp: 250,
    knows_ftp: true,
    experience_level: 'intermediate',
    primary_goal: 'endurance',
    timezone: 'Europe/Lisbon',
    ...extra,
  });
  await t.app.jobs.idle();
  return res;
}

async function changes() {
  const res = await tom.get('/api/plans/changes?pageSize=50');
  return res.json.items as {
    reason: string;
    kind: string;
    origin: string;
    trigger: string;
    sentence: string;
    inputs: Record<string, unknown>;
    from: { level?: number };
    to: { level?: number };
  }[];
}

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  tom = t.client();
  await onboardedRider(tom, EMAIL, { ftp: 250, timezone: 'Europe/Lisbon' });
  const res = await tom.post('/api/plans', { weeklyHours: 6, availability: DAYS });
  expect(res.status).toBe(201);
  expect(res.json.plan.input.ftpW).toBe(250);
});
afterAll(() => t?.close());

describe('rides imported and deleted', () => {
  let keyRide = '';
  let extraRide = '';

  it('a ride on a session’s day is matched to it and scored; another day’s ride is unplanned but counts', async () => {
    clock.set('2026-06-02T20:00:00Z');
    const [planned] = await calendarSessions(tom, '2026-06-02', '2026-06-02');
    keyRide = await ride('2026-06-02', planned.durationS);
    const [session] = await calendarSessions(tom, '2026-06-02', '2026-06-02');
    expect(session).toMatchObject({ role: 'key', family: 'sweetSpot', activityId: keyRide });
    expect(['completed', 'partial']).toContain(session.status);
    expect(session.compliance.duration).toBeGreaterThan(0.9);

    clock.set('2026-06-03T20:00:00Z');
    // an easy ride: a hard one the day before Thursday's key session would move it (plans-ridden-hard.test.ts)
    extraRide = await ride('2026-06-03', 3600, EASY);
    const cal = await tom.get('/api/calendar?from=2026-06-02&to=2026-06-03');
    expect(cal.json.days[0].rides[0]).toMatchObject({ id: keyRide, matchedUid: session.uid });
    expect(cal.json.days[1].rides[0]).toMatchObject({ id: extraRide, matchedUid: null });
    const week = (await tom.get('/api/plans/active')).json.plan.weeks[0];
    expect(week.done.unplannedTss).toBeGreaterThan(0);
    expect(week.done.tss).toBeGreaterThan(week.done.unplannedTss);
  });

  it('deleting a ride un-matches its session (planned again today; missed once its day is past)', async () => {
    expect((await tom.request('DELETE', `/api/activities/${extraRide}`)).status).toBe(204);
    await t.app.jobs.idle();
    const cal = await tom.get('/api/calendar?from=2026-06-03&to=2026-06-03');
    expect(cal.json.days[0].rides).toEqual([]);
    expect((await tom.request('DELETE', `/api/activities/${keyRide}`)).status).toBe(204);
    await t.app.jobs.idle();
    const [session] = await calendarSessions(tom, '2026-06-02', '2026-06-02');
    // 2 June is past on 3 June: no ride, so missed; the coach moves a missed key session (or lets it go)
    expect(['missed', 'moved', 'skipped']).toContain(session.status);
    expect(session.activityId).toBeNull();
    expect((await changes()).some((c) => /^missedKey/.test(c.reason) && c.trigger === 'ride')).toBe(true);
  });
});

describe('post-ride feedback', () => {
  let thursday = '';

  it('“too hard” on a key session eases the next one of its family within a week, and says why', async () => {
    clock.set('2026-06-04T20:00:00Z');
    // the session as written: the encoder's model ride, its time spread over every zone, is only partial against a
    // threshold session by its zones — failed — and would have eased the next one before any feedback
    thursday = await rideAsPlanned('2026-06-04');
    const res = await tom.put(`/api/activities/${thursday}/feedback`, { rpe: 9, feel: 'tooHard' });
    expect(res.status).toBe(200);
    expect(res.json.feedback).toMatchObject({ activityId: thursday, rpe: 9, feel: 'tooHard' });
    const eased = res.json.changes.find((c: { reason: string }) => c.reason === 'feedbackTooHard');
    expect(eased).toMatchObject({ kind: 'swap', origin: 'coach', trigger: 'feedback' });
    expect(eased.from.date).toBe('2026-06-09');
    expect(eased.to.session.workoutId).not.toBe(eased.from.session.workoutId);
    const read = (await tom.get(`/api/activities/${thursday}/feedback`)).json;
    expect(read.feedback.feel).toBe('tooHard');
    // the ride did Thursday's planned session: the one the web asks "against the plan" about
    const [planned] = (await calendarSessions(tom, '2026-06-04', '2026-06-04')).filter(
      (s: { activityId: string | null }) => s.activityId === thursday,
    );
    expect(read.session).toEqual({
      uid: planned.uid,
      date: '2026-06-04',
      workoutId: planned.workoutId,
      name: planned.name,
    });
  });

  it('two “too easy” in a row raise the family’s level and its upcoming sessions follow', async () => {
    // the rider corrects Thursday's feedback (the trigger acted once for that session already: no change)
    const again = await tom.put(`/api/activities/${thursday}/feedback`, { feel: 'tooEasy' });
    expect(again.json.changes.filter((c: { trigger: string }) => c.trigger === 'feedback')).toEqual([]);
    clock.set('2026-06-09T20:00:00Z');
    const tuesday = await ride('2026-06-09', 3600);
    const res = await tom.put(`/api/activities/${tuesday}/feedback`, { feel: 'tooEasy' });
    const level = res.json.changes.find((c: { reason: string }) => c.reason === 'streakTooEasy');
    expect(level).toMatchObject({ kind: 'levelChange', trigger: 'feedback' });
    expect(level.to.level).toBeGreaterThan(level.from.level);
    expect(level.sentence).toMatch(/threshold/i);
  });
});

describe('a new FTP', () => {
  it('typed in the profile: the plan records it and says what it means (targets are %FTP)', async () => {
    expect((await saveProfile({ ftp: 270 })).status).toBe(200);
    const plan = (await tom.get('/api/plans/active')).json.plan;
    expect(plan.input.ftpW).toBe(270);
    const all = await changes();
    const ftp = all.find((c) => c.kind === 'ftpChange');
    expect(ftp).toMatchObject({ kind: 'ftpChange', reason: 'ftpRaised', origin: 'coach', trigger: 'ftp' });
    expect(ftp!.inputs).toMatchObject({ before: 250, after: 270, source: 'manual' });
    expect(ftp!.sentence).toContain('270 W');
  });

  it('lowers the progression levels with it: +8 % is one and a half levels, the coming sessions swapped [T17]', async () => {
    const levels = (await changes()).filter((c) => c.reason === 'levelsAfterFtp');
    expect(levels.length).toBeGreaterThan(0);
    for (const l of levels) {
      expect(l).toMatchObject({ kind: 'levelChange', origin: 'coach', trigger: 'ftp' });
      expect(l.to.level).toBe(Math.max(1, l.from.level! - 1.5));
    }
    expect(levels[0]!.sentence).toMatch(
      /^Your FTP went up 8.0%, so every .* workout now asks for more watts/,
    );
  });
});

describe('profile settings', () => {
  it('new weekly hours in the profile re-plan from today, the past kept', async () => {
    const past = await calendarSessions(tom, '2026-06-01', '2026-06-08');
    expect((await saveProfile({ ftp: 270, weekly_hours: 8 })).status).toBe(200);
    const [latest] = await changes();
    expect(latest).toMatchObject({
      kind: 'replan',
      reason: 'replanHours',
      origin: 'rider',
      trigger: 'settings',
    });
    expect((await tom.get('/api/plans/active')).json.plan.input.weeklyHours).toBe(8);
    const after = await calendarSessions(tom, '2026-06-01', '2026-06-08');
    const strip = (s: { uid: string; workoutId: string; date: string }) =>
      `${s.date} ${s.uid} ${s.workoutId}`;
    expect(after.map(strip)).toEqual(past.map(strip));
  });
});

describe('fatigue', () => {
  it('three long days in a row push form below the floor: the next week gets easier, and says why', async () => {
    clock.set('2026-06-14T20:00:00Z');
    for (const day of ['2026-06-12', '2026-06-13', '2026-06-14']) await ride(day, 4 * 3600);
    clock.set('2026-06-15T12:00:00Z');
    await tom.get('/api/plans/dashboard');
    const eased = (await changes()).filter((c) => c.reason === 'fatigueFloor');
    expect(eased.length).toBeGreaterThan(0);
    expect(eased[0]).toMatchObject({ origin: 'coach', trigger: 'fatigue' });
    expect(Number(eased[0]!.inputs.tsb)).toBeLessThan(Number(eased[0]!.inputs.floor));
  });
});

describe('the daily pass', () => {
  it('a past session with no ride is missed', async () => {
    const [sat] = await calendarSessions(tom, '2026-06-06', '2026-06-06');
    expect(sat.status).toBe('missed');
  });
});
