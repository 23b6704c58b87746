import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const status = async (c: TestClient, cookie: string) => (await c.get('/api/profile', { cookie })).status;
/** As if the replay came later than the in-flight leeway allows. */
const ageRotations = () =>
  t.database.db.execute(sql`update session_rotations set rotated_at = now() - interval '1 minute'`);

describe('session rotation with reuse detection (RFC 9700 §4.14.2)', () => {
  it('a rotated-away token replayed later revokes its whole family, on API routes', async () => {
    const phone = t.client();
    await phone.signUp('family@example.com', 'Family-pass-2026');
    const laptop = t.client(); // another sign-in of the same rider: another family
    expect(
      (
        await laptop.post('/api/auth/sign-in/email', {
          email: 'family@example.com',
          password: 'Family-pass-2026',
        })
      ).status,
    ).toBe(200);

    const first = phone.cookieHeader();
    expect((await phone.post('/api/auth/session/rotate')).status).toBe(200);
    const second = phone.cookieHeader();
    expect((await phone.post('/api/auth/session/rotate')).status).toBe(200);
    const current = phone.cookieHeader();
    expect(await status(t.client(), current)).toBe(404); // signed in, no profile yet

    await ageRotations();
    // A thief replays the first token: refused, and every token of that sign-in dies with it.
    expect(await status(t.client(), first)).toBe(401);
    expect(await status(t.client(), current)).toBe(401);
    expect(await status(t.client(), second)).toBe(401);
    expect((await phone.get('/api/auth/get-session')).json).toBeNull();
    // The other device's sign-in is untouched.
    expect((await laptop.get('/api/profile')).status).toBe(404);
    // No stored token is kept in clear.
    const rows = await t.database.db.execute<{ token_hash: string }>(
      sql`select token_hash from session_rotations`,
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows.rows) expect(first.includes(r.token_hash)).toBe(false);
  });

  it('a replay on the auth routes (here the rotate endpoint itself) revokes the family too', async () => {
    const c = t.client();
    await c.signUp('family-2@example.com');
    const old = c.cookieHeader();
    await c.post('/api/auth/session/rotate');
    const current = c.cookieHeader();
    await ageRotations();
    const replay = await t.client().post('/api/auth/session/rotate', {}, { cookie: old });
    expect(replay.status).toBe(401);
    expect(await status(t.client(), current)).toBe(401);
  });

  it('a replay within the in-flight leeway is refused but does not sign the rider out', async () => {
    const c = t.client();
    await c.signUp('family-3@example.com');
    const old = c.cookieHeader();
    await c.post('/api/auth/session/rotate');
    expect(await status(t.client(), old)).toBe(401);
    expect((await c.get('/api/profile')).status).toBe(404);
    // The family id is internal.
    const session = (await c.get('/api/auth/get-session')).json.session;
    expect(session.token).toBeTruthy();
    expect(session).not.toHaveProperty('familyId');
  });

  it('a Bearer client rotating with its token gets the same protection', async () => {
    const signUp = await t.client().signUp('family-4@example.com');
    const first = signUp.json.token as string;
    const rotated = await t
      .client()
      .post('/api/auth/session/rotate', {}, { authorization: `Bearer ${first}` });
    expect(rotated.status).toBe(200);
    const next = rotated.json.token as string;
    const bearer = (token: string) => t.client().get('/api/profile', { authorization: `Bearer ${token}` });
    expect((await bearer(next)).status).toBe(404);
    await ageRotations();
    expect((await bearer(first)).status).toBe(401);
    expect((await bearer(next)).status).toBe(401);
  });
});
