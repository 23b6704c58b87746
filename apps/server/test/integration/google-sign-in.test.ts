import { sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { freePort, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The whole OpenID Connect flow against a local provider: discovery, authorization with PKCE (S256), state and
 * nonce, code exchange, ID-token signature/issuer/audience/nonce checks, and session creation.
 */
let idp: OAuth2Server;
let t: TestApp;
let lastAuthorize: URL | null = null;

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  const port = await freePort();
  await idp.start(port, '127.0.0.1');
  idp.service.on('beforeAuthorizeRedirect', (_redirect: unknown, req: { url: string }) => {
    lastAuthorize = new URL(req.url, idp.issuer.url ?? '');
  });
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, nextClaims);
  });
  t = await startTestApp({
    GOOGLE_ISSUER: idp.issuer.url ?? '',
    GOOGLE_CLIENT_ID: 'domestique-test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

/** Claims for every token of the next exchange (the provider signs the access token and the ID token). */
let nextClaims: Record<string, unknown> = {};
function withClaims(claims: Record<string, unknown>) {
  nextClaims = claims;
}

/** Starts sign-in and follows the provider's redirect; returns the callback URL on our server. */
async function authorize(c: TestClient): Promise<URL> {
  const start = await c.post('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/dashboard',
    newUserCallbackURL: '/onboarding',
  });
  expect(start.status, start.text).toBe(200);
  const authUrl = new URL(start.json.url);
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(authUrl.searchParams.get('state')).toBeTruthy();
  expect(authUrl.searchParams.get('nonce')).toBeTruthy();
  expect(authUrl.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/auth/callback/google`);
  const res = await fetch(authUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

describe('Google sign-in (OpenID Connect)', () => {
  it('signs a new rider in and sends them to onboarding', async () => {
    const c = t.client();
    expect((await c.get('/api/config')).json.googleEnabled).toBe(true);
    const callback = await authorize(c);
    expect(lastAuthorize?.pathname).toBe('/authorize');
    withClaims({ email: 'gabi@example.com', email_verified: true, name: 'Gabi', sub: 'google-sub-1' });
    const done = await c.get(callback.pathname + callback.search);
    expect(done.status).toBe(302);
    expect(done.headers.get('location'), done.headers.get('location') ?? '').toContain('/onboarding');
    const session = await c.get('/api/auth/get-session');
    expect(session.json.user).toMatchObject({ email: 'gabi@example.com', name: 'Gabi', emailVerified: true });
    expect((await c.get('/api/profile')).status).toBe(404);
    // The ID token is verified once and not kept; the provider's other tokens are stored encrypted.
    const stored = await t.database.db.execute<{ id_token: string | null; access_token: string | null }>(
      sql`select a.id_token, a.access_token from account a join "user" u on u.id = a.user_id
          where u.email = 'gabi@example.com' and a.provider_id = 'google'`,
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.id_token).toBeNull();
  });

  it('accepts a state only once', async () => {
    const c = t.client();
    const callback = await authorize(c);
    withClaims({ email: 'once@example.com', email_verified: true, sub: 'google-sub-2' });
    expect((await c.get(callback.pathname + callback.search)).headers.get('location')).toContain(
      '/onboarding',
    );
    const replay = await c.get(callback.pathname + callback.search);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toMatch(/error=/);
  });

  it('rejects a forged state and an ID token with the wrong nonce or audience', async () => {
    const c = t.client();
    const callback = await authorize(c);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    expect((await c.get(forged.pathname + forged.search)).headers.get('location')).toMatch(/error=/);

    const c2 = t.client();
    const cb2 = await authorize(c2);
    withClaims({
      email: 'nonce@example.com',
      email_verified: true,
      nonce: 'attacker-nonce',
      sub: 'google-sub-3',
    });
    expect((await c2.get(cb2.pathname + cb2.search)).headers.get('location')).toMatch(/error=/);
    expect((await c2.get('/api/auth/get-session')).json).toBeNull();

    const c3 = t.client();
    const cb3 = await authorize(c3);
    withClaims({
      email: 'aud@example.com',
      email_verified: true,
      aud: 'some-other-client',
      sub: 'google-sub-4',
    });
    expect((await c3.get(cb3.pathname + cb3.search)).headers.get('location')).toMatch(/error=/);
    expect((await c3.get('/api/auth/get-session')).json).toBeNull();
  });

  it('returns an existing rider to the dashboard', async () => {
    const c = t.client();
    const callback = await authorize(c);
    withClaims({ email: 'gabi@example.com', email_verified: true, name: 'Gabi', sub: 'google-sub-1' });
    const done = await c.get(callback.pathname + callback.search);
    expect(done.headers.get('location')).toContain('/dashboard');
  });
});
