/**
 * Produces the trial page's carousel images: real screenshots of our own onboarding steps 1,2,3,5,6,7,8, taken from
 * the running app at phone size and saved as optimised WebP under public/trial/.
 * Needs a running server with a built web app and `cwebp` (Debian package `webp`):
 *   npx node apps/web/scripts/trial-screenshots.ts http://localhost:3000
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const baseURL = process.argv[2] ?? 'http://localhost:3000';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/trial');
const workDir = mkdtempSync(path.join(tmpdir(), 'trial-shots-'));
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({
  baseURL,
  viewport: { width: 360, height: 720 },
  deviceScaleFactor: 2,
  colorScheme: 'light',
  serviceWorkers: 'block',
});
const page = await context.newPage();

// A fresh account, signed in through the real sign-up form.
await page.goto('/auth?mode=signup');
await page.getByLabel('Name', { exact: true }).fill('Ana');
await page.getByLabel('Email', { exact: true }).fill(`screens-${Date.now()}@example.com`);
await page.locator('#password').fill('Screenshot-Ride-2026');
await page.locator('#confirmPassword').fill('Screenshot-Ride-2026');
await page.getByTestId('auth-submit').click();
await page.waitForURL('**/onboarding');
await page.getByTestId('step-indicator').waitFor();
// Toasts are not part of the tour.
await page.addStyleTag({ content: '[data-sonner-toaster]{display:none!important}' });

async function shoot(id: number, p: Page) {
  await p.mouse.move(0, 0);
  await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await p.waitForTimeout(350);
  const png = path.join(workDir, `slide-${id}.png`);
  await p.screenshot({ path: png });
  execFileSync('cwebp', [
    '-quiet',
    '-q',
    '72',
    '-resize',
    '540',
    '0',
    png,
    '-o',
    path.join(outDir, `slide-${id}.webp`),
  ]);
  console.log('wrote', `slide-${id}.webp`);
}
const next = () => page.getByTestId('wizard-next').click();

await shoot(1, page);
await next();
await shoot(2, page);
await next();
await page.getByLabel('Age', { exact: true }).fill('34');
await shoot(3, page);
await next();
await page.getByLabel(/Weight/).fill('62');
await next();
await page.getByTestId('knows-ftp').check();
await page.getByLabel('FTP (watts)').fill('235');
await shoot(5, page);
await next();
await page.getByTestId('option-experienceLevel-intermediate').click();
await shoot(6, page);
await next();
await page.getByTestId('option-primaryGoal-climbing').click();
await shoot(7, page);
await next();
await page.getByTestId('option-coachGender-female').click();
await shoot(8, page);

await browser.close();
rmSync(workDir, { recursive: true, force: true });
