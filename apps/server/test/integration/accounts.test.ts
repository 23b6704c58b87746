import { sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink } from '../support/smtp.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('sign-up', () => {
  it('creates an account, signs the rider in, stores consent with its time and sends a verification email', async () => {
    const c = t.client();
    const email = unique('ana');
    const res = await c.post('/api/auth/sign-up/email', {
      name: 'Ana',
      email,
      password: 'Climb-every-day',
      marketingConsent: true,
      language: 'pt',
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({
      email,
      name: 'Ana',
      emailVerified: false,
      marketingConsent: true,
      language: 'pt',
    });
    expect(Date.parse(res.json.user.marketingConsentAt)).toBeGreaterThan(Date.now() - 60_000);

    const session = await c.get('/api/auth/get-session');
    expect(session.json.user.email).toBe(email);

    const mail = await t.smtp.waitFor(email);
    expect(mail.raw).toMatch(/Subject: Confirme seu e-mail no Domestique/);
    const link = findLink(mail, '/api/auth/verify-email');
    const anonymous = t.client();
    const verified = await anonymous.get(new URL(link).pathname + new URL(link).search);
    expect([200, 302]).toContain(verified.status);
    const after = await c.get('/api/auth/get-session');
    expect(after.json.user.emailVerified).toBe(true);
  });

  it('takes the name as optional: a sign-up without one works and the mail greets without a name', async () => {
    const c = t.client();
    const email = unique('noname');
    const res = await c.post('/api/auth/sign-up/email', { email, password: 'Climb-every-day' });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email, name: '' });
    expect((await c.get('/api/profile')).status).toBe(404); // signed in, no profile yet
    const mail = await t.smtp.waitFor(email);
    expect(mail.text).toContain('Hi,');
    // A name that is given is still kept, and one that is not a string is still refused.
    const named = await t
      .client()
      .post('/api/auth/sign-up/email', { email: unique('n'), password: 'Climb-every-day', name: 'Bia' });
    expect(named.json.user.name).toBe('Bia');
    const bad = await t
      .client()
      .post('/api/auth/sign-up/email', { email: unique('b'), password: 'Climb-every-day', name: 42 });
    expect(bad.status).toBe(400);
  });

  it('refuses a name of only spaces (in the rider language) and keeps a given name trimmed', async () => {
    const blank = await t.client().post('/api/auth/sign-up/email', {
      email: unique('blank'),
      password: 'Climb-every-day',
      name: '   ',
      language: 'pt',
    });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ code: 'NAME_REQUIRED', message: 'Por favor, insira seu nome' });
    const tabs = await t.client().post(
      '/api/auth/sign-up/email',
      { email: unique('tabs'), password: 'Climb-every-day', name: '\t \n' },
      {
        'accept-language': 'es',
      },
    );
    expect(tabs.json).toMatchObject({ code: 'NAME_REQUIRED', message: 'Por favor, introduce tu nombre' });
    const c = t.client();
    const padded = await c.post('/api/auth/sign-up/email', {
      email: unique('padded'),
      password: 'Climb-every-day',
      name: '  Lúcia ',
    });
    expect(padded.json.user.name).toBe('Lúcia');
    const rename = await c.post('/api/auth/update-user', { name: ' ' });
    expect(rename.status).toBe(400);
    expect(rename.json.code).toBe('NAME_REQUIRED');
    expect((await c.get('/api/auth/get-session')).json.user.name).toBe('Lúcia');
  });

  it('refuses passwords under 6 characters, common passwords (in the rider language) and malformed emails', async () => {
    const c = t.client();
    const short = await c.post('/api/auth/sign-up/email', {
      name: 'A',
      email: unique('s'),
      password: 'abc12',
    });
    expect(short.status).toBe(400);
    expect(short.json.code).toBe('PASSWORD_TOO_SHORT');

    const common = await c.post('/api/auth/sign-up/email', {
      name: 'A',
      email: unique('c'),
      password: 'Password1',
      language: 'es',
    });
    expect(common.status).toBe(400);
    expect(common.json).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: 'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.',
    });

    const badEmail = await c.post('/api/auth/sign-up/email', {
      name: 'A',
      email: 'not-an-email',
      password: 'Tr41ning-Days!',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.code).toBe('VALIDATION_ERROR');
    expect(badEmail.json.message).toMatch(/email/i);
  });

  it('does not create the same account twice', async () => {
    const email = unique('dup');
    await t.client().signUp(email);
    const again = await t
      .client()
      .post('/api/auth/sign-up/email', { name: 'B', email, password: 'Tr41ning-Days!' });
    expect(again.status).toBe(422);
    expect(typeof again.json.message).toBe('string');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password only, and sign-out revokes the session server-side', async () => {
    const email = unique('bea');
    await t.client().signUp(email, 'Sprint-to-the-line');

    const wrong = await t.client().post('/api/auth/sign-in/email', { email, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const c = t.client();
    expect((await c.post('/api/auth/sign-in/email', { email, password: 'Sprint-to-the-line' })).status).toBe(
      200,
    );
    const stolenCookie = c.cookieHeader();
    expect((await c.get('/api/profile')).status).toBe(404); // authenticated: no profile yet

    expect((await c.post('/api/auth/sign-out')).status).toBe(200);
    const replay = await t.client().get('/api/profile', { cookie: stolenCookie });
    expect(replay.status).toBe(401);
  });

  it('rotates the session on refresh: the new token works, the old one is revoked', async () => {
    const c = t.client();
    await c.signUp(unique('rot'));
    const old = c.cookieHeader();
    const rotated = await c.post('/api/auth/session/rotate');
    expect(rotated.status).toBe(200);
    expect(c.cookieHeader()).not.toBe(old);
    expect((await c.get('/api/profile')).status).toBe(404);
    expect((await t.client().get('/api/profile', { cookie: old })).status).toBe(401);
  });

  it('accepts the session token as a Bearer token for non-browser clients', async () => {
    const res = await t.client().signUp(unique('bearer'));
    const bearer = await t.client().get('/api/profile', { authorization: `Bearer ${res.json.token}` });
    expect(bearer.status).toBe(404);
    const forged = await t.client().get('/api/profile', { authorization: 'Bearer forged-token' });
    expect(forged.status).toBe(401);
  });
});

