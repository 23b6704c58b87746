import { CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock, uidPath } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The plan routes one by one: defaults, bad input in three languages, one active plan, settings, change log. */
const clock = testClock('2026-06-01T12:00:00Z'); // Monday
let t: TestApp;
let ana: TestClient;

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ana = t.client();
  await onboardedRider(ana, 'ana-plans@example.com', { timezone: 'Europe/Lisbon' });
});
afterAll(() => t?.close());

/** Saves Ana's profile with the coach's fields (weekly hours, days). */
const profileWith = (client: TestClient, email: string, extra: Record<string, unknown>) =>
  client.put('/api/profile', {
    name: 'Rider',
    email,
    age: 58,
    weight: 70,
    weight_unit: 'kg',
    ftp: 230,
    knows_ftp: true,
    experience_level: 'advanced',
    primary_goal: 'climbing',
    ...extra,
  });

describe('POST /api/plans: the wizard’s answers, completed from the profile', () => {
  it('says which answers are missing, in the request language', async () => {
    for (const [lang, message] of [
      ['en', 'This field is required'],
      ['pt', 'Este campo é obrigatório'],
      ['es', 'Este campo es obligatorio'],
    ]) {
      const res = await ana.post('/api/plans', {}, { 'accept-language': lang! });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('validation_error');
      expect(res.json.error.fields.weeklyHours).toEqual({ code: 'required', message });
      expect(res.json.error.fields.availability.code).toBe('required');
    }
  });

  it('takes goal, level, age, FTP, hours and days from the profile (days capped at twice their share)', async () => {
    const bo = t.client();
    await bo.signUp('bo-plans@example.com');
    expect(
      (
        await profileWith(bo, 'bo-plans@example.com', {
          weekly_hours: 6,
          available_days: ['sun', 'tue', 'thu', 'sat'],
          timezone: 'America/Sao_Paulo',
        })
      ).status,
    ).toBe(200);
    const res = await bo.post('/api/plans', {});
    expect(res.status).toBe(201);
    expect(res.json.endedPlanId).toBeNull();
    const { input, settings } = res.json.plan;
    expect(input).toMatchObject({
      goal: 'climbing',
      level: 'advanced',
      age: 58,
      ftpW: 230,
      weeklyHours: 6,
      startDate: '2026-06-01',
      weeks: 12,
      strength: false,
    });
    // 2 × 6 h / 4 days = 3 h a day
    expect(input.availability).toEqual(
      ['tue', 'thu', 'sat', 'sun'].map((day) => ({ day, maxDurationS: 3 * 3600 })),
    );
    expect(settings.blockWeeks).toBe(3); // over 50: 2:1 blocks
    // an explicit null FTP says "unknown": the plan opens with a test
    const unknown = await bo.post('/api/plans', { ftpW: null });
    expect(unknown.json.plan.input.ftpW).toBeNull();
    expect(unknown.json.plan.weeks[0].ftpTest).toBe(true);
  });

  it('refuses bad answers field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: '2026-05-31' }, 'startDate', 'date_in_past'],
      [{ startDate: '2026-12-01' }, 'startDate', 'start_too_far'],
      [{ startDate: '2026-02-30' }, 'startDate', 'date_invalid'],
      [{ startDate: '0026-06-01' }, 'startDate', 'date_out_of_range'],
      [{ weeks: 60 }, 'weeks', 'weeks_range'],
      [{ weeklyHours: 0.5 }, 'weeklyHours', 'weekly_hours_range'],
      [{ availability: [{ day: 'tue', maxDurationS: 60 }] }, 'availability.0.maxDurationS', 'day_cap_range'],
      [
        {
          availability: [
            { day: 'tue', maxDurationS: 3600 },
            { day: 'tue', maxDurationS: 3600 },
          ],
        },
        'availability.1.day',
        'duplicate_day',
      ],
      [{ weeks: 12, event: { date: '2026-06-20', priority: 'A' } }, 'event.date', 'event_not_in_last_week'],
      [{ event: { date: '2026-06-20', priority: 'D' } }, 'event.priority', 'invalid_option'],
      [{ events: [{ date: '2026-06-20', priority: 'X' }] }, 'events.0.priority', 'invalid_option'],
      [
        { events: [{ date: '2026-06-20', priority: 'B', name: 'x'.repeat(81) }] },
        'events.0.name',
        'event_name_length',
      ],
      [{ events: [{ date: '2026-06-20', priority: 'B', name: 42 }] }, 'events.0.name', 'invalid_value'],
      [{ goal: 'winning' }, 'goal', 'invalid_option'],
      [{ strength: 'yes' }, 'strength', 'invalid_value'],
      [{ favouriteColour: 'red' }, 'favouriteColour', 'unknown_field'],
    ];
    for (const [extra, field, code] of cases) {
      const res = await ana.post(
        '/api/plans',
        { weeklyHours: 5, availability: [{ day: 'sat', maxDurationS: 7200 }], ...extra },
        { 'accept-language': 'es' },
      );
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.json.error.fields[field]?.code, JSON.stringify(res.json)).toBe(code);
      expect(res.json.error.fields[field].message).not.toBe(code);
    }
  });
});

