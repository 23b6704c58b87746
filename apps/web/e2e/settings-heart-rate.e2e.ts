import type { Profile } from '@domestique/contract';
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

describe('heart rates in settings', () => {
  it('at 360 px: LTHR, max and resting HR with how to measure, refused when resting ≥ max, saved and re-read', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/settings');
    await page.getByTestId('profile-editor').waitFor();
    const lthr = page.getByLabel('Threshold heart rate, LTHR (bpm)');
    const max = page.getByLabel('Max heart rate (bpm)');
    const resting = page.getByLabel('Resting heart rate (bpm)');
    // described by its hint: how to measure it
    expect(await resting.getAttribute('aria-describedby')).toBe('profile-resting-hr-hint');
    expect(await page.locator('#profile-resting-hr-hint').innerText()).toContain(
      'lying down, before you get up',
    );
    expect(await resting.inputValue()).toBe('');

    await max.fill('110');
    await resting.fill('115');
    await page.getByTestId('settings-save').click();
    const error = page.getByTestId('field-error').filter({
      hasText: 'Your resting heart rate must be below your max heart rate',
    });
    await error.waitFor();
    expect(await resting.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('profile-resting-hr');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(((await (await context.request.get('/api/profile')).json()) as Profile).resting_hr).toBeNull();

    await resting.fill('19');
    await page.getByTestId('field-error').filter({ hasText: 'between 25 and 120 bpm' }).waitFor();

    await lthr.fill('168');
    await max.fill('188');
    await resting.fill('46');
    expect(await page.getByTestId('field-error').count()).toBe(0);
    await page.getByTestId('settings-save').click();
    await page.getByText('Profile saved.', { exact: true }).first().waitFor();
    const saved = (await (await context.request.get('/api/profile')).json()) as Profile;
    expect(saved).toMatchObject({ lthr: 168, max_hr: 188, resting_hr: 46 });

    await page.reload();
    await page.getByTestId('profile-editor').waitFor();
    await expect.poll(() => resting.inputValue()).toBe('46');
    // cleared: back to the 60 bpm assumption
    await resting.fill('');
    await page.getByTestId('settings-save').click();
    await expect
      .poll(async () => ((await (await context.request.get('/api/profile')).json()) as Profile).resting_hr)
      .toBeNull();
    expect(await max.inputValue()).toBe('188');
    await context.close();
  });
});
