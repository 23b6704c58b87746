import { describe, expect, it } from 'vitest';
import { shutDown } from '../../src/http/shutdown.ts';
import { startTestApp } from '../support/test-app.ts';

describe('graceful shutdown (the sequence main runs on SIGTERM)', () => {
  it('lets a slow request that still needs the database finish, then closes the database', async () => {
    let started!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      started = resolve;
    });
    const events: string[] = [];
    const t = await startTestApp(
      {},
      {
        // Test-only route: 1.5 s of work, then a database query, like a slow import finishing its transaction.
        beforeListen(app) {
          app.get('/test/slow', async () => {
            started();
            await new Promise((r) => setTimeout(r, 1500));
            return { ok: true, dbMs: await t.database.ping() };
          });
          app.addHook('onResponse', async (request) => {
            if (request.url === '/test/slow') events.push('slow response sent');
          });
        },
      },
    );
    try {
      const slow = fetch(`${t.baseUrl}/test/slow`).then(async (res) => {
        const body = (await res.json()) as { ok: boolean; dbMs: unknown };
        return { status: res.status, body, connection: res.headers.get('connection') };
      });
      await inHandler;
      const closing = shutDown(t.app, t.database, 200).then(() => events.push('server and database closed'));

      // While draining, health says 503 so load balancers stop routing here.
      await new Promise((r) => setTimeout(r, 50));
      const health = await fetch(`${t.baseUrl}/api/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { status: string }).status).toBe('draining');

      const result = await slow;
      await closing;
      expect(result.status).toBe(200);
      expect(result.body.ok).toBe(true);
      expect(typeof result.body.dbMs).toBe('number'); // the database was still open for it
      expect(result.connection).toBe('close');
      expect(events).toEqual(['slow response sent', 'server and database closed']);

      // Afterwards: no new connections, and the database is closed.
      await expect(fetch(`${t.baseUrl}/api/health`)).rejects.toThrow();
      await expect(t.database.ping()).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});
