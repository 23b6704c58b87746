import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logCapture } from '../support/log-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const capture = logCapture();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logTo: capture.stream });
});
afterAll(() => t?.close());

describe('auth library errors', () => {
  it('go through pino (not the console) and are answered 500 in our shape without details', async () => {
    const c = t.client();
    await c.signUp('console@example.com', 'Private-pass-991');
    const consoleError = vi.spyOn(console, 'error');
    const consoleLog = vi.spyOn(console, 'log');
    const consoleWarn = vi.spyOn(console, 'warn');
    try {
      // A table goes missing under the library (a bug, not an outage: that is a 503, see log-redaction.test.ts):
      // its next query fails with a driver error, not an API error.
      await t.database.db.execute(sql`alter table account rename to account_gone`);
      const res = await t
        .client()
        .post('/api/auth/sign-in/email', { email: 'console@example.com', password: 'Private-pass-991' });
      expect(res.status).toBe(500);
      expect(res.json.error.code).toBe('internal_error');
      expect(res.text).not.toMatch(/pglite|postgres|account_gone|relation/i);
      await new Promise((r) => setTimeout(r, 50));
      expect(consoleError).not.toHaveBeenCalled();
      expect(consoleLog).not.toHaveBeenCalled();
      expect(consoleWarn).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      consoleLog.mockRestore();
      consoleWarn.mockRestore();
    }
    const errors = capture.entries().filter((e) => e.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((e) => e.req?.url === '/api/auth/sign-in/email' || e.reqId)).toBe(true);
    expect(capture.text()).not.toContain('Private-pass-991');
  });
});
