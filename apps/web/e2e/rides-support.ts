import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type NamedRide, rideName } from '../src/lib/ride-name.ts';
import {
  DESKTOP,
  horizontalOverflow,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  uniqueEmail,
} from './browser.ts';

/** Shared set-up of the rides e2e files (rides-upload, rides-detail, rides-progress): real files, real server. */
const fixtures = path.resolve(import.meta.dirname, '../../../packages/formats/test/fixtures');
export const PASSWORD = 'Grimpeur-Alpe-2026';
export const WEIGHT_KG = 70;

export const FILES = {
  vector: path.join(fixtures, 'fit/Edge810-Vector-2013-08-16-15-35-10.fit'),
  shortPause: path.join(fixtures, 'fit/edge1000-short-pause-2020-06-01-16-52-40.fit'),
  tcx: path.join(fixtures, 'tcx/edge1000-short-pause-activity_5039744860.tcx'),
  gpx: path.join(fixtures, 'gpx/edge1000-short-pause-activity_5039744860.gpx'),
  bolt: path.join(fixtures, 'fit/elemnt-bolt-no-application-id-inside-developer-data-id.fit'),
  truncated: path.join(fixtures, 'fit-bad/sigma-truncated-nick.fit'),
  running: path.join(fixtures, 'fit-bad/compressed-speed-distance.fit'),
  bad: path.join(fixtures, 'fit-bad/activity-unexpected-eof.fit'),
};

const commonEn = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../src/locales/en/common.json'), 'utf8'),
) as Record<string, unknown>;
/** `t` over the English `common` catalog, enough for ride names (keys `common:a.b.c`). */
const tEn = ((key: string) =>
  key
    .replace(/^common:/, '')
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      commonEn,
    )) as unknown as TFunction;

/**
 * The name the English app shows for a ride: its own, else the default from its start on the browser's clock (the
 * e2e riders set no time zone; the browser and this process share the machine's). Its rules are unit-tested in
 * test/ride-name.test.ts; here it checks the pages use them.
 */
export const shownName = (ride: NamedRide): string => rideName(ride, tEn, null);

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const payload = (file: string): FilePayload => ({
  name: path.basename(file),
  mimeType: 'application/octet-stream',
  buffer: readFileSync(file),
});

/**
 * A 25-minute indoor ride with power from yesterday: recent enough for the server to suggest an FTP from it (the
 * fixtures are years old, and suggestions only come from recent rides), and a 20-minute test in the FTP sense.
 */
export function recentPowerRide(): FilePayload {
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

export interface RidesSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  api: APIRequestContext;
  baseURL: string;
  get<T>(url: string): Promise<T>;
  /** POST /api/activities with one file, as the web app sends it; returns the file's result. */
  uploadViaApi(file: FilePayload): Promise<{ status: string; activityId: string | null }>;
  close(): Promise<void>;
}

/** A browser, a signed-up rider who finished onboarding without an FTP (so the answers estimate applies). */
export async function startRidesSession(baseURL: string, label: string): Promise<RidesSession> {
  const browser = await launchBrowser();
  const context = await newContext(browser, baseURL, DESKTOP);
  const page = await context.newPage();
  const api = context.request;
  const email = uniqueEmail(label);
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { name: 'Rita Rouleur', email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), `sign-up ${signUp.status()} ${await signUp.text()}`).toBe(true);
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
  return {
    browser,
    context,
    page,
    api,
    baseURL,
    async get<T>(url: string): Promise<T> {
      const response = await api.get(url, { headers: { 'accept-language': 'en' } });
      expect(response.ok(), `${url} → ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    async uploadViaApi(file: FilePayload) {
      const response = await api.post('/api/activities', {
        multipart: { file },
        headers: { origin: baseURL, 'accept-language': 'en' },
      });
      expect(response.ok(), `upload ${file.name} → ${response.status()}`).toBe(true);
      return ((await response.json()) as { results: { status: string; activityId: string | null }[] })
        .results[0]!;
    },
    close: () => browser.close(),
  };
}

/** Elements reaching past the right edge: named in the failure message. */
const wideElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`),
  );

/** No page-level horizontal scroll and no serious axe violation, once toasts have gone. */
export async function checkPage(page: Page, label: string) {
  // a toast fading out is mid-transparency: axe would misjudge its contrast
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
  const overflow = await horizontalOverflow(page);
  expect(
    overflow,
    `${label} overflows: ${overflow > 0 ? (await wideElements(page)).join(' | ') : ''}`,
  ).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), `${label} axe`).toEqual([]);
}

/** Waits until no upload is queued or in flight in the panel. */
export async function uploadsSettled(page: Page, timeout = 60_000) {
  await expect
    .poll(
      () =>
        page
          .locator(
            '[data-testid="upload-item"][data-status="queued"], [data-testid="upload-item"][data-status="uploading"]',
          )
          .count(),
      { timeout },
    )
    .toBe(0);
}

/** Each upload row as `{ file name: status }`. */
export async function uploadStatuses(page: Page): Promise<Record<string, string | null>> {
  const rows = await page
    .getByTestId('upload-item')
    .evaluateAll((nodes) =>
      nodes.map((n) => [n.querySelector('p[title]')?.textContent ?? '', n.getAttribute('data-status')]),
    );
  return Object.fromEntries(rows);
}

/** The upload row of one file. */
export function uploadRow(page: Page, name: string): Locator {
  return page.locator('[data-testid="upload-item"]', { has: page.locator(`p[title="${name}"]`) });
}
