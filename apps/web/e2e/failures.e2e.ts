import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newContext, PHONE, seriousAxeViolations, uniqueEmail } from './browser.ts';
import { expectDashboardConsistent } from './dashboard-figures.ts';

const baseURL = inject('baseURL');

const browser = browserForFile();

async function toStepEight(page: Page) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Name', { exact: true }).fill('Bea');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('failure'));
  await page.locator('#password').fill('Fault-Injection-2026');
  await page.locator('#confirmPassword').fill('Fault-Injection-2026');
  await page.getByTestId('auth-submit').click();
  await page.waitForURL('**/onboarding');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await page.getByLabel('Age', { exact: true }).fill('40');
  await page.getByTestId('wizard-next').click();
  await page.getByLabel(/Weight/).fill('80');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('option-experienceLevel-beginner').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('option-primaryGoal-generalFitness').click();
  await page.getByTestId('wizard-next').click();
  await expect.poll(() => page.getByTestId('step-indicator').innerText()).toBe('Step 8 of 8');
}

/**
 * Fault injection: the real server never fails on demand, so these two cases cut the PUT in the browser
 * (a 503 answer, then no answer at all) to check the spec's two messages; everything else is the real server.
 */
describe('onboarding save failures (spec §8)', () => {
  it('keeps the rider on the step with the spec’s messages, then completes once the server answers', async () => {
    const context = await newContext(browser(), baseURL, PHONE);
    const page = await context.newPage();
    await toStepEight(page);

    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":{"code":"service_unavailable","message":"down"}}',
          })
        : route.continue(),
    );
    await page.getByTestId('wizard-complete').click();
    await page.getByText('Failed to save your profile. Please try again.').first().waitFor();
    await expect.poll(() => page.getByTestId('step-indicator').innerText()).toBe('Step 8 of 8');
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute('**/api/profile');
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
    );
    await page.getByTestId('wizard-complete').click();
    await page.getByText('Something went wrong. Please try again.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');

    await page.unroute('**/api/profile');
    await page.getByTestId('wizard-complete').click();
    await page.waitForURL('**/dashboard');
    // the FTP is unknown, so the dashboard shows the estimate from the answers, labelled as one on every card
    await expect.poll(() => page.getByTestId('stat-ftp').getAttribute('data-estimate')).toBe('true');
    await expectDashboardConsistent(page, 'after the save that finally worked');
    await context.close();
  });

  it('a signed-in rider without a profile sees the no-profile state on the dashboard', async () => {
    const context = await newContext(browser(), baseURL, PHONE);
    const page = await context.newPage();
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Name', { exact: true }).fill('Cy');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('noprofile'));
    await page.locator('#password').fill('No-Profile-Yet-2026');
    await page.locator('#confirmPassword').fill('No-Profile-Yet-2026');
    await page.getByTestId('auth-submit').click();
    await page.waitForURL('**/onboarding');
    await page.goto('/dashboard');
    await page.getByTestId('no-profile').waitFor();
    await page.getByTestId('start-onboarding').click();
    await page.waitForURL('**/onboarding');
    await context.close();
  });
});

describe('dark theme', () => {
  it('has no serious axe violations on the main public pages', async () => {
    const context = await browser().newContext({
      baseURL,
      viewport: PHONE,
      colorScheme: 'dark',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    for (const route of ['/', '/trial', '/auth', '/about', '/privacy', '/launch', '/no-such-page']) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await seriousAxeViolations(page), route).toEqual([]);
    }
    await context.close();
  });
});
