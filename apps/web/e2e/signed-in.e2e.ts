import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  browserForFile,
  DESKTOP,
  headerCrowding,
  horizontalOverflow,
  keepScreenshot,
  navTabsOffScreen,
  PHONE,
  seriousAxeViolations,
  signedInContext,
  uniqueEmail,
} from './browser.ts';

const baseURL = inject('baseURL');

/** The signed-in pages of this issue (rides and progress have their own suite: rides.e2e.ts). */
const PAGES = [
  '/dashboard',
  '/settings',
  '/plans',
  '/plans/calendar',
  '/plans/changes',
  '/start-garmin-oauth',
  '/oauth/garmin/callback?error=denied',
];

const browser = browserForFile();

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** A signed-in account without a profile yet: the onboarding wizard is where it lands. */
async function accountWithoutProfile(colorScheme: 'light' | 'dark'): Promise<BrowserContext> {
  const response = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({
      name: 'Rui',
      email: uniqueEmail('no-profile'),
      password: 'Onboarding-Axe-2026',
      language: 'pt',
      marketingConsent: false,
    }),
  });
  expect(response.ok).toBe(true);
  const context = await browser().newContext({
    baseURL,
    viewport: PHONE,
    colorScheme,
    serviceWorkers: 'block',
  });
  await context.addCookies(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseURL };
    }),
  );
  return context;
}

describe('signed-in pages', () => {
  it('at 360 px and 1280 px: screenshots, no horizontal overflow, no serious axe violations', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await signedInContext(browser(), baseURL, { viewport });
      const page = await context.newPage();
      // The server's CSP forbids eval and inline script: nothing on these pages may even try (zod's eval probe did).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      for (const url of PAGES) {
        await open(page, url);
        // the coach's latest week is on the dashboard (built on the first read for this new rider)
        if (url === '/dashboard')
          await page.getByTestId('latest-summary').locator('article p').first().waitFor({ timeout: 20_000 });
        await page.waitForTimeout(300);
        expect(
          await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
          `${url} CSP`,
        ).toEqual([]);
        expect(await horizontalOverflow(page), `${url} overflows at ${viewport.width}px`).toBeLessThanOrEqual(
          0,
        );
        const name = url.split('?')[0]?.replace(/\//g, '_');
        await keepScreenshot(page, `signed-in${name}-${viewport.width}.png`, true);
        expect(await seriousAxeViolations(page), `${url} axe at ${viewport.width}px`).toEqual([]);
      }
      // every summary, newest first (no screenshot: the dashboard's card shows the same article)
      await open(page, '/summaries');
      await page.getByTestId('summary').first().waitFor({ timeout: 20_000 });
      expect(
        await horizontalOverflow(page),
        `/summaries overflows at ${viewport.width}px`,
      ).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page), `/summaries axe at ${viewport.width}px`).toEqual([]);
      await context.close();
    }
  });

  it('the header between phone and desktop (640–1024 px), es first: no label wraps, nothing overlaps, every tab shown', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: { width: 640, height: 800 } });
    const page = await context.newPage();
    for (const lang of ['es', 'pt', 'en']) {
      for (const width of [640, 767, 768, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${lang === 'en' ? '' : `/${lang}`}/dashboard`);
        await page.getByTestId('greeting').waitFor();
        expect(await headerCrowding(page), `${lang} header at ${width}px`).toEqual([]);
        // Summaries joins the tabs from 1024 px
        expect(await navTabsOffScreen(page), `${lang} tabs at ${width}px`).toEqual({
          tabs: width >= 1024 ? 6 : 5,
          offScreen: [],
        });
        expect(await horizontalOverflow(page), `${lang} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });

  it('dark theme: dashboard, settings, Garmin and onboarding have no serious axe violations', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE, colorScheme: 'dark' });
    const page = await context.newPage();
    for (const url of ['/dashboard', '/settings', '/start-garmin-oauth', '/oauth/garmin/callback']) {
      await open(page, url);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await seriousAxeViolations(page), `${url} dark`).toEqual([]);
    }
    await context.close();

    const fresh = await accountWithoutProfile('dark');
    const onboarding = await fresh.newPage();
    await onboarding.goto('/pt/onboarding', { waitUntil: 'networkidle' });
    await onboarding.getByTestId('step-indicator').waitFor();
    expect(await onboarding.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await seriousAxeViolations(onboarding), 'onboarding dark').toEqual([]);
    expect(await horizontalOverflow(onboarding)).toBeLessThanOrEqual(0);
    await keepScreenshot(onboarding, 'signed-in_onboarding-dark-360.png');
    await fresh.close();
  });
});

