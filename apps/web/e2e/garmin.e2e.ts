import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGarmin, startFakeGarmin } from '../../server/test/support/fake-garmin.ts';
import { startServer, type TestServer } from '../scripts/test-server.ts';
import {
  horizontalOverflow,
  launchBrowser,
  newContext,
  PHONE,
  seriousAxeViolations,
  signedInContext,
} from './browser.ts';

/**
 * The whole Garmin flow in Chromium against the local fake Garmin (strict OAuth2 PKCE, pings, Training API) and a
 * real server configured for it: Settings → Connections → connect screen → Garmin's consent page → callback →
 * "Import Activities Now" → the last 30 days arrive on /activities by themselves, a new ride too; then every message
 * of the spec's §8 catalogue that concerns Garmin, and disconnecting.
 */
const fit = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../packages/formats/test/fixtures/fit/${name}`, import.meta.url)),
  );
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

let garmin: FakeGarmin;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  garmin = await startFakeGarmin();
  server = await startServer({ RATE_LIMIT: 'off', JOBS_POLL_SECONDS: '0.5', ...garmin.env });
  garmin.registerApp(server.baseURL);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await garmin?.close();
});

async function rider(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, server.baseURL, { viewport: PHONE });
  return { context, page: await context.newPage() };
}

/** From the connect screen through Garmin's consent page back to our callback (as `garminUser`). */
async function throughGarmin(page: Page, decision: 'allow' | 'deny', garminUser: string) {
  await page.goto('/start-garmin-oauth');
  const button = page.getByTestId('garmin-connect-button');
  await button.waitFor();
  await button.click();
  await page.waitForURL(`${garmin.base}/oauth2Confirm?**`);
  await page.locator('input[name="user"]').fill(garminUser);
  await page.locator(decision === 'allow' ? '#allow' : '#deny').click();
  await page.waitForURL('**/oauth/garmin/callback?**');
}

/** Rides listed (a table on wide screens, cards on a phone). */
const rides = (page: Page) =>
  page.locator('[data-testid="activity-row"]:visible, [data-testid="activity-card"]:visible').count();
const message = (page: Page) => page.getByTestId('garmin-callback-message').innerText();

describe('Garmin, connected for real (against the fake)', () => {
  it('connects from Settings, then the last 30 days and a new ride arrive without any upload', async () => {
    garmin.user('g-e2e');
    await garmin.addActivity('g-e2e', fit('edge1000-short-pause-2020-06-01-16-52-40.fit'), daysAgo(2), false);
    await garmin.addActivity('g-e2e', fit('edge800-sample-activity-indoor-trainer.fit'), daysAgo(12), false);
    await garmin.addActivity('g-e2e', fit('Edge810-Vector-2013-08-16-15-35-10.fit'), daysAgo(60), false);
    const { context, page } = await rider();

    await page.goto('/settings');
    const row = page.getByTestId('connection-garmin');
    await row.waitFor();
    expect(await page.getByTestId('connection-garmin-status').innerText()).toBe('Not connected');
    await page.getByTestId('connection-connect-garmin').click();
    await page.waitForURL('**/start-garmin-oauth');
    const connect = page.getByTestId('garmin-connect');
    expect(await connect.innerText()).toContain('Read your activity data');
    expect(await connect.innerText()).toContain('Send planned workouts to your device');
    expect(await page.getByTestId('garmin-not-configured').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Connect: "Connecting..." while the server stores the state, then Garmin's page
    await page.route('**/api/connections/garmin/start', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    const click = page.getByTestId('garmin-connect-button').click();
    await expect.poll(() => page.getByTestId('garmin-connect-button').innerText()).toBe('Connecting...');
    await click;
    await page.waitForURL(`${garmin.base}/oauth2Confirm?**`);
    await page.unroute('**/api/connections/garmin/start');
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.baseURL}/oauth/garmin/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    await page.locator('input[name="user"]').fill('g-e2e');
    await page.locator('#allow').click();
    await page.waitForURL('**/oauth/garmin/callback?**');

    const success = page.getByTestId('garmin-callback-success');
    await success.waitFor({ timeout: 15_000 });
    expect(await success.getByRole('heading', { level: 1 }).innerText()).toBe('Connection Successful!');
    expect(await success.innerText()).toContain('Your Garmin account has been successfully connected!');
    expect(await page.getByTestId('garmin-dashboard').getAttribute('href')).toBe('/dashboard');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Import Activities Now → the rides page, where the two rides of the last 30 days appear by themselves
    await page.getByTestId('garmin-import').click();
    await page.waitForURL('**/activities');
    // when the rides do not come, say what the webhook deliveries and the connection were (a CI run under load
    // once saw none within 30 s: which step lagged is the question to answer)
    await expect
      .poll(() => rides(page), { timeout: 30_000, interval: 500 })
      .toBe(2)
      .catch(async (error: Error) => {
        const connections = await (await page.request.get('/api/connections')).text();
        error.message += `\ndeliveries: ${JSON.stringify(garmin.deliveryResults)}\nconnections: ${connections}`;
        throw error;
      });

    // a ride recorded now is pinged by Garmin and appears too
    await garmin.addActivity('g-e2e', fit('edge530-bpg-garmin.fit'), daysAgo(0));
    await expect.poll(() => rides(page), { timeout: 45_000, interval: 500 }).toBe(3);

    // Settings → Connections: connected, with a last sync; disconnecting deregisters at Garmin
    await page.goto('/settings');
    await expect.poll(() => page.getByTestId('connection-garmin-status').innerText()).toBe('Connected');
    expect(await page.getByTestId('connection-garmin-last-sync').innerText()).not.toBe('Not yet');
    expect(await seriousAxeViolations(page)).toEqual([]);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('connection-garmin-disconnect').click();
    await expect.poll(() => page.getByTestId('connection-garmin-status').innerText()).toBe('Not connected');
    expect(garmin.isRegistered('g-e2e')).toBe(false);
    await context.close();
  });
});

describe('Garmin error catalogue (spec §8)', () => {
  it('connect without login: Authentication Required and the spec’s text; the callback signed out says the same', async () => {
    const context = await newContext(browser, server.baseURL, PHONE);
    const page = await context.newPage();
    await page.goto('/start-garmin-oauth');
    const box = page.getByTestId('garmin-auth-required');
    await box.waitFor();
    expect(await box.getByRole('heading').innerText()).toBe('Authentication Required');
    expect(await box.innerText()).toContain('You must be logged in to connect with Garmin');
    await page.goto('/oauth/garmin/callback?code=abc&state=def');
    await expect
      .poll(() => message(page), { timeout: 15_000 })
      .toBe('You must be logged in to connect with Garmin');
    await context.close();
  });

  it('the rider cancels at Garmin: Authorization failed: {error}, with Try Again and Return to Dashboard', async () => {
    const { context, page } = await rider();
    await throughGarmin(page, 'deny', 'g-deny');
    await expect.poll(() => message(page), { timeout: 15_000 }).toBe('Authorization failed: access_denied');
    const error = page.getByTestId('garmin-callback-error');
    expect(await error.getByRole('heading').innerText()).toBe('Connection Failed');
    expect(await page.getByTestId('garmin-try-again').getAttribute('href')).toBe('/start-garmin-oauth');
    expect(await error.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId('garmin-try-again').click();
    await page.waitForURL('**/start-garmin-oauth');
    await context.close();
  });

  it('code or state missing: Invalid authorization response from Garmin', async () => {
    const { context, page } = await rider();
    for (const query of ['', '?code=abc', '?state=def']) {
      await page.goto(`/oauth/garmin/callback${query}`);
      await expect
        .poll(() => message(page), { timeout: 15_000 })
        .toBe('Invalid authorization response from Garmin');
    }
    await context.close();
  });

  it('a replayed callback, and another rider’s state: Authorization expired or invalid. Please try again.', async () => {
    const a = await rider();
    await throughGarmin(a.page, 'allow', 'g-replay');
    await a.page.getByTestId('garmin-callback-success').waitFor({ timeout: 15_000 });
    await a.page.goto(a.page.url()); // the same code and state again
    await expect
      .poll(() => message(a.page), { timeout: 15_000 })
      .toBe('Authorization expired or invalid. Please try again.');

    // Rider A starts; Garmin's answer for A (code + state) is opened by rider B: refused, and A's state still works
    // for A. The consent is given from the test, so no browser follows Garmin's redirect before B does.
    await a.page.goto('/start-garmin-oauth');
    await a.page.getByTestId('garmin-connect-button').click();
    await a.page.waitForURL(`${garmin.base}/oauth2Confirm?**`);
    const url = (await garmin.consent(a.page.url(), 'allow', 'g-replay')).toString();
    const b = await rider();
    await b.page.goto(url);
    await expect
      .poll(() => message(b.page), { timeout: 15_000 })
      .toBe('Authorization expired or invalid. Please try again.');
    await a.page.goto(url);
    await a.page.getByTestId('garmin-callback-success').waitFor({ timeout: 15_000 });
    await a.context.close();
    await b.context.close();
  });

  it('Garmin refuses the code: Failed to complete Garmin connection. Please try again.', async () => {
    const { context, page } = await rider();
    await page.goto('/start-garmin-oauth');
    await page.getByTestId('garmin-connect-button').click();
    await page.waitForURL(`${garmin.base}/oauth2Confirm?**`);
    const tampered = await garmin.consent(page.url(), 'allow', 'g-refused');
    tampered.searchParams.set('code', 'not-the-code-garmin-issued');
    await page.goto(tampered.toString());
    await expect
      .poll(() => message(page), { timeout: 15_000 })
      .toBe('Failed to complete Garmin connection. Please try again.');
    await context.close();
  });

  it('saving the state fails: Failed to start Garmin connection. Please try again.; anything else: the unexpected message', async () => {
    const { context, page } = await rider();
    await page.route('**/api/connections/garmin/start', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal_error","message":"x"}}',
      }),
    );
    await page.goto('/start-garmin-oauth');
    await page.getByTestId('garmin-connect-button').click();
    await expect
      .poll(() => page.getByTestId('garmin-start-error').innerText())
      .toBe('Failed to start Garmin connection. Please try again.');
    expect(page.url()).toContain('/start-garmin-oauth');
    await page.route('**/api/connections/garmin/callback', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal_error","message":"x"}}',
      }),
    );
    await page.goto('/oauth/garmin/callback?code=abc&state=def');
    await expect
      .poll(() => message(page), { timeout: 15_000 })
      .toBe('An unexpected error occurred. Please try again.');
    await context.close();
  });

  it('starts by itself when ?userId is the signed-in rider’s id (spec §2)', async () => {
    const { context, page } = await rider();
    await page.goto('/settings');
    const me = await page.evaluate(async () => (await (await fetch('/api/auth/get-session')).json()).user.id);
    await page.goto(`/start-garmin-oauth?userId=${encodeURIComponent(me)}`);
    await page.waitForURL(`${garmin.base}/oauth2Confirm?**`);
    await page.goto('/start-garmin-oauth?userId=someone-else');
    await page.getByTestId('garmin-connect-button').waitFor();
    await page.waitForTimeout(500);
    expect(page.url()).toContain('/start-garmin-oauth');
    await context.close();
  });
});
