import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startServer, type TestServer } from '../scripts/test-server.ts';
import { launchBrowser, newContext, PHONE } from './browser.ts';

/**
 * Google sign-in against a local OpenID Connect provider (the same oauth2-mock-server the server's own tests use),
 * with a second real server configured for it. The default E2E server has no Google client: no button there.
 */
let idp: OAuth2Server;
let server: TestServer;
let browser: Browser;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(await freePort(), '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  server = await startServer({
    RATE_LIMIT: 'off',
    GOOGLE_ISSUER: idp.issuer.url ?? '',
    GOOGLE_CLIENT_ID: 'domestique-e2e',
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.stop();
});

describe('Google sign-in', () => {
  it('is not offered when the server has no Google client', async () => {
    const context = await newContext(browser, inject('baseURL'), PHONE);
    const page = await context.newPage();
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await page.getByTestId('auth-form').waitFor();
    expect(await page.getByTestId('google-button').count()).toBe(0);
    await context.close();
  });

  it('signs a new rider up with Google (in Portuguese) and lands on onboarding, name pre-filled', async () => {
    claims = {
      sub: `google-${Date.now()}`,
      email: `gabi-${Date.now()}@example.com`,
      email_verified: true,
      name: 'Gabi',
    };
    const context = await newContext(browser, server.baseURL, PHONE);
    const page = await context.newPage();
    await page.goto('/pt/auth');
    await page.getByTestId('google-button').click();
    await page.waitForURL('**/pt/onboarding', { timeout: 30_000 });
    await expect.poll(() => page.getByLabel('Como prefere ser chamado').inputValue()).toBe('Gabi');
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(claims.email);

    // Signing in again with the same Google account goes to the dashboard (no profile yet: the no-profile state).
    await context.clearCookies();
    await page.goto('/pt/auth');
    await page.getByTestId('google-button').click();
    await page.waitForURL(/\/pt\/(dashboard|onboarding)$/, { timeout: 30_000 });
    await context.close();
  });
});
