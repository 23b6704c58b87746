import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../server/test/support/fake-openai.ts';
import { startServer, type TestServer } from '../scripts/test-server.ts';
import { horizontalOverflow, keepScreenshot, launchBrowser, PHONE, uniqueEmail } from './browser.ts';

/**
 * The coach's chat in Chromium at 360 px, in Portuguese, against a real server configured with the local fake
 * OpenAI-compatible model (scripted to call the move tool): a rider opts in in Settings, asks to move Saturday's
 * ride, sees the proposal, accepts it, and finds it on "Por que meu plano mudou?" with its undo.
 */
const KEY = 'sk-e2e-chat';
const MODEL = 'coach-e2e-7b';
const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'domestique-clock-')), 'today');

let fake: FakeOpenAi;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;

beforeAll(async () => {
  writeFileSync(clockFile, '2026-06-10T12:00:00Z'); // a Wednesday: Saturday is the 13th
  fake = await startFakeOpenAi({ apiKey: KEY, model: MODEL });
  server = await startServer({
    RATE_LIMIT: 'off',
    PLANS_TEST_CLOCK_FILE: clockFile,
    COACH_LLM_BASE_URL: fake.url,
    COACH_LLM_MODEL: MODEL,
    COACH_LLM_API_KEY: KEY,
  });
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: PHONE,
    serviceWorkers: 'block',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  page = await context.newPage();
  api = context.request;
  const email = uniqueEmail('coach-chat');
  const headers = { origin: server.baseURL };
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { name: 'Bia', email, password: 'Treino-Forte-2026', language: 'pt' },
    headers,
  });
  expect(signUp.ok()).toBe(true);
  const profile = await api.put('/api/profile', {
    data: {
      name: 'Bia',
      email,
      age: 35,
      weight: 62,
      weight_unit: 'kg',
      ftp: 220,
      knows_ftp: true,
      experience_level: 'intermediate',
      primary_goal: 'generalFitness',
      interface_language: 'pt',
      coach_gender: 'female',
      timezone: 'America/Sao_Paulo',
      onboarding_completed: true,
      weekly_hours: 5,
      available_days: ['tue', 'thu', 'sat', 'sun'],
    },
    headers,
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const plan = await api.post('/api/plans', {
    data: {
      weeklyHours: 5,
      availability: [
        { day: 'tue', maxDurationS: 5400 },
        { day: 'thu', maxDurationS: 5400 },
        { day: 'sat', maxDurationS: 3 * 3600 },
        { day: 'sun', maxDurationS: 2 * 3600 },
      ],
    },
    headers,
  });
  expect(plan.status(), await plan.text()).toBe(201);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('the coach’s chat, in the browser', () => {
  it('opt in, ask in Portuguese to move Saturday’s ride, accept, find it with its undo', async () => {
    const calendar = await (await api.get('/api/calendar?from=2026-06-13&to=2026-06-13')).json();
    const saturday = calendar.days[0].sessions[0] as { uid: string; name: string };
    expect(saturday).toBeDefined();

    // before opting in the page points to Settings, and nothing reaches the model
    await page.goto('/pt/summaries');
    await page.getByTestId('coach-chat-opt-in').waitFor();
    expect(fake.requests).toHaveLength(0);

    await page.goto('/pt/settings');
    // a controlled switch: it turns on when the saved profile comes back
    await page.getByTestId('coach-narrator-toggle').click();
    await expect.poll(async () => (await (await api.get('/api/profile')).json()).ai_coach).toBe(true);

    // the chat's own replies: opting in also narrates the latest summaries in a job, which must not take them
    fake.replyToChat(
      {
        kind: 'tools',
        calls: [{ name: 'propose_move', arguments: { uid: saturday.uid, toDate: '2026-06-14' } }],
      },
      { kind: 'text', content: 'Proponho passar o treino de sábado para domingo. Você decide.' },
    );
    await page.goto('/pt/summaries');
    expect(await page.getByTestId('coach-chat').getByRole('heading').innerText()).toBe(
      'Pergunte à sua treinadora',
    );
    await page.getByTestId('coach-chat-input').fill('Pode mudar o treino de sábado para domingo?');
    await page.getByTestId('coach-chat-send').click();
    const card = page.getByTestId('chat-proposal');
    await card.waitFor();
    expect(await card.innerText()).toContain(
      `Mover «${saturday.name}» de sábado, 13 de junho para domingo, 14 de junho.`,
    );
    expect(await page.getByTestId('chat-written-by').innerText()).toBe(
      `Escrito por ${MODEL}, um modelo de linguagem`,
    );
    expect(fake.violations).toEqual([]);
    // nothing changed yet
    const before = await (await api.get('/api/calendar?from=2026-06-13&to=2026-06-13')).json();
    expect(before.days[0].sessions.map((s: { uid: string }) => s.uid)).toContain(saturday.uid);
    await keepScreenshot(page, 'coach-chat-proposal.png', true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('chat-proposal-accept').click();
    await page.getByTestId('chat-proposal-changes').click();
    await page.waitForURL('**/pt/plans/changes');
    const item = page.getByTestId('change-item').first();
    await item.waitFor();
    expect(await item.getByTestId('change-sentence').innerText()).toMatch(
      /^Você moveu .* 13 de junho .*14 de junho/,
    );
    await item.getByTestId('change-undo').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'coach-chat-accepted-changes.png', true);
  });
});
