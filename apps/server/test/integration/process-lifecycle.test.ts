import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/test-app.ts';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
// Vitest puts Vite's BASE_URL ('/') into process.env; the server would rightly refuse it as its public URL.
const { BASE_URL: _viteBase, ...cleanEnv } = process.env;

/** Starts `main.ts` exactly as `npm start` does, with PORT and DATA_DIR from the environment. */
async function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { ...cleanEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Domestique is listening')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('keeps data in DATA_DIR, answers on PORT, and on SIGTERM finishes in-flight requests before exiting 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-proc-'));
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
    };
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    else env.DATABASE_URL = '';
    const server = await startProcess(env);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    if (!process.env.DATABASE_URL) expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    // A burst of requests; SIGTERM goes out as soon as the first is answered, while the rest are in flight.
    const inFlight = Array.from({ length: 100 }, () =>
      fetch(`${base}/api/config`).then(
        (r) => r.status,
        (e: { cause?: { code?: string } }) => e.cause?.code ?? 'unknown-error',
      ),
    );
    await Promise.race(inFlight);
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(await server.exited).toBe(0);
    // Every request was answered in full (or, had one come after the close, refused cleanly): none was cut off
    // half-way (ECONNRESET) or failed with a 5xx.
    for (const r of results) expect([200, 'ECONNREFUSED']).toContain(r);
    expect(results.filter((r) => r === 200).length).toBeGreaterThan(0);
    expect(server.output()).toContain('shutdown complete: requests finished, database closed');
    // No secret or session material in the logs.
    expect(server.output()).not.toMatch(/password|set-cookie|authorization/i);
    expect(readdirSync(dataDir)).toContain('auth-secret');
  });

  it('stops with a clear message on bad configuration', async () => {
    const child = spawn(process.execPath, [main], {
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
