import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle } from '../../../scripts/server-bundle.ts';
import { viteBuild } from '../../../scripts/web-build.ts';
import { seedPgliteFromTemplate } from '../../server/test/support/pglite-template.ts';
import { bundleProblem } from './build-check.ts';

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(webDir, '../..');

/**
 * A production build of the web app, by `npm start`'s command (its NODE_ENV forced: under a test runner it is
 * "test"), checked to be one.
 */
export function buildWeb(): void {
  const vite = viteBuild(['--logLevel', 'warn']);
  const result = spawnSync(vite.command, vite.args, { ...vite.options, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  const problem = productionBuildProblem();
  if (problem) throw new Error(`vite build did not produce a production build: ${problem}`);
}

export function hasBuild(): boolean {
  return existsSync(path.join(webDir, 'dist/index.html'));
}

/** Null when apps/web/dist holds a production build, else what is wrong with it. */
export function productionBuildProblem(): string | null {
  if (!hasBuild()) return 'no build';
  const assets = path.join(webDir, 'dist/assets');
  const sources = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'));
  return bundleProblem(sources);
}

/** Builds unless dist already holds a production build (`fresh` always rebuilds: benchmarks measure the code as it is). */
export function ensureProductionBuild(options: { fresh?: boolean } = {}): void {
  if (options.fresh || productionBuildProblem() !== null) buildWeb();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type TestServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the REAL server on a free port with a fresh data folder, serving apps/web/dist: the bundle `npm start` runs
 * (scripts/server-bundle.ts, rebuilt when the sources changed), so the browser tests check what riders run.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await ensureServerBundle();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-web-'));
  // the migrated template the test set-up built, when there is one (PGlite only): seconds less per server
  if (!env.DATABASE_URL && !process.env.DATABASE_URL) seedPgliteFromTemplate(dataDir);
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: baseURL,
      WEB_DIST_DIR: path.join(webDir, 'dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy within 120 s');
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        // a profiled server (BENCH_CPU_PROF) writes its profile as it exits: give it the time a clean stop takes
        const graceMs = env.NODE_OPTIONS?.includes('--cpu-prof') ? 15_000 : 500;
        for (const start = Date.now(); child.exitCode === null && Date.now() - start < graceMs; )
          await new Promise((resolve) => setTimeout(resolve, 50));
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates an account and a completed profile through the API; returns the session cookie. */
export async function signedInRider(
  baseURL: string,
  email = `rider-${Date.now()}@example.com`,
): Promise<string> {
  const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({
      name: 'Ana',
      email,
      password: 'Bench-Ride-2026!',
      language: 'en',
      marketingConsent: false,
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const profile = await fetch(`${baseURL}/api/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: baseURL },
    body: JSON.stringify({
      name: 'Ana',
      email,
      age: 34,
      weight: 62,
      weight_unit: 'kg',
      ftp: 235,
      knows_ftp: true,
      experience_level: 'intermediate',
      primary_goal: 'climbing',
      coach_gender: 'female',
      interface_language: 'en',
      marketing_consent: false,
      onboarding_completed: true,
    }),
  });
  if (!profile.ok) throw new Error(`profile failed: ${profile.status} ${await profile.text()}`);
  return cookie;
}
