import { providerConnections, providerWebhookSubscriptions, user } from '../apps/server/src/db/schema.ts';
import { benchDrivers, openBenchDatabase, skippedRow, startBenchApp } from './bench-db.ts';
import { openLoop } from './open-loop.ts';
import type { Row } from './table.ts';

const RATE = 50;
const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 6);
const GOAL_P99_MS = 50;

async function benchDriver(driver: string): Promise<Row[]> {
  const bench = await openBenchDatabase(driver);
  if (!bench) return [skippedRow('webhooks', `Strava ack (${driver})`)];
  const { app, address } = await startBenchApp(bench, {
    JOB_WORKERS: '0',
    STRAVA_CLIENT_ID: '1',
    STRAVA_CLIENT_SECRET: 'bench-secret',
    STRAVA_WEBHOOK_VERIFY_TOKEN: 'bench-verify-token',
    STRAVA_TOKEN_URL: 'http://127.0.0.1:9/oauth/token',
    STRAVA_API_URL: 'http://127.0.0.1:9/api/v3',
  });
  try {
    const { db } = bench.database;
    await db.insert(user).values({ id: 'bench-rider', name: 'Bench', email: 'webhooks@example.com' });
    await db.insert(providerConnections).values({
      id: 'bench-connection',
      userId: 'bench-rider',
      provider: 'strava',
      externalId: '4242',
    });
    // the subscription the events name (the subscription job stores it; Strava is not reachable here)
    await db.insert(providerWebhookSubscriptions).values({
      provider: 'strava',
      subscriptionId: '1',
      callbackUrl: `${address}/api/webhooks/strava`,
    });
    const send = async (i: number) => {
      const res = await fetch(`${address}/api/webhooks/strava`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          object_type: 'activity',
          object_id: 1_000_000 + i,
          aspect_type: 'create',
          owner_id: 4242,
          subscription_id: 1,
          event_time: Math.floor(Date.now() / 1000),
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
    };
    for (let i = 0; i < 20; i++) await send(-i - 1); // warm-up
    const result = await openLoop({ rate: RATE, seconds: SECONDS, send });
    const p99 = result.p(99);
    return [
      {
        suite: 'webhooks',
        case: `Strava event ack at ${RATE}/s (${driver})`,
        value: `p99 ${p99.toFixed(1)} ms`,
        detail: `${result.latencies.length} events, ${result.errors} errors, p50 ${result.p(50).toFixed(1)} ms, p95 ${result.p(95).toFixed(1)} ms, max ${result.p(100).toFixed(1)} ms`,
        goal: `p99 ≤ ${GOAL_P99_MS} ms, no errors`,
        pass: p99 <= GOAL_P99_MS && result.errors === 0,
      },
    ];
  } finally {
    await app.close();
    await bench.close();
  }
}

export async function benchWebhooks(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const driver of benchDrivers()) rows.push(...(await benchDriver(driver)));
  return rows;
}
