import { addDays } from '@domestique/coach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Strength logs count for the plan: logging a strength session (the strength module) publishes "strength logs
 * changed", a job re-projects the plan, and the day's planned strength session is completed; without a log it is
 * missed once its day is past. Another rider's log completes nothing of mine. The plan overview's week counts, its
 * planned session count ("3 of 5 done") and done load say the same as the calendar.
 */
const clock = testClock('2026-06-01T12:00:00Z');
const SIX_DAYS = ['mon', 'tue', 'wed', 'thu', 'sat', 'sun'].map((day) => ({ day, maxDurationS: 2 * 3600 }));
let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let cara: TestClient;
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
let strength: any[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ada = t.client();
  bob = t.client();
  await onboardedRider(ada, 'strength-plan@example.com', { ftp: 250, timezone: 'Europe/Lisbon' });
  await onboardedRider(bob, 'strength-other@example.com', { ftp: 250, timezone: 'Europe/Lisbon' });
  await createPlan(ada, { strength: true });
  await createPlan(bob, { strength: true });
  // two strength sessions a week (six riding days), so a week can hold a logged and an unlogged one
  cara = t.client();
  await onboardedRider(cara, 'strength-overview@example.com', { ftp: 250, timezone: 'Europe/Lisbon' });
  await createPlan(cara, { strength: true, weeklyHours: 8, availability: SIX_DAYS });
  strength = (await calendarSessions(ada, '2026-06-01', '2026-06-21')).filter(
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    (s: any) => s.kind === 'strength',
  );
});
afterAll(() => t?.close());

const statusOf = async (client: TestClient, uid: string) =>
  (await calendarSessions(client, '2026-06-01', '2026-06-21')).find(
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    (s: any) => s.uid === uid,
  )?.status;

describe('strength logs and the plan', () => {
  it('a log on the day completes its strength session; deleting it makes it planned again', async () => {
    expect(strength.length).toBeGreaterThanOrEqual(2);
    const first = strength[0];
    clock.set(`${first.date}T18:00:00Z`);
    expect(await statusOf(ada, first.uid)).toBe('planned');

    // Bob logs a session on that day: nothing of Ada's changes
    const other = await bob.post(`/api/strength/${first.workoutId}/logs`, { date: first.date });
    expect(other.status).toBe(201);
    await t.app.jobs.idle();
    expect(await statusOf(ada, first.uid)).toBe('planned');

    const logged = await ada.post(`/api/strength/${first.workoutId}/logs`, { date: first.date });
    expect(logged.status).toBe(201);
    await t.app.jobs.idle();
    expect(await statusOf(ada, first.uid)).toBe('completed');

    // no change of the plan is stored for it: a log is a fact, not a decision
    const changes = await ada.get('/api/plans/changes');
    expect(changes.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    expect(changes.json.items.some((c: any) => c.trigger === 'strength')).toBe(false);

    const removed = await ada.request('DELETE', `/api/strength/logs/${logged.json.id}`);
    expect(removed.status).toBe(204);
    await t.app.jobs.idle();
    expect(await statusOf(ada, first.uid)).toBe('planned');

    // logged again, it stays completed once the day is past
    expect((await ada.post(`/api/strength/${first.workoutId}/logs`, { date: first.date })).status).toBe(201);
    await t.app.jobs.idle();
    expect(await statusOf(ada, first.uid)).toBe('completed');
  });

  it('a strength session with no log is missed once its day is past (the daily pass), not before', async () => {
    const second = strength[1];
    clock.set(`${second.date}T12:00:00Z`);
    expect(await statusOf(ada, second.uid)).toBe('planned');
    clock.advance(1);
    // the first read of the new day runs the daily pass, which writes the rows again
    expect(await statusOf(ada, second.uid)).toBe('missed');
    expect(await statusOf(ada, strength[0].uid)).toBe('completed');
  });
});

describe('the plan overview and the calendar agree on strength', () => {
  it('a week with a logged and an unlogged strength session: the same completed and missed counts on both', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const before = (await cara.get('/api/plans/active')).json.plan;
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    const weekOf = async (w: any) => calendarSessions(cara, w.startDate, w.endDate);
    let week = null;
    let sessions = [];
    for (const w of before.weeks.slice(0, 4)) {
      sessions = await weekOf(w);
      // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
      if (sessions.filter((s: any) => s.kind === 'strength').length >= 2) {
        week = w;
        break;
      }
    }
    expect(week).not.toBeNull();
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    const [logged, unlogged] = sessions.filter((s: any) => s.kind === 'strength');

    // the day after the week: every session of it is past, and no ride was done
    clock.set(`${addDays(week.endDate, 1)}T12:00:00Z`);
    const log = await cara.post(`/api/strength/${logged.workoutId}/logs`, { date: logged.date });
    expect(log.status).toBe(201);
    await t.app.jobs.idle();

    const calendar = await weekOf(week);
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    const statusOf = (uid: string) => calendar.find((s: any) => s.uid === uid)?.status;
    expect(statusOf(logged.uid)).toBe('completed');
    expect(statusOf(unlogged.uid)).toBe('missed');
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    const count = (status: string) => calendar.filter((s: any) => s.status === status).length;

    const res = await cara.get('/api/plans/active');
    expect(res.status).toBe(200);
    const done = res.json.plan.weeks[week.index].done;
    expect({ completed: done.completed, partial: done.partial, missed: done.missed }).toEqual({
      completed: count('completed'),
      partial: count('partial'),
      missed: count('missed'),
    });
    // no rides: the one completed session is the logged strength session, every other one is missed
    expect(done.completed).toBe(1);
    expect(done.missed).toBe(calendar.length - 1);
    // the plan's planned TSS and time include strength, so what was done includes the log
    expect(done.tss).toBeCloseTo(log.json.tss, 1);
    expect(done.durationS).toBe(log.json.durationS);
    expect(done.unplannedTss).toBe(0);
    // "of N": the week's planned sessions, rides and strength, are the calendar's live rows; the week is past, so
    // every one of them has a status
    const live = calendar.filter(
      // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
      (s: any) => s.status !== 'skipped' && s.status !== 'moved',
    );
    const overview = res.json.plan.weeks[week.index];
    expect(overview.sessions).toBe(live.length);
    expect(overview.sessions).toBeGreaterThanOrEqual(3);
    expect(done.completed + done.partial + done.missed).toBe(overview.sessions);
  });

  it('a week not begun has its planned session count and no done figures; a rest day counts for nothing', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const plan = (await cara.get('/api/plans/active')).json.plan;
    const later = plan.weeks.at(-1);
    expect(later.done).toBeNull();
    const calendar = await calendarSessions(cara, later.startDate, later.endDate);
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    const live = calendar.filter((s: any) => s.status !== 'skipped' && s.status !== 'moved');
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    const kinds = new Set(live.map((s: any) => s.kind));
    expect(later.sessions).toBe(live.length);
    expect(kinds).toEqual(new Set(['ride', 'strength']));
    // six riding days: the seventh (Friday) is a rest day with no session, so the count is what is planned, not days
    const days = (await cara.get(`/api/calendar?from=${later.startDate}&to=${later.endDate}`)).json.days;
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    expect(days.some((d: any) => d.sessions.length === 0)).toBe(true);
    // every week says how many sessions it holds
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    expect(plan.weeks.every((w: any) => Number.isInteger(w.sessions) && w.sessions > 0)).toBe(true);
  });
});
