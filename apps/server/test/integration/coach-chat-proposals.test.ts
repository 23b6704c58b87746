import { CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock, uidPath } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The chat's proposals beyond move and skip, against the fake model on a real database: a swap for an alternative,
 * days marked unavailable, a new training week. Each is a dry run until accepted; accepted, it runs the rider's own
 * action (the calendar's swap or days off, the plan's settings) and is stored with trigger chat and its undo;
 * dismissed, nothing changes; arguments the rules refuse come back to the model with a reason in the rider's
 * language (and the coach's gender), never a 5xx.
 */
const KEY = 'sk-test-proposals';
const MODEL = 'coach-proposals-7b';
// Wednesday 10 June 2026, Lisbon; the plan rides Tue, Thu, Sat, Sun
const clock = testClock('2026-06-10T12:00:00Z');
const PT = { 'accept-language': 'pt-BR' };
const ES = { 'accept-language': 'es' };
let fake: FakeOpenAi;
let t: TestApp;

async function rider(email: string, profile: Record<string, unknown>) {
  const client = t.client();
  await onboardedRider(client, email, { ftp: 240, timezone: 'Europe/Lisbon', ...profile });
  await createPlan(client);
  const res = await client.put('/api/me/consents/ai_coach', {
    granted: true,
    textVersion: CONSENT_TEXT_VERSIONS.ai_coach,
  });
  expect(res.status).toBe(200);
  return client;
}

/** One message whose model turn makes `calls`, then says "ok"; the reply and the tool results the model got back. */
async function propose(
  client: TestClient,
  headers: Record<string, string>,
  ...calls: { name: string; arguments: Record<string, unknown> }[]
) {
  fake.reply({ kind: 'tools', calls }, { kind: 'text', content: 'ok' });
  const n = fake.requests.length;
  const res = await client.post('/api/coach/chat', { message: 'pode mudar?' }, headers);
  expect(res.status).toBe(200);
  // a call whose arguments did not fit the tool's schema comes back as the SDK's error text, not JSON
  const results = fake.requests[n + 1]!.messages.filter((m) => m.role === 'tool').map((m) => {
    try {
      return JSON.parse(m.content ?? 'null');
    } catch {
      return m.content;
    }
  });
  return { proposals: res.json.proposals, results };
}

const accept = (client: TestClient, id: string, headers: Record<string, string>) =>
  client.post(`/api/coach/proposals/${id}/accept`, {}, headers);
const dismiss = (client: TestClient, id: string, headers: Record<string, string>) =>
  client.post(`/api/coach/proposals/${id}/dismiss`, {}, headers);
const changesOf = async (client: TestClient) => (await client.get('/api/plans/changes', PT)).json;
const undo = (client: TestClient, id: string) => client.post(`/api/plans/changes/${id}/undo`, {}, PT);

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY, model: MODEL });
  t = await startTestApp(
    { COACH_LLM_BASE_URL: fake.url, COACH_LLM_MODEL: MODEL, COACH_LLM_API_KEY: KEY, RATE_LIMIT: 'off' },
    { now: clock.now },
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a swap proposed in the chat', () => {
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  let ana: TestClient, saturday: any, alternative: any;
  beforeAll(async () => {
    ana = await rider('ana-swap@example.com', { coach_gender: 'female', interface_language: 'pt' });
    saturday = (await calendarSessions(ana, '2026-06-13', '2026-06-13'))[0];
    const alts = await ana.get(`/api/calendar/sessions/${uidPath(saturday.uid)}/alternatives`, PT);
    alternative = alts.json.alternatives[0];
    expect(alternative).toBeDefined();
  }, 60_000);

  it('refuses what the calendar would not offer, with the reason in her words; nothing is proposed', async () => {
    const { proposals, results } = await propose(
      ana,
      PT,
      { name: 'propose_swap', arguments: { uid: saturday.uid, workoutId: 'no-such-workout' } },
      { name: 'propose_swap', arguments: { uid: 'no-such-session', workoutId: alternative.workoutId } },
    );
    expect(proposals).toEqual([]);
    expect(results[0]).toMatchObject({ ok: false, reason: 'notAlternative' });
    expect(results[0].message).toMatch(/não é uma alternativa/);
    expect(results[1]).toMatchObject({ ok: false, reason: 'notFound' });
    expect(results[1].message).toMatch(/fiquei confusa/);
  });

  it('dismissed, nothing changes', async () => {
    const before = (await changesOf(ana)).total;
    const { proposals } = await propose(ana, PT, {
      name: 'propose_swap',
      arguments: { uid: saturday.uid, workoutId: alternative.workoutId },
    });
    expect(proposals).toHaveLength(1);
    expect((await dismiss(ana, proposals[0].id, PT)).status).toBe(200);
    expect(await calendarSessions(ana, '2026-06-13', '2026-06-13')).toEqual([saturday]);
    expect((await changesOf(ana)).total).toBe(before);
  });

  it('accepted, the calendar’s swap runs (trigger chat); its undo brings the workout back', async () => {
    const { proposals } = await propose(ana, PT, {
      name: 'propose_swap',
      arguments: { uid: saturday.uid, workoutId: alternative.workoutId },
    });
    const p = proposals[0];
    expect(p.changes).toEqual([
      {
        kind: 'swap',
        uid: saturday.uid,
        workoutName: saturday.name,
        fromDate: '2026-06-13',
        workoutId: alternative.workoutId,
        toWorkoutName: alternative.name,
        warnings: [],
      },
    ]);
    expect(p.summary).toBe(`Trocar «${saturday.name}» de sábado, 13 de junho por «${alternative.name}».`);
    const res = await accept(ana, p.id, PT);
    expect(res.status).toBe(200);
    expect(res.json.changes[0]).toMatchObject({
      kind: 'swap',
      origin: 'rider',
      trigger: 'chat',
      undo: { possible: true },
    });
    const [swapped] = await calendarSessions(ana, '2026-06-13', '2026-06-13');
    expect(swapped.workoutId).toBe(alternative.workoutId);
    expect((await undo(ana, res.json.changes[0].id)).status).toBe(200);
    const [back] = await calendarSessions(ana, '2026-06-13', '2026-06-13');
    expect(back.workoutId).toBe(saturday.workoutId);
  });
});

