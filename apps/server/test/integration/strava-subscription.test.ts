import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stravaEnsureSubscription } from '../../src/modules/integrations/strava/strava-subscription.ts';
import { eventually } from '../support/eventually.ts';
import { type FakeStrava, startFakeStrava } from '../support/fake-strava.ts';
import { logCapture } from '../support/log-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The Strava webhook subscription made by the server itself (`strava.ensure-subscription`, at start and daily)
 * against the strict fake: created when the app has none, never duplicated, another deployment's left alone with a
 * warning, a refused check retried without harm to the server, skipped when Strava could not reach BASE_URL, and no
 * secret in the logs. Every app here logs at debug into one capture.
 */
const VERIFY = 'verify-token-for-subscriptions';
const OTHER_VERIFY = 'another-verify-token';
let fake: FakeStrava;
const logs = logCapture();
const open = new Set<TestApp>();

beforeAll(async () => {
  fake = await startFakeStrava();
});
afterAll(async () => {
  for (const t of open) await t.close();
  await fake?.close();
});

async function start(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const t = await startTestApp(
    { ...fake.env(VERIFY), JOBS_POLL_SECONDS: '0.5', LOG_LEVEL: 'debug', ...env },
    { logTo: logs.stream },
  );
  open.add(t);
  return t;
}
async function stop(t: TestApp) {
  open.delete(t);
  await t.close();
}

const callback = (base: string) => `${base}/api/webhooks/strava`;
/** Calls to /push_subscriptions the fake answered, from index `from` on: "GET 200", "POST 201"… */
const subscriptionCalls = (from = 0) =>
  fake.state.requests
    .slice(from)
    .filter((r) => r.path.includes('/push_subscriptions'))
    .map((r) => `${r.method} ${r.status}`);
/** The subscription job's states in that app's queue. */
async function jobStates(t: TestApp): Promise<{ state: string; retry_count: number }[]> {
  const result = await t.database.db.execute<{ state: string; retry_count: number }>(sql`
    select state, retry_count from pgboss.job where name = ${stravaEnsureSubscription.name} order by created_on`);
  return result.rows;
}
const logged = (level: number, fragment: string) =>
  logs.entries().filter((e) => e.level === level && String(e.msg).includes(fragment));

