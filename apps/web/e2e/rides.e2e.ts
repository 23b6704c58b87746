import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  ActivityDetail,
  ActivityList,
  DashboardSummary,
  Fitness,
  SeasonPowerCurve,
} from '@domestique/contract';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  formatDate,
  formatDistanceKm,
  formatDuration,
  formatElevation,
  formatNumber,
  formatSigned,
  formatWithSymbol,
} from '../src/lib/ride-format.ts';
import {
  DESKTOP,
  horizontalOverflow,
  launchBrowser,
  newContext,
  PHONE,
  seriousAxeViolations,
  uniqueEmail,
} from './browser.ts';

const baseURL = inject('baseURL');
const fixtures = path.resolve(import.meta.dirname, '../../../packages/formats/test/fixtures');
const PASSWORD = 'Grimpeur-Alpe-2026';
const WEIGHT_KG = 70;

const FILES = {
  vector: path.join(fixtures, 'fit/Edge810-Vector-2013-08-16-15-35-10.fit'),
  shortPause: path.join(fixtures, 'fit/edge1000-short-pause-2020-06-01-16-52-40.fit'),
  tcx: path.join(fixtures, 'tcx/edge1000-short-pause-activity_5039744860.tcx'),
  bad: path.join(fixtures, 'fit-bad/activity-unexpected-eof.fit'),
};

/**
 * A 25-minute indoor ride with power from yesterday: recent enough for the server to suggest an FTP from it
 * (the fixtures are years old, and suggestions only come from recent rides).
 */
function recentPowerRide(): { name: string; mimeType: string; buffer: Buffer } {
  const start = new Date(Date.now() - 86_400_000);
  start.setUTCHours(7, 0, 0, 0);
  const points: string[] = [];
  for (let s = 0; s < 25 * 60; s += 1) {
    const time = new Date(start.getTime() + s * 1000).toISOString();
    const watts = 260 + ((s * 7) % 21) - 10;
    points.push(
      `<Trackpoint><Time>${time}</Time><DistanceMeters>${(s * 9.5).toFixed(1)}</DistanceMeters><HeartRateBpm><Value>${150 + (s % 5)}</Value></HeartRateBpm><Cadence>90</Cadence><Extensions><ns3:TPX><ns3:Speed>9.5</ns3:Speed><ns3:Watts>${watts}</ns3:Watts></ns3:TPX></Extensions></Trackpoint>`,
    );
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
<Activities><Activity Sport="Biking"><Id>${start.toISOString()}</Id>
<Lap StartTime="${start.toISOString()}"><TotalTimeSeconds>1500</TotalTimeSeconds><DistanceMeters>14250</DistanceMeters><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod>
<Track>${points.join('\n')}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;
  return { name: 'recent-threshold.tcx', mimeType: 'application/octet-stream', buffer: Buffer.from(xml) };
}

const payload = (file: string) => ({
  name: path.basename(file),
  mimeType: 'application/octet-stream',
  buffer: readFileSync(file),
});

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;

async function get<T>(url: string): Promise<T> {
  const response = await api.get(url, { headers: { 'accept-language': 'en' } });
  expect(response.ok(), `${url} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Elements reaching past the right edge: named in the failure message. */
const wideElements = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`),
  );

async function checkPage(label: string) {
  // a toast fading out is mid-transparency: axe would misjudge its contrast
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
  const overflow = await horizontalOverflow(page);
  expect(
    overflow,
    `${label} overflows: ${overflow > 0 ? (await wideElements()).join(' | ') : ''}`,
  ).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), `${label} axe`).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseURL, DESKTOP);
  page = await context.newPage();
  api = context.request;
  const email = uniqueEmail('rides');
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { name: 'Rita Rouleur', email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), `sign-up ${signUp.status()} ${await signUp.text()}`).toBe(true);
  // onboarding through the API: no FTP known, so the dashboard shows the estimate from the answers
  const profile = await api.put('/api/profile', {
    data: {
      name: 'Rita',
      email,
      age: 34,
      weight: WEIGHT_KG,
      weight_unit: 'kg',
      ftp: null,
      knows_ftp: false,
      experience_level: 'intermediate',
      primary_goal: 'endurance',
      coach_gender: 'female',
      interface_language: 'en',
      onboarding_completed: true,
    },
    headers: { origin: baseURL },
  });
  expect(profile.ok(), `profile ${profile.status()} ${await profile.text()}`).toBe(true);
});

