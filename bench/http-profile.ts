import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeSyntheticRideFit } from '@domestique/formats';
import autocannon from 'autocannon';
import { scratchPostgres } from './bench-db.ts';
import type { Row } from './table.ts';

/** Seconds per measured run; each case runs ROUNDS × (baseline, app). */
const DURATION_S = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
const CONNECTIONS = [10, 20];
/** Rides the bench rider holds, so the list answers a full page (20) and counts more. */
const RIDES = 30;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function hs256(secret: Buffer, claims: object): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

interface Run {
  rps: number;
  p99: number;
  errors: number;
}

async function run(url: string, headers: Record<string, string>, connections: number): Promise<Run> {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Baseline (A) and app (B) in alternating rounds, A B A B A B: on a shared machine the load drifts within seconds
 * (one sequential pair gave 0.55×, 0.84× and 1.22× for the same code), so each round's ratio compares runs made
 * back to back, and the median ratio over the rounds, with its spread, is what is reported.
 */
async function alternate(
  base: { url: string; headers: Record<string, string> },
  app: { url: string; headers: Record<string, string> },
  connections: number,
) {
  const rounds: Array<{ base: Run; app: Run }> = [];
  for (let i = 0; i < ROUNDS; i++) {
    const a = await run(base.url, base.headers, connections);
    const b = await run(app.url, app.headers, connections);
    rounds.push({ base: a, app: b });
  }
  const ratios = rounds.map((r) => r.app.rps / r.base.rps);
  return {
    ratio: median(ratios),
    ratioMin: Math.min(...ratios),
    ratioMax: Math.max(...ratios),
    baseRps: median(rounds.map((r) => r.base.rps)),
    appRps: median(rounds.map((r) => r.app.rps)),
    baseP99: median(rounds.map((r) => r.base.p99)),
    appP99: median(rounds.map((r) => r.app.p99)),
    errors: rounds.reduce((n, r) => n + r.app.errors + r.base.errors, 0),
  };
}

/** Waits for the child's `{ ready: true }` message (IPC; its stdout carries the app's log lines to a file). */
function readyInfo(child: ChildProcess): Promise<{ driver: string; logLevel: string }> {
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as { driver: string; logLevel: string }));
    child.once('exit', () => reject(new Error('benchmark server exited before it was ready')));
  });
}