describe('Strava webhook subscription, made by the server', () => {
  let a: TestApp;

  it('is created at start when the app has none, validated with the verify token; events then arrive', async () => {
    a = await start();
    // the job logs after it has stored the id, a moment after the fake recorded the subscription: wait for both
    await eventually(async () => {
      expect(fake.state.subscription?.callbackUrl).toBe(callback(a.baseUrl));
      expect(logged(30, 'subscription created')).toHaveLength(1);
    });
    expect(fake.state.subscription?.verifyToken).toBe(VERIFY);
    expect(subscriptionCalls()).toEqual(['GET 200', 'POST 201']);
    expect(fake.state.subscriptionChecks).toHaveLength(1);
    expect(fake.state.subscriptionChecks[0]).toMatchObject({ callbackUrl: expect.any(String), status: 200 });
    expect(fake.state.subscriptionChecks[0]!.ms).toBeLessThan(2000);
    // the subscription works: an event (for an athlete nobody connected) is acknowledged at once
    const delivered = await fake.activityEvent(4_000_001, 1);
    expect(delivered.attempts.map((x) => x.status)).toEqual([200]);
    await eventually(async () => expect((await jobStates(a)).map((j) => j.state)).toEqual(['completed']));
  });

  it('is not duplicated by a second start on the same BASE_URL, nor by the daily run', async () => {
    const id = fake.state.subscription!.id;
    const from = fake.state.requests.length;
    const second = await start({ BASE_URL: a.baseUrl });
    await eventually(async () =>
      expect((await jobStates(second)).map((j) => j.state)).toEqual(['completed']),
    );
    await stop(second);
    // what the daily cron queues, run in the first server
    expect(await a.app.jobs.enqueue(stravaEnsureSubscription, {})).not.toBeNull();
    await a.app.jobs.idle();
    expect(subscriptionCalls(from)).toEqual(['GET 200', 'GET 200']);
    expect(fake.state.subscription).toMatchObject({ id, callbackUrl: callback(a.baseUrl) });
    expect(fake.state.subscriptionChecks).toHaveLength(1);
  });

  it('leaves another deployment’s subscription alone, with a warning naming both URLs', async () => {
    const id = fake.state.subscription!.id;
    const from = fake.state.requests.length;
    const other = await start();
    const warning = await eventually(async () => {
      const found = logged(40, callback(other.baseUrl));
      expect(found).toHaveLength(1);
      return found[0];
    });
    expect(warning.msg).toContain(callback(a.baseUrl));
    expect(warning).toMatchObject({
      callbackUrl: callback(other.baseUrl),
      subscribedUrls: [callback(a.baseUrl)],
      subscriptionIds: [id],
    });
    await eventually(async () => expect((await jobStates(other)).map((j) => j.state)).toEqual(['completed']));
    expect(subscriptionCalls(from)).toEqual(['GET 200']); // no DELETE, no POST
    expect(fake.state.subscription).toMatchObject({ id, callbackUrl: callback(a.baseUrl) });
    await stop(other);
  });

  it('fails Strava’s check when the callback holds another verify token: retried, the server keeps serving', async () => {
    // an operator removes the subscription as the README says (wrong secret, then wrong id, are refused)
    const id = fake.state.subscription!.id;
    const del = (secret: string, which: number) =>
      fetch(
        `${fake.apiUrl}/push_subscriptions/${which}?${new URLSearchParams({ client_id: fake.clientId, client_secret: secret })}`,
        { method: 'DELETE' },
      );
    expect((await del('not-the-secret', id)).status).toBe(401);
    expect((await del(fake.clientSecret, id + 1)).status).toBe(404);
    expect((await del(fake.clientSecret, id)).status).toBe(204);
    expect(fake.state.subscription).toBeNull();

    // a process started with another token, behind the same BASE_URL as the one answering Strava's check
    const from = fake.state.requests.length;
    const odd = await start({ BASE_URL: a.baseUrl, STRAVA_WEBHOOK_VERIFY_TOKEN: OTHER_VERIFY });
    await eventually(async () => expect((await jobStates(odd)).map((j) => j.state)).toEqual(['retry']));
    expect(subscriptionCalls(from)).toEqual(['GET 200', 'POST 400']);
    expect(fake.state.subscriptionChecks.at(-1)).toMatchObject({
      callbackUrl: expect.any(String),
      status: 403,
    });
    expect(fake.state.subscription).toBeNull();
    const refused = logged(40, 'Strava refused the subscription');
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toContain('GET to callback URL does not return 200');
    expect(
      logged(40, 'job failed; it will be retried').some((e) => e.job === stravaEnsureSubscription.name),
    ).toBe(true);
    const health = await fetch(`http://127.0.0.1:${odd.config.port}/api/health`);
    expect(health.status).toBe(200);
    await stop(odd);

    // the next daily run of a correctly configured server subscribes again
    await a.app.jobs.enqueue(stravaEnsureSubscription, {});
    await eventually(async () => expect(fake.state.subscription?.callbackUrl).toBe(callback(a.baseUrl)));
  });

  it('skips, with one info line, when Strava could not reach BASE_URL (plain http, not this machine)', async () => {
    const from = fake.state.requests.length;
    const local = await start({ BASE_URL: 'http://rides.example.org' });
    await eventually(async () => expect((await jobStates(local)).map((j) => j.state)).toEqual(['completed']));
    const skipped = logged(30, 'not subscribing');
    expect(skipped).toHaveLength(1);
    expect(skipped[0].callbackUrl).toBe('http://rides.example.org/api/webhooks/strava');
    expect(subscriptionCalls(from)).toEqual([]);
    await stop(local);
  });

  it('does nothing without STRAVA_WEBHOOK_VERIFY_TOKEN', async () => {
    const from = fake.state.requests.length;
    const quiet = await start({ STRAVA_WEBHOOK_VERIFY_TOKEN: undefined });
    // the job is queued right after listening when it is: give it that moment, then nothing must have happened
    await new Promise((r) => setTimeout(r, 1500));
    await quiet.app.jobs.idle();
    expect(await jobStates(quiet)).toEqual([]);
    expect(subscriptionCalls(from)).toEqual([]);
    await stop(quiet);
  });

  it('never logs the client secret or a verify token', () => {
    const text = logs.text();
    expect(text.length).toBeGreaterThan(1000);
    for (const secret of [fake.clientSecret, VERIFY, OTHER_VERIFY]) expect(text).not.toContain(secret);
  });
});

describe('the fake Strava’s subscription check', () => {
  let slow: Server;
  let wrong: Server;
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  };
  afterAll(async () => {
    for (const s of [slow, wrong]) await new Promise((r) => s?.close(r));
  });

  it('refuses a callback slower than 2 s or echoing another challenge, and takes one subscription per app', async () => {
    const echo = (url: string) => new URL(url, 'http://x').searchParams.get('hub.challenge');
    slow = createServer((req, res) => {
      setTimeout(() => res.end(JSON.stringify({ 'hub.challenge': echo(req.url!) })), 2300);
    });
    wrong = createServer((_req, res) => res.end(JSON.stringify({ 'hub.challenge': 'something else' })));
    const subscribe = (callbackUrl: string, secret = fake.clientSecret) =>
      fetch(`${fake.apiUrl}/push_subscriptions`, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: fake.clientId,
          client_secret: secret,
          callback_url: callbackUrl,
          verify_token: 'any-token',
        }),
      });
    const wrongUrl = await listen(wrong);
    const slowUrl = await listen(slow);
    const saved = fake.state.subscription;
    try {
      fake.state.subscription = {
        id: 1,
        callbackUrl: 'https://elsewhere.example/hook',
        verifyToken: 'x'.repeat(8),
        createdAt: new Date().toISOString(),
      };
      const exists = await subscribe(wrongUrl);
      expect(exists.status).toBe(400);
      expect(JSON.stringify(await exists.json())).toContain('already exists');
      fake.state.subscription = null;
      expect((await subscribe(wrongUrl, 'not-the-secret')).status).toBe(401);
      expect((await subscribe(wrongUrl)).status).toBe(400);
      const started = performance.now();
      expect((await subscribe(slowUrl)).status).toBe(400);
      expect(performance.now() - started).toBeLessThan(2300);
      expect(fake.state.subscription).toBeNull();
      // both were asked: one answered 200 with the wrong challenge, the other not within 2 s
      expect(fake.state.subscriptionChecks.slice(-2).map((c) => [c.callbackUrl, c.status])).toEqual([
        [wrongUrl, 200],
        [slowUrl, null],
      ]);
    } finally {
      fake.state.subscription = saved;
    }
  });
});
