import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signedInRider } from '../scripts/test-server.ts';

/** Debian's Chromium, headless (see the issue: the Playwright-bundled browsers are not installed here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * One Chromium for the calling test file: launched before its tests, closed after them. Returns how to reach it (the
 * browser exists only once `beforeAll` has run).
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/web-e2e');

/**
 * A screenshot for a person to look at, saved to test-results/web-e2e only when asked for (`E2E_SCREENSHOTS=1`):
 * nothing reads them in a test run, and a full-page PNG of every page at two widths cost the browser files CPU that
 * CI does not have to spare.
 */
export async function keepScreenshot(target: Page | Locator, file: string, fullPage = false): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const to = path.join(SHOTS_DIR, file);
  if ('goto' in target) await target.screenshot({ path: to, fullPage });
  else await target.screenshot({ path: to });
}

export const PHONE = { width: 360, height: 760 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  // Service workers would cache the app shell between tests; tests want the network.
  return browser.newContext({ baseURL, viewport, serviceWorkers: 'block', locale: 'en-GB' });
}

/** Spec: every screen works at 360 px with no horizontal scroll. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The signed-in area's section tabs shown at this width, and those of them not wholly on screen: at 360 px the fifth
 * ("Treinos", "Entrenamientos") sat off to the right of a row that scrolled with nothing to say so. A tab the layout
 * hides at this width (Summaries below 1024 px) is not counted: the callers assert how many are shown.
 */
export async function navTabsOffScreen(page: Page): Promise<{ tabs: number; offScreen: string[] }> {
  const links = page.locator('header nav a[data-testid^="nav-"]');
  await links.first().waitFor();
  return links.evaluateAll((all) => {
    const shown = all.filter((link) => link.checkVisibility());
    const offScreen = shown
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return box.width === 0 || box.left < 0 || box.right > window.innerWidth;
      })
      .map((link) => link.getAttribute('data-testid') ?? '?');
    return { tabs: shown.length, offScreen };
  });
}

/**
 * What crowds the header's top row (logo, language, theme, settings, sign-out): controls whose label wraps onto a
 * second line, that overlap another, or that reach past the window's edge — named. At 640 px in Spanish "Cerrar
 * sesión" wrapped and the language select touched the wordmark.
 */
export async function headerCrowding(page: Page): Promise<string[]> {
  const row = page.locator('[data-page-header] > div').first();
  await row.waitFor();
  return row.evaluate((element) => {
    const controls = [...element.querySelectorAll<HTMLElement>('a, button, select')]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)));
    const name = (el: HTMLElement) => (el.innerText || el.getAttribute('aria-label') || el.tagName).trim();
    const problems: string[] = [];
    for (const el of controls) {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top)),
      );
      // text and an icon beside it share a line but not always a top: more than 8 px apart is another line
      const tops = [...lines].sort((a, b) => a - b);
      if (tops.length > 1 && tops.at(-1)! - tops[0]! > 8) problems.push(`wraps: ${name(el)}`);
      const box = el.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth) problems.push(`off screen: ${name(el)}`);
    }
    for (let i = 0; i < controls.length; i += 1)
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!.getBoundingClientRect();
        const b = controls[j]!.getBoundingClientRect();
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 0.5 && y > 0.5) problems.push(`overlap: ${name(controls[i]!)} / ${name(controls[j]!)}`);
      }
    return problems;
  });
}

/**
 * How far the toast on screen reaches up over the page's header, px (0: it starts below the header, so the language
 * selector, theme button and tabs stay usable), or null when no toast has settled in. Poll it: a toast slides in
 * from above.
 */
export async function toastOverHeader(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-page-header]');
    const toast = document.querySelector(
      '[data-sonner-toast][data-mounted="true"]:not([data-removed="true"])',
    );
    if (!header || !toast) return null;
    return Math.max(0, header.getBoundingClientRect().bottom - toast.getBoundingClientRect().top);
  });
}

/**
 * The texts inside `root` that are cut off: block boxes whose content is wider than the box ("Condicionamento (CTL)"
 * in a 60 px tile showed as "Condicionam").
 */
export async function clippedTexts(root: Locator): Promise<string[]> {
  await root.waitFor();
  return root.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((el) => el instanceof HTMLElement && getComputedStyle(el).display !== 'inline')
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim() ?? ''),
  );
}

/**
 * How far an element stays inside its card, px (left and right): a button grazing the card's edge at 360 px reads as
 * cut off. Onboarding's footer keeps at least its 16 px padding.
 */
export async function insetInCard(page: Page, testId: string, cardTestId: string) {
  const [item, card] = await Promise.all([
    page.getByTestId(testId).boundingBox(),
    page.getByTestId(cardTestId).boundingBox(),
  ]);
  if (!item || !card) throw new Error(`${testId} or ${cardTestId} is not on the page`);
  return { left: item.x - card.x, right: card.x + card.width - (item.x + item.width) };
}

export async function seriousAxeViolations(page: Page) {
  await settle(page);
  const first = await analyzeSerious(page);
  // A toast can appear between the settling and the analysis (a download's, a save's): axe then measures its
  // contrast mid-fade. Judge the page once more after that toast has settled; a real contrast problem stays.
  if (first.length === 0 || !(await page.locator('[data-sonner-toast]').count())) return first;
  await settle(page);
  return analyzeSerious(page);
}

/**
 * Waits for the page to be still: a toast still fading in is half transparent, and axe would measure its contrast
 * mid-fade. (Spinners and skeleton shimmer loop forever, so only finite animations are awaited, never beyond 2 s.)
 * A sonner toast mounts first and starts its fade-in transition a frame later (data-mounted turns true), and one
 * being removed fades out before it leaves; on a busy machine the wait below could run before either transition
 * exists, so first wait for toasts to be settled in or gone.
 */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]',
        ),
      undefined,
      {
        timeout: 2000,
      },
    )
    .catch(() => undefined);
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    return Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

async function analyzeSerious(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

export type OutboxMail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** Mail the server wrote to $DATA_DIR/outbox (no SMTP configured), newest last. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

export async function waitForMail(
  dataDir: string,
  to: string,
  match: RegExp,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readOutbox(dataDir)
      .filter((m) => m.to.includes(to) && (match.test(m.subject) || match.test(m.text)))
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${match} within ${timeoutMs} ms`);
}

export function linkIn(mail: OutboxMail, pattern: RegExp): string {
  const found = `${mail.text}\n${mail.html}`.match(pattern);
  if (!found) throw new Error(`no link matching ${pattern} in mail "${mail.subject}"`);
  return found[0].replace(/&amp;/g, '&');
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * A browser context signed in as a new rider with a completed profile (created through the real API, as
 * scripts/test-server.ts signedInRider does), in the given colour scheme.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    email?: string;
  } = {},
): Promise<BrowserContext> {
  const cookie = await signedInRider(baseURL, options.email ?? uniqueEmail('signed-in'));
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? DESKTOP,
    serviceWorkers: 'block',
    locale: 'en-GB',
    colorScheme: options.colorScheme ?? 'light',
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseURL };
    }),
  );
  return context;
}
