import type { Dialog, Page } from 'playwright-core';
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

/** The next dialog the page opens, answered with `accept`. */
function nextDialog(page: Page, accept: boolean): Promise<Dialog> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      if (accept) await dialog.accept();
      else await dialog.dismiss();
      resolve(dialog);
    });
  });
}

const bar = (page: Page) => page.getByTestId('settings-save-bar');

describe('settings at 360 px: unsaved edits are not lost silently, and Save covers nothing', () => {
  it('pt: Save in the flow when clean; an opaque full-width bar with edits; leaving asks first', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    // A new rider has no time zone: the first page stores the browser's in the background. Held here until the rider
    // has typed — the stored zone must join the editor, not reset it (it once remounted it and lost the edit).
    let releaseZone = () => {};
    const zoneHeld = new Promise<void>((resolve) => {
      void page.route('**/api/profile/timezone', async (route) => {
        resolve();
        await new Promise<void>((release) => {
          releaseZone = release;
        });
        await route.continue();
      });
    });
    await page.goto('/pt/settings');
    await page.getByTestId('profile-editor').waitFor();
    await zoneHeld;
    await page.getByLabel('Peso (kg)').fill('61');
    const zoneStored = page.waitForResponse('**/api/profile/timezone');
    releaseZone();
    expect((await zoneStored).ok()).toBe(true);
    await expect.poll(() => page.getByTestId('timezone').inputValue()).not.toBe('');
    expect(await page.getByLabel('Peso (kg)').inputValue()).toBe('61');
    await page.getByLabel('Peso (kg)').fill('62');
    await page.unroute('**/api/profile/timezone');

    // Clean: the button is not pinned over the form, it follows it.
    expect(await bar(page).getAttribute('data-dirty')).toBe('false');
    expect(await bar(page).evaluate((el) => getComputedStyle(el).position)).toBe('static');

    await page.getByLabel('Peso (kg)').fill('63');
    await expect.poll(() => bar(page).getAttribute('data-dirty')).toBe('true');
    expect(await bar(page).innerText()).toContain('Você tem alterações não salvas');
    // Pinned to the bottom of the screen as an opaque bar across the whole width (text slides under a bar, not
    // behind a floating button).
    const style = await bar(page).evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return {
        position: getComputedStyle(el).position,
        background: getComputedStyle(el).backgroundColor,
        left: rect.left,
        right: rect.right,
        bottom: rect.bottom,
      };
    });
    expect(style.position).toBe('sticky');
    expect(style.background).toMatch(/^rgb\(/); // rgb(), not rgba(…, < 1)
    expect(style.left).toBeLessThanOrEqual(0);
    expect(style.right).toBeGreaterThanOrEqual(PHONE.width);
    expect(style.bottom).toBeCloseTo(PHONE.height, 0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A link away asks first; staying keeps the edit.
    const stay = nextDialog(page, false);
    await page.getByTestId('nav-dashboard').click();
    expect((await stay).message()).toBe('Sair sem salvar? As alterações no seu perfil serão perdidas.');
    expect(new URL(page.url()).pathname).toBe('/pt/settings');
    expect(await page.getByLabel('Peso (kg)').inputValue()).toBe('63');
    // Leaving anyway goes.
    const leave = nextDialog(page, true);
    await page.getByTestId('nav-dashboard').click();
    await leave;
    await page.waitForURL('**/pt/dashboard');
    const profile = (await (await context.request.get('/api/profile')).json()) as { weight: number };
    expect(profile.weight).toBe(62); // not saved

    // Saved edits leave freely; a reload or a closed tab with edits gets the browser's prompt.
    await page.goto('/pt/settings');
    await page.getByLabel('Peso (kg)').fill('64');
    await page.getByTestId('settings-save').click();
    await page.getByText('Perfil salvo.').first().waitFor();
    await expect.poll(() => bar(page).getAttribute('data-dirty')).toBe('false');
    await page.getByTestId('nav-dashboard').click();
    await page.waitForURL('**/pt/dashboard');
    await page.goto('/pt/settings');
    await page.getByLabel('Peso (kg)').fill('65');
    const unload = nextDialog(page, true);
    await page.close({ runBeforeUnload: true });
    expect((await unload).type()).toBe('beforeunload');
    await context.close();
  });
});
