import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGarmin, startFakeGarmin } from '../support/fake-garmin.ts';
import type { TestClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let garmin: FakeGarmin;
let t: TestApp;

beforeAll(async () => {
  garmin = await startFakeGarmin();
  t = await startTestApp(garmin.env);
  garmin.registerApp(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await garmin?.close();
});

let riders = 0;
async function rider(): Promise<TestClient> {
  const client = t.client();
  await client.signUp(`garmin-${++riders}@example.com`);
  return client;
}

/** Start → Garmin's consent → back with code and state, as the browser would carry them. */
async function authorize(client: TestClient, garminUser = 'garmin-user-1') {
  const start = await client.post('/api/connections/garmin/start');
  expect(start.status).toBe(200);
  const back = await garmin.consent(start.json.authorizeUrl, 'allow', garminUser);
  return { authorizeUrl: new URL(start.json.authorizeUrl), back };
}

const callback = (client: TestClient, back: URL) =>
  client.post('/api/connections/garmin/callback', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });

const garminRow = async (client: TestClient) =>
  ((await client.get('/api/connections')).json.items as { provider: string; status: string }[]).find(
    (c) => c.provider === 'garmin',
  );

describe('Garmin connect (spec §2, §4, §9)', () => {
  it('redirects with exactly the spec parameters: state = UUID + base-36 time, S256 challenge of a 32-byte verifier', async () => {
    const client = await rider();
    const before = Date.now();
    const { authorizeUrl } = await authorize(client);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${garmin.base}/oauth2Confirm`);
    const q = authorizeUrl.searchParams;
    expect([...q.keys()].sort()).toEqual(
      [
        'client_id',
        'code_challenge',
        'code_challenge_method',
        'redirect_uri',
        'response_type',
        'state',
      ].sort(),
    );
    expect(q.get('client_id')).toBe(garmin.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${t.baseUrl}/oauth/garmin/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = q.get('state') ?? '';
    const m = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}([0-9a-z]+)$/.exec(state);
    expect(m).not.toBeNull();
    const stamp = Number.parseInt(m?.[1] ?? '', 36);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    // the server wrote the state row for this rider, expiring in 10 minutes, the verifier sealed
    const rows = await t.database.db.execute<{ user_id: string; code_verifier: string; ttl: number }>(
      sql`select user_id, code_verifier, extract(epoch from expires_at - created_at)::int as ttl
          from garmin_oauth_states where state_value = ${state}`,
    );
    const row = rows.rows[0];
    expect(row?.ttl).toBe(600);
    expect(row?.code_verifier.startsWith('v1.')).toBe(true);
  });

  it('connects: the code is exchanged on the server with the verifier, the Garmin user id stored, the state spent', async () => {
    const client = await rider();
    const { back } = await authorize(client, 'garmin-connect-1');
    expect(back.pathname).toBe('/oauth/garmin/callback');
    const res = await callback(client, back);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ connected: true });
    expect(await garminRow(client)).toMatchObject({
      status: 'active',
      configured: true,
      lastErrorCode: null,
    });
    const left = await t.database.db.execute(
      sql`select 1 from garmin_oauth_states where state_value = ${back.searchParams.get('state')}`,
    );
    expect(left.rows).toHaveLength(0);
    // the same code and state again: the state is spent
    const replay = await callback(client, back);
    expect(replay.status).toBe(400);
    expect(replay.json.error.code).toBe('garmin_state_invalid');
    expect(replay.json.error.message).toBe('Authorization expired or invalid. Please try again.');
  });

  it('starting again and again keeps at most three pending states per rider, the newest still usable', async () => {
    const client = await rider();
    const userId = (await client.get('/api/auth/get-session')).json.user.id as string;
    const states: string[] = [];
    for (let i = 0; i < 30; i++) {
      const start = await client.post('/api/connections/garmin/start');
      expect(start.status).toBe(200);
      states.push(new URL(start.json.authorizeUrl).searchParams.get('state')!);
    }
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from garmin_oauth_states where user_id = ${userId}`,
    );
    expect(rows.rows[0]!.n).toBe(3);
    // the oldest was spent; the newest completes
    const old = await client.post('/api/connections/garmin/callback', { code: 'x', state: states[0] });
    expect(old.json.error.code).toBe('garmin_state_invalid');
    const { back } = await authorize(client, 'garmin-user-states');
    expect((await callback(client, back)).status).toBe(200);
  });

  it("refuses another rider's state and leaves it usable by its owner", async () => {
    const owner = await rider();
    const thief = await rider();
    const { back } = await authorize(owner, 'garmin-owner');
    const stolen = await callback(thief, back);
    expect(stolen.status).toBe(400);
    expect(stolen.json.error.code).toBe('garmin_state_invalid');
    expect((await garminRow(thief))?.status).toBe('not_connected');
    expect((await callback(owner, back)).status).toBe(200);
  });

  it('refuses an expired state (10 minutes)', async () => {
    const client = await rider();
    const { back } = await authorize(client);
    await t.database.db.execute(
      sql`update garmin_oauth_states set expires_at = now() - interval '1 second'
          where state_value = ${back.searchParams.get('state')}`,
    );
    const res = await callback(client, back);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('garmin_state_invalid');
  });

  it('a code Garmin refuses (wrong, or already used) is garmin_exchange_failed, with the spec message', async () => {
    const client = await rider();
    const { back } = await authorize(client);
    const res = await client.post('/api/connections/garmin/callback', {
      code: 'not-a-code',
      state: back.searchParams.get('state'),
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({
      code: 'garmin_exchange_failed',
      message: 'Failed to complete Garmin connection. Please try again.',
    });
  });

  it('20 parallel callbacks with one code and state: exactly one connects', async () => {
    const client = await rider();
    const { back } = await authorize(client, 'garmin-race');
    const results = await Promise.all(Array.from({ length: 20 }, () => callback(client, back)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    expect(garmin.log.filter((l) => l.path === '/di-oauth2-service/oauth/token').length).toBeGreaterThan(0);
  });

  it('needs a session; the connections list shows only my own connection', async () => {
    const anon = t.client();
    expect((await anon.post('/api/connections/garmin/start')).status).toBe(401);
    expect((await anon.post('/api/connections/garmin/callback', { code: 'a', state: 'b' })).status).toBe(401);
    expect((await anon.get('/api/connections')).status).toBe(401);
    const a = await rider();
    const b = await rider();
    expect((await callback(a, (await authorize(a, 'garmin-a')).back)).status).toBe(200);
    expect((await garminRow(a))?.status).toBe('active');
    expect((await garminRow(b))?.status).toBe('not_connected');
    // b cannot disconnect a's Garmin
    expect((await b.request('DELETE', '/api/connections/garmin')).status).toBe(404);
    expect((await garminRow(a))?.status).toBe('active');
  });

  it('validates the callback body (400 with field messages in my language)', async () => {
    const client = await rider();
    const res = await client.post(
      '/api/connections/garmin/callback',
      { code: '', extra: 1 },
      { 'accept-language': 'pt' },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(expect.arrayContaining(['code', 'state']));
  });

  it('the database holds no plaintext token or verifier (every row of both tables scanned)', async () => {
    const client = await rider();
    const { back } = await authorize(client, 'garmin-scan');
    expect((await callback(client, back)).status).toBe(200);
    await authorize(client); // a pending state too
    const dump = JSON.stringify(
      (await t.database.db.execute(sql`select * from provider_connections`)).rows.concat(
        (await t.database.db.execute(sql`select * from garmin_oauth_states`)).rows,
      ),
    );
    expect(garmin.secrets().length).toBeGreaterThan(3);
    for (const secret of garmin.secrets()) expect(dump).not.toContain(secret);
    expect(dump).not.toMatch(/gat_|grt_/); // the fake's token prefixes
    // and no stored challenge pre-image: the challenge of the pending state is not derivable from any column
    for (const v of dump.match(/[A-Za-z0-9_-]{43}/g) ?? []) {
      expect(createHash('sha256').update(v).digest('base64url')).not.toBe(
        back.searchParams.get('code_challenge'),
      );
    }
  });

  it('disconnect deregisters at Garmin and deletes the tokens', async () => {
    const client = await rider();
    expect((await callback(client, (await authorize(client, 'garmin-leaver')).back)).status).toBe(200);
    expect(garmin.isRegistered('garmin-leaver')).toBe(true);
    const res = await client.request('DELETE', '/api/connections/garmin');
    expect(res.status).toBe(204);
    expect(garmin.isRegistered('garmin-leaver')).toBe(false);
    expect((await garminRow(client))?.status).toBe('not_connected');
    const left = await t.database.db.execute(
      sql`select 1 from provider_connections where external_id = 'garmin-leaver'`,
    );
    expect(left.rows).toHaveLength(0);
  });
});
