import { request } from 'node:http';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { upload } from '../support/uploads.ts';

let t: TestApp;
let rider: TestClient;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MEMORY_MB: '64' });
  rider = t.client();
  await rider.signUp('memory@example.com');
});
afterAll(() => t?.close());

/** An upload that declares 64 MiB and sends its first bytes only: it holds its reservation until aborted. */
function hangingUpload(): { started: Promise<void>; abort: () => void } {
  const { hostname, port } = new URL(t.baseUrl);
  const req = request({
    hostname,
    port,
    method: 'POST',
    path: '/api/activities',
    agent: false,
    headers: {
      cookie: rider.cookieHeader(),
      origin: t.baseUrl,
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(64 * 1024 * 1024),
    },
  });
  req.on('error', () => {});
  const started = new Promise<void>((resolve) => req.write('--x\r\n', () => setTimeout(resolve, 200)));
  return { started, abort: () => req.destroy() };
}

describe('uploads in flight share a memory budget (UPLOAD_MEMORY_MB)', () => {
  it('an upload that does not fit now is answered 503 with Retry-After, and goes through once there is room', async () => {
    const ride = { name: 'ride.fit', bytes: encodeSyntheticRideFit({ durationS: 1200, seed: 3 }) };
    const big = hangingUpload();
    await big.started;
    const refused = await upload(rider, [ride]);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.json.error.code).toBe('service_unavailable');
    // Nothing of the refused upload was stored.
    expect((await rider.get('/api/activities')).json.total).toBe(0);

    big.abort();
    let accepted = await upload(rider, [ride]);
    for (let i = 0; i < 20 && accepted.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 100));
      accepted = await upload(rider, [ride]);
    }
    expect(accepted.status).toBe(200);
    expect(accepted.json.results[0].status).toBe('created');
  });
});
