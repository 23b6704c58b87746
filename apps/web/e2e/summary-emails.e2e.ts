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

describe('summary e-mails in the app', () => {
  it('at 360 px: Settings turns the weekly one off and keeps it; Summaries previews the mail in a sandboxed frame', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByTestId('summary-emails');
    await section.getByRole('heading', { name: 'Summary e-mails' }).waitFor();
    const weekly = section.getByRole('checkbox', { name: /Weekly summary/ });
    expect(await weekly.isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: /Monthly summary/ }).isChecked()).toBe(true);
    await weekly.uncheck();
    await expect.poll(() => weekly.isChecked()).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await section.getByRole('checkbox', { name: /Weekly summary/ }).waitFor();
    expect(await section.getByRole('checkbox', { name: /Weekly summary/ }).isChecked()).toBe(false);

    await page.goto('/summaries');
    const firstParagraph = await page.getByTestId('summary-list').locator('p').first().innerText();
    await page.getByRole('button', { name: 'Preview the e-mail' }).click();
    const frame = page.getByTestId('email-preview');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    const mail = page.frameLocator('[data-testid="email-preview"]');
    await mail.getByRole('link', { name: 'Open my summaries' }).waitFor();
    const mailText = (await mail.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(mailText).toContain('From your coach');
    // the mail says what the page says
    expect(firstParagraph.length).toBeGreaterThan(0);
    expect(mailText).toContain(firstParagraph.replace(/\s+/g, ' '));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
