import { CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The coach's chat against the local OpenAI-compatible fake replaying tool calls, on a real database: read tools
 * answer from the plan; a proposal tool stores a proposal and changes nothing until the rider accepts it, through the
 * calendar's own move (then it is on "Why did my plan change?" with its undo); malformed tool arguments, the 4-step
 * limit and a failing endpoint end in a sentence, never an error; a rider not opted in causes no request; another
 * rider cannot accept or dismiss the proposal; a proposal is single-use and expires.
 */
const KEY = 'sk-test-chat';
const MODEL = 'coach-chat-test-7b';
// Wednesday 10 June 2026, Lisbon: Saturday is the 13th
const clock = testClock('2026-06-10T12:00:00Z');
const PT = { 'accept-language': 'pt-BR' };
let fake: FakeOpenAi;
let t: TestApp;
let ana: TestClient;
let ben: TestClient;
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
let saturday: any;

async function rider(email: string, profile: Record<string, unknown>, optIn: boolean) {
  const client = t.client();
  await onboardedRider(client, email, { ftp: 240, timezone: 'Europe/Lisbon', ...profile });
  await createPlan(client);
  if (optIn) {
    const res = await client.put('/api/me/consents/ai_coach', {
      granted: true,
      textVersion: CONSENT_TEXT_VERSIONS.ai_coach,
    });
    expect(res.status).toBe(200);
  }
  return client;
}

const ask = (client: TestClient, message: string) => client.post('/api/coach/chat', { message }, PT);
const changesOf = async (client: TestClient) => (await client.get('/api/plans/changes', PT)).json;
/** The tool messages the model was sent in the fake's `n`-th request. */
const toolResults = (n: number) =>
  fake.requests[n]!.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content ?? 'null'));

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY, model: MODEL });
  t = await startTestApp(
    {
      COACH_LLM_BASE_URL: fake.url,
      COACH_LLM_MODEL: MODEL,
      COACH_LLM_API_KEY: KEY,
      COACH_LLM_TIMEOUT_MS: '1500',
    },
    { now: clock.now },
  );
  ana = await rider('ana-chat@example.com', { coach_gender: 'female', interface_language: 'pt' }, true);
  ben = await rider('ben-chat@example.com', { interface_language: 'pt' }, false);
  saturday = (await calendarSessions(ana, '2026-06-13', '2026-06-13'))[0];
  expect(saturday).toBeDefined();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the coach’s chat', () => {
  it('a rider who has not opted in gets 409 in their language, and the model gets no request', async () => {
    const before = fake.requests.length;
    const res = await ask(ben, 'Por que quinta é leve?');
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('coach_chat_not_opted_in');
    expect(res.json.error.message).toMatch(/Configurações/);
    expect(fake.requests.length).toBe(before);
  });

  it('a read tool answers from the plan: the week with local days and uids goes to the model, its words come back', async () => {
    fake.reply(
      { kind: 'tools', calls: [{ name: 'get_week', arguments: {} }] },
      { kind: 'text', content: 'No sábado você tem um treino longo.' },
    );
    const n = fake.requests.length;
    const res = await ask(ana, 'O que tenho no sábado?');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reply: 'No sábado você tem um treino longo.', model: MODEL, proposals: [] });
    expect(fake.requests.length).toBe(n + 2);
    expect(fake.requests[n]!.tools?.map((x) => x.function.name)).toEqual(
      expect.arrayContaining([
        'get_week',
        'get_fitness',
        'get_plan_changes',
        'get_check_ins',
        'get_ride',
        'get_alternatives',
        'propose_move',
        'propose_skip',
        'propose_swap',
        'propose_unavailable',
        'propose_week',
      ]),
    );
    expect(fake.requests[n]!.system).toMatch(/Brazilian Portuguese[\s\S]*2026-06-10/);
    const [week] = toolResults(n + 1);
    expect(week.today).toBe('2026-06-10');
    // what propose_week would change: the plan's hours and riding days
    expect(week.trainingWeek).toEqual({ weeklyHours: 5, days: ['tue', 'thu', 'sat', 'sun'] });
    const sat = week.days.find((d: { date: string }) => d.date === '2026-06-13');
    expect(sat.weekday).toBe('Saturday');
    expect(sat.sessions[0].uid).toBe(saturday.uid);
    expect(fake.violations).toEqual([]);
  });

  let proposalId = '';
  it('a proposal tool dry-runs the move: a proposal is stored, the plan is unchanged until the rider accepts', async () => {
    const before = await changesOf(ana);
    fake.reply(
      {
        kind: 'tools',
        calls: [{ name: 'propose_move', arguments: { uid: saturday.uid, toDate: '2026-06-14' } }],
      },
      { kind: 'text', content: 'Proponho passar o treino de sábado para domingo.' },
    );
    const res = await ask(ana, 'Pode mudar o treino de sábado para domingo?');
    expect(res.status).toBe(200);
    expect(res.json.proposals).toHaveLength(1);
    const p = res.json.proposals[0];
    proposalId = p.id;
    expect(p).toMatchObject({
      status: 'pending',
      changes: [{ kind: 'move', uid: saturday.uid, fromDate: '2026-06-13', toDate: '2026-06-14' }],
    });
    expect(p.summary).toBe(`Mover «${saturday.name}» de sábado, 13 de junho para domingo, 14 de junho.`);
    expect(await calendarSessions(ana, '2026-06-13', '2026-06-13')).toEqual([saturday]);
    expect((await changesOf(ana)).total).toBe(before.total);
    // the conversation is stored, the proposal with the reply that made it
    const history = (await ana.get('/api/coach/chat', PT)).json.turns;
    expect(history.at(-1)).toMatchObject({ role: 'coach', model: MODEL, proposals: [{ id: p.id }] });
    expect(history.at(-2)).toMatchObject({
      role: 'rider',
      text: 'Pode mudar o treino de sábado para domingo?',
    });
  });

  it('another rider can neither accept nor dismiss it', async () => {
    for (const action of ['accept', 'dismiss']) {
      const res = await ben.post(`/api/coach/proposals/${proposalId}/${action}`, {}, PT);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('proposal_not_found');
    }
  });

  it('accepting applies the calendar’s own move, listed on “Why did my plan change?” with its undo; once only', async () => {
    const res = await ana.post(`/api/coach/proposals/${proposalId}/accept`, {}, PT);
    expect(res.status).toBe(200);
    expect(res.json.changes).toHaveLength(1);
    expect(res.json.changes[0]).toMatchObject({
      kind: 'move',
      origin: 'rider',
      trigger: 'chat',
      undo: { possible: true },
    });
    const sunday = await calendarSessions(ana, '2026-06-14', '2026-06-14');
    expect(sunday.map((s: { uid: string }) => s.uid)).toContain(saturday.uid);
    const listed = (await changesOf(ana)).items[0];
    expect(listed).toMatchObject({ id: res.json.changes[0].id, kind: 'move', undo: { possible: true } });
    const again = await ana.post(`/api/coach/proposals/${proposalId}/accept`, {}, PT);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('proposal_closed');
    const undo = await ana.post(`/api/plans/changes/${listed.id}/undo`, {}, PT);
    expect(undo.status).toBe(200);
  });

  it('a proposal the plan’s rules refuse is no proposal: the model hears why', async () => {
    fake.reply(
      {
        kind: 'tools',
        calls: [{ name: 'propose_move', arguments: { uid: saturday.uid, toDate: '2026-06-01' } }],
      },
      { kind: 'text', content: 'Esse dia já passou.' },
    );
    const n = fake.requests.length;
    const res = await ask(ana, 'Mude o sábado para 1 de junho.');
    expect(res.json.proposals).toEqual([]);
    expect(toolResults(n + 1)[0]).toEqual({
      ok: false,
      reason: 'inPast',
      message: 'Esse dia já passou: só posso propor mudanças de hoje em diante.',
    });
  });

  it('malformed tool arguments go back to the model as an error, and the rider gets its answer', async () => {
    fake.reply(
      { kind: 'tools', calls: [{ name: 'propose_skip', arguments: '{"uid": 12' }] },
      { kind: 'text', content: 'Desculpe, tente de novo.' },
    );
    const n = fake.requests.length;
    const res = await ask(ana, 'Pule o sábado.');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ reply: 'Desculpe, tente de novo.', proposals: [] });
    const tool = fake.requests[n + 1]!.messages.find((m) => m.role === 'tool');
    expect(tool?.content).toMatch(/invalid|error|JSON/i);
  });

  it('at most 4 model calls per message: still calling tools at the limit, the coach says so in her gender', async () => {
    const call = { kind: 'tools' as const, calls: [{ name: 'get_check_ins', arguments: {} }] };
    fake.reply(call, call, call, call, call);
    const n = fake.requests.length;
    const res = await ask(ana, 'Como estou?');
    expect(res.status).toBe(200);
    expect(fake.requests.length).toBe(n + 4);
    expect(res.json).toMatchObject({ model: null, proposals: [] });
    expect(res.json.reply).toMatch(/perdida/);
    fake.reply({ kind: 'text', content: 'ok' }); // drains the fifth
    await ask(ana, 'ok');
  });

  it('a failing endpoint is a sentence, never a 5xx; proposals of the failed turn are dropped', async () => {
    fake.reply(
      { kind: 'tools', calls: [{ name: 'propose_skip', arguments: { uid: saturday.uid } }] },
      { kind: 'status', status: 500 },
    );
    const res = await ask(ana, 'Pule o sábado.');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ model: null, proposals: [] });
    expect(res.json.reply).toMatch(/modelo de linguagem não respondeu/);
  });

  it('a message over 2,000 characters is a 400 in the rider’s language, with no request', async () => {
    const n = fake.requests.length;
    const res = await ask(ana, 'a'.repeat(2001));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation_error');
    expect(fake.requests.length).toBe(n);
  });

  it('dismissed is closed; a proposal expires after 24 h', async () => {
    const propose = () =>
      fake.reply(
        { kind: 'tools', calls: [{ name: 'propose_skip', arguments: { uid: saturday.uid } }] },
        { kind: 'text', content: 'Proposta feita.' },
      );
    propose();
    const one = (await ask(ana, 'Pule o sábado.')).json.proposals[0];
    expect(one.summary).toBe(`Pular «${saturday.name}» em sábado, 13 de junho.`);
    expect((await ana.post(`/api/coach/proposals/${one.id}/dismiss`, {}, PT)).json).toEqual({
      id: one.id,
      status: 'dismissed',
    });
    expect((await ana.post(`/api/coach/proposals/${one.id}/accept`, {}, PT)).status).toBe(409);
    propose();
    const two = (await ask(ana, 'Pule o sábado.')).json.proposals[0];
    clock.advance(1.01);
    const late = await ana.post(`/api/coach/proposals/${two.id}/accept`, {}, PT);
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('proposal_expired');
    expect(fake.violations).toEqual([]);
  });
});

describe('without a model configured', () => {
  it('the chat is a 404 in the rider’s language', async () => {
    const bare = await startTestApp({}, { now: clock.now });
    try {
      const client = bare.client();
      await onboardedRider(client, 'cy-chat@example.com', { interface_language: 'es' });
      const res = await client.post('/api/coach/chat', { message: 'hola' }, { 'accept-language': 'es' });
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'coach_chat_unavailable' });
      expect(res.json.error.message).toMatch(/modelo de lenguaje/);
    } finally {
      await bare.close();
    }
  });
});