describe('days unavailable proposed in the chat', () => {
  let ben: TestClient;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  let weekend: any[];
  beforeAll(async () => {
    ben = await rider('ben-days@example.com', { coach_gender: 'male', interface_language: 'es' });
    weekend = await calendarSessions(ben, '2026-06-13', '2026-06-14');
    expect(weekend.length).toBeGreaterThan(0);
  }, 60_000);

  it('refuses past days, a range ending before it starts, one too long, an unknown reason; never a 5xx', async () => {
    const { proposals, results } = await propose(
      ben,
      ES,
      { name: 'propose_unavailable', arguments: { from: '2026-06-08', to: '2026-06-09', reason: 'travel' } },
      { name: 'propose_unavailable', arguments: { from: '2026-06-14', to: '2026-06-13', reason: 'travel' } },
      { name: 'propose_unavailable', arguments: { from: '2026-06-13', to: '2026-09-13', reason: 'illness' } },
      { name: 'propose_unavailable', arguments: { from: '2026-06-13', to: '2026-06-14', reason: 'party' } },
      { name: 'propose_unavailable', arguments: { from: '2026-06-31', to: '2026-07-01', reason: 'travel' } },
    );
    expect(proposals).toEqual([]);
    expect(results[0]).toEqual({
      ok: false,
      reason: 'inPast',
      message: 'Ese día ya pasó: solo puedo proponer cambios de hoy en adelante.',
    });
    expect(results[1]).toMatchObject({ ok: false, reason: 'rangeEndBeforeStart' });
    expect(results[2]).toMatchObject({ ok: false, reason: 'rangeTooLong' });
    expect(results[2].message).toMatch(/62 días/);
    expect(JSON.stringify(results[3])).toMatch(/invalid|error/i);
    expect(results[4]).toEqual({
      ok: false,
      reason: 'dateInvalid',
      message: 'Esa fecha no existe en el calendario.',
    });
  });

  it('dismissed, no day is marked and no session moves', async () => {
    const { proposals } = await propose(ben, ES, {
      name: 'propose_unavailable',
      arguments: { from: '2026-06-13', to: '2026-06-14', reason: 'travel' },
    });
    expect((await dismiss(ben, proposals[0].id, ES)).status).toBe(200);
    expect((await ben.get('/api/calendar/unavailable', ES)).json.items).toEqual([]);
    expect(await calendarSessions(ben, '2026-06-13', '2026-06-14')).toEqual(weekend);
  });

  it('accepted, the days are marked as the calendar marks them (trigger chat); removing them restores the plan', async () => {
    const { proposals } = await propose(ben, ES, {
      name: 'propose_unavailable',
      arguments: { from: '2026-06-13', to: '2026-06-14', reason: 'travel' },
    });
    const p = proposals[0];
    expect(p.changes[0]).toMatchObject({ kind: 'unavailable', from: '2026-06-13', to: '2026-06-14' });
    const named = p.changes[0].sessions.map((s: { uid: string }) => s.uid);
    for (const s of weekend) expect(named).toContain(s.uid);
    expect(p.summary).toMatch(
      /^Marcar del sábado, 13 de junio al domingo, 14 de junio como no disponible \(viaje\)\. El plan mueve o quita «/,
    );
    const res = await accept(ben, p.id, ES);
    expect(res.status).toBe(200);
    expect(res.json.changes.length).toBeGreaterThan(0);
    for (const c of res.json.changes) expect(c).toMatchObject({ origin: 'coach', trigger: 'chat' });
    // one change alone cannot be undone onto a day still off: the range is what the rider removes
    const listed = (await changesOf(ben)).items.filter((c: { trigger: string }) => c.trigger === 'chat');
    expect(listed.length).toBe(res.json.changes.length);
    for (const c of listed) expect(c.undo).toMatchObject({ possible: false, refusal: 'unavailableDay' });
    const ranges = (await ben.get('/api/calendar/unavailable', ES)).json.items;
    expect(ranges).toMatchObject([{ from: '2026-06-13', to: '2026-06-14', reason: 'travel' }]);
    const planned = (await calendarSessions(ben, '2026-06-13', '2026-06-14')).filter(
      (s: { status: string }) => s.status === 'planned',
    );
    expect(planned).toEqual([]);
    // the days off are undone as the rider's own are: removing the range gives back what it took
    const removed = await ben.request('DELETE', `/api/calendar/unavailable/${ranges[0].id}`, undefined, ES);
    expect(removed.status).toBe(200);
    expect(await calendarSessions(ben, '2026-06-13', '2026-06-14')).toEqual(weekend);
  });
});

