import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../server/test/support/fake-openai.ts';
import { startServer, type TestServer } from '../scripts/test-server.ts';
import {
  horizontalOverflow,
  launchBrowser,
  PHONE,
  seriousAxeViolations,
  signedInContext,
} from './browser.ts';

/**
 * The language-model narrator's switch in Chromium at 360 px: on a server configured with a (local fake)
 * OpenAI-compatible model, Settings explains what is sent and to whom and records the rider's opt-in and opt-out —
 * and neither the switch nor reading summaries sends the model anything (narration runs in the summary job). On a
 * server without a model (the shared one), Settings says so and offers no switch.
 */
const MODEL = 'coach-e2e-model';
let fake: FakeOpenAi;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-e2e', model: MODEL });
  server = await startServer({
    RATE_LIMIT: 'off',
    COACH_LLM_BASE_URL: fake.url,
    COACH_LLM_MODEL: MODEL,
    COACH_LLM_API_KEY: 'sk-e2e',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('Settings → summaries worded by a language model', () => {
  it('opts in and out, recorded as a consent, with no request to the model', async () => {
    const context = await signedInContext(browser, server.baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByTestId('coach-narrator');
    await section.getByRole('heading', { name: 'Summaries worded by a language model' }).waitFor();
    // the heading comes before the server's answer about its model: the switch comes with that answer
    const toggle = section.getByRole('checkbox', { name: `Let ${MODEL} word my summaries` });
    await toggle.waitFor();
    const text = await section.innerText();
    expect(text).toContain(MODEL);
    expect(text).toContain('Data that came through Strava is never sent to a model');
    expect(await toggle.isChecked()).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await toggle.check();
    await page.getByText('Your next summaries will be worded by the language model.').waitFor();
    await page.reload();
    await section.getByRole('checkbox', { name: `Let ${MODEL} word my summaries` }).waitFor();
    expect(await section.getByRole('checkbox', { name: `Let ${MODEL} word my summaries` }).isChecked()).toBe(
      true,
    );
    const consents = await (await page.request.get('/api/me/consents')).json();
    expect(consents.items.find((c: { purpose: string }) => c.purpose === 'ai_coach')).toMatchObject({
      status: 'granted',
    });

    // reading summaries never waits on (or calls) the model
    await page.goto('/summaries');
    await page.getByTestId('summary-list').locator('p').first().waitFor();
    expect(fake.requests).toHaveLength(0);

    await page.goto('/settings');
    const again = page
      .getByTestId('coach-narrator')
      .getByRole('checkbox', { name: `Let ${MODEL} word my summaries` });
    await again.uncheck();
    await page.getByText('The language model is off: nothing more is sent to it.').waitFor();
    const after = await (await page.request.get('/api/profile')).json();
    expect(after.ai_coach).toBe(false);
    expect(fake.requests).toHaveLength(0);
    expect(fake.violations).toEqual([]);
    await context.close();
  });

  it('on a server without a model: says the narrator is not available, and offers no switch', async () => {
    const context = await signedInContext(browser, inject('baseURL'), { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByTestId('coach-narrator');
    await section.getByTestId('coach-narrator-unavailable').waitFor();
    expect(await section.getByRole('checkbox').count()).toBe(0);
    await context.close();
  });
});
