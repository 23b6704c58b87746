import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWorkoutFile, totalSeconds } from '@domestique/formats';
import { Decoder, Stream } from '@garmin/fitsdk';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  browserForFile,
  DESKTOP,
  horizontalOverflow,
  keepScreenshot,
  PHONE,
  seriousAxeViolations,
  signedInContext,
  uniqueEmail,
} from './browser.ts';

const baseURL = inject('baseURL');
const here = path.dirname(fileURLToPath(import.meta.url));
/** A real Zwift workout (MIT, see packages/formats/test/fixtures/ATTRIBUTION.md). */
const ZWO = path.resolve(here, '../../../packages/formats/test/fixtures/zwo/Sweet_Spot_30min.zwo');
const FTP = 240;

/** A new rider who signed up in Portuguese and told us an FTP of 240 W, signed in on a phone. */
async function portugueseRider(browser: Browser): Promise<BrowserContext> {
  const email = uniqueEmail('workouts-pt');
  const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({
      name: 'Bia',
      email,
      password: 'Treino-Forte-2026',
      language: 'pt',
      marketingConsent: false,
    }),
  });
  expect(signUp.ok).toBe(true);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const profile = await fetch(`${baseURL}/api/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: baseURL },
    body: JSON.stringify({
      name: 'Bia',
      email,
      age: 29,
      weight: 58,
      weight_unit: 'kg',
      ftp: FTP,
      knows_ftp: true,
      experience_level: 'intermediate',
      primary_goal: 'climbing',
      interface_language: 'pt',
      onboarding_completed: true,
    }),
  });
  expect(profile.ok).toBe(true);
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    serviceWorkers: 'block',
    locale: 'pt-BR',
    acceptDownloads: true,
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseURL };
    }),
  );
  return context;
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  const file = await download.path();
  return new Uint8Array(readFileSync(file));
}

/** The page at 360 px: no sideways scroll, no serious accessibility problem, and a screenshot to look at. */
async function checkPage(page: Page, name: string) {
  // a toast fading in or out is checked mid-animation by axe (contrast): check the page once they are gone
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, {
    timeout: 15_000,
  });
  await keepScreenshot(page, `workouts-pt-360-${name}.png`, true);
  expect(await horizontalOverflow(page), `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), `${name}: axe`).toEqual([]);
}

const browser = browserForFile();