describe('a new training week proposed in the chat', () => {
  let cy: TestClient;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  let nextWeek: any[];
  beforeAll(async () => {
    cy = await rider('cy-week@example.com', { coach_gender: 'female', interface_language: 'en' });
    nextWeek = await calendarSessions(cy, '2026-06-15', '2026-06-21');
  }, 60_000);

  it('refuses hours out of range, days that are not weekdays, none, or the week the plan has', async () => {
    const { proposals, results } = await propose(
      cy,
      {},
      { name: 'propose_week', arguments: { weeklyHours: 100 } },
      { name: 'propose_week', arguments: { days: ['funday', 'mon'] } },
      { name: 'propose_week', arguments: { days: [] } },
      { name: 'propose_week', arguments: { weeklyHours: 5, days: ['tue', 'thu', 'sat', 'sun'] } },
    );
    expect(proposals).toEqual([]);
    expect(results).toEqual([
      { ok: false, reason: 'hoursOutOfRange', message: 'Weekly hours must be between 1 and 40.' },
      expect.objectContaining({ ok: false, reason: 'daysInvalid' }),
      expect.objectContaining({ ok: false, reason: 'daysInvalid' }),
      expect.objectContaining({ ok: false, reason: 'sameWeek' }),
    ]);
  });

  it('dismissed, the plan keeps its week', async () => {
    const { proposals } = await propose(cy, {}, { name: 'propose_week', arguments: { weeklyHours: 7 } });
    expect(proposals).toHaveLength(1);
    expect((await dismiss(cy, proposals[0].id, {})).status).toBe(200);
    expect((await cy.get('/api/plans/active')).json.plan.input.weeklyHours).toBe(5);
    expect(await calendarSessions(cy, '2026-06-15', '2026-06-21')).toEqual(nextWeek);
  });

  it('accepted, the plan is re-planned as the settings do it (trigger chat); its undo restores the weeks', async () => {
    const { proposals } = await propose(
      cy,
      {},
      {
        name: 'propose_week',
        // the model may name the days in full: they are the settings' weekdays all the same
        arguments: { weeklyHours: 7, days: ['tue', 'thu', 'sat', 'sun', 'Wednesday'] },
      },
    );
    const p = proposals[0];
    expect(p.changes[0]).toMatchObject({
      kind: 'week',
      fromHours: 5,
      fromDays: ['tue', 'thu', 'sat', 'sun'],
      weeklyHours: 7,
    });
    expect(p.changes[0].availability.map((a: { day: string }) => a.day)).toEqual([
      'tue',
      'wed',
      'thu',
      'sat',
      'sun',
    ]);
    expect(p.summary).toBe(
      'Change your training week from 5 h on Tuesday, Thursday, Saturday and Sunday to 7 h on Tuesday, Wednesday, Thursday, Saturday and Sunday: the plan is re-planned from today.',
    );
    const res = await accept(cy, p.id, {});
    expect(res.status).toBe(200);
    expect(res.json.changes).toEqual([
      expect.objectContaining({
        kind: 'replan',
        origin: 'rider',
        trigger: 'chat',
        undo: expect.objectContaining({ possible: true }),
      }),
    ]);
    expect((await cy.get('/api/plans/active')).json.plan.input.weeklyHours).toBe(7);
    const after = await calendarSessions(cy, '2026-06-15', '2026-06-21');
    expect(after.some((s: { date: string }) => s.date === '2026-06-17')).toBe(true);
    expect((await undo(cy, res.json.changes[0].id)).status).toBe(200);
    expect((await cy.get('/api/plans/active')).json.plan.input.weeklyHours).toBe(5);
    const restored = await calendarSessions(cy, '2026-06-15', '2026-06-21');
    expect(restored.map((s: { date: string; workoutId: string }) => [s.date, s.workoutId])).toEqual(
      nextWeek.map((s: { date: string; workoutId: string }) => [s.date, s.workoutId]),
    );
    expect(fake.violations).toEqual([]);
  });
});

