import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractMessage } from '@domestique/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  browserForFile,
  horizontalOverflow,
  insetInCard,
  navTabsOffScreen,
  newContext,
  PHONE,
  seriousAxeViolations,
  signedInContext,
  toastOverHeader,
  uniqueEmail,
} from './browser.ts';
import { expectDashboardConsistent } from './dashboard-figures.ts';

const baseURL = inject('baseURL');
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');

type Lang = 'en' | 'pt' | 'es';
type Catalog = { [key: string]: string | Catalog };

/** A message of the app's catalog in `lang` ("namespace:dotted.key"), with {{variables}} filled in. */
function message(lang: Lang, qualified: string, values: Record<string, string | number> = {}): string {
  const [ns, key] = qualified.split(':') as [string, string];
  let node: string | Catalog = JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Catalog)[part] as string | Catalog;
  if (typeof node !== 'string') throw new Error(`${lang}/${qualified} is not a message`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

const browser = browserForFile();

/** No horizontal scroll at 360 px and no serious axe violation, once toasts are gone. */
async function checkPage(page: Page, label: string) {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
  expect(await horizontalOverflow(page), `${label} overflows`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), `${label} axe`).toEqual([]);
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function expectFieldError(page: Page, text: string) {
  await page.getByTestId('field-error').filter({ hasText: text }).waitFor({ state: 'visible' });
}

/**
 * Sign-up and onboarding in Portuguese and in Spanish: every message the rider meets is in that language. Completing
 * the wizard with another interface language switches the whole UI to it (spec §4): URL prefix, <html lang>, the
 * welcome toast and the dashboard — then the journey goes on in that language (settings, sign-out), all at 360 px:
 * with journey.e2e.ts (English), every step runs in each of the three languages.
 */
describe('sign-up and onboarding in Portuguese and Spanish', () => {
  for (const [lang, chosen] of [
    ['pt', 'es'],
    ['es', 'en'],
  ] as const) {
    it(`${lang}: messages in ${lang}; choosing ${chosen} on step 8 switches the UI to ${chosen}`, async () => {
      const m = (key: string, values?: Record<string, string | number>) => message(lang, key, values);
      const context = await newContext(browser(), baseURL, PHONE);
      const page = await context.newPage();

      await page.goto(`${prefix(lang)}/auth?mode=signup`);
      await page.getByLabel(m('auth:fields.name'), { exact: true }).fill('Lúcia');
      await page.getByLabel(m('auth:fields.email'), { exact: true }).fill(uniqueEmail(`lang-${lang}`));
      await page.locator('#password').fill('abc12');
      await page.locator('#confirmPassword').fill('abc13');
      await page.getByTestId('auth-submit').click();
      await expectToast(page, m('auth:errors.passwordMismatch'));
      await page.locator('#confirmPassword').fill('abc12');
      await page.getByTestId('auth-submit').click();
      await expectToast(page, m('auth:errors.passwordTooShort'));
      await page.locator('#password').fill('Serra-da-Estrela-26');
      await page.locator('#confirmPassword').fill('Serra-da-Estrela-26');
      await page.getByTestId('auth-submit').click();
      await expectToast(page, m('auth:toasts.accountCreated'));
      await page.waitForURL(`**${prefix(lang)}/onboarding`);

      const step = (current: number) => m('onboarding:progress.step', { current, total: 8 });
      const next = () => page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('step-indicator').innerText()).toBe(step(1));
      const name = page.getByLabel(m('profile:fields.name'), { exact: true });
      await name.fill(' ');
      await expectFieldError(page, contractMessage('name_required', lang));
      await name.fill('Lúcia');
      await next();
      const email = page.getByLabel(m('profile:fields.email'), { exact: true });
      const address = await email.inputValue();
      await email.fill('lucia.example.com');
      await expectFieldError(page, contractMessage('email_invalid', lang));
      await email.fill(address);
      await next();
      const age = page.getByLabel(m('profile:fields.age'), { exact: true });
      await age.fill('13');
      await expectFieldError(page, contractMessage('age_range', lang));
      await age.fill('41');
      await next();
      const weight = page.getByLabel(m('profile:fields.weight', { unit: 'kg' }), { exact: true });
      await weight.fill('0');
      await expectFieldError(page, contractMessage('weight_positive', lang));
      await weight.fill('58');
      await next();
      await expect.poll(() => page.getByTestId('step-indicator').innerText()).toBe(step(5));
      await next();
      await page.getByTestId('option-experienceLevel-intermediate').click();
      await next();
      await page.getByTestId('option-primaryGoal-endurance').click();
      await next();
      await expect.poll(() => page.getByTestId('step-indicator').innerText()).toBe(step(8));
      await page.getByTestId(`option-interfaceLanguage-${chosen}`).click();
      // At 360 px, Complete keeps the footer's padding from the card's edge (es "Anterior" + "Completar" included).
      for (const button of ['wizard-previous', 'wizard-complete']) {
        const inset = await insetInCard(page, button, 'onboarding-wizard');
        expect(Math.min(inset.left, inset.right), button).toBeGreaterThanOrEqual(16);
      }
      await page.getByTestId('wizard-complete').click();

      await expectToast(page, message(chosen, 'onboarding:toasts.welcome'));
      await page.waitForURL(`${baseURL}${prefix(chosen)}/dashboard`);
      expect(await page.getAttribute('html', 'lang')).toBe(chosen);
      await expect
        .poll(() => page.getByTestId('greeting').innerText())
        .toBe(message(chosen, 'dashboard:greeting', { name: 'Lúcia' }));
      await expectDashboardConsistent(page, `${lang} → ${chosen}`);

      // The rest of the journey at 360 px in the chosen language: dashboard, settings (an edit saved), sign-out.
      const c = (key: string, values?: Record<string, string | number>) => message(chosen, key, values);
      await page.getByTestId('stat-wkg').waitFor();
      await checkPage(page, `${chosen} dashboard`);
      // every section reachable at 360 px (es "Entrenamientos" too): the five tabs wholly on screen
      expect(await navTabsOffScreen(page), `${chosen} tabs`).toEqual({ tabs: 5, offScreen: [] });
      await page.locator('a[href$="/settings"]:visible').first().click();
      await page.waitForURL(`${baseURL}${prefix(chosen)}/settings`);
      await page.getByTestId('profile-editor').waitFor();
      await page.getByLabel(c('profile:fields.weight', { unit: 'kg' }), { exact: true }).fill('59');
      await checkPage(page, `${chosen} settings with an edit`);
      await page.getByTestId('settings-save').click();
      await expectToast(page, c('settings:toasts.saved'));
      // below the header: the language selector and the theme button stay uncovered
      await expect.poll(() => toastOverHeader(page), { message: `${chosen} saved toast` }).toBe(0);
      await page.getByTestId('nav-dashboard').click();
      await page.waitForURL(`${baseURL}${prefix(chosen)}/dashboard`);
      await expect.poll(() => page.getByTestId('stat-weight').innerText()).toBe('59 kg');
      await page.locator('[data-testid="sign-out"]:visible').click();
      await page.waitForURL(`${baseURL}${prefix(chosen) || '/'}`);
      await page.getByTestId('hero-cta').waitFor();
      await context.close();
    });
  }
});

