import { describe, expect, inject, it } from 'vitest';
import {
  browserForFile,
  horizontalOverflow,
  PHONE,
  seriousAxeViolations,
  signedInContext,
} from './browser.ts';

const baseURL = inject('baseURL');

const browser = browserForFile();

describe('the health-data consent', () => {
  it('at 360 px: no HR fields until given in Settings; given, they are kept; withdrawn, they are deleted', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const card = page.getByTestId('check-in-card');
    await card.getByTestId('check-in-form').waitFor();
    expect(await card.getByTestId('check-in-health-fields').count()).toBe(0);
    await card.getByRole('link', { name: 'Add resting HR and HRV — needs your consent' }).click();

    await page.waitForURL(/\/settings#consents$/);
    const section = page.getByTestId('health-consent');
    await section.getByRole('heading', { name: 'Health data in the daily check-in' }).waitFor();
    expect(await section.getByTestId('health-consent-status').innerText()).toContain('Not given');
    await section.getByRole('button', { name: 'I agree: keep my resting HR and HRV' }).click();
    await expect.poll(() => section.getByTestId('health-consent-status').innerText()).toContain('Given on');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/dashboard');
    await card.getByTestId('check-in-health-fields').waitFor();
    await card.getByLabel(/Resting HR/).fill('52');
    await card.getByLabel(/HRV/).fill('61');
    await card.getByTestId('check-in-save').click();
    await card.getByTestId('check-in-done').waitFor();
    const today = () =>
      page.evaluate(async () => (await (await fetch('/api/check-ins/today')).json()).checkIn);
    expect(await today()).toMatchObject({ restingHrBpm: 52, hrvMs: 61 });

    await page.goto('/settings#consents');
    await section.getByRole('button', { name: 'Withdraw consent' }).click();
    const dialog = page.getByTestId('withdraw-health-dialog');
    await dialog.getByRole('heading', { name: 'Withdraw your consent?' }).waitFor();
    expect(await dialog.innerText()).toContain('will be deleted now');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Withdraw and delete' }).click();
    await expect
      .poll(() => section.getByTestId('health-consent-status').innerText())
      .toContain('Withdrawn on');
    expect(await today()).toMatchObject({ restingHrBpm: null, hrvMs: null });
    await context.close();
  });
});