describe('workouts, in Portuguese on a phone (issue 8 "done when")', () => {
  it('browse, open a VO2max workout in my watts, download .fit and .zwo, build and export 3 × 12 sweet spot, import a real .zwo', async () => {
    const context = await portugueseRider(browser());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // browse the library from the app navigation
    await page.goto('/pt/dashboard', { waitUntil: 'networkidle' });
    await page.getByTestId('nav-workouts').click();
    await page.waitForURL('**/pt/workouts');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Treinos');
    await page.getByTestId('workout-card').first().waitFor();
    await checkPage(page, 'library');

    // a VO2max workout, in the rider's watts
    await page.getByTestId('filter-family').selectOption('vo2max');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="workout-card"]')].every((c) =>
        c.getAttribute('data-workout-id')?.startsWith('vo2max-'),
      ),
    );
    await page.getByTestId('workout-card').first().click();
    await page.waitForURL(/\/pt\/workouts\/vo2max-/);
    await page.getByTestId('workout-name').waitFor();
    await expect.poll(() => page.getByTestId('ftp-basis').textContent()).toContain(`${FTP} W`);
    const vo2Id = page.url().split('/').at(-1)!;
    const detail = await (
      await context.request.get(`/api/workouts/${vo2Id}`, { headers: { 'accept-language': 'pt' } })
    ).json();
    // the hardest band of the workout, in watts for 240 W, is on the page
    const hardest = Math.max(
      ...JSON.stringify(detail.steps)
        .match(/"highPct":\d+(\.\d+)?/g)!
        .map((m) => Number(m.split(':')[1])),
    );
    await expect
      .poll(() => page.getByTestId('workout-steps').textContent())
      .toContain(`${Math.round((hardest * FTP) / 100)} W`);
    await page.getByTestId('workout-profile-chart').locator('canvas').first().waitFor();
    await checkPage(page, 'vo2max');

    // .fit: a valid FIT workout with watt bands for 240 W
    const [fitDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-fit').click(),
    ]);
    expect(fitDownload.suggestedFilename()).toMatch(/^vo2max-[a-z0-9-]+\.fit$/);
    const fit = new Decoder(Stream.fromByteArray([...(await bytesOf(fitDownload))]));
    expect(fit.isFIT()).toBe(true);
    expect(fit.checkIntegrity()).toBe(true);
    const { messages, errors: fitErrors } = fit.read();
    expect(fitErrors).toEqual([]);
    expect(messages.fileIdMesgs?.[0]?.type).toBe('workout');
    expect(messages.workoutMesgs?.[0]?.wktName).toBe(detail.name);
    const highs = (messages.workoutStepMesgs ?? []).map((s) => Number(s.customTargetValueHigh ?? 0));
    expect(Math.max(...highs)).toBe(1000 + Math.round((hardest * FTP) / 100));

    // .zwo: Zwift's format, same duration
    const [zwoDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-zwo').click(),
    ]);
    expect(zwoDownload.suggestedFilename()).toMatch(/\.zwo$/);
    const zwo = readWorkoutFile(await bytesOf(zwoDownload), zwoDownload.suggestedFilename());
    expect(totalSeconds(zwo.workout.steps)).toBe(detail.metrics.durationS);

    // build my own 3 × 12-minute sweet-spot workout
    await page.goto('/pt/workouts/new', { waitUntil: 'networkidle' });
    await page.getByTestId('builder-name').fill('Meu sweet spot 3 × 12');
    const steps = () => page.getByTestId('builder-step');
    await steps().nth(1).getByTestId('builder-remove').click(); // the default middle block
    await page.getByTestId('builder-add-repeat').last().click(); // a repeat at the end of the top list
    const repeat = page.getByTestId('builder-repeat');
    await repeat.getByTestId('builder-remove').first().waitFor();
    // move the repeat above the cool-down
    await repeat
      .getByRole('button', { name: /para cima/ })
      .first()
      .click();
    await repeat.getByTestId('builder-repeat-count').fill('3');
    const work = repeat.getByTestId('builder-step').nth(0);
    await work.getByTestId('builder-minutes').fill('12');
    await work.getByTestId('builder-low').fill('88');
    await work.getByTestId('builder-high').fill('93');
    const easy = repeat.getByTestId('builder-step').nth(1);
    await easy.getByTestId('builder-minutes').fill('4');
    // 10 min warm-up + 3 × 16 min + 5 min cool-down = 63 min, live
    await expect.poll(() => page.getByTestId('workout-duration').textContent()).toBe('1:03:00');
    await expect.poll(() => work.getByTestId('builder-watts').textContent()).toContain('211–223 W');
    await checkPage(page, 'builder');
    await page.getByTestId('builder-save').click();
    await page.waitForURL(/\/pt\/workouts\/my-/);
    await expect.poll(() => page.getByTestId('workout-name').textContent()).toBe('Meu sweet spot 3 × 12');
    // ... and export it
    const [ownFit] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-fit').click(),
    ]);
    expect(ownFit.suggestedFilename()).toBe('meu-sweet-spot-3-12.fit');
    const own = new Decoder(Stream.fromByteArray([...(await bytesOf(ownFit))])).read();
    expect(own.errors).toEqual([]);
    const repeatStep = (own.messages.workoutStepMesgs ?? []).find(
      (s) => s.durationType === 'repeatUntilStepsCmplt',
    );
    expect(Number(repeatStep?.repeatSteps ?? repeatStep?.targetValue)).toBe(3);
    await checkPage(page, 'own-workout');

    // import a real Zwift file: it keeps its true duration
    await page.goto('/pt/workouts?tab=mine', { waitUntil: 'networkidle' });
    await page.getByTestId('workout-import-input').setInputFiles(ZWO);
    await page.waitForURL(/\/pt\/workouts\/my-/);
    const expected = totalSeconds(
      readWorkoutFile(new Uint8Array(readFileSync(ZWO)), 'x.zwo', { ftpW: FTP }).workout.steps,
    );
    const shown = await page.getByTestId('workout-duration').textContent();
    // h:mm:ss (or m:ss): each part is worth 60 of the next
    const parts = (shown ?? '').replace('≈ ', '').split(':').map(Number);
    expect(parts.reduce((total, part) => total * 60 + part, 0)).toBe(expected);
    await page.goto('/pt/workouts?tab=mine', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('workout-card').count()).toBe(2);
    await checkPage(page, 'mine');

    // strength: a session, logged as done
    await page.goto('/pt/workouts?tab=strength', { waitUntil: 'networkidle' });
    await page.getByTestId('strength-card').first().click();
    await page.getByTestId('strength-exercises').waitFor();
    await page.getByTestId('strength-log-submit').click();
    await page.getByTestId('strength-logs').waitFor();
    await checkPage(page, 'strength');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('workout pages in English, on a desktop and in the dark', () => {
  const PAGES = [
    '/workouts',
    '/workouts/vo2max-5x3-112',
    '/workouts/ftp-test-ramp',
    '/workouts/new',
    '/workouts/strength-core-bodyweight',
  ];

  it('no overflow, no serious axe violations, nothing the CSP blocks (1280 px light, 360 px dark)', async () => {
    for (const [viewport, colorScheme] of [
      [DESKTOP, 'light'],
      [PHONE, 'dark'],
    ] as const) {
      const context = await signedInContext(browser(), baseURL, { viewport, colorScheme });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
      });
      for (const url of PAGES) {
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
        const where = `${url} ${viewport.width}px ${colorScheme}`;
        expect(
          await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
          where,
        ).toEqual([]);
        expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page), where).toEqual([]);
        await keepScreenshot(
          page,
          `workouts-en${url.replace(/\//g, '_')}-${viewport.width}-${colorScheme}.png`,
          true,
        );
      }
      // the ramp test says how the FTP is computed; its estimated figures are labelled
      await page.goto('/workouts/ftp-test-ramp', { waitUntil: 'networkidle' });
      expect(await page.getByTestId('ftp-test-note').textContent()).toContain('75%');
      expect(await page.getByTestId('workout-estimated').isVisible()).toBe(true);
      await context.close();
    }
  });
});
