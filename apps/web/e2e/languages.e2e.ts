import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, PHONE, uniqueEmail } from './browser.ts';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function expectFieldError(page: Page, text: string) {
  await page.getByTestId('field-error').filter({ hasText: text }).waitFor({ state: 'visible' });
}

/**
 * Sign-up and onboarding in Portuguese and in Spanish: every message the rider meets is in that language. Completing
 * the wizard with another interface language switches the whole UI to it (spec §4): URL prefix, <html lang>, the
 * welcome toast and the dashboard.
 */
describe('sign-up and onboarding in Portuguese and Spanish', () => {
  for (const [lang, chosen] of [
    ['pt', 'es'],
    ['es', 'en'],
  ] as const) {
    it(`${lang}: messages in ${lang}; choosing ${chosen} on step 8 switches the UI to ${chosen}`, async () => {
      const m = (key: string, values?: Record<string, string | number>) => message(lang, key, values);
      const context = await newContext(browser, baseURL, PHONE);
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
      await expectFieldError(page, m('profile:validation.nameRequired'));
      await name.fill('Lúcia');
      await next();
      const email = page.getByLabel(m('profile:fields.email'), { exact: true });
      const address = await email.inputValue();
      await email.fill('lucia.example.com');
      await expectFieldError(page, m('profile:validation.emailInvalid'));
      await email.fill(address);
      await next();
      const age = page.getByLabel(m('profile:fields.age'), { exact: true });
      await age.fill('13');
      await expectFieldError(page, m('profile:validation.ageRange'));
      await age.fill('41');
      await next();
      const weight = page.getByLabel(m('profile:fields.weight', { unit: 'kg' }), { exact: true });
      await weight.fill('0');
      await expectFieldError(page, m('profile:validation.positiveNumber'));
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
      await page.getByTestId('wizard-complete').click();

      await expectToast(page, message(chosen, 'onboarding:toasts.welcome'));
      await page.waitForURL(`${baseURL}${prefix(chosen)}/dashboard`);
      expect(await page.getAttribute('html', 'lang')).toBe(chosen);
      await expect
        .poll(() => page.getByTestId('greeting').innerText())
        .toBe(message(chosen, 'dashboard:greeting', { name: 'Lúcia' }));
      await expectDashboardConsistent(page, `${lang} → ${chosen}`);
      await context.close();
    });
  }
});
