/**
 * Produces the trial page's carousel images: real screenshots of our own onboarding steps 1,2,3,5,6,7,8 in English,
 * Portuguese and Spanish, taken from the running app at phone size as a realistic rider (Ana, ana@example.com) and
 * saved as optimised WebP under public/trial/<lang>/. It builds the web app if needed and starts the real server on a
 * fresh temp folder (so the address is free); needs `cwebp` (Debian package `webp`):
 *   npx node apps/web/scripts/trial-screenshots.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ensureProductionBuild, startServer } from './test-server.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outRoot = path.join(webDir, 'public/trial');
const localesDir = path.join(webDir, 'src/locales');
const workDir = mkdtempSync(path.join(tmpdir(), 'trial-shots-'));

/** What the rider types, per language (the name and address are the same rider's). */
const RIDER = {
  name: 'Ana',
  email: 'ana@example.com',
  password: 'Ana-Climbs-Serra-2026',
  age: '34',
  weight: '62',
  ftp: '235',
};
type Fields = { age: string; weight: string; ftp: string };
/** The wizard's field labels in one language, from its catalog. */
const labels = (lang: string): Fields =>
  (JSON.parse(readFileSync(path.join(localesDir, lang, 'profile.json'), 'utf8')) as { fields: Fields })
    .fields;

ensureProductionBuild();
const server = await startServer({ RATE_LIMIT: 'off' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 720 },
    deviceScaleFactor: 2,
    colorScheme: 'light',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();

  // One account, signed up through the real form; the wizard is never completed, so it opens again in each language.
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Name', { exact: true }).fill(RIDER.name);
  await page.getByLabel('Email', { exact: true }).fill(RIDER.email);
  await page.locator('#password').fill(RIDER.password);
  await page.locator('#confirmPassword').fill(RIDER.password);
  await page.getByTestId('auth-submit').click();
  await page.waitForURL('**/onboarding');

  for (const lang of ['en', 'pt', 'es'] as const) {
    const outDir = path.join(outRoot, lang);
    mkdirSync(outDir, { recursive: true });
    await page.goto(lang === 'en' ? '/onboarding' : `/${lang}/onboarding`);
    await page.getByTestId('step-indicator').waitFor();
    // Toasts are not part of the tour.
    await page.addStyleTag({ content: '[data-sonner-toaster]{display:none!important}' });
    await tour(page, labels(lang), outDir);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}

async function tour(page: Page, fields: Fields, outDir: string) {
  const shoot = async (id: number) => {
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(350);
    const png = path.join(workDir, `slide-${id}.png`);
    await page.screenshot({ path: png });
    const webp = path.join(outDir, `slide-${id}.webp`);
    execFileSync('cwebp', ['-quiet', '-q', '72', '-resize', '540', '0', png, '-o', webp]);
    console.log('wrote', path.relative(outRoot, webp));
  };
  const next = () => page.getByTestId('wizard-next').click();
  // Name and e-mail come pre-filled from the account (spec §4).
  await shoot(1);
  await next();
  await shoot(2);
  await next();
  await page.getByLabel(fields.age, { exact: true }).fill(RIDER.age);
  await shoot(3);
  await next();
  await page.getByLabel(fields.weight.replace(' ({{unit}})', ''), { exact: false }).fill(RIDER.weight);
  await next();
  await page.getByTestId('knows-ftp').check();
  await page.getByLabel(fields.ftp, { exact: true }).fill(RIDER.ftp);
  await shoot(5);
  await next();
  await page.getByTestId('option-experienceLevel-intermediate').click();
  await shoot(6);
  await next();
  await page.getByTestId('option-primaryGoal-climbing').click();
  await shoot(7);
  await next();
  await page.getByTestId('option-coachGender-female').click();
  await shoot(8);
}
