import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('sessions belong to their owner', () => {
  it('B cannot revoke or list A’s sessions', async () => {
    const a = t.client();
    const aToken = (await a.signUp('owner-a@example.com')).json.token as string;
    const b = t.client();
    await b.signUp('owner-b@example.com');

    const revoke = await b.post('/api/auth/revoke-session', { token: aToken });
    expect(revoke.status).toBeLessThan(500);
    expect((await a.get('/api/profile')).status).toBe(404); // A is still signed in

    const list = await b.get('/api/auth/list-sessions');
    expect(JSON.stringify(list.json)).not.toContain(aToken);
  });
});

describe('password reset does not reveal which emails exist', () => {
  it('answers known and unknown addresses alike, within 20 ms of each other (median of 15)', async () => {
    await t.client().signUp('timing-known@example.com');
    const time = async (email: string) => {
      const start = performance.now();
      const res = await t
        .client()
        .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
      expect(res.status).toBe(200);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await time('timing-known@example.com'));
      unknown.push(await time(`timing-unknown-${i}@example.com`));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(20);
  });
});

describe('bad input on every documented route', () => {
  it('never produces a 5xx', async () => {
    const c = t.client();
    await c.signUp('fuzz@example.com');
    const doc = (await c.get('/api/docs/json')).json as { paths: Record<string, Record<string, unknown>> };
    const bodies: Array<[string, string]> = [
      ['application/json', '{'],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['application/json', '"text"'],
      ['application/json', JSON.stringify({ email: 42, token: { $ne: 1 }, age: 'x'.repeat(5000) })],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=1&b=2'],
    ];
    const failures: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const url = path.replace(/\{[^}]+\}/g, "'; drop table profiles; --");
      for (const method of Object.keys(methods)) {
        for (const client of [c, t.client()]) {
          for (const [type, body] of method === 'get' ? [['', ''] as [string, string]] : bodies) {
            const res = await client.request(
              method.toUpperCase(),
              url,
              method === 'get' ? undefined : body,
              type ? { 'content-type': type } : {},
            );
            if (res.status >= 500)
              failures.push(`${method} ${path} ${type} ${body.slice(0, 20)} → ${res.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await c.get('/api/profile')).status).toBe(404); // the profiles table survived
  });
});
