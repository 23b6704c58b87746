import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client.ts';
import { logCapture } from '../support/log-capture.ts';
import { startServerProcess } from '../support/server-process.ts';
import { freePort, startTestApp } from '../support/test-app.ts';

/** The newest outbox message to `to` whose text contains `fragment` (the server writes mail there without SMTP). */
async function outboxLink(dataDir: string, to: string, fragment: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
    })();
    for (const f of files.sort().reverse()) {
      const mail = JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; text: string };
      const link =
        mail.to === to ? mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(fragment)) : null;
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no outbox mail to ${to} with ${fragment}`);
}

describe('logs at LOG_LEVEL=info', () => {
  // a real server process (its start, a sign-up, a reset, sign-ins): more than the default 30 s on a busy machine
  it('never contain a password, a session token, a cookie value, a reset token or a JWT', {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-logs-'));
    const port = await freePort();
    const server = await startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
    });
    const base = `http://127.0.0.1:${port}`;
    const email = 'private@example.com';
    const secrets: Record<string, string> = {
      firstPassword: 'Quiet-saddle-4821',
      wrongPassword: 'Wrong-guess-7391',
      newPassword: 'Fresh-chain-5530',
    };
    try {
      const browser = new TestClient(base);
      const signUp = await browser.post('/api/auth/sign-up/email', {
        email,
        password: secrets.firstPassword,
        name: 'Private Rider',
      });
      expect(signUp.status).toBe(200);
      secrets.signUpToken = signUp.json.token;
      secrets.signUpCookie = browser.cookies.get('domestique.session_token') ?? '';
      expect(secrets.signUpCookie.length).toBeGreaterThan(20);

      const wrong = await new TestClient(base).post('/api/auth/sign-in/email', {
        email,
        password: secrets.wrongPassword,
      });
      expect(wrong.status).toBe(401);
      const laptop = new TestClient(base);
      const signIn = await laptop.post('/api/auth/sign-in/email', { email, password: secrets.firstPassword });
      expect(signIn.status).toBe(200);
      secrets.signInToken = signIn.json.token;
      secrets.signInCookie = laptop.cookies.get('domestique.session_token') ?? '';

      // Cookies and Bearer tokens on API routes, and a JWT for other services.
      expect((await laptop.get('/api/profile')).status).toBe(404);
      const bearer = await new TestClient(base).get('/api/profile', {
        authorization: `Bearer ${secrets.signUpToken}`,
      });
      expect(bearer.status).toBe(404);
      const jwt = await laptop.get('/api/auth/token');
      secrets.jwt = jwt.json.token;
      expect(
        (await new TestClient(base).get('/api/profile', { authorization: `Bearer ${secrets.jwt}` })).status,
      ).toBe(401);

      // The whole reset flow, through the mail written to the outbox.
      await new TestClient(base).post('/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      const link = new URL(await outboxLink(dataDir, email, '/api/auth/reset-password/'));
      secrets.resetToken = link.pathname.split('/').pop() ?? '';
      const landing = await new TestClient(base).get(link.pathname + link.search);
      expect(landing.status).toBe(302);
      const reset = await new TestClient(base).post('/api/auth/reset-password', {
        token: secrets.resetToken,
        newPassword: secrets.newPassword,
      });
      expect(reset.status).toBe(200);
      const again = await new TestClient(base).post('/api/auth/sign-in/email', {
        email,
        password: secrets.newPassword,
      });
      expect(again.status).toBe(200);
      // Verification link from the sign-up mail (its token is a JWT in the query string).
      const verify = new URL(await outboxLink(dataDir, email, '/api/auth/verify-email'));
      secrets.verifyToken = verify.searchParams.get('token') ?? '';
      await new TestClient(base).get(verify.pathname + verify.search);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await server.cleanUp();
    }
    const log = server.output();
    // Logging really was on: requests, mail and shutdown were all logged.
    expect(log).toContain('"request completed"');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('email written to outbox');
    expect(log).toContain('shutdown complete');
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(log.includes(value), `${name} appears in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(value)), `${name} (URL-encoded) appears in the log`).toBe(false);
      const bare = value.split('.')[0] ?? value; // a signed cookie's token part alone
      expect(log.includes(bare), `${name} (token part) appears in the log`).toBe(false);
    }
    expect(log).not.toMatch(/set-cookie|"authorization"|"cookie"/i);
  });
});

describe('logs while the database is away', () => {
  it('carry no session token, password, email, profile value or query parameter; every request answers 503', async () => {
    const capture = logCapture();
    const t = await startTestApp({ LOG_LEVEL: 'info' }, { logTo: capture.stream });
    const email = 'outage-private@example.com';
    const password = 'Quiet-saddle-9921';
    const secrets = [password, email, 'Outage Private', 'reset-token-abcdef123456', 'params:'];
    try {
      const browser = t.client();
      const token = (await browser.signUp(email, password, 'Outage Private')).json.token as string;
      const cookie = browser.cookies.get('domestique.session_token') ?? '';
      expect(cookie.length).toBeGreaterThan(20);
      secrets.push(token, cookie, cookie.split('.')[0] ?? cookie);
      const bearer = { authorization: `Bearer ${token}` };
      const anonymous = t.client();
      // Both sessions are now in the verifier's cache (2 s): the requests below reach the routes and the library.
      expect((await anonymous.get('/api/profile', bearer)).status).toBe(404);
      expect((await browser.get('/api/profile')).status).toBe(404);
      await t.database.close();

      const answers = [
        await anonymous.get('/api/profile', bearer),
        await browser.get('/api/activities'),
        await anonymous.put(
          '/api/profile',
          {
            name: 'Outage Private Name',
            email,
            age: 40,
            weight: 71,
            weight_unit: 'kg',
            knows_ftp: false,
            experience_level: 'advanced',
            primary_goal: 'endurance',
          },
          bearer,
        ),
        await anonymous.post('/api/auth/sign-in/email', { email, password }),
        await browser.get('/api/auth/get-session'),
        await browser.post('/api/auth/sign-out', {}),
        // caught inside the library and answered as its own 500
        await anonymous.post('/api/auth/revoke-sessions', {}, bearer),
        await anonymous.get('/api/auth/list-sessions', bearer),
        await anonymous.post('/api/auth/reset-password', {
          token: 'reset-token-abcdef123456',
          newPassword: password,
        }),
      ];
      for (const res of answers) {
        expect(res.status, res.text).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        expect(res.json.error.code).toBe('service_unavailable');
      }
    } finally {
      await t.close();
    }
    const text = capture.text();
    expect(text).toContain('"statusCode":503');
    for (const secret of secrets) expect(text.includes(secret), `${secret} in the log`).toBe(false);
    for (const entry of capture.entries()) expect(JSON.stringify(entry)).not.toMatch(/"params"/);
  });
});
