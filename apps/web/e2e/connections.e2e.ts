import { encodeSyntheticRideFit } from '@domestique/formats';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIntervals, startFakeIntervals } from '../../server/test/support/fake-intervals.ts';
import { type FakeStrava, startFakeStrava } from '../../server/test/support/fake-strava.ts';
import { stravaRideStreams } from '../../server/test/support/strava-rides.ts';
import { startServer, type TestServer } from '../scripts/test-server.ts';
import { horizontalOverflow, launchBrowser, PHONE, signedInContext, uniqueEmail } from './browser.ts';

/**
 * Settings → Connections with Strava and intervals.icu, against the local fake providers and a real server
 * configured for them: connect Strava (its authorisation page approves at once), see the last 90 days arrive on the
 * rides page without uploading anything, connect intervals.icu by pasting an id and key (a wrong key is refused in
 * plain words), see its rides arrive too, then disconnect Strava.
 */
let strava: FakeStrava;
let intervals: FakeIntervals;
let server: TestServer;
let browser: Browser;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Math.floor((Date.now() - n * DAY) / 60_000) * 60_000);

beforeAll(async () => {
  strava = await startFakeStrava();
  intervals = await startFakeIntervals();
  server = await startServer({
    RATE_LIMIT: 'off',
    JOBS_POLL_SECONDS: '0.5',
    ...strava.env('e2e-verify-token'),
    ...intervals.env(),
  });
  strava.state.redirectUris.add(`${server.baseURL}/oauth/strava/callback`);
  strava.addAthlete(9001, 'Eva');
  strava.addActivity(9001, {
    start_date: daysAgo(3).toISOString(),
    streams: stravaRideStreams({ durationS: 1800 }),
  });
  strava.addActivity(9001, {
    start_date: daysAgo(20).toISOString(),
    streams: stravaRideStreams({ durationS: 2400, power: false }),
  });
  intervals.addAthlete('i4242', 'eva-intervals-api-key');
  intervals.addActivity('i4242', {
    start: daysAgo(6),
    fit: encodeSyntheticRideFit({ durationS: 1500, startTime: daysAgo(6), seed: 3 }),
  });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await strava?.close();
  await intervals?.close();
});

/** Reloads the rides page until it lists `n` rides (the background jobs are importing them). */
async function waitForRides(page: Page, n: number) {
  await expect
    .poll(
      async () => {
        await page.goto('/activities');
        await page
          .getByTestId('activity-card')
          .first()
          .waitFor({ timeout: 3000 })
          .catch(() => {});
        return page.getByTestId('activity-card').count();
      },
      { timeout: 150_000, interval: 1500 },
    )
    .toBe(n);
}

describe('Settings → Connections: Strava and intervals.icu', () => {
  it('connects both at 360 px, rides arrive by themselves, and Strava disconnects', async () => {
    const context = await signedInContext(browser, server.baseURL, {
      viewport: PHONE,
      email: uniqueEmail('connections'),
    });
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/settings');
    const stravaRow = page.getByTestId('connection-strava');
    await stravaRow.waitFor();
    expect(await page.getByTestId('connection-strava-status').innerText()).toContain('Not connected');

    // Strava: to its authorisation page and back to our callback page
    await page.getByTestId('connection-connect-strava').click();
    await page.waitForURL('**/oauth/strava/callback?**');
    await page.getByText('Strava connected').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('strava-to-rides').click();
    await waitForRides(page, 2);

    // intervals.icu: a wrong key is refused in plain words, the right one connects
    await page.goto('/settings');
    await page.getByTestId('connection-connect-intervals').click();
    await page.getByLabel('Athlete id').fill('i4242');
    await page.getByLabel('API key').fill('not-the-right-key');
    await page.getByTestId('intervals-submit').click();
    await page
      .getByTestId('intervals-error')
      .filter({ hasText: 'did not accept this athlete id and API key' })
      .waitFor();
    await page.getByLabel('API key').fill('eva-intervals-api-key');
    await page.getByTestId('intervals-submit').click();
    await expect
      .poll(() => page.getByTestId('connection-intervals-status').innerText(), { timeout: 15_000 })
      .toContain('Connected');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await waitForRides(page, 3);

    // both rows say they are connected and when they last synced
    await page.goto('/settings');
    await expect.poll(() => page.getByTestId('connection-strava-status').innerText()).toContain('Connected');
    expect(await page.getByTestId('connection-strava-last-sync').innerText()).not.toBe('Not yet');

    await page.getByTestId('connection-strava-disconnect').click();
    await expect
      .poll(() => page.getByTestId('connection-strava-status').innerText())
      .toContain('Not connected');
    expect([...strava.state.accessTokens.values()].some((t) => t.athleteId === 9001)).toBe(false);
    // the rides stay
    await waitForRides(page, 3);
    await context.close();
  }, 420_000);
});
