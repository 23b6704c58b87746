import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Which pages may call the auth routes. The library checks the Origin of a request that carries cookies; a
 * browser that has any cookie for the app sends them with every call.
 */
const password = 'Long-climb-2026';

/** Sign-in sent to 127.0.0.1 (its Host header, unless `headers.host` says otherwise). */
function signIn(t: TestApp, headers: Record<string, string>, email = 'origin@example.com') {
  return rawRequest(`http://127.0.0.1:${new URL(t.baseUrl).port}`, {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: { cookie: 'domestique.theme=dark', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

describe('BASE_URL unset: the app opened at 127.0.0.1 or at a LAN address', () => {
  let t: TestApp;
  let port: string;
  beforeAll(async () => {
    t = await startTestApp({ BASE_URL: undefined });
    port = new URL(t.baseUrl).port;
    expect(t.config.baseUrl).toBe(`http://localhost:${port}`);
    const signUp = await rawRequest(`http://127.0.0.1:${port}`, {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      headers: { cookie: 'domestique.theme=dark', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'origin@example.com', password }),
    });
    expect(signUp.status, signUp.text).toBe(200);
  });
  afterAll(() => t?.close());

  it('accepts a same-origin request, whatever address it was sent to', async () => {
    expect((await signIn(t, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    const lan = await signIn(t, { host: `192.168.1.20:${port}`, origin: `http://192.168.1.20:${port}` });
    expect(lan.status, lan.text).toBe(200);
  });

  it('refuses a cross-origin request with a message in the rider’s language', async () => {
    for (const origin of [
      'https://evil.example',
      `https://127.0.0.1:${port}`,
      `http://192.168.1.20:${port}`,
    ]) {
      const res = await signIn(t, { origin, 'accept-language': 'pt-BR' });
      expect(res.status, origin).toBe(403);
      expect(res.json).toEqual({
        code: 'INVALID_ORIGIN',
        message:
          'O acesso não é aceito a partir do endereço desta página. Abra o Domestique no endereço dele ou peça a quem o administra para incluir este endereço nas origens confiáveis.',
      });
    }
  });

  it('does not let a client choose the address it is trusted for', async () => {
    const res = await signIn(t, {
      origin: 'https://evil.example',
      'x-domestique-request-origin': 'https://evil.example',
    });
    expect(res.status).toBe(403);
  });
});

describe('BASE_URL set: only it and TRUSTED_ORIGINS', () => {
  let t: TestApp;
  let port: string;
  beforeAll(async () => {
    t = await startTestApp({ TRUSTED_ORIGINS: 'http://192.168.1.20:3000, https://app.example' });
    port = new URL(t.baseUrl).port;
    await t.client().signUp('origin@example.com', password);
  });
  afterAll(() => t?.close());

  it('accepts BASE_URL and the listed origins, and nothing else', async () => {
    expect((await signIn(t, { origin: t.baseUrl })).status).toBe(200);
    expect((await signIn(t, { origin: 'http://192.168.1.20:3000' })).status).toBe(200);
    expect((await signIn(t, { origin: 'https://app.example' })).status).toBe(200);
    // Same-origin to some other address of this machine is not enough once BASE_URL says where the app lives.
    const other = await signIn(t, { host: `localhost:${port}`, origin: `http://localhost:${port}` });
    expect(other.status).toBe(403);
    expect(other.json.message).toContain('trusted origins');
  });
});
