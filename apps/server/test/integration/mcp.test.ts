import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, userId } from '../support/access-tokens.ts';
import type { TestClient } from '../support/http-client.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { rawRequest } from '../support/raw-http.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

// the coach's today: twelve days after the ride that comes through Strava (2019-02-17), so it is in every window
const clock = testClock('2019-03-01T10:00:00Z');
let t: TestApp;
let ann: TestClient;
let bob: TestClient;
let annToken: string;
let bobToken: string;
let annUpload: string;
let annStrava: string;
let bobRide: string;

/** The SDK's own client over Streamable HTTP, the token in the header, as a rider's assistant connects. */
async function mcpClient(token: string) {
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', t.baseUrl), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

async function callJson(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  const [first] = result.content as { type: string; text: string }[];
  return { isError: result.isError === true, json: JSON.parse(first!.text) };
}

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ann = t.client();
  bob = t.client();
  await onboardedRider(ann, 'mcp-ann@example.com', { ftp: 250, timezone: 'Europe/Lisbon' });
  await onboardedRider(bob, 'mcp-bob@example.com', { ftp: 230 });
  annUpload = await uploadOne(ann, {
    name: 'pause.fit',
    bytes: formatsFixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit'),
  });
  // through the one ingest every Strava sync job calls, as a synced ride arrives
  const synced = await t.app.modules.ingest.ingestRide({
    userId: await userId(ann),
    bytes: formatsFixture('fit/2019-02-17-062644-ELEMNT-297E-195-0.fit'),
    format: 'fit',
    source: 'strava',
    externalId: '9001',
  });
  if (synced.status !== 'created') throw new Error(`strava ride: ${synced.status}`);
  annStrava = synced.activityId;
  bobRide = await uploadOne(bob, {
    name: 'bolt.fit',
    bytes: formatsFixture('fit/edge530-bpg-garmin.fit'),
  });
  await createPlan(ann);
  annToken = (await createToken(ann, 'Claude on my laptop')).token;
  bobToken = (await createToken(bob, 'Local assistant')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('the MCP door', () => {
  it('refuses a request without a token (401, WWW-Authenticate: Bearer), a session cookie, and an unknown token', async () => {
    const none = await rawRequest(t.baseUrl, { method: 'POST', path: '/mcp', body: '{}' });
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="domestique"');
    const cookie = await ann.post('/mcp', {});
    expect(cookie.status).toBe(401);
    const forged = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: '/mcp',
      headers: { authorization: 'Bearer dmq_pat_forged', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    expect(forged.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(forged.json.error.code).toBe('token_invalid');
  });

  it('lists its read-only tools and answers each of them with the rider’s own data, Strava’s rides left out', async () => {
    const client = await mcpClient(annToken);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_check_ins',
      'get_current_week',
      'get_fitness_and_form',
      'get_latest_summary',
      'get_plan_changes',
      'get_ride',
      'list_recent_rides',
    ]);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    expect(tools.find((tool) => tool.name === 'list_recent_rides')?.description).toMatch(/Strava/);

    const rides = await callJson(client, 'list_recent_rides', { limit: 100 });
    expect(rides.json.items.map((r: { id: string }) => r.id)).toEqual([annUpload]);
    expect(rides.json.withheldFromStrava).toBe(1);

    const ride = await callJson(client, 'get_ride', { id: annUpload });
    expect(ride.json).toMatchObject({ id: annUpload, source: 'upload' });
    expect(ride.json.tss).toBeGreaterThan(0);
    expect((await callJson(client, 'get_ride', { id: annStrava })).json).toMatchObject({
      withheld: 'strava',
    });
    // another rider's ride: not found, in the rider's words
    const other = await callJson(client, 'get_ride', { id: bobRide });
    expect(other.isError).toBe(true);
    expect(other.json.error.code).toBe('not_found');

    // the Strava ride (17 Feb) is the only one in these 30 days: without it, no load at all
    const fitness = await callJson(client, 'get_fitness_and_form', { days: 30 });
    expect(fitness.json.days).toHaveLength(30);
    expect(fitness.json.days.at(-1).date).toBe('2019-03-01');
    expect(fitness.json.days.reduce((s: number, d: { load: number }) => s + d.load, 0)).toBe(0);
    const rest = await ann.get('/api/progress/fitness?from=2019-01-31&to=2019-03-01');
    expect(rest.json.days.reduce((s: number, d: { load: number }) => s + d.load, 0)).toBeGreaterThan(0);

    const week = await callJson(client, 'get_current_week');
    expect(week.json.from).toBe('2019-02-25');
    expect(week.json.days).toHaveLength(7);
    expect(week.json.planId).toEqual(expect.any(String));
    const planned = week.json.days.flatMap((d: { sessions: unknown[] }) => d.sessions);
    expect(planned.length).toBeGreaterThan(0);
    // the same week as the app's own calendar shows it
    const calendar = await ann.get('/api/calendar?from=2019-02-25&to=2019-03-03');
    expect(week.json.days.map((d: { sessions: unknown[] }) => d.sessions)).toEqual(
      calendar.json.days.map((d: { sessions: unknown[] }) => d.sessions),
    );
    const changes = await callJson(client, 'get_plan_changes', { limit: 5 });
    expect(changes.isError).toBe(false);
    expect(changes.json.planId).toBe(week.json.planId);
    const checkIns = await callJson(client, 'get_check_ins', { days: 7 });
    expect(checkIns.json).toMatchObject({ from: '2019-02-23', to: '2019-03-01', items: [] });
    // February holds the Strava ride: that month's summary is withheld; the week after it is not
    const month = await callJson(client, 'get_latest_summary', { period: 'month' });
    expect(month.json).toMatchObject({ period: 'month', withheld: 'strava' });
    const weekly = await callJson(client, 'get_latest_summary', { period: 'week' });
    expect(weekly.json).toMatchObject({ period: 'week', from: '2019-02-18', to: '2019-02-24' });
    expect(weekly.json.paragraphs.length).toBeGreaterThan(0);
    await client.close();
  });

  it('validates tool input with its schema (over 100 rides per call is refused) and never answers 5xx to bad bodies', async () => {
    const client = await mcpClient(annToken);
    const tooMany = await client.callTool({ name: 'list_recent_rides', arguments: { limit: 101 } });
    expect(tooMany.isError).toBe(true);
    await client.close();
    const headers = {
      authorization: `Bearer ${annToken}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    for (const body of [
      '{',
      'null',
      '[]',
      '"x"',
      '{}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call"}',
      '{"jsonrpc":"2.0","id":1,"method":"nope"}',
    ]) {
      const res = await rawRequest(t.baseUrl, { method: 'POST', path: '/mcp', headers, body });
      expect(res.status, body).toBeLessThan(500);
    }
    for (const method of ['GET', 'DELETE']) {
      const res = await rawRequest(t.baseUrl, {
        method,
        path: '/mcp',
        headers: { authorization: headers.authorization, accept: headers.accept },
      });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('POST');
    }
  });

  it('a token reads only its own rider: Bob’s assistant sees Bob’s ride and nothing of Ann’s', async () => {
    const client = await mcpClient(bobToken);
    const rides = await callJson(client, 'list_recent_rides');
    expect(rides.json.items.map((r: { id: string }) => r.id)).toEqual([bobRide]);
    expect((await callJson(client, 'get_ride', { id: annUpload })).isError).toBe(true);
    await client.close();
  });

  it('a revoked token is refused at once, over MCP and REST', async () => {
    const { id, token } = await createToken(ann, 'to revoke');
    const client = await mcpClient(token);
    expect((await callJson(client, 'list_recent_rides')).isError).toBe(false);
    expect((await ann.request('DELETE', `/api/me/tokens/${id}`)).json).toEqual({ revoked: true });
    await expect(client.callTool({ name: 'list_recent_rides', arguments: {} })).rejects.toThrow();
    const rest = await rawRequest(t.baseUrl, {
      path: '/api/activities',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(401);
    expect(rest.json.error.code).toBe('token_invalid');
  });
});
