import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scratchPostgres } from './bench-db.ts';
import type { Row } from './table.ts';

const DURATION_S = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = 10;

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

async function run(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Waits for the child's `{ ready: true }` message (IPC; its stdout carries the app's log lines to a file). */
function readyInfo(child: ChildProcess): Promise<{ driver: string; logLevel: string }> {
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as { driver: string; logLevel: string }));
    child.once('exit', () => reject(new Error('benchmark server exited before it was ready')));
  });
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
    // Warm both paths (JIT, pool, caches) before measuring.
    await autocannon({ url: `${app}/api/profile`, connections: 2, amount: 500, headers: auth });
    await autocannon({
      url: `http://127.0.0.1:${basePort}/profile`,
      connections: 2,
      amount: 500,
      headers: { authorization: `Bearer ${jwt}` },
    });
    const base = await run(`http://127.0.0.1:${basePort}/profile`, { authorization: `Bearer ${jwt}` });
    const ours = await run(`${app}/api/profile`, auth);
    const ratio = ours.rps / base.rps;
    // the workouts pages' reads: a library page (147 workouts filtered, 24 summarised) and one workout's detail
    // (derived numbers and chart profile at the rider's FTP); informative, no goal yet
    const workouts: Row[] = [];
    for (const [label, url] of [
      ['GET /api/workouts (library, 24 per page)', `${app}/api/workouts?pageSize=24&family=vo2max`],
      ['GET /api/workouts/:id (numbers at my FTP)', `${app}/api/workouts/vo2max-5x3-112`],
    ] as const) {
      await autocannon({ url, connections: 2, amount: 200, headers: auth });
      const r = await run(url, auth);
      workouts.push({
        suite: 'http',
        case: `${label} (${driver})`,
        value: `${Math.round(r.rps)} req/s`,
        detail: `p99 ${r.p99} ms, ${r.errors} errors, ${(r.rps / base.rps).toFixed(2)}× baseline`,
        goal: '',
      });
    }
    const logBytes = statSync(logFile).size;
    const baseP99Ok = base.p99 <= 10;
    return [
      {
        suite: 'http',
        case: `baseline: token + 1 SELECT (${driver})`,
        value: `${Math.round(base.rps)} req/s`,
        detail:
          `p99 ${base.p99} ms, ${base.errors} errors; Fastify (no logger) + HS256 check + 1 parameterised SELECT ` +
          `through the raw driver${baseP99Ok ? '' : '; this baseline itself misses p99 ≤ 10 ms in this run, which bounds the app'}`,
        goal: '',
      },
      {
        suite: 'http',
        case: `GET /api/profile, authenticated (${driver})`,
        value: `${Math.round(ours.rps)} req/s`,
        detail:
          `p99 ${ours.p99} ms, ${ours.errors} errors, ${ratio.toFixed(2)}× baseline; LOG_LEVEL=${logLevel} ` +
          `(${Math.round(logBytes / 1024)} KiB of logs to a file); session check cached per process for ` +
          `SESSION_CACHE_MS (default 2000 ms), so most requests skip the session query`,
        goal: '≥ 0.7× baseline, p99 ≤ 10 ms, 0 errors',
        pass: ratio >= 0.7 && ours.p99 <= 10 && ours.errors === 0,
      },
      ...workouts,
    ];
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
