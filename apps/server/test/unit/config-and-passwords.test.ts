import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/auth/common-passwords.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { safeUrl } from '../../src/http/logging.ts';
import { fileClock } from '../../src/http/test-clock.ts';

describe('loadConfig', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'domestique-config-'));

  it('has working defaults: PGlite in DATA_DIR, port 3000, a generated secret kept across restarts', () => {
    const dataDir = dir();
    const a = loadConfig({ DATA_DIR: dataDir });
    expect(a).toMatchObject({
      port: 3000,
      databaseUrl: null,
      baseUrl: 'http://localhost:3000',
      google: null,
      smtpUrl: null,
    });
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(a.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(a.authSecret);
  });

  it('enables Google only with both client id and secret, and trims the issuer', () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000/',
    });
    expect(c.google).toEqual({ issuer: 'http://127.0.0.1:9000', clientId: 'id', clientSecret: 'secret' });
    expect(loadConfig({ DATA_DIR: dir(), GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
  });

  it('the coach’s language model: off unless both COACH_LLM_BASE_URL and COACH_LLM_MODEL are set, never half', () => {
    expect(loadConfig({ DATA_DIR: dir() }).coachModel).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: dir(),
        COACH_LLM_BASE_URL: 'http://localhost:11434/v1/',
        COACH_LLM_MODEL: 'llama3.1:8b',
      }).coachModel,
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1:8b',
      apiKey: null,
      timeoutMs: 20_000,
    });
    expect(() => loadConfig({ DATA_DIR: dir(), COACH_LLM_MODEL: 'llama3.1:8b' })).toThrow(
      /set both or neither/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir(), COACH_LLM_BASE_URL: 'not a url', COACH_LLM_MODEL: 'm' }),
    ).toThrow(/COACH_LLM_BASE_URL/);
  });

  it('the coach’s test clock (PLANS_TEST_CLOCK_FILE) is refused in production and on a public address', () => {
    const clockFile = path.join(dir(), 'today');
    writeFileSync(clockFile, '2026-06-03T12:00:00Z');
    const local = loadConfig({ DATA_DIR: dir(), PLANS_TEST_CLOCK_FILE: clockFile });
    expect(local.plansTestClockFile).toBe(clockFile);
    expect(fileClock(clockFile)().toISOString()).toBe('2026-06-03T12:00:00.000Z');
    writeFileSync(clockFile, '');
    expect(Math.abs(fileClock(clockFile)().getTime() - Date.now())).toBeLessThan(5000);
    expect(loadConfig({ DATA_DIR: dir() }).plansTestClockFile).toBeNull();
    expect(() =>
      loadConfig({ DATA_DIR: dir(), PLANS_TEST_CLOCK_FILE: clockFile, NODE_ENV: 'production' }),
    ).toThrow(/NODE_ENV=production/);
    expect(() =>
      loadConfig({
        DATA_DIR: dir(),
        PLANS_TEST_CLOCK_FILE: clockFile,
        BASE_URL: 'https://domestique.example.com',
      }),
    ).toThrow(/loopback/);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: '99999' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir(), TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('common passwords', () => {
  it('refuses the classics in any case and accepts a passphrase', () => {
    for (const p of ['123456', 'password', 'qwerty', 'Password', 'iloveyou', 'dragon'])
      expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('Tr41ning-Days!')).toBe(false);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});

describe('safeUrl', () => {
  it('drops query strings and masks reset tokens in logged URLs', () => {
    expect(safeUrl('/api/auth/verify-email?token=secret&callbackURL=/x')).toBe('/api/auth/verify-email');
    expect(safeUrl('/api/auth/reset-password/abc123?callbackURL=/r')).toBe(
      '/api/auth/reset-password/[redacted]',
    );
    expect(safeUrl('/api/profile')).toBe('/api/profile');
  });
});
