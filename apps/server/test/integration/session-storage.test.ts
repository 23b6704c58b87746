import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
/** A session cookie as the server signs it: `token.base64(HMAC-SHA256(secret, token))`. */
const signed = (token: string) =>
  `domestique.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', t.config.authSecret).update(token).digest('base64')}`)}`;

async function storedTokens(email: string): Promise<string[]> {
  const r = await t.database.db.execute<{ token: string }>(
    sql`select s.token from session s join "user" u on u.id = s.user_id where u.email = ${email}`,
  );
  return r.rows.map((row) => row.token);
}

describe('session tokens at rest', () => {
  it('are stored as SHA-256 hashes: what the database holds signs nobody in, as a Bearer token or a cookie', async () => {
    const c = t.client();
    const token = (await c.signUp('at-rest@example.com')).json.token as string;
    const stored = await storedTokens('at-rest@example.com');
    expect(stored).toEqual([sha256(token)]);
    expect(stored).not.toContain(token);

    const bearer = (value: string) => t.client().get('/api/profile', { authorization: `Bearer ${value}` });
    const cookie = (value: string) => t.client().get('/api/profile', { cookie: value });
    // The rider's own token works, in both forms, on our routes and the library's.
    expect((await bearer(token)).status).toBe(404);
    expect((await cookie(signed(token))).status).toBe(404);
    expect((await c.get('/api/auth/get-session')).json.user.email).toBe('at-rest@example.com');
    // The stored value does not, even signed with the server's own secret.
    expect((await bearer(stored[0]!)).status).toBe(401);
    expect((await cookie(signed(stored[0]!))).status).toBe(401);
    const library = await t.client().get('/api/auth/get-session', { authorization: `Bearer ${stored[0]}` });
    expect(library.json).toBeNull();
  });

  it('rotation, sign-out and revocation work on the hashed rows', async () => {
    const c = t.client();
    const first = (await c.signUp('rotate-at-rest@example.com')).json.token as string;
    const rotated = await t
      .client()
      .post('/api/auth/session/rotate', {}, { authorization: `Bearer ${first}` });
    expect(rotated.status).toBe(200);
    const next = rotated.json.token as string;
    expect(await storedTokens('rotate-at-rest@example.com')).toEqual(expect.arrayContaining([sha256(next)]));
    expect(await storedTokens('rotate-at-rest@example.com')).not.toContain(sha256(first));
    const bearer = (value: string) => t.client().get('/api/profile', { authorization: `Bearer ${value}` });
    expect((await bearer(next)).status).toBe(404);
    expect((await bearer(first)).status).toBe(401);

    // A second device; revoke-other-sessions keeps only the caller's.
    const laptop = t.client();
    const signIn = await laptop.post('/api/auth/sign-in/email', {
      email: 'rotate-at-rest@example.com',
      password: 'Tr41ning-Days!',
    });
    expect(signIn.status).toBe(200);
    const revoke = await t
      .client()
      .post('/api/auth/revoke-other-sessions', {}, { authorization: `Bearer ${next}` });
    expect(revoke.status).toBe(200);
    expect((await laptop.get('/api/profile')).status).toBe(401);
    expect((await bearer(next)).status).toBe(404);
    // The caller's own session, revoked by its token.
    const own = await t
      .client()
      .post('/api/auth/revoke-session', { token: next }, { authorization: `Bearer ${next}` });
    expect(own.status).toBe(200);
    expect((await bearer(next)).status).toBe(401);
    expect(await storedTokens('rotate-at-rest@example.com')).toEqual([]);
  });

  it('a session stored in clear before the migration keeps working once migrated', async () => {
    const c = t.client();
    await c.signUp('legacy-at-rest@example.com');
    const legacy = 'LegacyPlainToken0123456789abcdefgh';
    await t.database.db.execute(sql`
      insert into session (id, expires_at, token, user_id)
      select 'legacy-session', now() + interval '1 day', ${legacy}, id from "user"
      where email = 'legacy-at-rest@example.com'`);
    // Stored in clear, it no longer works as it is (lookups hash what the client presents)…
    expect((await t.client().get('/api/profile', { authorization: `Bearer ${legacy}` })).status).toBe(401);
    // …until the migration hashes it, with the same hash the server computes.
    const migration = readFileSync(
      new URL('../../drizzle/0011_hash-session-tokens.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint')[0]!;
    const statement = migration
      .replace(/--[^\n]*\n/g, '')
      .trim()
      .replace(/;$/, '');
    await t.database.db.execute(sql.raw(`${statement} WHERE "id" = 'legacy-session'`));
    expect(await storedTokens('legacy-at-rest@example.com')).toContain(sha256(legacy));
    expect((await t.client().get('/api/profile', { authorization: `Bearer ${legacy}` })).status).toBe(404);
  });
});
