import { describe, expect, inject, it } from 'vitest';
import { browserForFile, linkIn, newContext, PHONE, uniqueEmail, waitForMail } from './browser.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');

const browser = browserForFile();

describe('forgot password, through the e-mail', () => {
  it('requests a link, sets a new password from the e-mail, and signs in with it (in Spanish)', async () => {
    const email = uniqueEmail('reset');
    const context = await newContext(browser(), baseURL, PHONE);
    const page = await context.newPage();

    // An account to recover.
    await page.goto('/es/auth?mode=signup');
    await page.getByLabel('Nombre', { exact: true }).fill('Carla');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.locator('#password').fill('Primera-Clave-2026');
    await page.locator('#confirmPassword').fill('Primera-Clave-2026');
    await page.getByTestId('auth-submit').click();
    await page.waitForURL('**/es/onboarding');
    await page.context().clearCookies();

    await page.goto('/es/auth');
    await page.getByTestId('forgot-password').click();
    await page.waitForURL('**/es/forgot-password');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByTestId('reset-sent').waitFor();

    const mail = await waitForMail(dataDir, email, /contraseña|password|reset/i);
    const link = linkIn(mail, /https?:\/\/[^\s"'<>]+reset-password[^\s"'<>]*/);
    await page.goto(link);
    await page.waitForURL('**/es/reset-password?token=**');
    await page.locator('#password').fill('Segunda-Clave-2026');
    await page.locator('#confirmPassword').fill('Segunda-Clave-2027');
    await page.getByTestId('reset-submit').click();
    await page.getByText('Las contraseñas no coinciden').first().waitFor();
    await page.locator('#confirmPassword').fill('Segunda-Clave-2026');
    await page.getByTestId('reset-submit').click();
    await page.waitForURL('**/es/auth');

    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.locator('#password').fill('Segunda-Clave-2026');
    await page.getByTestId('auth-submit').click();
    await page.getByText('¡Qué bueno verte de nuevo!').first().waitFor();
    await page.waitForURL('**/es/dashboard');
    expect(new URL(page.url()).pathname).toBe('/es/dashboard');

    // The same link cannot be used twice.
    await page.goto(link);
    await page.waitForURL('**/reset-password**');
    const invalid = page.getByTestId('reset-invalid');
    await page.locator('[data-testid="reset-invalid"], #password').first().waitFor();
    if (!(await invalid.isVisible())) {
      await page.locator('#password').fill('Tercera-Clave-2026');
      await page.locator('#confirmPassword').fill('Tercera-Clave-2026');
      await page.getByTestId('reset-submit').click();
    }
    await invalid.waitFor();
    await context.close();
  });
});