describe('first load stays light (performance.md: no code a page does not draw)', () => {
  it('home and dashboard download neither zod nor uPlot', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    for (const url of ['/', '/dashboard']) {
      await open(page, url);
      await page.waitForTimeout(500);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
      expect(scripts.length, url).toBeGreaterThan(3);
      for (const script of scripts) {
        const code = await (await fetch(script)).text(); // markers: zod's class names, uPlot's overlay class
        expect(code.includes('ZodError') || code.includes('$ZodObject'), `${url}: zod in ${script}`).toBe(
          false,
        );
        expect(code.includes('u-over'), `${url}: uPlot in ${script}`).toBe(false);
      }
    }
    await context.close();
  });
});

describe('Garmin (spec §2, §8) on a server without a Garmin app', () => {
  it('signed out: Authentication Required, the spec’s text and a Sign In button to /auth, in every language', async () => {
    const context = await browser().newContext({ baseURL, viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const [prefix, title] of [
      ['', 'Authentication Required'],
      ['/pt', 'Autenticação necessária'],
      ['/es', 'Autenticación requerida'],
    ] as const) {
      await open(page, `${prefix}/start-garmin-oauth`);
      const box = page.getByTestId('garmin-auth-required');
      expect(await box.getByRole('heading', { level: 1 }).innerText()).toBe(title);
      if (prefix === '')
        expect(await box.innerText()).toContain('You must be logged in to connect with Garmin');
      const signIn = box.getByRole('link');
      expect(await signIn.getAttribute('href')).toBe(`${prefix}/auth`);
      if (prefix === '') expect(await signIn.innerText()).toBe('Sign In');
    }
    await context.close();
  });

  it('signed in on a server without Garmin: scopes, the not-configured note instead of Connect, Cancel', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await open(page, '/start-garmin-oauth');
    const connect = page.getByTestId('garmin-connect');
    expect(await connect.innerText()).toContain('Read your activity data');
    expect(await connect.innerText()).toContain('Send planned workouts to your device');
    await page.getByTestId('garmin-not-configured').waitFor();
    expect(await page.getByTestId('garmin-connect-button').count()).toBe(0);
    // The rider is told plainly; what the operator must set lives in the README, not on the rider's screen.
    const note = await page.getByTestId('garmin-not-configured').innerText();
    expect(note).toContain('This server has no Garmin connection');
    expect(note).not.toMatch(/GARMIN_|README/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A code and state: the server answers that Garmin is not configured, in each language, with Try Again.
    for (const [prefix, message] of [
      ['', "This server has no Garmin connection, so your Garmin account can't be linked here."],
      [
        '/pt',
        'Este servidor não tem conexão com a Garmin, então não é possível vincular sua conta Garmin aqui.',
      ],
      [
        '/es',
        'Este servidor no tiene conexión con Garmin, así que no se puede vincular tu cuenta de Garmin aquí.',
      ],
    ] as const) {
      await open(page, `${prefix}/oauth/garmin/callback?code=4f1c2a9e&state=b7d93e10`);
      await expect.poll(() => page.getByTestId('garmin-callback-message').innerText()).toBe(message);
      expect(await page.getByTestId('garmin-try-again').getAttribute('href')).toBe(
        `${prefix}/start-garmin-oauth`,
      );
    }

    await open(page, '/start-garmin-oauth');
    await page.getByTestId('garmin-cancel').click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