afterAll(async () => {
  await browser?.close();
});

describe('rides: upload → list → detail → progress → dashboard', () => {
  it('shows the first FTP estimate from the answers, labelled as such, and training load on the dashboard', async () => {
    const summary = await get<DashboardSummary>('/api/dashboard/summary');
    expect(summary.ftp?.source).toBe('answers');
    await page.goto('/dashboard');
    const estimate = page.getByTestId('ftp-answers-estimate');
    await estimate.waitFor();
    expect(await estimate.innerText()).toContain(`First FTP estimate: ${summary.ftp?.watts} W`);
    expect(await page.getByTestId('ftp-source-label').innerText()).toContain('estimated from your answers');
    expect(await page.getByTestId('load-ctl').innerText()).toBe('0');
    // the spec's cards are still there
    await page.getByTestId('plan-card').waitFor();
    await page.getByTestId('focus-card').waitFor();
    expect(await page.getByTestId('stat-ftp').innerText()).toBe('To be determined');
    await checkPage('dashboard before rides');
  });

  it('invites the first upload, then uploads several files with a result for each', async () => {
    await page.getByTestId('nav-activities').click();
    await page.waitForURL('**/activities');
    await page.getByTestId('activities-empty').waitFor();
    await checkPage('activities empty');

    await page
      .getByTestId('upload-input')
      .setInputFiles([
        payload(FILES.vector),
        payload(FILES.shortPause),
        payload(FILES.tcx),
        payload(FILES.bad),
        recentPowerRide(),
      ]);
    const items = page.getByTestId('upload-item');
    await expect
      .poll(
        async () =>
          page
            .locator(
              '[data-testid="upload-item"][data-status="queued"], [data-testid="upload-item"][data-status="uploading"]',
            )
            .count(),
        {
          timeout: 60_000,
        },
      )
      .toBe(0);
    expect(await items.count()).toBe(5);
    const statuses = await items.evaluateAll((nodes) =>
      nodes.map((n) => [n.querySelector('p[title]')?.textContent, n.getAttribute('data-status')]),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      'Edge810-Vector-2013-08-16-15-35-10.fit': 'created',
      'edge1000-short-pause-2020-06-01-16-52-40.fit': 'created',
      'edge1000-short-pause-activity_5039744860.tcx': 'created',
      'activity-unexpected-eof.fit': 'rejected',
      'recent-threshold.tcx': 'created',
    });

    // the rejected file shows the server's reason, in the UI language
    const direct = await api.post('/api/activities', {
      multipart: {
        file: {
          name: 'activity-unexpected-eof.fit',
          mimeType: 'application/octet-stream',
          buffer: readFileSync(FILES.bad),
        },
      },
      headers: { origin: baseURL, 'accept-language': 'en' },
    });
    const reason = ((await direct.json()) as { results: { error: { message: string } }[] }).results[0]?.error
      .message;
    expect(reason).toBeTruthy();
    const rejected = page.locator('[data-testid="upload-item"][data-status="rejected"]');
    expect(await rejected.first().getByTestId('upload-reason').innerText()).toBe(reason);

    // the same file again is a duplicate, not a second ride
    await page
      .getByTestId('upload-input')
      .setInputFiles([
        payload(FILES.vector),
        payload(FILES.shortPause),
        payload(FILES.tcx),
        payload(FILES.bad),
        recentPowerRide(),
      ]);
    await page
      .locator('[data-testid="upload-item"][data-status="duplicate"]')
      .first()
      .waitFor({ timeout: 30_000 });
  });

  it('lists the rides with the API’s numbers, sorted and sortable', async () => {
    const list = await get<ActivityList>('/api/activities');
    expect(list.total).toBe(4);
    await expect.poll(() => page.getByTestId('activity-row').count(), { timeout: 15_000 }).toBe(4);
    for (const ride of list.items) {
      const row = page.locator(`[data-testid="activity-row"][data-id="${ride.id}"]`);
      expect(await row.locator('[data-cell="duration"]').innerText()).toBe(formatDuration(ride.durationS));
      expect(await row.locator('[data-cell="distance"]').innerText()).toBe(
        formatDistanceKm(ride.distanceM, 'en'),
      );
      expect(await row.locator('[data-cell="elevation"]').innerText()).toBe(
        formatElevation(ride.elevationGainM, 'en'),
      );
      expect(await row.locator('[data-cell="np"]').innerText()).toBe(
        formatWithSymbol(ride.normalizedPowerW, 'W', 'en'),
      );
      expect(await row.locator('[data-cell="tss"]').innerText()).toBe(formatNumber(ride.tss, 'en'));
      expect(await row.locator('[data-cell="if"]').innerText()).toBe(
        formatNumber(ride.intensityFactor, 'en', 2, 2),
      );
      expect(await row.getByTestId('activity-link').innerText()).toBe(ride.name);
      expect(await row.locator('td').first().innerText()).toBe(formatDate(ride.startTime, 'en'));
    }
    // newest first by default; a click on Distance sorts longest first, a second click shortest first
    const ids = () =>
      page.getByTestId('activity-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
    expect(await ids()).toEqual(list.items.map((r) => r.id));
    await page.getByTestId('sort-distance').click();
    await page.waitForURL('**/activities?sort=distance');
    const byDistance = await get<ActivityList>('/api/activities?sort=distance&order=desc');
    await expect.poll(ids).toEqual(byDistance.items.map((r) => r.id));
    await page.getByTestId('sort-distance').click();
    const ascending = await get<ActivityList>('/api/activities?sort=distance&order=asc');
    await expect.poll(ids).toEqual(ascending.items.map((r) => r.id));
    expect(await page.locator('th[aria-sort="ascending"]').innerText()).toContain('Distance');
    await checkPage('activities list');
  });

  it('opens a ride: charts drawn, numbers equal to the API, zoom, zones, power curve, laps, rename', async () => {
    const list = await get<ActivityList>('/api/activities?sort=date&order=asc');
    const vector = list.items.find((r) => r.startTime.startsWith('2013-08-16'));
    expect(vector).toBeDefined();
    await page.goto(`/activities/${vector?.id}`);
    const detail = await get<ActivityDetail>(`/api/activities/${vector?.id}`);
    await page.getByTestId('activity-name').waitFor();
    expect(await page.getByTestId('activity-name').innerText()).toBe(detail.name);
    const metric = (key: string) => page.getByTestId(`metric-${key}`).innerText();
    expect(await metric('moving')).toBe(formatDuration(detail.movingS));
    expect(await metric('elapsed')).toBe(formatDuration(detail.elapsedS));
    expect(await metric('distance')).toBe(formatDistanceKm(detail.distanceM, 'en'));
    expect(await metric('np')).toBe(formatWithSymbol(detail.normalizedPowerW, 'W', 'en'));
    expect(await metric('avgPower')).toBe(formatWithSymbol(detail.avgPowerW, 'W', 'en'));
    expect(await metric('maxPower')).toBe(formatWithSymbol(detail.maxPowerW, 'W', 'en'));
    expect(await metric('tss')).toBe(formatNumber(detail.tss, 'en'));
    expect(await metric('if')).toBe(formatNumber(detail.intensityFactor, 'en', 2, 2));
    expect(await metric('work')).toBe(formatWithSymbol(detail.workKj, 'kJ', 'en'));
    expect(await metric('avgHr')).toBe(formatWithSymbol(detail.avgHeartRateBpm, 'bpm', 'en'));
    expect(detail.normalizedPowerW).toBeGreaterThan(0);

    await page.locator('[data-testid="chart-power"] canvas').first().waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="chart-altitude"] canvas').first().waitFor();
    expect(await page.getByTestId('chart-caption-power').innerText()).toContain(
      formatWithSymbol(detail.avgPowerW, 'W', 'en'),
    );
    expect(await page.getByTestId('zoom-range').innerText()).toMatch(/Drag across a chart/);
    await page.getByTestId('zoom-in').click();
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/^Showing \d/);
    await page.getByTestId('zoom-reset').click();
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/Drag across a chart/);
    // drag-to-zoom on one chart zooms them all
    const over = page.locator('[data-testid="chart-heartRate"] .u-over');
    await over.scrollIntoViewIfNeeded();
    const box = await over.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    }
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/^Showing \d/);
    // zoomed in far (under a quarter of the ride): every second is fetched once and the window is kept
    const zoomedText = await page.getByTestId('zoom-range').innerText();
    const fullStreams = page.waitForResponse((r) => r.url().includes('/streams?full=1') && r.ok());
    await page.getByTestId('zoom-in').click();
    await fullStreams;
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).not.toBe(zoomedText);
    const narrow = await page.getByTestId('zoom-range').innerText();
    await page.waitForTimeout(300); // charts rebuilt with the finer data
    expect(await page.getByTestId('zoom-range').innerText()).toBe(narrow);
    await page.locator('[data-testid="chart-power"] canvas').first().waitFor();
    await page.getByTestId('zoom-reset').click();
    await expect.poll(() => page.getByTestId('zoom-range').innerText()).toMatch(/Drag across a chart/);

    if (detail.powerZones) {
      expect(await page.getByTestId('zones-power').locator('li').count()).toBe(
        detail.powerZones.zones.length,
      );
      expect(await page.getByTestId('zones-power').innerText()).toContain('Endurance');
    }
    await page.locator('[data-testid="power-curve"] canvas').first().waitFor();
    if (detail.laps.length > 0)
      expect(await page.getByTestId('laps').locator('tbody tr').count()).toBe(detail.laps.length);
    if (detail.wPrimeBalance) await page.getByTestId('wbal').waitFor();
    const download = page.getByTestId('download-file');
    expect(await download.getAttribute('href')).toBe(`/api/activities/${detail.id}/file`);
    await checkPage('ride detail');

    await page.getByTestId('rename-start').click();
    await page.getByTestId('rename-input').fill('Vector test ride');
    await page.getByTestId('rename-save').click();
    await expect.poll(() => page.getByTestId('activity-name').innerText()).toBe('Vector test ride');
    expect((await get<ActivityDetail>(`/api/activities/${detail.id}`)).name).toBe('Vector test ride');
  });

  it('shows progress: fitness with the terms explained, season power curve, FTP history, totals', async () => {
    await page.getByTestId('nav-progress').click();
    await page.waitForURL('**/progress');
    await page.locator('[data-testid="fitness-panel"] canvas').first().waitFor({ timeout: 15_000 });
    const fitness = await get<Fitness>('/api/progress/fitness');
    const today = fitness.days.at(-1);
    expect(await page.getByTestId('fitness-ctl').innerText()).toBe(formatNumber(today?.ctl, 'en'));
    expect(await page.getByTestId('fitness-tsb').innerText()).toBe(formatSigned(today?.tsb, 'en'));
    expect(today?.ctl).toBeGreaterThan(0); // yesterday's ride counts
    await page.getByTestId('fitness-range').getByRole('button', { name: 'All time' }).click();
    await expect
      .poll(() => page.getByTestId('fitness-range').locator('[aria-pressed="true"]').innerText())
      .toBe('All time');

    await page.getByTestId('curve-range').getByRole('button', { name: 'All time' }).click();
    const curve = await get<SeasonPowerCurve>('/api/progress/power-curve?range=all');
    expect(curve.rides).toBeGreaterThanOrEqual(2);
    const best20 = curve.points.find((p) => p.durationS === 1200);
    await expect
      .poll(() => page.getByTestId('curve-table').innerText())
      .toContain(formatWithSymbol(best20?.watts, 'W', 'en'));
    await page.getByTestId('ftp-panel').waitFor();
    await page.getByTestId('totals').waitFor();
    expect(await page.getByTestId('totals-row').count()).toBe(12);
    await page.getByTestId('totals-period').getByRole('button', { name: 'Monthly' }).click();
    await expect.poll(() => page.getByTestId('totals').innerText()).toContain('Month');
    await checkPage('progress');
  });

  it('asks before changing FTP: the suggestion from a ride, with its reason, and Accept', async () => {
    const summary = await get<DashboardSummary>('/api/dashboard/summary');
    const suggestion = summary.ftpSuggestion;
    expect(suggestion, 'the recent 25-min ride suggests an FTP').not.toBeNull();
    await page.getByTestId('nav-dashboard').click();
    await page.getByTestId('ftp-suggestion').waitFor();
    expect(await page.getByTestId('ftp-suggestion-value').innerText()).toBe(
      `Your FTP could be ${suggestion?.estimateW} W`,
    );
    expect(await page.getByTestId('ftp-suggestion-reason').innerText()).toContain('best 20-minute power');
    expect(await page.getByTestId('ftp-suggestion-ride').innerText()).toBe(suggestion?.activity.name);
    await checkPage('dashboard with suggestion');
    await page.getByTestId('ftp-accept').click();
    await page.getByText(`FTP updated to ${suggestion?.estimateW} W`).first().waitFor();
    await expect.poll(() => page.getByTestId('stat-ftp').innerText()).toBe(`${suggestion?.estimateW} W`);
    await page.getByTestId('ftp-suggestion').waitFor({ state: 'detached' });
    const after = await get<DashboardSummary>('/api/dashboard/summary');
    expect(after.ftp).toMatchObject({ watts: suggestion?.estimateW, source: 'estimate' });
    expect(await page.getByTestId('ftp-source-label').innerText()).toContain('estimated from a ride');
  });

  it('works at 360 px: cards instead of the table, no page-level horizontal scroll, axe clean', async () => {
    const phone = await newContext(browser, baseURL, PHONE);
    await phone.addCookies(await context.cookies());
    page = await phone.newPage();
    await page.goto('/activities');
    await page.getByTestId('activity-card').first().waitFor();
    expect(await page.getByTestId('activity-table').isVisible()).toBe(false);
    await checkPage('activities 360');
    const list = await get<ActivityList>('/api/activities');
    await page.goto(`/activities/${list.items[0]?.id}`);
    await page.locator('[data-testid="charts"] canvas').first().waitFor({ timeout: 15_000 });
    await checkPage('ride 360');
    await page.goto('/pt/progress');
    await page.getByRole('heading', { name: 'Progresso', level: 1 }).waitFor();
    await page.locator('[data-testid="fitness-panel"] canvas').first().waitFor({ timeout: 15_000 });
    await checkPage('progress 360 pt');
    await page.goto('/es/dashboard');
    await page.getByTestId('training-load').waitFor();
    await checkPage('dashboard 360 es');
  });

  it('deletes a ride after confirming, and goes back to the list', async () => {
    const before = await get<ActivityList>('/api/activities');
    const ride = before.items.find((r) => r.name !== 'Vector test ride');
    await page.goto(`/activities/${ride?.id}`);
    await page.getByTestId('delete-start').click();
    await page.getByTestId('delete-dialog').waitFor();
    await checkPage('delete dialog');
    await page.getByTestId('delete-confirm').click();
    await page.waitForURL('**/activities');
    await expect.poll(async () => (await get<ActivityList>('/api/activities')).total).toBe(before.total - 1);
    await expect.poll(() => page.locator(`[data-id="${ride?.id}"]`).count()).toBe(0);
  });
});
