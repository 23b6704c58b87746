import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStrava, startFakeStrava } from '../../server/test/support/fake-strava.ts';
import { FOUR_DAYS } from '../../server/test/support/plans.ts';
import { unzip } from '../../server/test/support/unzip.ts';
import { startServer, type TestServer } from '../scripts/test-server.ts';
import {
  horizontalOverflow,
  launchBrowser,
  linkIn,
  PHONE,
  readOutbox,
  signedInContext,
  uniqueEmail,
  waitForMail,
} from './browser.ts';

/**
 * The evidence of issue #20, in one browser session: a rider with real rides (fixture FIT files), a plan, a check-in
 * with health data and a Strava connection (the local fake) takes all their data with them — the ZIP holds every file
 * its README lists, each parseable, the original FIT byte for byte — and leaves: asks to delete the account, changes
 * their mind once, asks again, confirms by the e-mailed link, and once the grace period is over on the server's test
 * clock (PLANS_TEST_CLOCK_FILE, which also runs the deletion sweep when moved) cannot sign in, and Strava was told.
 */
const FIXTURES = '/work/shared/fixtures/fit';
const RIDES = ['edge800-sample-activity-indoor-trainer.fit', 'edge1000-short-pause-2020-06-01-16-52-40.fit'];
const PASSWORD = 'Bench-Ride-2026!';
const ATHLETE = 9107;
const DAY = 86_400_000;
const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'domestique-clock-')), 'now');
writeFileSync(clockFile, '');

let strava: FakeStrava;
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  strava = await startFakeStrava();
  server = await startServer({
    RATE_LIMIT: 'off',
    JOBS_POLL_SECONDS: '0.5',
    PLANS_TEST_CLOCK_FILE: clockFile,
    ...strava.env('e2e-verify-token'),
  });
  strava.state.redirectUris.add(`${server.baseURL}/oauth/strava/callback`);
  strava.addAthlete(ATHLETE, 'Lea');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await strava?.close();
});

/** The files README.txt names: single files at the start of a line, a folder's files as "  - path". */
const listedIn = (readme: string) =>
  readme
    .split('\n')
    .map((line) => /^(?: {2}- )?([\w./-]+\.(?:json|csv|txt|fit|zwo|tcx|gpx))$/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);

