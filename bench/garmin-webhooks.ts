import { startFakeGarmin } from '../apps/server/test/support/fake-garmin.ts';
import { startServer } from '../apps/web/scripts/test-server.ts';
import { openLoop } from './open-loop.ts';
import type { Row } from './table.ts';

/**
 * Garmin webhook acknowledgement (issue 10: p99 ≤ 50 ms at 50 requests/s). A real server process (PGlite, job
 * workers on) with riders connected to the local fake Garmin; activity-file pings arrive at a steady 50/s for 30 s
 * (open loop: `open-loop.ts`), each a new summary for a connected rider, so every request looks the rider up and
 * enqueues a durable job — and the jobs run meanwhile (downloads from the fake, which answers 404 for these made-up
 * files, so they fail and are retried), as they would in production. Latency is measured by the client from each
 * request's scheduled time. PGlite by default; `DATABASE_URL` runs the server on PostgreSQL;
 * `BENCH_JOB_WORKERS=0` measures the acknowledgement without jobs running beside it. Figures: integrations README.
 */
const RATE = 50;
const DURATION_S = 30;
const RIDERS = 5;

export async function benchGarminWebhooks(): Promise<Row[]> {
  const garmin = await startFakeGarmin();
  const server = await startServer({
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'error',
    ...garmin.env,
    ...(process.env.BENCH_JOB_WORKERS ? { JOB_WORKERS: process.env.BENCH_JOB_WORKERS } : {}),
  });
  garmin.registerApp(server.baseURL);
  try {
    for (let i = 0; i < RIDERS; i++) await connectRider(server.baseURL, garmin, `bench-g-${i}`);
    const send = async (n: number) => {
      const res = await fetch(`${server.baseURL}/api/webhooks/garmin/activity-files`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          activityFiles: [
            {
              userId: `bench-g-${n % RIDERS}`,
              summaryId: `bench-${n}-${Date.now()}`,
              fileType: 'FIT',
              callbackURL: `${garmin.base}/wellness-api/rest/activityFile?id=bench-${n}&token=t${n}`,
              activityId: n,
            },
          ],
        }),
      });
      const { accepted } = (await res.json()) as { accepted?: number };
      if (res.status !== 200 || accepted !== 1) throw new Error(`ping answered ${res.status}`);
    };
    for (let i = 0; i < 20; i++) await send(1_000_000 + i); // warm-up: connections open, code paths compiled
    const downloads = () => garmin.log.filter((l) => l.path.includes('/activityFile')).length;
    const before = downloads();
    const result = await openLoop({ rate: RATE, seconds: DURATION_S, send });
    const jobsRan = downloads() - before;
    const [p50, p99, max] = [result.p(50), result.p(99), result.p(100)].map((v) => v.toFixed(1));
    return [
      {
        suite: 'garmin',
        case: `webhook ack (activity-files ping) at ${RATE}/s`,
        value: `p99 ${p99} ms`,
        detail: `p50 ${p50} ms, max ${max} ms, ${result.latencies.length} answered, ${result.errors} errors; each enqueues a job, ${jobsRan} job runs meanwhile`,
        goal: 'p99 ≤ 50 ms, no errors',
        pass: result.p(99) <= 50 && result.errors === 0,
      },
    ];
  } finally {
    await server.stop();
    await garmin.close();
  }
}

/** Signs a rider up and connects them to `garminUserId` through the real flow (start → consent → callback). */
async function connectRider(
  baseURL: string,
  garmin: Awaited<ReturnType<typeof startFakeGarmin>>,
  garminUserId: string,
) {
  const headers = { 'content-type': 'application/json', origin: baseURL };
  const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench',
      email: `${garminUserId}-${Date.now()}@example.com`,
      password: 'Bench-Ride-2026!',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const start = await fetch(`${baseURL}/api/connections/garmin/start`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: '{}',
  });
  const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
  const back = await garmin.consent(authorizeUrl, 'allow', garminUserId);
  const done = await fetch(`${baseURL}/api/connections/garmin/callback`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
  });
  if (!done.ok) throw new Error(`connect failed: ${done.status}`);
}