describe('tokens for other services', () => {
  it('issues an EdDSA JWT verifiable through /.well-known/jwks.json, and rejects a tampered one', async () => {
    const c = t.client();
    const email = unique('jwt');
    await c.signUp(email);
    const res = await c.get('/api/auth/token');
    expect(res.status).toBe(200);
    const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', t.baseUrl));
    const { payload, protectedHeader } = await jwtVerify(res.json.token, jwks, {
      issuer: t.baseUrl,
      audience: t.baseUrl,
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload.email).toBe(email);

    const [h, p, s] = (res.json.token as string).split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${s}`;
    await expect(jwtVerify(tampered, jwks, { issuer: t.baseUrl, audience: t.baseUrl })).rejects.toThrow();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    await expect(jwtVerify(none, jwks)).rejects.toThrow();

    const keys = await t.client().get('/.well-known/jwks.json');
    expect(keys.headers.get('cache-control')).toContain('max-age=600');
    for (const k of keys.json.keys) expect(k).not.toHaveProperty('d'); // public keys only
  });
});

describe('forgotten password', () => {
  it('gives the same reply for known and unknown emails', async () => {
    const email = unique('known');
    await t.client().signUp(email);
    const known = await t
      .client()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const unknown = await t.client().post('/api/auth/request-password-reset', {
      email: unique('nobody'),
      redirectTo: '/reset-password',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
  });

  it('resets through the emailed single-use link and revokes every session', async () => {
    const email = unique('reset');
    const laptop = t.client();
    await laptop.signUp(email, 'Old-password-1');
    expect((await laptop.get('/api/profile')).status).toBe(404);

    await t.client().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const mail = await t.smtp.waitFor(email, (m) => m.raw.includes('Reset your Domestique password'));
    const link = new URL(findLink(mail, '/api/auth/reset-password/'));
    const landing = await t.client().get(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') ?? '', t.baseUrl);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    // As docs/ARCHITECTURE.md states: 24 random letters and digits, log2(62^24) ≈ 143 bits (ASVS 11.5.1: ≥ 128).
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);

    const weak = await t.client().post('/api/auth/reset-password', { token, newPassword: 'qwerty123' });
    expect(weak.status).toBe(400);
    expect(weak.json.code).toBe('PASSWORD_TOO_COMMON');

    const done = await t.client().post('/api/auth/reset-password', { token, newPassword: 'New-password-2' });
    expect(done.status).toBe(200);
    const reuse = await t.client().post('/api/auth/reset-password', { token, newPassword: 'Another-pass-3' });
    expect(reuse.status).toBe(400);

    expect((await laptop.get('/api/profile')).status).toBe(401);
    const old = await t.client().post('/api/auth/sign-in/email', { email, password: 'Old-password-1' });
    expect(old.status).toBe(401);
    const fresh = await t.client().post('/api/auth/sign-in/email', { email, password: 'New-password-2' });
    expect(fresh.status).toBe(200);
  });

  it('refuses an expired reset link, both on the emailed landing URL and on submit', async () => {
    const email = unique('expired');
    await t.client().signUp(email, 'Old-password-1');
    await t.client().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const mail = await t.smtp.waitFor(email, (m) => m.raw.includes('Reset your Domestique password'));
    const link = new URL(findLink(mail, '/api/auth/reset-password/'));
    const token = link.pathname.split('/').pop() ?? '';
    // Only a hash of the token is stored: a copy of the database holds no working reset link.
    const stored = await t.database.db.execute(
      sql`select identifier from verification where identifier like ${`%${token}%`}`,
    );
    expect(stored.rows).toEqual([]);
    // The link lives one hour: move its expiry into the past, as if the rider came back too late.
    const expired = await t.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 second'
          where value = (select id from "user" where email = ${email}) returning id`,
    );
    expect(expired.rows).toHaveLength(1);
    const landing = await t.client().get(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') ?? '', t.baseUrl);
    expect(target.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(target.searchParams.get('token')).toBeNull();

    const submit = await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'New-password-2' });
    expect(submit.status).toBe(400);
    expect(submit.json.code).toBe('INVALID_TOKEN');
    const old = await t.client().post('/api/auth/sign-in/email', { email, password: 'Old-password-1' });
    expect(old.status).toBe(200);
  });
});