describe('the new proposals close and expire as the others', () => {
  let dee: TestClient;
  beforeAll(async () => {
    dee = await rider('dee-expiry@example.com', { interface_language: 'en' });
  }, 60_000);

  it('at most 3 proposals per message, even from calls the model made side by side', async () => {
    const { proposals, results } = await propose(
      dee,
      {},
      ...[6, 7, 8, 9].map((h) => ({ name: 'propose_week', arguments: { weeklyHours: h } })),
    );
    expect(proposals).toHaveLength(3);
    expect(results.filter((r: { ok: boolean }) => !r.ok)).toEqual([
      { ok: false, reason: 'tooManyProposals', message: 'That is enough proposals for one answer.' },
    ]);
  });

  it('a dismissed days-off proposal cannot be accepted; after 24 h a week proposal is expired', async () => {
    const { proposals } = await propose(
      dee,
      {},
      { name: 'propose_unavailable', arguments: { from: '2026-06-16', to: '2026-06-16', reason: 'other' } },
      { name: 'propose_week', arguments: { weeklyHours: 8 } },
    );
    // the calls of one step run side by side: the proposals come in the order their dry runs ended
    const of = (kind: string) =>
      proposals.find((p: { changes: { kind: string }[] }) => p.changes[0]!.kind === kind);
    const [days, week] = [of('unavailable'), of('week')];
    expect((await dismiss(dee, days.id, {})).status).toBe(200);
    const closed = await accept(dee, days.id, {});
    expect([closed.status, closed.json.error.code]).toEqual([409, 'proposal_closed']);
    clock.advance(1.01);
    const late = await accept(dee, week.id, {});
    expect([late.status, late.json.error.code]).toEqual([409, 'proposal_expired']);
    expect((await dee.get('/api/calendar/unavailable')).json.items).toEqual([]);
    expect((await dee.get('/api/plans/active')).json.plan.input.weeklyHours).toBe(5);
  });
});
