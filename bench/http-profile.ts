import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
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

/** A fresh PostgreSQL database for the run (dropped afterwards); null when no server answers. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `domestique_bench_${Date.now()}`;
  try {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
  } catch {
    return null;
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Waits for the child's `{"ready":true}` line (its logger may print other lines first). */
async function readyDriver(child: ChildProcess): Promise<string> {
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line.includes('"ready":true')) return (JSON.parse(line) as { driver: string }).driver;
  }
  throw new Error('benchmark server exited before it was ready');
}

async function benchDriver(databaseUrl: string | null): Promise<Row[]> {
  const secret = randomBytes(32);
  const [appPort, basePort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    [new URL('./http-servers.ts', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        BENCH_JWT_SECRET: secret.toString('base64url'),
        BENCH_APP_PORT: String(appPort),
        BENCH_BASELINE_PORT: String(basePort),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const driver = await readyDriver(child);
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
    return [
      {
        suite: 'http',
        case: `baseline: token + 1 SELECT (${driver})`,
        value: `${Math.round(base.rps)} req/s`,
        detail: `p99 ${base.p99} ms, ${base.errors} errors`,
        goal: '',
      },
      {
        suite: 'http',
        case: `GET /api/profile, authenticated (${driver})`,
        value: `${Math.round(ours.rps)} req/s`,
        detail: `p99 ${ours.p99} ms, ${ours.errors} errors, ${ratio.toFixed(2)}× baseline`,
        goal: '≥ 0.7× baseline, p99 ≤ 10 ms, 0 errors',
        pass: ratio >= 0.7 && ours.p99 <= 10 && ours.errors === 0,
      },
    ];
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

export async function benchHttpProfile(): Promise<Row[]> {
  const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
  const rows = drivers.includes('pglite') ? await benchDriver(null) : [];
  if (!drivers.includes('postgres')) return rows;
  const pgDb = await benchDatabase();
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
