import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  horizontalOverflow,
  insetInCard,
  launchBrowser,
  linkIn,
  newContext,
  PHONE,
  seriousAxeViolations,
  uniqueEmail,
  waitForMail,
} from './browser.ts';
import { expectDashboardConsistent } from './dashboard-figures.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const PASSWORD = 'Grimpeur-Alpe-2026';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = uniqueEmail('journey');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseURL, PHONE);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const text = (testId: string) => page.getByTestId(testId).innerText();
const visible = (selector: string) => page.locator(`${selector}:visible`);

async function expectToast(message: string) {
  await page.getByText(message, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function expectFieldError(message: string) {
  await page.getByTestId('field-error').filter({ hasText: message }).waitFor({ state: 'visible' });
}

async function checkPage(label: string) {
  expect(await horizontalOverflow(page), `${label} overflows at 360px`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), `${label} axe`).toEqual([]);
}

describe('sign-up → onboarding → dashboard → settings → sign-out', () => {
  it('signs up, with the spec’s toasts for a mismatched and a short password', async () => {
    await page.goto('/auth');
    // By keyboard: the toggle sits at the bottom; once pressed, focus goes to the new form's first field.
    await page.getByTestId('auth-toggle').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('name');
    // A name of only spaces is no name (the server refuses it too).
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#confirmPassword').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
    await expectToast('Please enter your name');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('name');
    expect(page.url()).toContain('/auth');
    await page.getByLabel('Name', { exact: true }).fill('Ana Rider');
    await page.locator('#password').fill('abc12');
    await page.locator('#confirmPassword').fill('abc13');
    await page.getByTestId('auth-submit').click();
    await expectToast("Passwords don't match");
    await page.locator('#confirmPassword').fill('abc12');
    await page.getByTestId('auth-submit').click();
    await expectToast('Password must be at least 6 characters');
    // One message at a time, the newest: the earlier ones (name, mismatch) no longer pile up over the header.
    await expect
      .poll(() => page.locator('[data-sonner-toast]:not([data-removed="true"])').allInnerTexts())
      .toEqual([expect.stringContaining('Password must be at least 6 characters')]);
    await checkPage('sign-up');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#confirmPassword').fill(PASSWORD);
    await page.getByLabel(/training tips/).check();
    await page.getByTestId('auth-submit').click();
    await expectToast('Account created! Please check your email to verify your account.');
    await page.waitForURL('**/onboarding');
  });

  it('walks the 8 onboarding steps, each refusing invalid input with the spec’s message', async () => {
    await page.getByTestId('step-indicator').waitFor();
    await expect.poll(() => text('step-indicator')).toBe('Step 1 of 8');
    await expect.poll(() => text('step-percent')).toBe('13%');
    expect(await page.getByTestId('wizard-previous').isDisabled()).toBe(true);
    await checkPage('onboarding step 1');

    // 1 name: pre-filled from the account; empty is refused.
    const name = page.getByLabel('Preferred name');
    expect(await name.inputValue()).toBe('Ana Rider');
    await name.fill('   ');
    await expectFieldError('Please enter your name');
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    await name.fill('Ana');
    await page.getByTestId('wizard-next').click();

    // 2 email: falls back to the account e-mail; must contain '@'.
    await expect.poll(() => text('step-indicator')).toBe('Step 2 of 8');
    const emailInput = page.getByLabel('Email', { exact: true });
    expect(await emailInput.inputValue()).toBe(email);
    await emailInput.fill('ana.example.com');
    await expectFieldError('Please enter a valid email address');
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    await emailInput.fill(email);
    await page.getByTestId('wizard-next').click();

    // 3 age: integer 14–99.
    const age = page.getByLabel('Age', { exact: true });
    for (const bad of ['13', '100', '20.5']) {
      await age.fill(bad);
      await expectFieldError('Please enter a valid age (14-99)');
      expect(await page.getByTestId('wizard-next').isDisabled(), `age ${bad}`).toBe(true);
    }
    // 14–17 may go on (spec §5), told what the terms ask of riders under 18.
    await age.fill('16');
    await page.getByTestId('guardian-consent').waitFor();
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(false);
    await age.fill('34');
    expect(await page.getByTestId('guardian-consent').count()).toBe(0);
    await page.getByTestId('wizard-next').click();

    // 4 weight with the kg/lb toggle.
    await expect.poll(() => text('step-indicator')).toBe('Step 4 of 8');
    const weight = page.getByLabel(/Weight \(kg\)/);
    await weight.fill('0');
    await expectFieldError('Please enter a positive number');
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    // an impossible weight (a typo, a unit mix-up) is refused in either unit (issue 12)
    await weight.fill('1000');
    await expectFieldError('Please enter a weight between 25 and 300 kg (55 and 660 lb)');
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    await page.getByTestId('unit-toggle').getByText('lb').click();
    await page.getByLabel(/Weight \(lb\)/).waitFor();
    await expectFieldError('Please enter a weight between 25 and 300 kg (55 and 660 lb)');
    await page.getByLabel(/Weight \(lb\)/).fill('300');
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(false);
    await page.getByTestId('unit-toggle').getByText('kg').click();
    await page.getByLabel(/Weight \(kg\)/).fill('70');
    await page.getByTestId('wizard-next').click();

    // A reload mid-wizard comes back to the same step with the answers so far.
    await expect.poll(() => text('step-indicator')).toBe('Step 5 of 8');
    await page.reload();
    await expect.poll(() => text('step-indicator')).toBe('Step 5 of 8');
    await page.getByTestId('wizard-previous').click();
    expect(await page.getByLabel(/Weight \(kg\)/).inputValue()).toBe('70');
    // and so does a switch of language (another page): same step, same answers
    await page.getByTestId('language-select').selectOption('pt');
    await page.waitForURL('**/pt/onboarding');
    await expect.poll(() => text('step-indicator')).toBe('Etapa 4 de 8');
    expect(await page.getByLabel(/Peso \(kg\)/).inputValue()).toBe('70');
    await page.getByTestId('language-select').selectOption('en');
    await page.waitForURL(/\/onboarding$/);
    await expect.poll(() => text('step-indicator')).toBe('Step 4 of 8');
    await page.getByTestId('wizard-next').click();

    // 5 FTP: unknown is fine; 'knows FTP' reveals the input, which must be > 0.
    expect(await page.getByLabel('FTP (watts)').count()).toBe(0);
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(false);
    await page.getByTestId('knows-ftp').check();
    const ftp = page.getByLabel('FTP (watts)');
    await ftp.waitFor();
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    await expectFieldError('Please enter your FTP, or untick "I know my FTP"');
    await ftp.fill('0');
    await expectFieldError('Please enter a positive number');
    await ftp.fill('280');
    await page.getByTestId('wizard-next').click();

    // 6 experience and 7 goal: Next only after a choice.
    await expect.poll(() => text('step-indicator')).toBe('Step 6 of 8');
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    await page.getByTestId('option-experienceLevel-advanced').click();
    await page.getByTestId('wizard-next').click();
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    await page.getByTestId('option-primaryGoal-climbing').click();
    await checkPage('onboarding step 7');
    await page.getByTestId('wizard-next').click();

    // 8 preferences, always valid; Previous works and keeps the answers.
    await expect.poll(() => text('step-indicator')).toBe('Step 8 of 8');
    await expect.poll(() => text('step-percent')).toBe('100%');
    await page.getByTestId('wizard-previous').click();
    expect(await page.getByTestId('option-primaryGoal-climbing').locator('input').isChecked()).toBe(true);
    await page.getByTestId('wizard-next').click();
    expect(await page.getByTestId('option-coachGender-male').locator('input').isChecked()).toBe(true);
    expect(await page.getByTestId('option-interfaceLanguage-en').locator('input').isChecked()).toBe(true);
    // At 360 px, Complete keeps the footer's padding from the card's edge (es "Anterior" + "Completar" included).
    for (const button of ['wizard-previous', 'wizard-complete']) {
      const inset = await insetInCard(page, button, 'onboarding-wizard');
      expect(Math.min(inset.left, inset.right), button).toBeGreaterThanOrEqual(16);
    }
    await checkPage('onboarding step 8');
    await page.getByTestId('wizard-complete').click();
    await expectToast('Welcome to Domestique! Your profile is ready.');
    await page.waitForURL('**/dashboard');
    // Completed: the draft kept for reloads is gone.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('domestique.'))),
    ).toEqual([]);
  });

  it('shows the dashboard with FTP, weight and W/kg in kg', async () => {
    await page.getByTestId('stat-wkg').waitFor();
    await expect.poll(() => text('greeting')).toBe('Hi, Ana!');
    await expect.poll(() => text('stat-ftp')).toBe('280 W');
    await expect.poll(() => text('stat-weight')).toBe('70 kg');
    await expect.poll(() => text('stat-wkg')).toBe('4.0 W/kg');
    await expectDashboardConsistent(page, 'journey, FTP 280 W');
    expect(await page.getByTestId('plan-card').innerText()).toContain('No Active Training Plan');
    expect(await page.getByTestId('upcoming-card').innerText()).toContain('No upcoming workouts scheduled');
    await expect.poll(() => text('summary-experience')).toBe('Advanced');
    await expect.poll(() => text('summary-goal')).toBe('Climbing');
    await expect.poll(() => text('summary-age')).toBe('34');
    await expect.poll(() => text('summary-coach')).toBe('Male coach');
    expect(await page.getByTestId('focus-card').innerText()).toContain('Sweet spot');
    await checkPage('dashboard');

    await page.getByTestId('browse-plans').click();
    await page.waitForURL('**/plans');
    await page.getByRole('heading', { name: 'Build your training plan' }).waitFor();
    await page.goBack();

    // A completed profile sends onboarding visitors to the dashboard; a signed-in /auth visit too.
    await page.goto('/onboarding');
    await page.waitForURL('**/dashboard');
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
  });

  it('reminds an unverified rider to confirm the address, resends the link, and verifying removes the reminder', async () => {
    await page.goto('/dashboard');
    const notice = page.getByTestId('verify-email');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(email);
    await notice.getByRole('button').click();
    await notice.getByText('Sent! Check your inbox.').waitFor();
    // the box ticked at sign-up came pre-ticked through the wizard, and saving it started the newsletter's double
    // opt-in; the verification mail is another one
    await waitForMail(dataDir, email, /Confirm your subscription to the Domestique newsletter/);
    const mail = await waitForMail(dataDir, email, /verify-email/);
    const link = linkIn(mail, /https?:\/\/[^\s"'<>]+verify-email[^\s"'<>]*/);
    // A link that does not work says so, and the reminder (with its resend button) stays.
    const forged = new URL(link);
    forged.searchParams.set('token', 'forged.token.value');
    await page.goto(`${forged.pathname}${forged.search}`);
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('verify-email-failed').innerText()).toBe(
      'That verification link has expired or is no longer valid. Ask for a new one:',
    );
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    // Verified: the dashboard says so (once: the address bar is cleaned, a reload says nothing).
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('email-verified').innerText()).toBe(
      `Your e-mail address ${email} is verified.`,
    );
    await page.getByTestId('stat-wkg').waitFor();
    expect(await page.getByTestId('verify-email').count()).toBe(0);
    await page.reload();
    await page.getByTestId('stat-wkg').waitFor();
    expect(await page.getByTestId('email-verified').count()).toBe(0);
  });

  it('edits the profile in settings: pounds change the W/kg, bad input is refused beside the field', async () => {
    await visible('[aria-label="Settings"], [data-testid=settings-link]').first().click();
    await page.waitForURL('**/settings');
    await page.getByTestId('profile-editor').waitFor();
    await checkPage('settings');
    await page.getByLabel('Age', { exact: true }).fill('9');
    await page.getByTestId('settings-save').click();
    await expectFieldError('Please enter a valid age (14-99)');
    await page.getByLabel('Age', { exact: true }).fill('35');
    await page.getByTestId('unit-toggle').getByText('lb').click();
    await page.getByLabel(/Weight \(lb\)/).fill('165');
    await page.getByTestId('settings-save').click();
    await expectToast('Profile saved.');

    await page.goto('/dashboard');
    await page.getByTestId('stat-wkg').waitFor();
    await expect.poll(() => text('stat-weight')).toBe('165 lb');
    await expect.poll(() => text('stat-wkg')).toBe('3.7 W/kg'); // 280 / (165 × 0.453592)
    await expectDashboardConsistent(page, 'journey, weight in pounds');
    await expect.poll(() => text('summary-age')).toBe('35');
  });

  it('shows the Garmin scopes; on a server without Garmin it says so instead of a Connect button', async () => {
    await page.goto('/start-garmin-oauth');
    await page.getByTestId('garmin-connect').waitFor();
    expect(await page.getByTestId('garmin-connect').innerText()).toContain('Read your activity data');
    await page.getByTestId('garmin-not-configured').waitFor();
    expect(await page.getByTestId('garmin-connect-button').count()).toBe(0);
    expect(await page.getByTestId('garmin-not-configured').innerText()).toContain(
      'This server has no Garmin connection',
    );
    // The note links to where rides can be imported today.
    expect(
      await page.getByRole('note').getByRole('link', { name: 'Activities page' }).getAttribute('href'),
    ).toBe('/activities');
    await page.getByTestId('garmin-cancel').click();
    await page.waitForURL('**/dashboard');
    await page.goto('/oauth/garmin/callback?error=access_denied');
    expect(await page.getByTestId('garmin-callback-message').innerText()).toBe(
      'Authorization failed: access_denied',
    );
    await page.goto('/oauth/garmin/callback');
    expect(await page.getByTestId('garmin-callback-message').innerText()).toBe(
      'Invalid authorization response from Garmin',
    );
    // A code and state reach the server, which has no Garmin app: the page says so, not "expired".
    await page.goto('/oauth/garmin/callback?code=abc&state=def');
    await expect
      .poll(() => page.getByTestId('garmin-callback-message').innerText())
      .toBe("This server has no Garmin connection, so your Garmin account can't be linked here.");
    expect(await page.getByTestId('garmin-try-again').getAttribute('href')).toBe('/start-garmin-oauth');
    await checkPage('garmin callback');
  });

  it('takes the UI language from the profile', async () => {
    await page.goto('/settings');
    await page.getByTestId('option-interfaceLanguage-pt').click();
    await page.getByTestId('settings-save').click();
    await page.waitForURL('**/pt/settings');
    const fresh = await context.newPage();
    await fresh.goto('/dashboard');
    await fresh.waitForURL('**/pt/dashboard');
    await fresh.getByTestId('stat-wkg').waitFor();
    // The URL changes before React commits the transition: poll the DOM.
    await expect.poll(() => fresh.getByTestId('greeting').innerText()).toBe('Olá, Ana!');
    await expect.poll(() => fresh.getByTestId('stat-wkg').innerText()).toBe('3,7 W/kg');
    await fresh.close();
  });

  it('signs out to home, then guarded routes redirect to /auth; signing in again says welcome back', async () => {
    await page.goto('/pt/dashboard');
    await visible('[data-testid=sign-out]').click();
    await page.waitForURL(`${baseURL}/pt`);
    for (const route of ['/dashboard', '/onboarding', '/settings']) {
      await page.goto(route);
      await page.waitForURL('**/auth');
    }
    await page.goto('/start-garmin-oauth');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();

    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.locator('#password').fill('wrong-password-1');
    await page.getByTestId('auth-submit').click();
    await expectToast('Invalid email or password');
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
    await expectToast('Welcome back!');
    await page.waitForURL('**/dashboard');
  });

  it('lays the signed-in pages out at 1280 px without overflow', async () => {
    const desktop = await browser.newContext({
      baseURL,
      viewport: DESKTOP,
      storageState: await context.storageState(),
      serviceWorkers: 'block',
    });
    const wide = await desktop.newPage();
    for (const route of ['/pt/dashboard', '/pt/settings', '/pt/plans', '/pt/start-garmin-oauth']) {
      await wide.goto(route, { waitUntil: 'networkidle' });
      await wide.locator('h1').first().waitFor();
      expect(await horizontalOverflow(wide), route).toBeLessThanOrEqual(0);
    }
    await desktop.close();
  });
});
