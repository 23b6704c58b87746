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

describe('Settings → Your data → Download my data', () => {
  it('at 360 px: the button starts the archive, shows it building, then a link that downloads the ZIP', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByTestId('data-export');
    await section.getByRole('heading', { name: 'Your data' }).waitFor();
    await section.getByRole('button', { name: 'Download my data' }).click();
    const link = page.getByTestId('data-export-link');
    await link.waitFor({ timeout: 30_000 });
    expect(await section.getByTestId('data-export-status').innerText()).toContain('Your data is ready');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^domestique-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // a reload shows the same ready archive (the newest export is read back)
    await page.reload();
    await page.getByTestId('data-export-link').waitFor();
    await context.close();
  });
});
