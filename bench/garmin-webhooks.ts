import { startFakeGarmin } from '../apps/server/test/support/fake-garmin.ts';
import { startServer } from '../apps/web/scripts/test-server.ts';
import { benchDrivers, scratchPostgres } from './bench-db.ts';
import { mergeResults, type OpenLoopResult, openLoop } from './open-loop.ts';
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
const DURATION_S = Number(process.env.BENCH_GARMIN_SECONDS ?? 30);
const RIDERS = 5;
/** The flood: anonymous deregistration pings of 100 unknown ids each (the route's item cap), as fast as this. */
const FLOOD_RATE = 100;
const HEALTH_RATE = 20;
/**
 * Health is read in alternating windows, quiet then flooded, WINDOWS of each: the jobs left from the ping run drain
 * meanwhile, and read quiet-first then flooded (10 s each) the two halves met different backlogs — the same code
 * read 0.6× to 5× from run to run.
 */
const WINDOWS = 10;
const WINDOW_S = 2;

/** Both databases (PGlite, and PostgreSQL when one answers): the goal holds on each. */
export async function benchGarminWebhooks(): Promise<Row[]> {
  const drivers = benchDrivers();
  const rows = drivers.includes('pglite') ? await benchOn('pglite', null) : [];
  if (!drivers.includes('postgres')) return rows;
  const pg = await scratchPostgres();
  if (!pg)
    return [
      ...rows,
      { suite: 'garmin', case: 'PostgreSQL', value: 'skipped', detail: 'no PostgreSQL answered', goal: '' },
    ];
  try {
    rows.push(...(await benchOn('postgres', pg.url)));
  } finally {
    await pg.drop();
  }
  return rows;
}

/** `/api/health` at HEALTH_RATE for WINDOW_S: its latencies (open loop, so a stall counts). */
function healthLoop(baseURL: string) {
  return openLoop({
    rate: HEALTH_RATE,
    seconds: WINDOW_S,
    send: async () => {
      const res = await fetch(`${baseURL}/api/health`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    },
  });
}

async function benchOn(driver: string, databaseUrl: string | null): Promise<Row[]> {
  const garmin = await startFakeGarmin();
  const server = await startServer({
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'error',
    ...garmin.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.BENCH_JOB_WORKERS ? { JOB_WORKERS: process.env.BENCH_JOB_WORKERS } : {}),
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server process, as the http suite writes
    ...(process.env.BENCH_CPU_PROF
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` }
      : {}),
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
    // health idle, then health while strangers flood the deregistrations route with 100 unknown ids a ping
    const hostile = JSON.stringify({
      deregistrations: Array.from({ length: 100 }, (_, i) => ({
        userId: `stranger-${i}`,
        userAccessToken: 't',
      })),
    });
    const floodWindow = () =>
      openLoop({
        rate: FLOOD_RATE,
        seconds: WINDOW_S,
        send: async () => {
          const res = await fetch(`${server.baseURL}/api/webhooks/garmin/deregistrations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: hostile,
          });
          await res.arrayBuffer();
          if (res.status >= 500) throw new Error(`flood answered ${res.status}`);
        },
      });
    const quietRuns: OpenLoopResult[] = [];
    const floodedRuns: OpenLoopResult[] = [];
    const floodRuns: OpenLoopResult[] = [];
    for (let w = 0; w < WINDOWS; w++) {
      quietRuns.push(await healthLoop(server.baseURL));
      const flood = floodWindow();
      floodedRuns.push(await healthLoop(server.baseURL));
      floodRuns.push(await flood);
    }
    const [idle, flooded, floodResult] = [quietRuns, floodedRuns, floodRuns].map(mergeResults) as [
      OpenLoopResult,
      OpenLoopResult,
      OpenLoopResult,
    ];
    const ratio = flooded.p(99) / idle.p(99);
    return [
      {
        suite: 'garmin',
        case: `webhook ack (activity-files ping) at ${RATE}/s (${driver})`,
        value: `p99 ${p99} ms`,
        detail: `p50 ${p50} ms, max ${max} ms, ${result.latencies.length} answered, ${result.errors} errors; each enqueues a job, ${jobsRan} job runs meanwhile`,
        goal: 'p99 ≤ 50 ms, no errors',
        pass: result.p(99) <= 50 && result.errors === 0,
      },
      {
        suite: 'garmin',
        case: `/api/health p99 during ${FLOOD_RATE}/s hostile deregistration pings (${driver})`,
        value: `${ratio.toFixed(2)}× idle`,
        detail: `p99 ${flooded.p(99).toFixed(1)} ms flooded vs ${idle.p(99).toFixed(1)} ms idle (same run, ${HEALTH_RATE}/s in ${WINDOWS} alternating ${WINDOW_S} s windows of each); pings of 100 unknown ids: p99 ${floodResult.p(99).toFixed(1)} ms, ${floodResult.errors} errors`,
        goal: '≤ 3× idle p99',
        pass: ratio <= 3 && floodResult.errors === 0 && flooded.errors === 0,
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
