import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawPost, rawRequest } from '../support/raw-http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from its own client IP (X-Forwarded-For) and budgets stay apart.
  t = await startTestApp({ RATE_LIMIT: 'on', TRUST_PROXY: 'true' });
});
afterAll(() => t?.close());

/**
 * Ways to spell one path that a URL parser may fold into the canonical one (`new URL` removes `/./`, `/x/../` and
 * `%2e` segments). Each must either be refused before the library runs, or spend the same budget.
 */
const spellings = (p: string) => [
  p.replace('/api/auth/', '/api/auth/./'),
  p.replace('/api/auth/', '/api/auth/%2e/'),
  p.replace('/api/auth/', '/api/auth/%2E/'),
  p.replace('/api/auth/', '/api/auth/x/../'),
  p.replace('/api/auth/', '/api/auth/x/%2e%2e/'),
  p.replace('/api/auth/', '/api/auth//'),
  `/${p}`,
  `${p}/`,
  `${p}?utm=1`,
  `${p}#frag`,
  `${p};x=1`,
  p.toUpperCase(),
  p.replace(/l$/, '%6C'),
  p.replace(/l$/, '%6c'),
];

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const clientFrom = (ip: string) => {
  const c = t.client();
  c.headers = from(ip);
  return c;
};

describe('rate limits cannot be dodged by spelling the path differently', () => {
  it('sign-in: exactly 10 password checks per account per window, whatever the path spelling', async () => {
    const path = '/api/auth/sign-in/email';
    await clientFrom('198.51.100.1').signUp('spelled@example.com', 'Right-password-1');
    const attempt = (p: string) =>
      rawPost(t.baseUrl, p, { email: 'spelled@example.com', password: 'wrong-guess' }, from('198.51.100.2'));
    const seen: Record<string, number> = {};
    for (const spelled of spellings(path)) {
      const res = await attempt(spelled);
      seen[spelled] = res.status;
      // 404: refused before the library ran; 401: a password check, counted against the account.
      expect([401, 404], spelled).toContain(res.status);
    }
    let checks = Object.values(seen).filter((s) => s === 401).length;
    let limited = false;
    for (let i = 0; i < 20 && !limited; i++) {
      const res = await attempt(path);
      limited = res.status === 429;
      if (!limited) {
        expect(res.status).toBe(401);
        checks++;
      }
    }
    expect(limited).toBe(true);
    expect(checks).toBe(10);
    const locked = await rawPost(
      t.baseUrl,
      path,
      { email: 'spelled@example.com', password: 'Right-password-1' },
      from('198.51.100.3'),
    );
    expect(locked.status).toBe(429);
    // The query string and a percent-escaped letter route to the same endpoint (and were counted); the rest 404.
    expect(seen).toMatchObject({ [`${path}?utm=1`]: 401, [path.replace(/l$/, '%6C')]: 401 });
  });

  it('the dot-segment spelling from the audit never reaches the library', async () => {
    for (let i = 0; i < 14; i++) {
      const res = await rawPost(
        t.baseUrl,
        '/api/auth/./sign-in/email',
        { email: 'dots@example.com', password: `guess-${i}` },
        from('198.51.100.4'),
      );
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it('sign-up: at most 10 accounts per IP per hour, whatever the spelling', async () => {
    const path = '/api/auth/sign-up/email';
    let created = 0;
    let i = 0;
    for (const spelled of spellings(path)) {
      const res = await rawPost(
        t.baseUrl,
        spelled,
        { email: `spelling-${i++}@example.com`, password: 'Tr41ning-Days!' },
        from('198.51.100.5'),
      );
      expect(res.status, spelled).toBeLessThan(500);
      if (res.status === 200) created++;
    }
    for (; created < 10; created++) {
      const res = await rawPost(
        t.baseUrl,
        path,
        { email: `top-up-${created}@example.com`, password: 'Tr41ning-Days!' },
        from('198.51.100.5'),
      );
      expect(res.status).toBe(200);
    }
    const after = await rawPost(
      t.baseUrl,
      path,
      { email: 'one-more@example.com', password: 'Tr41ning-Days!' },
      from('198.51.100.5'),
    );
    expect(after.status).toBe(429);
  });

  it('password reset: at most 5 emails per account per hour, whatever the spelling', async () => {
    const path = '/api/auth/request-password-reset';
    const email = 'reset-spelled@example.com';
    await clientFrom('198.51.100.6').signUp(email);
    const before = t.smtp.received.length;
    let accepted = 0;
    for (const spelled of spellings(path)) {
      const res = await rawPost(
        t.baseUrl,
        spelled,
        { email, redirectTo: '/reset-password' },
        from('198.51.100.7'),
      );
      expect(res.status, spelled).toBeLessThan(500);
      if (res.status === 200) accepted++;
    }
    expect(accepted).toBeLessThanOrEqual(5);
    await new Promise((r) => setTimeout(r, 500));
    const resets = t.smtp.received
      .slice(before)
      .filter((m) => m.to.includes(email) && m.raw.includes('Reset your Domestique password'));
    expect(resets.length).toBeLessThanOrEqual(5);
  });

  it('unknown spellings are JSON 404s, not library pages', async () => {
    const res = await rawRequest(t.baseUrl, { path: '/api/auth/./get-session' });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
  });
});
