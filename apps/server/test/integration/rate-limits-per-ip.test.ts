import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../src/auth/auth.ts';
import { AUTH_ENDPOINT_LIMITS } from '../../src/auth/auth-limits.ts';
import { libraryEndpoints } from '../../src/auth/auth-routes.ts';
import { createSessionReuseDetector } from '../../src/auth/session-reuse.ts';
import { rawPost } from '../support/raw-http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each test speaks from its own client IP (X-Forwarded-For) and budgets stay apart.
  t = await startTestApp({ RATE_LIMIT: 'on', TRUST_PROXY: 'true' });
});
afterAll(() => t?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signedUp = async (email: string, ip: string, password = 'Tr41ning-Days!') => {
  const c = t.client();
  c.headers = from(ip);
  await c.signUp(email, password);
  return c;
};
/** Statuses of `n` POSTs built by `body(i)`, in order. */
const burst = async (
  n: number,
  path: string,
  body: (i: number) => unknown,
  ip: string,
  headers: Record<string, string> = {},
) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++)
    statuses.push((await rawPost(t.baseUrl, path, body(i), { ...from(ip), ...headers })).status);
  return statuses;
};

describe('per-account sign-in limit without a lockout', () => {
  it('10 wrong passwords from 10 addresses lock out strangers, not the owner’s usual browser', async () => {
    const owner = await signedUp('lockout-owner@example.com', '198.51.100.1', 'Right-pass-2026');
    expect(owner.cookies.has('domestique.device')).toBe(true);
    const attempt = (password: string, ip: string, cookie?: string) =>
      rawPost(
        t.baseUrl,
        '/api/auth/sign-in/email',
        { email: 'Lockout-Owner@example.com', password },
        { ...from(ip), ...(cookie ? { cookie } : {}) },
      );
    for (let i = 0; i < 10; i++)
      expect((await attempt(`wrong-${i}-x`, `198.51.100.${10 + i}`)).status).toBe(401);
    // Unknown browsers share the account's budget: now spent, even with the right password.
    expect((await attempt('Right-pass-2026', '198.51.100.30')).status).toBe(429);
    // The owner's browser (its device cookie) has a budget of its own, from its usual address or another.
    const device = `domestique.device=${owner.cookies.get('domestique.device')}`;
    expect((await attempt('Right-pass-2026', '198.51.100.1', device)).status).toBe(200);
    expect((await attempt('Right-pass-2026', '198.51.100.31', device)).status).toBe(200);
    // A cookie for another account, or a forged one, is an unknown browser.
    const other = await signedUp('lockout-other@example.com', '198.51.100.2');
    const otherDevice = `domestique.device=${other.cookies.get('domestique.device')}`;
    expect((await attempt('Right-pass-2026', '198.51.100.32', otherDevice)).status).toBe(429);
    expect((await attempt('Right-pass-2026', '198.51.100.33', 'domestique.device=abc.def')).status).toBe(429);
  });

  it('a known browser’s own budget is bounded too: 10 attempts per 15 minutes', async () => {
    const owner = await signedUp('device-budget@example.com', '198.51.100.40', 'Right-pass-2026');
    const device = `domestique.device=${owner.cookies.get('domestique.device')}`;
    const statuses = await burst(
      11,
      '/api/auth/sign-in/email',
      (i) => ({ email: 'device-budget@example.com', password: `guess-${i}-x` }),
      '198.51.100.41',
      { cookie: device },
    );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('per-IP limits across different accounts', () => {
  it('sign-in: 30 attempts per IP in 5 min, even when every attempt names another account', async () => {
    const statuses = await burst(
      31,
      '/api/auth/sign-in/email',
      (i) => ({ email: `spray-${i}@example.com`, password: 'Summer-2026!' }),
      '203.0.113.10',
    );
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another IP is unaffected.
    const other = await rawPost(
      t.baseUrl,
      '/api/auth/sign-in/email',
      { email: 'spray-0@example.com', password: 'x-123456' },
      from('203.0.113.11'),
    );
    expect(other.status).toBe(401);
  });

  it('reset requests: 10 per IP per hour across accounts, then 429 (and no more mail)', async () => {
    const statuses = await burst(
      11,
      '/api/auth/request-password-reset',
      (i) => ({ email: `reset-spray-${i}@example.com`, redirectTo: '/reset-password' }),
      '203.0.113.20',
    );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('verification email, password checks and OAuth starts are throttled', () => {
  it('send-verification-email: 3 mails per account per hour, 10 requests per IP', async () => {
    const email = 'flood-me@example.com';
    await signedUp(email, '203.0.113.30');
    await t.smtp.waitFor(email); // the sign-up's own verification mail
    const before = t.smtp.received.filter((m) => m.to.includes(email)).length;
    const statuses = await burst(5, '/api/auth/send-verification-email', () => ({ email }), '203.0.113.31');
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await t.smtp.waitFor(
      email,
      () => t.smtp.received.filter((m) => m.to.includes(email)).length >= before + 3,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.received.filter((m) => m.to.includes(email)).length).toBe(before + 3);

    const perIp = await burst(
      11,
      '/api/auth/send-verification-email',
      (i) => ({ email: `nobody-${i}@example.com` }),
      '203.0.113.32',
    );
    expect(perIp.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(perIp[10]).toBe(429);
  });

  it('change-password: 10 wrong current passwords per account, even from many IPs (a stolen session)', async () => {
    const c = await signedUp('stolen@example.com', '203.0.113.40');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      c.headers = from(`203.0.113.${41 + i}`);
      const res = await c.post('/api/auth/change-password', {
        currentPassword: `guess-${i}-xyz`,
        newPassword: 'Brand-new-pass-9',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('sign-in/social: 30 OAuth starts per IP in 5 min', async () => {
    const statuses = await burst(
      31,
      '/api/auth/sign-in/social',
      () => ({ provider: 'google', callbackURL: '/dashboard' }),
      '203.0.113.60',
    );
    expect(statuses.slice(0, 30).every((s) => s !== 429 && s < 500)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('every library endpoint has been reviewed for limits', () => {
  it('the review table lists exactly the endpoints the auth library serves', () => {
    // Fails on a library upgrade that adds or removes an endpoint: review it in auth-limits.ts.
    const reuse = createSessionReuseDetector({ db: t.database.db, log: t.app.log });
    const auth = createAuth({
      config: t.config,
      db: t.database.db,
      mailer: { send: async () => {}, describe: () => 'none' },
      log: t.app.log,
      reuse,
    });
    reuse.stop();
    const served = libraryEndpoints(auth).map((e) => e.path);
    expect(served.sort()).toEqual(Object.keys(AUTH_ENDPOINT_LIMITS).sort());
  });
});
