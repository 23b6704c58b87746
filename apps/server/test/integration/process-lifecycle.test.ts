import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { freePort } from '../support/test-app.ts';

const profile = {
  name: 'Slow Uploader',
  email: 'slow@example.com',
  age: 41,
  weight: 70,
  weight_unit: 'kg',
  ftp: 240,
  knows_ftp: true,
  experience_level: 'advanced',
  primary_goal: 'endurance',
};

/** PUT /api/profile whose body trickles in over ~2 s: a genuinely slow client upload. */
function slowProfilePut(base: string, token: string, onFirstChunk: () => void) {
  const body = Buffer.from(JSON.stringify(profile));
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method: 'PUT',
        path: '/api/profile',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => {
          text += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const chunks = 5;
    const size = Math.ceil(body.length / chunks);
    let i = 0;
    const next = () => {
      req.write(body.subarray(i * size, (i + 1) * size));
      if (i === 0) onFirstChunk();
      i++;
      if (i < chunks) setTimeout(next, 450);
      else req.end();
    };
    next();
  });
}

/** The rest of the first test: a slow upload and a burst of quick requests in flight when SIGTERM arrives. */
async function sigtermDuringSlowUpload(server: ServerProcess, base: string, dataDir: string) {
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  if (!process.env.DATABASE_URL) expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'slow@example.com', password: 'Long-climb-2026' }),
  });
  const { token } = (await signUp.json()) as { token: string };

  // A slow upload is under way when SIGTERM arrives (first chunk sent); a burst of quick requests too.
  let firstChunk!: () => void;
  const uploading = new Promise<void>((resolve) => {
    firstChunk = resolve;
  });
  const slow = slowProfilePut(base, token, firstChunk);
  await uploading;
  const inFlight = Array.from({ length: 100 }, () =>
    fetch(`${base}/api/config`).then(
      (r) => r.status,
      (e: { cause?: { code?: string } }) => e.cause?.code ?? 'unknown-error',
    ),
  );
  await Promise.race(inFlight);
  const sigtermAt = Date.now();
  server.child.kill('SIGTERM');
  const results = await Promise.all(inFlight);
  const upload = await slow;
  expect(await server.exited).toBe(0);
  // The slow upload, still sending for ~2 s after SIGTERM, was received in full and saved.
  expect(Date.now() - sigtermAt).toBeGreaterThan(1000);
  expect(upload.status).toBe(200);
  expect(JSON.parse(upload.body)).toMatchObject({ name: 'Slow Uploader', ftp: 240 });
  // Every quick request was answered in full (or, had one come after the close, refused cleanly): none was cut
  // off half-way (ECONNRESET) or failed with a 5xx.
  for (const r of results) expect([200, 'ECONNREFUSED']).toContain(r);
  expect(results.filter((r) => r === 200).length).toBeGreaterThan(0);
  expect(server.output()).toContain('shutdown complete: requests finished, database closed');
  expect(readdirSync(dataDir)).toContain('auth-secret');
}

describe('the server process', () => {
  // a new install's first start (an empty DATA_DIR: PGlite's initdb and every migration) takes 13 s on a quiet machine
  it('keeps data in DATA_DIR, answers on PORT, and on SIGTERM finishes in-flight requests before exiting 0', {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-proc-'));
    const port = await freePort();
    const server = await startServerProcess(
      { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', HOST: '127.0.0.1' },
      { emptyDataDir: true },
    );
    try {
      await sigtermDuringSlowUpload(server, `http://127.0.0.1:${port}`, dataDir);
    } finally {
      await server.cleanUp();
    }
  });

  // two starts of the real process (each opens its database and the job queue): more than the default 30 s on a busy machine
  it('refuses to start beside processes set up with another AUTH_SECRET, with a clear message', {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-proc-'));
    const env = { PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    const first = await startServerProcess(env);
    try {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      // The same database (and files), another secret: a process deployed without the shared AUTH_SECRET.
      const { BASE_URL: _viteBase, ...cleanEnv } = process.env;
      const child = spawn(process.execPath, [MAIN], {
        env: {
          ...cleanEnv,
          ...env,
          DATABASE_URL: first.databaseUrl ?? '',
          AUTH_SECRET: 'another-secret-of-at-least-32-characters',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
      });
      expect(await new Promise<number | null>((resolve) => child.on('exit', resolve))).toBe(1);
      expect(err).toContain('AUTH_SECRET differs from the one the other processes on this database use');
      expect(err).toContain('docs/SCALING.md');
    } finally {
      await first.cleanUp();
    }
  });

  it('stops with a clear message on bad configuration', async () => {
    const { BASE_URL: _viteBase, ...cleanEnv } = process.env;
    const child = spawn(process.execPath, [MAIN], {
      env: { ...cleanEnv, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('Invalid configuration');
    expect(err).toContain('PORT');
  });
});