describe('a rider takes their data and leaves', () => {
  it('exports everything, deletes the account after one change of mind, and is gone with Strava told', async () => {
    const email = uniqueEmail('leaving');
    const context = await signedInContext(browser, server.baseURL, { viewport: PHONE, email });
    const api = context.request;
    const page = await context.newPage();

    // what the rider has: two real rides, a plan, a check-in with health data (consented)
    const originals = new Map<string, Buffer>();
    for (const name of RIDES) {
      const buffer = readFileSync(path.join(FIXTURES, name));
      const res = await api.post('/api/activities', {
        multipart: { files: { name, mimeType: 'application/octet-stream', buffer } },
      });
      expect(res.ok(), `upload ${name} → ${res.status()}`).toBe(true);
      const { results } = (await res.json()) as { results: { activityId: string | null }[] };
      expect(results[0]?.activityId, name).toBeTruthy();
      originals.set(results[0]!.activityId!, buffer);
    }
    expect(
      (await api.post('/api/plans', { data: { weeklyHours: 5, availability: FOUR_DAYS } })).status(),
    ).toBe(201);
    const consent = { granted: true, textVersion: '2026-11-27' };
    expect((await api.put('/api/me/consents/health_data', { data: consent })).ok()).toBe(true);
    const checkIn = { sleep: 4, fatigue: 2, soreness: 2, stress: 2, motivation: 4, restingHrBpm: 51 };
    expect((await api.put('/api/check-ins/today', { data: checkIn })).ok()).toBe(true);

    // Strava connected through its authorisation page; Settings → Consents shows the consent it gave
    await page.goto('/settings');
    await page.getByTestId('connection-connect-strava').click();
    await page.waitForURL('**/oauth/strava/callback?**');
    await page.getByText('Strava connected').waitFor();
    await page.goto('/settings#consents');
    await expect
      .poll(() => page.getByTestId('consent-strava-status').innerText())
      .toMatch(/^Given on .* \(text version \d{4}-\d{2}-\d{2}\)\.$/);

    // the newsletter for her own address, confirmed: a consent she withdraws in Settings, after the dialog says
    // what stops and what is kept
    expect(
      (await api.post('/api/newsletter', { data: { email, language: 'en', consent: true } })).status(),
    ).toBe(202);
    const subscribe = await waitForMail(server.dataDir, email, /newsletter/);
    const token = new URL(
      linkIn(subscribe, /https?:\/\/[^\s"'<>]+\/newsletter\/confirm\?token=[^\s"'<>]+/),
    ).searchParams.get('token');
    expect((await api.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
    await page.reload();
    const marketing = page.getByTestId('consent-marketing_email-status');
    await expect.poll(() => marketing.innerText()).toMatch(/^Given on /);
    await page.getByTestId('consent-marketing_email-withdraw').click();
    const dialog = page.getByTestId('withdraw-purpose-dialog');
    expect(await dialog.innerText()).toContain('We stop sending you the newsletter now');
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => marketing.innerText()).toMatch(/^Withdrawn on /);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // the copy: every file the README lists is there and reads, each original byte for byte
    const section = page.getByTestId('data-export');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const link = page.getByTestId('data-export-link');
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const files = unzip(readFileSync((await download.path())!));
    const listed = listedIn(files.get('README.txt')!.toString('utf8'));
    expect(listed).toContain('activities.csv');
    expect(listed).toContain('connections.json');
    for (const name of listed) {
      const bytes = files.get(name);
      expect(bytes, `${name} is in the archive`).toBeDefined();
      if (name.endsWith('.json')) expect(() => JSON.parse(bytes!.toString('utf8')), name).not.toThrow();
      if (name.endsWith('.csv')) expect(bytes!.toString('utf8').split('\r\n')[0], name).toMatch(/^id,/);
    }
    expect([...files.keys()].sort()).toEqual([...new Set([...listed, 'README.txt'])].sort());
    for (const [id, buffer] of originals) {
      const stored = listed.find((name) => name.startsWith('rides/') && name.includes(id));
      expect(stored, `ride ${id}`).toBeDefined();
      expect(Buffer.compare(files.get(stored!)!, buffer)).toBe(0);
    }
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    expect(json('check-ins.json')[0]).toMatchObject({ restingHrBpm: 51 });
    expect(json('plans.json').plans).toHaveLength(1);
    const connections = json('connections.json').connections as { provider: string; status: string }[];
    expect(connections.find((c) => c.provider === 'strava')?.status).toBe('active');
    expect(
      json('consents.json')
        .map((c: { purpose: string }) => c.purpose)
        .sort(),
    ).toEqual(['health_data', 'marketing_email', 'strava']);

    // leaving: asked, withdrawn once, asked again and confirmed by the e-mailed link
    await page.goto('/settings');
    const start = async () => {
      await page.getByTestId('delete-account-start').click();
      await page.getByTestId('delete-account-dialog').getByLabel('Password').fill(PASSWORD);
      await page.getByTestId('delete-account-submit').click();
      await page.getByTestId('delete-account-pending').waitFor();
    };
    await start();
    await page.getByTestId('delete-account-withdraw').click();
    await page.getByTestId('delete-account-start').waitFor();
    await start();
    const confirms = () =>
      readOutbox(server.dataDir).filter(
        (m) => m.to.includes(email) && /Confirm the deletion/.test(m.subject),
      );
    await expect.poll(() => confirms().length, { timeout: 15_000 }).toBe(2);
    await page.goto(
      linkIn(confirms().at(-1)!, /https?:\/\/[^\s"'<>]+\/account\/deletion\/confirm\?token=[^\s"'<>]+/),
    );
    await page.getByTestId('deletion-confirm-button').click();
    await page.getByTestId('deletion-scheduled').waitFor();
    expect(strava.state.deauthorized).not.toContain(ATHLETE);

    // eight days later on the server's clock: the account is erased, Strava told first
    writeFileSync(clockFile, new Date(Date.now() + 8 * DAY).toISOString());
    await expect.poll(() => strava.state.deauthorized, { timeout: 20_000, interval: 250 }).toContain(ATHLETE);
    const signIn = () =>
      fetch(new URL('/api/auth/sign-in/email', server.baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseURL },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
    await expect.poll(async () => (await signIn()).status, { timeout: 20_000, interval: 250 }).toBe(401);

    // and in the browser: the sign-in says the email or password is wrong (no account to unlock any more)
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
    await page.getByText('Invalid email or password').waitFor();
    expect(await page.getByTestId('scheduled-deletion').count()).toBe(0);
    await context.close();
  }, 90_000);
});
