import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The rider's week — weekly hours, riding days with each day's cap, and the time zone — is one fact: the plan's week
 * is written into the profile (Settings and the wizard read it there), and a change in Settings re-plans the active
 * plan. Issue #22: a plan built with 6 h on Tue/Thu/Sat/Sun left the profile with no hours, no days and no zone.
 * Clock: Friday 5 June 2026.
 */
const clock = testClock('2026-06-05T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

const SIX_HOURS = [
  { day: 'tue', maxDurationS: 5400 },
  { day: 'thu', maxDurationS: 5400 },
  { day: 'sat', maxDurationS: 3 * 3600 },
  { day: 'sun', maxDurationS: 2 * 3600 },
];

/** The profile as onboarding saved it (no week, no zone), with `extra` fields changed. */
function saveProfile(client: TestClient, email: string, extra: Record<string, unknown>) {
  return client.put('/api/profile', {
    name: 'Rider',
    email,
    age: 35,
    weight: 70,
    weight_unit: 'kg',
    ftp: 250,
    knows_ftp: true,
    experience_level: 'intermediate',
    primary_goal: 'endurance',
    ...extra,
  });
}

describe('the plan’s week is the rider’s week', () => {
  let ana: TestClient;
  const email = 'week-ana@example.com';
  beforeAll(async () => {
    ana = t.client();
    await onboardedRider(ana, email, { ftp: 250 });
  });

  it('a plan made with 6 h on Tue/Thu/Sat/Sun puts that week, caps included, in the profile', async () => {
    const before = (await ana.get('/api/profile')).json;
    expect(before).toMatchObject({ weekly_hours: null, available_days: null, day_caps: null });
    const res = await ana.post('/api/plans', { weeklyHours: 6, availability: SIX_HOURS });
    expect(res.status).toBe(201);
    expect((await ana.get('/api/profile')).json).toMatchObject({
      weekly_hours: 6,
      available_days: ['tue', 'thu', 'sat', 'sun'],
      day_caps: { tue: 5400, thu: 5400, sat: 10800, sun: 7200 },
    });
  });

  it('its week totals cover the calendar’s weeks, Monday to Sunday, from a Friday start', async () => {
    const plan = (await ana.get('/api/plans/active')).json.plan;
    expect(plan.startDate).toBe('2026-06-05'); // a Friday
    const [first, second] = plan.weeks;
    expect(first).toMatchObject({ index: 0, startDate: '2026-06-05', endDate: '2026-06-07' });
    expect(second).toMatchObject({ index: 1, startDate: '2026-06-08', endDate: '2026-06-14' });
    expect(plan.currentWeek).toBe(0);
    // each row's totals are the calendar's sessions of those very days
    for (const w of [first, second]) {
      const days = (await ana.get(`/api/calendar?from=${w.startDate}&to=${w.endDate}`)).json.days;
      const live = days
        .flatMap((d: { sessions: { status: string; tss: number; durationS: number }[] }) => d.sessions)
        .filter((x: { status: string }) => x.status !== 'moved' && x.status !== 'skipped');
      expect(w.sessions).toBe(live.length);
      expect(w.plannedDurationS).toBe(
        live.reduce((t: number, x: { durationS: number }) => t + x.durationS, 0),
      );
      expect(w.plannedTss).toBeCloseTo(
        live.reduce((t: number, x: { tss: number }) => t + x.tss, 0),
        0,
      );
    }
    // 12 training weeks from a Friday touch 13 calendar weeks; the phases span the rows the rider reads
    expect(plan.input.weeks).toBe(12);
    expect(plan.weeks).toHaveLength(13);
    expect(plan.phases.at(-1).toWeek).toBe(12);
    expect(plan.weeks[1].focus.text).toMatch(/^Week 2 of 13/);
    const board = (await ana.get('/api/plans/dashboard')).json.plan;
    expect(board).toMatchObject({ week: 1, weeks: 13 });
  });

  it('new hours and five days through the plan’s own settings follow into the profile too', async () => {
    const five = [{ day: 'mon', maxDurationS: 3600 }, ...SIX_HOURS];
    const res = await ana.request('PATCH', '/api/plans/active', { weeklyHours: 10, availability: five });
    expect(res.status).toBe(200);
    expect((await ana.get('/api/profile')).json).toMatchObject({
      weekly_hours: 10,
      available_days: ['mon', 'tue', 'thu', 'sat', 'sun'],
      day_caps: { mon: 3600, tue: 5400, thu: 5400, sat: 10800, sun: 7200 },
    });
  });

  it('hours, days and caps changed in Settings re-plan the active plan, keeping its start load’s basis', async () => {
    const before = (await ana.get('/api/plans/active')).json.plan;
    const res = await saveProfile(ana, email, {
      weekly_hours: 7,
      available_days: ['tue', 'wed', 'sat', 'sun'],
      day_caps: { tue: 3600, wed: 4500, sat: 4 * 3600, sun: 2 * 3600 },
    });
    expect(res.status).toBe(200);
    await t.app.jobs.idle();
    const after = (await ana.get('/api/plans/active')).json.plan;
    expect(after.id).toBe(before.id);
    expect(after.input.weeklyHours).toBe(7);
    expect(after.input.availability).toEqual([
      { day: 'tue', maxDurationS: 3600 },
      { day: 'wed', maxDurationS: 4500 },
      { day: 'sat', maxDurationS: 4 * 3600 },
      { day: 'sun', maxDurationS: 2 * 3600 },
    ]);
    // no rides: the plan was built on an assumed load, and the re-plan keeps that basis and its numbers
    expect(after.settings.startLoad).toEqual(before.settings.startLoad);
    expect(after.settings.startLoad.basis).toBe('noRides');
    const changes = (await ana.get('/api/plans/changes')).json.items;
    expect(changes[0]).toMatchObject({ kind: 'replan', origin: 'rider', trigger: 'settings' });
  });

  it('a cap alone changed in Settings re-plans too; the profile keeps what was saved', async () => {
    const res = await saveProfile(ana, email, {
      weekly_hours: 7,
      available_days: ['tue', 'wed', 'sat', 'sun'],
      day_caps: { tue: 3600, wed: 4500, sat: 5 * 3600, sun: 2 * 3600 },
    });
    expect(res.status).toBe(200);
    const plan = (await ana.get('/api/plans/active')).json.plan;
    expect(plan.input.availability.find((a: { day: string }) => a.day === 'sat').maxDurationS).toBe(5 * 3600);
    expect((await ana.get('/api/profile')).json.day_caps.sat).toBe(5 * 3600);
  });

  it('a new plan left to the profile’s week takes its hours, days and caps', async () => {
    const res = await ana.post('/api/plans', {});
    expect(res.status).toBe(201);
    expect(res.json.plan.input).toMatchObject({
      weeklyHours: 7,
      availability: [
        { day: 'tue', maxDurationS: 3600 },
        { day: 'wed', maxDurationS: 4500 },
        { day: 'sat', maxDurationS: 5 * 3600 },
        { day: 'sun', maxDurationS: 2 * 3600 },
      ],
    });
  });

  it('a day’s cap outside 15 min–12 h is a field error in the rider’s language, never a 5xx', async () => {
    const res = await ana.put(
      '/api/profile',
      {
        name: 'Rider',
        email,
        age: 35,
        weight: 70,
        weight_unit: 'kg',
        knows_ftp: false,
        experience_level: 'intermediate',
        primary_goal: 'endurance',
        day_caps: { sat: 60, sun: 13 * 3600 },
      },
      { 'accept-language': 'pt' },
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fields['day_caps.sat']).toMatchObject({ code: 'day_cap_range' });
    expect(res.json.error.fields['day_caps.sat'].message).toBe(
      'Escolha entre 15 minutos e 12 horas para um dia',
    );
    expect(res.json.error.fields['day_caps.sun']).toMatchObject({ code: 'day_cap_range' });
  });
});

describe('the time zone', () => {
  let bia: TestClient;
  beforeAll(async () => {
    bia = t.client();
    await onboardedRider(bia, 'week-bia@example.com', { ftp: 250 });
  });

  it('the browser’s zone is saved when none is set, never over one the rider chose', async () => {
    expect((await bia.get('/api/profile')).json.timezone).toBeNull();
    const first = await bia.put('/api/profile/timezone', { timezone: 'America/Sao_Paulo', if_unset: true });
    expect(first.status).toBe(200);
    expect(first.json.timezone).toBe('America/Sao_Paulo');
    const other = await bia.put('/api/profile/timezone', { timezone: 'Asia/Tokyo', if_unset: true });
    expect(other.json.timezone).toBe('America/Sao_Paulo');
    const chosen = await bia.put('/api/profile/timezone', { timezone: 'Europe/Lisbon' });
    expect(chosen.json.timezone).toBe('Europe/Lisbon');
    await bia.put('/api/profile/timezone', { timezone: 'America/Sao_Paulo' });
  });

  it('an offset or an unknown name is no zone: 400 in the rider’s language', async () => {
    for (const timezone of ['+01:00', 'Mars/Olympus_Mons', '']) {
      const res = await bia.put('/api/profile/timezone', { timezone }, { 'accept-language': 'es' });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.timezone).toMatchObject({
        code: 'timezone_invalid',
        message: 'Elige una zona horaria válida, como Europe/Madrid',
      });
    }
  });

  it('a rider without a profile gets 404, as GET /api/profile does', async () => {
    const carl = t.client();
    await carl.signUp('week-carl@example.com');
    const res = await carl.put('/api/profile/timezone', { timezone: 'Europe/Lisbon', if_unset: true });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('profile_not_found');
  });

  it('the plan’s day turns at the rider’s midnight: 22:00 in São Paulo is still that day', async () => {
    clock.set('2026-06-06T01:00:00Z'); // Friday 5 June, 22:00 in São Paulo
    expect((await bia.get('/api/plans/dashboard')).json.today).toBe('2026-06-05');
    const dan = t.client();
    await onboardedRider(dan, 'week-dan@example.com', { ftp: 250 });
    // no zone: the day is UTC's, already Saturday
    expect((await dan.get('/api/plans/dashboard')).json.today).toBe('2026-06-06');
    clock.set('2026-06-05T12:00:00Z');
  });
});