/**
 * Issue 12 #9: a signed-in rider's explicit choice wins over the profile's language and is saved to it — through a
 * reload, a new tab and the unprefixed /dashboard — and a /pt or /es address is never sent back to the profile's.
 */
describe('the language a signed-in rider chooses sticks (360 px)', () => {
  it('selector on /dashboard → saved; reloads and new tabs keep it; prefixed URLs win; settings follow', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    const profileLanguage = async () =>
      ((await (await context.request.get('/api/profile')).json()) as { interface_language: string })
        .interface_language;
    const greeting = (lang: Lang) => message(lang, 'dashboard:greeting', { name: 'Ana' });

    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe(greeting('en'));
    await page.getByTestId('language-select').first().selectOption('pt');
    await page.waitForURL('**/pt/dashboard');
    await expect.poll(profileLanguage).toBe('pt');
    await page.reload();
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe(greeting('pt'));
    expect(new URL(page.url()).pathname).toBe('/pt/dashboard');

    // The unprefixed address opens in the saved language (spec §4), in another tab too.
    const other = await context.newPage();
    await other.goto('/dashboard');
    await other.waitForURL('**/pt/dashboard');
    await expect.poll(() => other.getByTestId('greeting').innerText()).toBe(greeting('pt'));
    // An address that names its language keeps it, whatever the profile says.
    await other.goto('/es/dashboard');
    await expect.poll(() => other.getByTestId('greeting').innerText()).toBe(greeting('es'));
    await other.waitForTimeout(500);
    expect(new URL(other.url()).pathname).toBe('/es/dashboard');
    await other.close();

    // Back to English from settings' header: saved, and the settings form shows it.
    await page.goto('/pt/settings');
    await page.getByTestId('profile-editor').waitFor();
    await page.getByTestId('language-select').first().selectOption('en');
    await page.waitForURL(`${baseURL}/settings`);
    await expect.poll(profileLanguage).toBe('en');
    await expect
      .poll(() => page.getByTestId('option-interfaceLanguage-en').locator('input').isChecked())
      .toBe(true);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe(greeting('en'));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });
});
