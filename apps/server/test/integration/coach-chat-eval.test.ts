import { readFileSync } from 'node:fs';
import { CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock } from '../support/plans.ts';
import { startRecordingProxy } from '../support/recording-proxy.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The coach chat's evaluation set (test/fixtures/coach-chat-eval.json: ≥ 30 questions in en/pt/es with the tool
 * calls a good answer makes). In CI the fake replays each item's calls: every expected call must be a tool the chat
 * offers, with arguments its schema and the plan's rules accept (a proposal stored for each proposal call, no tool
 * error). With COACH_EVAL_REAL=1 and the three COACH_LLM_* variables (`npm run eval:coach`) the questions go to that
 * endpoint through a recording proxy, and the report says which items called the expected tools.
 */
interface Item {
  id: string;
  lang: 'en' | 'pt' | 'es';
  question: string;
  calls: { tool: string; arguments: Record<string, unknown> }[];
}
const items = (
  JSON.parse(readFileSync(new URL('../fixtures/coach-chat-eval.json', import.meta.url), 'utf8')) as {
    items: Item[];
  }
).items;
const REAL = process.env.COACH_EVAL_REAL === '1';
const KEY = 'sk-eval';
const MODEL = 'coach-eval-7b';
const clock = testClock('2026-06-10T12:00:00Z');
let fake: FakeOpenAi | undefined;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>> | undefined;
let t: TestApp;
const riders: Partial<Record<Item['lang'], TestClient>> = {};
const uids: Partial<Record<Item['lang'], Record<string, string>>> = {};

beforeAll(async () => {
  let env: Record<string, string>;
  if (REAL) {
    const { COACH_LLM_BASE_URL: url, COACH_LLM_MODEL: model, COACH_LLM_API_KEY: key } = process.env;
    if (!url || !model) throw new Error('COACH_EVAL_REAL=1 needs COACH_LLM_BASE_URL and COACH_LLM_MODEL');
    proxy = await startRecordingProxy(url);
    env = {
      COACH_LLM_BASE_URL: proxy.url,
      COACH_LLM_MODEL: model,
      ...(key ? { COACH_LLM_API_KEY: key } : {}),
    };
  } else {
    fake = await startFakeOpenAi({ apiKey: KEY, model: MODEL });
    env = { COACH_LLM_BASE_URL: fake.url, COACH_LLM_MODEL: MODEL, COACH_LLM_API_KEY: KEY };
  }
  t = await startTestApp(
    { ...env, COACH_LLM_TIMEOUT_MS: REAL ? '60000' : '1500', RATE_LIMIT: 'off' },
    { now: clock.now },
  );
  for (const lang of ['en', 'pt', 'es'] as const) {
    const client = t.client();
    await onboardedRider(client, `eval-${lang}@example.com`, {
      ftp: 240,
      timezone: 'Europe/Lisbon',
      interface_language: lang,
    });
    await createPlan(client);
    expect(
      (
        await client.put('/api/me/consents/ai_coach', {
          granted: true,
          textVersion: CONSENT_TEXT_VERSIONS.ai_coach,
        })
      ).status,
    ).toBe(200);
    const week = await calendarSessions(client, '2026-06-08', '2026-06-14');
    const on = (date: string) =>
      week.find((s: { date: string; kind: string }) => s.date === date && s.kind === 'ride')?.uid;
    // the first alternative the calendar offers for a session: what a swap may propose
    const alternative = async (uid: string) =>
      (await client.get(`/api/calendar/sessions/${encodeURIComponent(uid)}/alternatives`)).json
        .alternatives[0]?.workoutId;
    const [sat, thu] = [on('2026-06-13'), on('2026-06-11')];
    uids[lang] = { $sat: sat, $thu: thu, $satAlt: await alternative(sat), $thuAlt: await alternative(thu) };
    for (const [k, v] of Object.entries(uids[lang]!)) expect(v, `${lang} ${k}`).toBeTruthy();
    riders[lang] = client;
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
  await proxy?.close();
});

const resolve = (lang: Item['lang'], args: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? (uids[lang]![v] ?? v) : v]),
  );

describe('the coach chat’s evaluation set', () => {
  it('has at least 30 questions, in each of en, pt and es', () => {
    expect(items.length).toBeGreaterThanOrEqual(30);
    for (const lang of ['en', 'pt', 'es'])
      expect(items.filter((i) => i.lang === lang).length).toBeGreaterThanOrEqual(10);
  });

  // one mode or the other is registered, never a skipped test
  if (!REAL)
    it('against the fake: every expected call is offered, valid and accepted by the plan’s rules', async () => {
      for (const item of items) {
        const calls = item.calls.map((c) => ({ name: c.tool, arguments: resolve(item.lang, c.arguments) }));
        fake!.reply(...calls.map((c) => ({ kind: 'tools' as const, calls: [c] })), {
          kind: 'text',
          content: 'ok',
        });
        const n = fake!.requests.length;
        const res = await riders[item.lang]!.post('/api/coach/chat', { message: item.question });
        expect(res.status, item.id).toBe(200);
        expect(res.json.model, item.id).toBe(MODEL);
        const offered = fake!.requests[n]!.tools!.map((x) => x.function.name);
        for (const c of calls) expect(offered, item.id).toContain(c.name);
        const results = fake!.requests
          .at(-1)!
          .messages.filter((m) => m.role === 'tool')
          .map((m) => m.content ?? '');
        expect(results.length, item.id).toBe(calls.length);
        for (const r of results) expect(r, item.id).not.toMatch(/"ok":false|InvalidToolInput|error/i);
        expect(res.json.proposals.length, item.id).toBe(
          calls.filter((c) => c.name.startsWith('propose_')).length,
        );
      }
      expect(fake!.violations).toEqual([]);
    });

  if (REAL)
    it('against the endpoint: which items called the expected tools', { timeout: 3_600_000 }, async () => {
      const report: { id: string; expected: string[]; called: string[]; pass: boolean }[] = [];
      for (const item of items) {
        const res = await riders[item.lang]!.post('/api/coach/chat', { message: item.question });
        expect(res.status, item.id).toBe(200);
        const called = proxy!.take();
        const expected = item.calls.map((c) => c.tool);
        const pass =
          expected.every((e) => called.includes(e)) &&
          (expected.some((e) => e.startsWith('propose_')) || !called.some((c) => c.startsWith('propose_')));
        report.push({ id: item.id, expected, called, pass });
      }
      console.table(
        report.map((r) => ({ ...r, expected: r.expected.join(' '), called: r.called.join(' ') })),
      );
      console.log(
        `coach chat eval: ${report.filter((r) => r.pass).length}/${report.length} items called the expected tools`,
      );
    });
});
