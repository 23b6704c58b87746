import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  horizontalOverflow,
  keepScreenshot,
  launchBrowser,
  newContext,
  PHONE,
  seriousAxeViolations,
} from './browser.ts';

/** Every page a visitor without an account can open (spec §2, §6), with the heading each must show in English. */
export const PUBLIC_PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /coach/i },
  { path: '/about', heading: /domestique/i },
  { path: '/privacy', heading: /privacy policy/i },
  { path: '/terms', heading: /terms/i },
  { path: '/trial', heading: /.+/ },
  { path: '/launch', heading: /beta/i },
  { path: '/auth', heading: /welcome back/i },
  { path: '/forgot-password', heading: /forgot your password/i },
  { path: '/reset-password', heading: /expired/i },
  { path: '/start-garmin-oauth', heading: /^Authentication Required$/ },
  { path: '/oauth/garmin/callback', heading: /^Connection Failed$/ },
  { path: '/newsletter/confirm', heading: /doesn't work/i },
  { path: '/newsletter/unsubscribe', heading: /doesn't work/i },
  { path: '/summaries/unsubscribe', heading: /does not work/i },
];
export const LANGS = [
  { code: 'en', prefix: '' },
  { code: 'pt', prefix: '/pt' },
  { code: 'es', prefix: '/es' },
] as const;

export type LanguageCode = (typeof LANGS)[number]['code'];

async function open(page: Page, url: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  return errors;
}

/**
 * The public pages of one language at 360 px and 1280 px (one file per language, so the three run side by side:
 * each opens 26 pages with screenshots and an accessibility scan).
 */
export function publicPagesSuite(language: LanguageCode) {
  const { code, prefix } = LANGS.find((l) => l.code === language)!;
  const baseURL = inject('baseURL');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('every route in every language renders', () => {
    it(`${code}: public pages at 360 px and 1280 px — heading, language, title, no overflow, no serious axe violations`, async () => {
      const titles = new Set<string>();
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await newContext(browser, baseURL, viewport);
        const page = await context.newPage();
        for (const { path: route, heading } of PUBLIC_PAGES) {
          const url = `${prefix}${route === '/' && prefix ? '' : route}`;
          const errors = await open(page, url);
          expect(errors, `${url} threw`).toEqual([]);
          expect(await page.getAttribute('html', 'lang'), url).toBe(code);
          const title = await page.title();
          expect(title, `${url} title`).toMatch(/Domestique/);
          if (viewport === DESKTOP) titles.add(title);
          const description = await page.getAttribute('meta[name="description"]', 'content');
          expect(description?.length ?? 0, `${url} meta description`).toBeGreaterThan(20);
          if (code === 'en') await expect(page.locator('h1').first().innerText()).resolves.toMatch(heading);
          expect(
            await horizontalOverflow(page),
            `${url} overflows at ${viewport.width}px`,
          ).toBeLessThanOrEqual(0);
          await keepScreenshot(page, `${code}${route.replace(/\//g, '_') || '_home'}-${viewport.width}.png`);
          if (viewport === PHONE) expect(await seriousAxeViolations(page), `${url} axe`).toEqual([]);
        }
        await context.close();
      }
      // Page titles are set per page (14 pages; the two newsletter pages may share a title with nothing else).
      expect(titles.size).toBeGreaterThanOrEqual(12);
    });
  });
}
