import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newContext, PHONE, seriousAxeViolations, signedInContext } from './browser.ts';

const baseURL = inject('baseURL');

const browser = browserForFile();

/** Console errors of the page that mention `text`. */
function consoleErrors(page: Page, text: string): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(text)) seen.push(message.text());
  });
  return seen;
}

/**
 * Fault injection: the real server never fails to read a profile on demand, so GET /api/profile is answered 503 in
 * the browser (the first read, /boot.js's, included) until the test lets it through again.
 */
async function failProfileReads(page: Page) {
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"service_unavailable","message":"down"}}',
        })
      : route.continue(),
  );
}

describe('a profile that cannot be loaded is not "no profile" (spec §8)', () => {
  it('settings: an error state with a retry, never the set-up screen or an empty editor; logged once', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    const logged = consoleErrors(page, 'Profile load failed');
    await failProfileReads(page);
    await page.goto('/settings');
    // TanStack Query's default: 3 retries after 1, 2 and 4 s.
    await page.getByTestId('profile-load-error').waitFor({ timeout: 20_000 });
    expect(await page.getByText("We couldn't load your profile").isVisible()).toBe(true);
    expect(await page.getByTestId('no-profile').count()).toBe(0);
    expect(await page.getByLabel('Preferred name').count()).toBe(0);
    expect(logged).toHaveLength(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute('**/api/profile');
    await page.getByTestId('profile-retry').click();
    await expect.poll(() => page.getByLabel('Preferred name').inputValue()).toBe('Ana');
    expect(logged).toHaveLength(1);
    await context.close();
  });

  it('onboarding: the wizard never starts (its Complete would overwrite the real profile)', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await failProfileReads(page);
    await page.goto('/pt/onboarding');
    await page.getByTestId('profile-load-error').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Não foi possível carregar seu perfil').isVisible()).toBe(true);
    expect(await page.getByTestId('step-indicator').count()).toBe(0);

    // Once the profile loads, the completed profile leads to the dashboard (spec §4).
    await page.unroute('**/api/profile');
    await page.getByTestId('profile-retry').click();
    await page.waitForURL('**/pt/dashboard');
    await context.close();
  });

  it('dashboard: N/A with the reason and a retry', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await failProfileReads(page);
    await page.goto('/dashboard');
    await page.getByTestId('profile-load-error').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('stat-wkg').innerText()).toBe('N/A');
    await page.unroute('**/api/profile');
    await page.getByTestId('profile-retry').click();
    await expect.poll(() => page.getByTestId('stat-wkg').innerText()).toBe('3.8 W/kg');
    expect(await page.getByTestId('profile-load-error').count()).toBe(0);
    await context.close();
  });

  it('a signed-out visit to the dashboard logs nothing (401 is expected, not a failure)', async () => {
    const context = await newContext(browser(), baseURL, PHONE);
    const page = await context.newPage();
    const logged = consoleErrors(page, 'Profile load failed');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(logged).toEqual([]);
    await context.close();
  });
});
