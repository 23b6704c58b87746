import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/database.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { freePort } from '../support/test-app.ts';

/**
 * The job queue across real server processes (test/support/job-server.ts = serve.ts + one test job that records
 * 'started' and 'done'): kill -9 mid-job, SIGTERM drain, and two processes on one PostgreSQL.
 */
const ENTRY = fileURLToPath(new URL('../support/job-server.ts', import.meta.url));
const started: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  // the last started first: the first process of a test owns (and drops) the database the others share
  for (const s of started.splice(0).reverse()) await s.cleanUp();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

interface LogRow {
  event: 'started' | 'done';
  value: string;
  pid: number;
}

async function server(env: Record<string, string>, opts: { databaseUrl?: string | null } = {}) {
  const port = await freePort();
  const s = await startServerProcess(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT: 'off',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_SUPERVISE_SECONDS: '1',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...env,
    },
    // a test that passes the database (a restart, a second process) keeps it: the first process's cleanUp drops it
    { entry: ENTRY, freshDatabase: opts.databaseUrl === undefined },
  );
  started.push(s);
  const base = `http://127.0.0.1:${port}`;
  return {
    process: s,
    async enqueue(values: string[], ms: number) {
      const res = await fetch(`${base}/test/jobs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ values, ms }),
      });
      expect(res.status).toBe(200);
    },
    log: async () => (await (await fetch(`${base}/test/jobs/log`)).json()) as LogRow[],
  };
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end)
      throw new Error(
        `timed out; last: ${JSON.stringify(v)}\n${started.map((s) => s.output().slice(-3000)).join('\n---\n')}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}

const count = (rows: LogRow[], event: LogRow['event'], value: string) =>
  rows.filter((r) => r.event === event && r.value === value).length;

function dataDir() {
  const d = mkdtempSync(path.join(tmpdir(), 'domestique-jobs-proc-'));
  dirs.push(d);
  return d;
}

describe('jobs survive the process', () => {
  it('kill -9 in the middle of a job: after a restart the job completes, exactly once', {
    timeout: 180_000,
  }, async () => {
    const dir = dataDir();
    const first = await server({ DATA_DIR: dir });
    await first.enqueue(['crash'], 3000);
    await until(first.log, (rows) => count(rows, 'started', 'crash') === 1);
    first.process.child.kill('SIGKILL');
    await first.process.exited;
    // the same database (the PGlite folder, or the same PostgreSQL database)
    const second = await server({ DATA_DIR: dir }, { databaseUrl: first.process.databaseUrl });
    const rows = await until(second.log, (r) => count(r, 'done', 'crash') >= 1, 60_000);
    // give a wrongful second run the time to show itself
    await new Promise((r) => setTimeout(r, 5000));
    const after = await second.log();
    expect(count(after, 'done', 'crash')).toBe(1);
    expect(count(after, 'started', 'crash')).toBe(2); // the killed run, then the one that finished
    expect(rows.find((r) => r.event === 'done')?.pid).toBe(second.process.child.pid);
  });

  it('SIGTERM: no new jobs are taken, a running job finishes within JOBS_DRAIN_MS, the rest run after restart', {
    timeout: 180_000,
  }, async () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, JOB_WORKERS: '1', JOBS_DRAIN_MS: '3000', SHUTDOWN_DRAIN_MS: '0' };
    const first = await server(env);
    await first.enqueue(['short'], 1500);
    await until(first.log, (rows) => count(rows, 'started', 'short') === 1);
    await first.enqueue(['queued-1', 'queued-2'], 100);
    first.process.child.kill('SIGTERM');
    expect(await first.process.exited).toBe(0);
    const output = first.process.output();
    expect(output).toContain('job queue draining');
    // the second process sees what the first left: 'short' done once, the queued ones not started by the first
    const second = await server(env, { databaseUrl: first.process.databaseUrl });
    const rows = await until(
      second.log,
      (r) => count(r, 'done', 'queued-1') === 1 && count(r, 'done', 'queued-2') === 1,
    );
    expect(count(rows, 'done', 'short')).toBe(1);
    const firstPid = first.process.child.pid;
    expect(rows.filter((r) => r.value.startsWith('queued') && r.pid === firstPid)).toEqual([]);
  });

  it('SIGTERM with a job longer than the drain budget: the process exits in time, the job runs again later', {
    timeout: 180_000,
  }, async () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, JOBS_DRAIN_MS: '1000', SHUTDOWN_DRAIN_MS: '0' };
    const first = await server(env);
    await first.enqueue(['long'], 5000);
    await until(first.log, (rows) => count(rows, 'started', 'long') === 1);
    const t0 = Date.now();
    first.process.child.kill('SIGTERM');
    expect(await first.process.exited).toBe(0);
    expect(Date.now() - t0).toBeLessThan(6000);
    const second = await server(env, { databaseUrl: first.process.databaseUrl });
    const rows = await until(second.log, (r) => count(r, 'done', 'long') === 1, 60_000);
    expect(rows.find((r) => r.event === 'done')?.pid).toBe(second.process.child.pid);
  });

  it('refuses to start when a defined job has no handler, naming it', { timeout: 60_000 }, async () => {
    const failed = await server({ DATA_DIR: dataDir(), TEST_ORPHAN_JOB: 'test.orphan' }).then(
      () => null,
      (err: Error) => err.message,
    );
    expect(failed).toContain('jobs without a handler (refusing to start): test.orphan');
  });

  // PostgreSQL only by nature (PGlite is one process's): in the PostgreSQL pass when the run has one (`.ci/run` sets
  // TEST_DATABASE_URL), else in the PGlite pass against the local server — never the same test twice in one run
  const postgresPassRunsIt = !process.env.DATABASE_URL && Boolean(process.env.TEST_DATABASE_URL);
  if (!postgresPassRunsIt)
    it('two server processes on one PostgreSQL run each of 40 jobs exactly once, and both take part', {
      timeout: 180_000,
    }, async () => {
      const scratch = await createScratchDatabase(
        process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        'domestique_jobs',
      );
      // processes on one database share DATA_DIR/files and AUTH_SECRET (docs/SCALING.md)
      const shared = { DATA_DIR: dataDir(), AUTH_SECRET: 'jobs-test-secret-of-at-least-32-characters' };
      const a = await server(shared, { databaseUrl: scratch.url });
      const b = await server(shared, { databaseUrl: scratch.url });
      const values = Array.from({ length: 40 }, (_, i) => `job-${i}`);
      await a.enqueue(values.slice(0, 20), 150);
      await b.enqueue(values.slice(20), 150);
      const rows = await until(a.log, (r) => r.filter((x) => x.event === 'done').length >= 40);
      await new Promise((r) => setTimeout(r, 2000));
      const all = await a.log();
      for (const v of values) {
        expect(count(all, 'started', v), v).toBe(1);
        expect(count(all, 'done', v), v).toBe(1);
      }
      const pids = new Set(rows.filter((r) => r.event === 'done').map((r) => r.pid));
      expect(pids).toEqual(new Set([a.process.child.pid, b.process.child.pid]));
      for (const s of started.splice(0)) await s.cleanUp();
      await scratch.drop();
    });
});