/** Uploads RIDES synthetic rides (a day apart, so none is a duplicate) for the bench rider. */
async function seedRides(app: string, token: string) {
  for (let i = 0; i < RIDES; i++) {
    const bytes = encodeSyntheticRideFit({
      durationS: 1800,
      seed: i + 1,
      startTime: new Date(Date.UTC(2026, 0, 1, 7) + i * 86_400_000),
    });
    const form = new FormData();
    form.append('files', new Blob([bytes as Uint8Array<ArrayBuffer>]), `ride-${i}.fit`);
    const res = await fetch(`${app}/api/activities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 200) throw new Error(`seeding rides failed: ${res.status}`);
  }
}

async function benchDriver(databaseUrl: string | null): Promise<Row[]> {
  const secret = randomBytes(32);
  const [appPort, basePort] = [await freePort(), await freePort()];
  // The app's logs go to a file, as in a deployment that keeps them (not through this process, which runs autocannon).
  const logDir = mkdtempSync(path.join(tmpdir(), 'domestique-bench-log-'));
  const logFile = path.join(logDir, 'server.log');
  const logFd = openSync(logFile, 'w');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the server process (open it in Chrome DevTools).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      new URL('./http-servers.ts', import.meta.url).pathname,
    ],
    {
      env: {
        ...process.env,
        BENCH_JWT_SECRET: secret.toString('base64url'),
        BENCH_APP_PORT: String(appPort),
        BENCH_BASELINE_PORT: String(basePort),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      },
      stdio: ['ignore', logFd, 'inherit', 'ipc'],
    },
  );
  try {
    const { driver, logLevel } = await readyInfo(child);
    const app = `http://127.0.0.1:${appPort}`;
    const signUp = await fetch(`${app}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app },
      body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'Bench-rider-2026' }),
    });
    const { token, user } = (await signUp.json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${token}` };
    const put = await fetch(`${app}/api/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({
        name: 'Bench',
        email: 'bench@example.com',
        age: 40,
        weight: 72,
        weight_unit: 'kg',
        ftp: 260,
        knows_ftp: true,
        experience_level: 'advanced',
        primary_goal: 'endurance',
      }),
    });
    if (put.status !== 200) throw new Error(`profile setup failed: ${put.status}`);
    const jwt = hs256(secret, { sub: user.id, exp: Math.floor(Date.now() / 1000) + 3600 });
    await seedRides(app, token);
    const baseUrl = `http://127.0.0.1:${basePort}`;
    const endpoints = [
      // the goals of issue #23: the ratio to the raw driver, and a p99 a rider does not notice
      {
        name: 'GET /api/profile',
        app: `${app}/api/profile`,
        base: `${baseUrl}/profile`,
        sql: '1 SELECT',
        minRatio: 0.7,
        maxP99: { connections: 10, ms: 10 },
      },
      {
        name: 'GET /api/activities',
        app: `${app}/api/activities`,
        base: `${baseUrl}/activities`,
        sql: 'a page of 20 rides, their count, FTP history and profile',
        minRatio: 0.8,
        maxP99: { connections: 20, ms: 50 },
      },
    ];
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      // Warm both paths (JIT, pool, caches) before measuring.
      await autocannon({ url: endpoint.app, connections: 2, amount: 500, headers: auth });
      await autocannon({
        url: endpoint.base,
        connections: 2,
        amount: 500,
        headers: { authorization: `Bearer ${jwt}` },
      });
      for (const connections of CONNECTIONS) {
        const m = await alternate(
          { url: endpoint.base, headers: { authorization: `Bearer ${jwt}` } },
          { url: endpoint.app, headers: auth },
          connections,
        );
        rows.push({
          suite: 'http',
          case: `${endpoint.name}, ${connections} connections (${driver})`,
          value: `${m.ratio.toFixed(2)}× baseline`,
          detail:
            `median of ${ROUNDS} alternating rounds (A B…, ${DURATION_S} s each), spread ${m.ratioMin.toFixed(2)}–` +
            `${m.ratioMax.toFixed(2)}×; app ${Math.round(m.appRps)} req/s, p99 ${m.appP99} ms; baseline ` +
            `(token + ${endpoint.sql}, raw driver) ${Math.round(m.baseRps)} req/s, p99 ${m.baseP99} ms; ` +
            `${m.errors} errors`,
          goal:
            `≥ ${endpoint.minRatio}× baseline (median), 0 errors` +
            (connections === endpoint.maxP99.connections ? `, app p99 ≤ ${endpoint.maxP99.ms} ms` : ''),
          pass:
            m.ratio >= endpoint.minRatio &&
            m.errors === 0 &&
            (connections !== endpoint.maxP99.connections || m.appP99 <= endpoint.maxP99.ms),
        });
      }
    }
    // the workouts pages' reads: a library page (147 workouts filtered, 24 summarised) and one workout's detail
    // (derived numbers and chart profile at the rider's FTP); informative, no goal yet
    for (const [label, url] of [
      ['GET /api/workouts (library, 24 per page)', `${app}/api/workouts?pageSize=24&family=vo2max`],
      ['GET /api/workouts/:id (numbers at my FTP)', `${app}/api/workouts/vo2max-5x3-112`],
    ] as const) {
      await autocannon({ url, connections: 2, amount: 200, headers: auth });
      const r = await run(url, auth, 10);
      rows.push({
        suite: 'http',
        case: `${label}, 10 connections (${driver})`,
        value: `${Math.round(r.rps)} req/s`,
        detail: `p99 ${r.p99} ms, ${r.errors} errors`,
        goal: '',
      });
    }
    rows.push({
      suite: 'http',
      case: `logging (${driver})`,
      value: `${Math.round(statSync(logFile).size / 1024)} KiB`,
      detail:
        `LOG_LEVEL=${logLevel}, one line per request, to a file; session checks cached per process for ` +
        'SESSION_CACHE_MS (default 2000 ms), so most requests skip the session query',
      goal: '',
    });
    return rows;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    closeSync(logFd);
    rmSync(logDir, { recursive: true, force: true });
  }
}

export async function benchHttpProfile(): Promise<Row[]> {
  const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
  const rows = drivers.includes('pglite') ? await benchDriver(null) : [];
  if (!drivers.includes('postgres')) return rows;
  const pgDb = await scratchPostgres();
  if (!pgDb) {
    rows.push({
      suite: 'http',
      case: 'PostgreSQL',
      value: 'skipped',
      detail: 'no PostgreSQL answered',
      goal: '',
    });
    return rows;
  }
  try {
    rows.push(...(await benchDriver(pgDb.url)));
  } finally {
    await pgDb.drop();
  }
  return rows;
}
