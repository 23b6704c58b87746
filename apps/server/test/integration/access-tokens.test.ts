import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, userId } from '../support/access-tokens.ts';
import type { TestClient } from '../support/http-client.ts';
import { rawRequest } from '../support/raw-http.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

// Personal access tokens on the REST API (the MCP door's own tests: mcp.test.ts)
let t: TestApp;
let ann: TestClient;
let bob: TestClient;
let annToken: string;
let annUpload: string;
let bobRide: string;

beforeAll(async () => {
  t = await startTestApp();
  ann = t.client();
  bob = t.client();
  await onboardedRider(ann, 'tokens-ann@example.com', { ftp: 250 });
  await onboardedRider(bob, 'tokens-bob@example.com', { ftp: 230 });
  annUpload = await uploadOne(ann, {
    name: 'pause.fit',
    bytes: formatsFixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit'),
  });
  bobRide = await uploadOne(bob, { name: 'bolt.fit', bytes: formatsFixture('fit/edge530-bpg-garmin.fit') });
  annToken = (await createToken(ann, 'Claude on my laptop')).token;
  await createToken(bob, 'Local assistant');
});
afterAll(async () => {
  await t?.close();
});

describe('personal access tokens', () => {
  it('are shown once with a recognisable prefix, listed without the token, stored only as a hash', async () => {
    expect(annToken).toMatch(/^dmq_pat_[A-Za-z0-9_-]{43}$/);
    const list = await ann.get('/api/me/tokens');
    expect(list.status).toBe(200);
    expect(list.json.max).toBe(10);
    expect(list.json.items).toEqual([
      {
        id: expect.any(String),
        name: 'Claude on my laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(list.text).not.toContain(annToken);
    const rows = await t.database.db.execute<{ token_hash: string }>(
      sql`select token_hash from personal_access_tokens`,
    );
    expect(rows.rows).toHaveLength(2);
    for (const row of rows.rows) expect(JSON.stringify(row)).not.toContain('dmq_pat_');
  });

  it('authorise the REST API’s reads of the rider’s own data, and record when they were used', async () => {
    const rides = await rawRequest(t.baseUrl, {
      path: '/api/activities',
      headers: { authorization: `Bearer ${annToken}` },
    });
    expect(rides.status).toBe(200);
    const ids = rides.json.items.map((r: { id: string }) => r.id);
    expect(ids).toEqual([annUpload]);
    expect(ids).not.toContain(bobRide);
    // another rider's ride is not found, as it is for their session
    const other = await rawRequest(t.baseUrl, {
      path: `/api/activities/${bobRide}`,
      headers: { authorization: `Bearer ${annToken}` },
    });
    expect(other.status).toBe(404);
    const list = await ann.get('/api/me/tokens');
    expect(list.json.items[0].lastUsedAt).not.toBeNull();
  });

  it('are read-only: every write with one is 403 token_read_only in the rider’s language, and changes nothing', async () => {
    const bearer = { authorization: `Bearer ${annToken}`, 'content-type': 'application/json' };
    const writes: Array<[string, string, string]> = [
      ['PUT', '/api/profile', '{"name":"Mallory"}'],
      ['POST', '/api/me/tokens', '{"name":"minted by a token"}'],
      ['DELETE', `/api/activities/${annUpload}`, ''],
      ['POST', '/api/me/deletion', '{}'],
      ['PATCH', '/api/plans/active', '{"weeklyHours":2}'],
    ];
    for (const [method, path, body] of writes) {
      const res = await rawRequest(t.baseUrl, {
        method,
        path,
        headers: { ...bearer, 'accept-language': 'pt-BR' },
        ...(body ? { body } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.error.code).toBe('token_read_only');
      expect(res.json.error.message).toMatch(/só podem ler/);
    }
    expect((await ann.get('/api/me/tokens')).json.items).toHaveLength(1);
    expect((await ann.get(`/api/activities/${annUpload}`)).status).toBe(200);
  });

  it('a name is required and short; past ten tokens the rider is told to revoke one', async () => {
    const c = t.client();
    await c.signUp('mcp-many@example.com');
    expect((await c.post('/api/me/tokens', { name: '   ' })).json.error.fields.name.code).toBe(
      'token_name_required',
    );
    expect((await c.post('/api/me/tokens', { name: 'x'.repeat(61) })).status).toBe(400);
    for (let i = 0; i < 10; i++) await createToken(c, `token ${i}`);
    const over = await c.post('/api/me/tokens', { name: 'eleventh' });
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe('token_limit_reached');
    expect(over.json.error.message).toMatch(/Revoke one/);
  });

  it('one rider cannot revoke another’s token', async () => {
    const bobs = (await bob.get('/api/me/tokens')).json.items[0].id as string;
    expect((await ann.request('DELETE', `/api/me/tokens/${bobs}`)).status).toBe(404);
    expect((await bob.get('/api/me/tokens')).json.items).toHaveLength(1);
  });
});

describe('a deleted account', () => {
  it('takes its tokens with it (foreign key, cascade): the token is refused', async () => {
    const c = t.client();
    await c.signUp('mcp-gone@example.com');
    const id = await userId(c);
    const { token } = await createToken(c, 'soon gone');
    await t.database.db.execute(sql`delete from "user" where id = ${id}`);
    const left = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from personal_access_tokens where user_id = ${id}`,
    );
    expect(left.rows[0]?.n).toBe(0);
    const res = await rawRequest(t.baseUrl, {
      path: '/api/activities',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
  });
});

describe('a token’s requests are rate-limited', () => {
  it('past 300 requests in 5 minutes one token gets 429 with Retry-After; another token of the rider does not', async () => {
    const limited = await startTestApp({ RATE_LIMIT: 'on' });
    try {
      const c = limited.client();
      await c.signUp('mcp-limits@example.com');
      const busy = (await c.post('/api/me/tokens', { name: 'busy' })).json.token as string;
      const calm = (await c.post('/api/me/tokens', { name: 'calm' })).json.token as string;
      const read = (token: string) =>
        rawRequest(limited.baseUrl, {
          path: '/api/me/tokens',
          headers: { authorization: `Bearer ${token}` },
        });
      for (let i = 0; i < 300; i++) expect((await read(busy)).status).toBe(200);
      const over = await read(busy);
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      const mcp = await rawRequest(limited.baseUrl, {
        method: 'POST',
        path: '/mcp',
        headers: { authorization: `Bearer ${busy}`, accept: 'application/json, text/event-stream' },
        body: '{}',
      });
      expect(mcp.status).toBe(429);
      expect((await read(calm)).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
