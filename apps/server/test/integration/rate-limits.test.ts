import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // intervals.icu at a closed port: every connection attempt is checked there and fails fast (502)
  t = await startTestApp({ RATE_LIMIT: 'on', INTERVALS_API_URL: 'http://127.0.0.1:9' });
});
afterAll(() => t?.close());

describe('rate limits', () => {
  // first: it signs a rider up, before the sign-up test spends this IP's budget
  it('limits intervals.icu connection attempts per rider (each one calls intervals.icu), in the rider’s language', async () => {
    const client = t.client();
    await client.signUp('intervals-limit@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post(
        '/api/connections/intervals',
        { athleteId: 'i12345', apiKey: 'abcdefgh12345' },
        { 'accept-language': 'pt' },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.json.error.code).toBe('rate_limited');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(502));
    expect(statuses[10]).toBe(429);
  });
  it('locks one account after 10 sign-in attempts in 15 min, with a clear localised 429', async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await c.post('/api/auth/sign-in/email', { email: 'victim@example.com', password: `guess-${i}` }))
          .status,
      );
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await c.post(
      '/api/auth/sign-in/email',
      { email: 'VICTIM@example.com', password: 'guess-x' },
      { 'accept-language': 'pt-BR' },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toEqual({
      code: 'rate_limited',
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from the same IP is still allowed (per-IP budget is larger).
    expect(
      (await c.post('/api/auth/sign-in/email', { email: 'other@example.com', password: 'x-123456' })).status,
    ).toBe(401);
  });

  it('limits sign-ups per IP and is not fooled by a spoofed X-Forwarded-For', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await t
        .client()
        .post(
          '/api/auth/sign-up/email',
          { name: 'N', email: `n${i}@example.com`, password: 'Tr41ning-Days!' },
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
      last = res.status;
    }
    expect(last).toBe(429);
  });

  it('limits password-reset requests per account with the same reply shape', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.client().post('/api/auth/request-password-reset', {
        email: 'target@example.com',
        redirectTo: '/reset-password',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