describe('POST /api/plans/preview: the plan before the rider commits', () => {
  it('answers the plan with every day’s sessions, stores nothing, refuses what create refuses', async () => {
    const cy = t.client();
    await onboardedRider(cy, 'cy-preview@example.com', { timezone: 'Europe/Lisbon' });
    const body = {
      ftpW: null,
      weeklyHours: 6,
      availability: [
        { day: 'tue', maxDurationS: 3600 },
        { day: 'thu', maxDurationS: 3600 },
        { day: 'sat', maxDurationS: 7200 },
      ],
      weeks: 12,
    };
    const res = await cy.post('/api/plans/preview', body, { 'accept-language': 'pt' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.plan.id).toBe('preview');
    expect(res.json.plan.weeks).toHaveLength(12);
    expect(res.json.days).toHaveLength(84);
    expect(res.json.days[0].date).toBe('2026-06-01');
    // unknown FTP: the plan opens with a test, named in the request language
    const first = res.json.days.flatMap((d: { sessions: { role: string; name: string }[] }) => d.sessions)[0];
    expect(first.role).toBe('test');
    expect((await cy.get('/api/plans/active')).json.plan).toBeNull();
    // the same plan as create gives
    const created = await cy.post('/api/plans', body, { 'accept-language': 'pt' });
    expect(created.json.plan.weeks).toEqual(res.json.plan.weeks);
    const bad = await cy.post('/api/plans/preview', { ...body, startDate: '2026-05-31' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.startDate.code).toBe('date_in_past');
  });
});

describe('several events', () => {
  it('the plan lists every event with its name; the calendar marks each day; the dashboard lists those ahead', async () => {
    const di = t.client();
    await onboardedRider(di, 'di-events@example.com', { timezone: 'Europe/Lisbon' });
    const events = [
      { date: '2026-08-09', priority: 'A', name: 'Gran Fondo Serra' },
      { date: '2026-07-05', priority: 'B', name: 'Club TT' },
      { date: '2026-07-19', priority: 'C', name: null },
    ];
    const preview = await di.post('/api/plans/preview', {
      weeklyHours: 6,
      availability: [
        { day: 'tue', maxDurationS: 3600 },
        { day: 'sat', maxDurationS: 10800 },
      ],
      events: events.map((e) =>
        e.name ? { ...e, name: `  ${e.name} ` } : { date: e.date, priority: e.priority },
      ),
    });
    expect(preview.status, preview.text).toBe(200);
    // the preview names each event, and ends on the A event's day
    expect(preview.json.plan.input.events.map((e: { name: string | null }) => e.name)).toEqual([
      'Club TT',
      null,
      'Gran Fondo Serra',
    ]);
    expect(preview.json.days.at(-1)).toMatchObject({
      date: '2026-08-09',
      event: { priority: 'A', name: 'Gran Fondo Serra' },
    });
    const res = await di.post('/api/plans', {
      weeklyHours: 6,
      availability: [
        { day: 'tue', maxDurationS: 3600 },
        { day: 'sat', maxDurationS: 10800 },
      ],
      events,
    });
    expect(res.status, res.text).toBe(201);
    const sorted = [events[1], events[2], events[0]];
    expect(res.json.plan.input.events).toEqual(sorted);
    expect(res.json.plan.endDate).toBe('2026-08-09');
    const days = (await di.get('/api/calendar?from=2026-07-01&to=2026-08-09')).json.days;
    expect(
      days
        .filter((d: { event: unknown }) => d.event)
        .map((d: { date: string; event: { priority: string } }) => [d.date, d.event.priority]),
    ).toEqual(sorted.map((e) => [e!.date, e!.priority]));
    expect(days.find((d: { date: string }) => d.date === '2026-07-05').event).toEqual({
      priority: 'B',
      name: 'Club TT',
    });
    expect((await di.get('/api/plans/dashboard')).json.plan.events).toEqual(sorted);
  });
});

describe('one active plan at a time', () => {
  it('a new plan ends the old one, which keeps its history; ending leaves none', async () => {
    const first = await createPlan(ana);
    const res = await ana.post('/api/plans', {
      weeklyHours: 4,
      availability: [{ day: 'sat', maxDurationS: 7200 }],
    });
    expect(res.status).toBe(201);
    expect(res.json.endedPlanId).toBe(first.id);
    const list = (await ana.get('/api/plans')).json.items;
    expect(list.map((p: { status: string }) => p.status)).toEqual(['active', 'ended']);
    expect(list[1]).toMatchObject({ id: first.id, weeks: 12, goal: 'endurance' });
    expect(list[1].endedAt).not.toBeNull();
    expect((await ana.get(`/api/plans/changes?planId=${first.id}`)).json.planId).toBe(first.id);

    const ended = await ana.post('/api/plans/active/end');
    expect(ended.status).toBe(200);
    expect(ended.json.plan.status).toBe('ended');
    expect((await ana.get('/api/plans/active')).json.plan).toBeNull();
    const again = await ana.post('/api/plans/active/end', {}, { 'accept-language': 'pt' });
    expect(again.status).toBe(404);
    expect(again.json.error).toEqual({
      code: 'plan_not_found',
      message: 'Você não tem um plano de treino ativo.',
    });
    expect((await ana.get('/api/plans/dashboard')).json).toMatchObject({ plan: null, upcoming: [] });
  });
});

describe('PATCH /api/plans/active: new settings re-plan from today', () => {
  it('stores the re-plan with its reason, in the rider’s words; nothing to change is a 400', async () => {
    await createPlan(ana);
    clock.set('2026-06-10T12:00:00Z');
    const res = await ana.request(
      'PATCH',
      '/api/plans/active',
      { weeklyHours: 8 },
      { 'accept-language': 'pt' },
    );
    expect(res.status).toBe(200);
    expect(res.json.plan.input.weeklyHours).toBe(8);
    expect(res.json.changes).toHaveLength(1);
    expect(res.json.changes[0]).toMatchObject({
      kind: 'replan',
      reason: 'replanHours',
      origin: 'rider',
      trigger: 'settings',
      undo: { possible: false, refusal: 'riderChange' },
    });
    expect(res.json.changes[0].sentence).toMatch(/8/);
    const none = await ana.request('PATCH', '/api/plans/active', {});
    expect(none.status).toBe(400);
    expect(none.json.error.fields._.code).toBe('nothing_to_change');
    const past = await ana.request('PATCH', '/api/plans/active', {
      event: { date: '2026-06-05', priority: 'B' },
    });
    expect(past.status).toBe(400);
    expect(past.json.error.fields['event.date'].code).toBe('event_before_start');
  });
});

describe('the calendar: read, move, skip, swap', () => {
  it('reads this week by default, refuses bad ranges', async () => {
    const week = await ana.get('/api/calendar');
    expect(week.status).toBe(200);
    expect(week.json).toMatchObject({ from: '2026-06-08', to: '2026-06-14', today: '2026-06-10' });
    expect(week.json.days).toHaveLength(7);
    expect((await ana.get('/api/calendar?from=2026-06-10&to=2026-06-01')).json.error.fields.to.code).toBe(
      'range_end_before_start',
    );
    expect((await ana.get('/api/calendar?from=2026-01-01&to=2026-06-01')).json.error.fields.to.code).toBe(
      'range_too_long',
    );
    expect((await ana.get('/api/calendar?from=banana')).json.error.fields.from.code).toBe('date_invalid');
  });

  it('moves a session (its first day shows it moved), skips one, swaps one for an alternative', async () => {
    const upcoming = (await calendarSessions(ana, '2026-06-10', '2026-06-21')).filter(
      (s: { status: string; kind: string }) => s.status === 'planned' && s.kind === 'ride',
    );
    const [a, b, c] = upcoming;
    const moveTo = '2026-06-20';
    const moved = await ana.post(`/api/calendar/sessions/${uidPath(a.uid)}/move`, { toDate: moveTo });
    expect(moved.status).toBe(200);
    expect(moved.json.change).toMatchObject({ kind: 'move', reason: 'riderMoved', origin: 'rider' });
    expect(Array.isArray(moved.json.warnings)).toBe(true);
    const [ghost] = (await calendarSessions(ana, a.date, a.date)).filter(
      (s: { uid: string }) => s.uid === a.uid,
    );
    expect(ghost).toMatchObject({ status: 'moved', movedTo: moveTo });
    expect((await calendarSessions(ana, moveTo, moveTo)).some((s: { uid: string }) => s.uid === a.uid)).toBe(
      true,
    );

    const skipped = await ana.post(`/api/calendar/sessions/${uidPath(b.uid)}/skip`);
    expect(skipped.json.change.reason).toBe('riderSkipped');
    expect(
      (await calendarSessions(ana, b.date, b.date)).find((s: { uid: string }) => s.uid === b.uid).status,
    ).toBe('skipped');

    const alternatives = await ana.get(`/api/calendar/sessions/${uidPath(c.uid)}/alternatives`, {
      'accept-language': 'pt',
    });
    expect(alternatives.status).toBe(200);
    expect(alternatives.json.alternatives.length).toBeGreaterThan(0);
    for (const alt of alternatives.json.alternatives) expect(alt.family).toBe(c.family);
    const pick = alternatives.json.alternatives[0];
    const swapped = await ana.post(`/api/calendar/sessions/${uidPath(c.uid)}/swap`, {
      workoutId: pick.workoutId,
    });
    expect(swapped.status).toBe(200);
    expect(swapped.json.change).toMatchObject({ kind: 'swap', reason: 'riderSwapped' });
    const after = (await calendarSessions(ana, c.date, c.date)).find((s: { uid: string }) => s.uid === c.uid);
    expect(after).toMatchObject({ workoutId: pick.workoutId, adjustedBy: 'riderSwapped' });

    const other = c.family === 'ftpTest' ? 'sweet-spot-2x20-90' : 'ftp-test-ramp';
    const wrong = await ana.post(`/api/calendar/sessions/${uidPath(c.uid)}/swap`, { workoutId: other });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.workoutId.code).toBe('not_an_alternative');
  });

  it('refuses a move to the past, onto the same day or outside the plan; an unknown session is a 404', async () => {
    const [s] = (await calendarSessions(ana, '2026-06-11', '2026-06-30')).filter(
      (x: { status: string }) => x.status === 'planned',
    );
    const move = (toDate: string) => ana.post(`/api/calendar/sessions/${uidPath(s.uid)}/move`, { toDate });
    expect((await move('2026-06-09')).json.error.fields.toDate.code).toBe('date_in_past');
    expect((await move(s.date)).json.error.fields.toDate.code).toBe('same_day');
    expect((await move('2027-06-09')).json.error.fields.toDate.code).toBe('outside_plan');
    const unknown = await ana.post(`/api/calendar/sessions/${uidPath('2026-06-11#9')}/skip`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('session_not_found');
  });
});

describe('the change log and undo', () => {
  it('lists every change newest first with its sentence; undoes the coach’s, not the rider’s own', async () => {
    const marked = await ana.post('/api/calendar/unavailable', {
      from: '2026-06-16',
      to: '2026-06-18',
      reason: 'illness',
    });
    expect(marked.status).toBe(201);
    expect(marked.json.changes.length).toBeGreaterThan(0);
    const log = await ana.get('/api/plans/changes?pageSize=2', { 'accept-language': 'es' });
    expect(log.status).toBe(200);
    expect(log.json.items).toHaveLength(2);
    expect(log.json.total).toBeGreaterThan(4);
    const page2 = await ana.get('/api/plans/changes?pageSize=2&page=2');
    expect(page2.json.items[0].id).not.toBe(log.json.items[0].id);
    for (const item of log.json.items) expect(item.sentence.length).toBeGreaterThan(20);

    // the days stay off: undoing would put a session back on one (plans-undo-group.test.ts undoes a decision)
    const coach = marked.json.changes.at(-1);
    expect(coach).toMatchObject({
      origin: 'coach',
      trigger: 'unavailable',
      undo: { possible: false, refusal: 'unavailableDay' },
    });
    const refused = await ana.post(`/api/plans/changes/${coach.id}/undo`, {}, { 'accept-language': 'es' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('undo_unavailable_day');
    expect(refused.json.error.message).toMatch(/^Deshacer esto volvería a poner una sesión/);

    const riders = (await ana.get('/api/plans/changes?pageSize=50')).json.items.find(
      (c: { reason: string }) => c.reason === 'riderMoved',
    );
    expect(riders.undo).toEqual({ possible: false, refusal: 'riderChange', linked: [] });
    expect((await ana.post(`/api/plans/changes/${riders.id}/undo`)).json.error.code).toBe(
      'undo_not_possible',
    );
    expect((await ana.post('/api/plans/changes/00000000-0000-0000-0000-000000000000/undo')).status).toBe(404);
  });

  it('a change whose day has passed can no longer be undone', async () => {
    const coach = (await ana.get('/api/plans/changes?pageSize=50')).json.items.find(
      (c: { origin: string; undoneAt: string | null; kind: string }) =>
        c.origin === 'coach' && !c.undoneAt && c.kind !== 'note',
    );
    clock.set('2026-06-25T12:00:00Z');
    const res = await ana.post(`/api/plans/changes/${coach.id}/undo`, {}, { 'accept-language': 'pt' });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({
      code: 'undo_in_past',
      message: 'Esta mudança envolve um dia que já passou, então não pode mais ser desfeita.',
    });
  });
});

describe('unavailable days', () => {
  it('lists them; removing one puts back what it took off', async () => {
    clock.set('2026-06-25T12:00:00Z');
    const before = await calendarSessions(ana, '2026-06-27', '2026-06-28');
    expect(before.length).toBeGreaterThan(0);
    const marked = await ana.post('/api/calendar/unavailable', {
      from: '2026-06-27',
      to: '2026-06-28',
      reason: 'travel',
    });
    expect(marked.json.changes.length).toBeGreaterThan(0);
    expect(
      (await ana.get('/api/calendar/unavailable')).json.items.map((r: { id: string }) => r.id),
    ).toContain(marked.json.range.id);
    const removed = await ana.request('DELETE', `/api/calendar/unavailable/${marked.json.range.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.changes).toHaveLength(marked.json.changes.length);
    for (const c of removed.json.changes) expect(c).toMatchObject({ kind: 'undo', origin: 'rider' });
    const after = await calendarSessions(ana, '2026-06-27', '2026-06-28');
    const live = (list: { uid: string; workoutId: string; status: string }[]) =>
      list
        .filter((s) => s.status !== 'skipped' && s.status !== 'moved')
        .map((s) => `${s.uid} ${s.workoutId}`);
    expect(live(after)).toEqual(live(before));
    expect((await ana.request('DELETE', `/api/calendar/unavailable/${marked.json.range.id}`)).status).toBe(
      404,
    );
    const bad = await ana.post('/api/calendar/unavailable', {
      from: '2026-07-01',
      to: '2026-06-30',
      reason: 'travel',
    });
    expect(bad.json.error.fields.to.code).toBe('range_end_before_start');
    const long = await ana.post('/api/calendar/unavailable', {
      from: '2026-07-01',
      to: '2026-10-30',
      reason: 'other',
    });
    expect(long.json.error.fields.to.code).toBe('range_too_long');
    const why = await ana.post('/api/calendar/unavailable', {
      from: '2026-07-01',
      to: '2026-07-01',
      reason: 'party',
    });
    expect(why.json.error.fields.reason.code).toBe('invalid_option');
  });
});

describe('check-ins', () => {
  it('today’s is made, replaced and read back; history newest first; bad scales in three languages', async () => {
    clock.set('2026-06-26T07:00:00Z');
    expect((await ana.get('/api/check-ins/today')).json).toEqual({ today: '2026-06-26', checkIn: null });
    const good = { sleep: 4, fatigue: 2, soreness: 2, stress: 2, motivation: 4 };
    const res = await ana.put('/api/check-ins/today', good);
    expect(res.status).toBe(200);
    expect(res.json.checkIn.readiness).toMatchObject({ score: 75, band: 'good' });
    expect(res.json.changes).toEqual([]);
    const consent = { granted: true, textVersion: CONSENT_TEXT_VERSIONS.health_data };
    expect((await ana.put('/api/me/consents/health_data', consent)).status).toBe(200);
    const worse = await ana.put('/api/check-ins/today', { ...good, sleep: 1, restingHrBpm: 52, hrvMs: 60 });
    expect(worse.json.checkIn).toMatchObject({ sleep: 1, restingHrBpm: 52, hrvMs: 60 });
    expect((await ana.get('/api/check-ins/today')).json.checkIn.sleep).toBe(1);
    clock.set('2026-06-27T07:00:00Z');
    await ana.put('/api/check-ins/today', good);
    const history = await ana.get('/api/check-ins?from=2026-06-01');
    expect(history.json.items.map((c: { date: string }) => c.date)).toEqual(['2026-06-27', '2026-06-26']);
    for (const [lang, message] of [
      ['en', 'Please choose a value from 1 to 5'],
      ['pt', 'Escolha um valor de 1 a 5'],
      ['es', 'Elige un valor del 1 al 5'],
    ]) {
      const bad = await ana.put(
        '/api/check-ins/today',
        { ...good, fatigue: 6 },
        { 'accept-language': lang! },
      );
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields.fatigue).toEqual({ code: 'check_in_scale', message });
    }
    expect(
      (await ana.put('/api/check-ins/today', { ...good, hrvMs: 1000 })).json.error.fields.hrvMs.code,
    ).toBe('hrv_range');
    expect((await ana.get('/api/check-ins?from=2025-01-01&to=2026-06-27')).json.error.fields.to.code).toBe(
      'range_too_long',
    );
  });
});

describe('writes at the same time', () => {
  it('parallel plans, check-ins and moves: no 5xx, one active plan, every change stored in order', async () => {
    const cat = t.client();
    await onboardedRider(cat, 'cat-parallel@example.com', { ftp: 240 });
    const created = await Promise.all(
      Array.from({ length: 4 }, () =>
        cat.post('/api/plans', {
          weeklyHours: 5,
          availability: [
            { day: 'sat', maxDurationS: 7200 },
            { day: 'tue', maxDurationS: 3600 },
          ],
        }),
      ),
    );
    for (const res of created) expect([201, 409]).toContain(res.status);
    const plans = (await cat.get('/api/plans')).json.items;
    expect(plans.filter((p: { status: string }) => p.status === 'active')).toHaveLength(1);
    const [s] = (await calendarSessions(cat, '2026-06-27', '2026-07-12')).filter(
      (x: { status: string }) => x.status === 'planned',
    );
    const results = await Promise.all([
      cat.put('/api/check-ins/today', { sleep: 2, fatigue: 4, soreness: 3, stress: 3, motivation: 2 }),
      cat.post(`/api/calendar/sessions/${uidPath(s.uid)}/skip`),
      cat.post('/api/calendar/unavailable', { from: '2026-07-04', to: '2026-07-05', reason: 'other' }),
      cat.get('/api/plans/dashboard'),
      cat.request('PATCH', '/api/plans/active', { weeklyHours: 6 }),
    ]);
    for (const res of results) expect(res.status, res.text).toBeLessThan(500);
    const log = (await cat.get('/api/plans/changes?pageSize=50')).json;
    expect(log.items.length).toBe(log.total);
  });
});
