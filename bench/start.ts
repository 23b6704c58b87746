/**
 * `npm start` (scripts/start.ts: the build checks, then the server bundle on the embedded database), timed to the
 * first `/api/health` 200 (issue #23). Three cases:
 * - a restart: an unchanged tree and an existing data folder, what a rider's `npm start` does every day (≤ 3 s);
 * - a first start: a new data folder (PGlite creates and migrates its database), the web build current;
 * - a first start after a change to the web app's inputs: the build runs too, as on a fresh clone (≤ 10 s).
 * `npm run bench -- start`. The last case rebuilds apps/web/dist and the server bundle (the same files for an
 * unchanged tree).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/web/scripts/test-server.ts';
import { ensureServerBundle } from '../scripts/server-bundle.ts';
import { buildWebIfChanged } from '../scripts/web-build.ts';
import type { Row } from './table.ts';

const root = new URL('..', import.meta.url).pathname;
const START = path.join(root, 'scripts/start.ts');
const STAMPS = ['apps/web/dist/.inputs-sha256', 'apps/server/dist/.inputs-sha256'].map((s) =>
  path.join(root, s),
);

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Seconds from `npm start`'s first step to the first 200 from `/api/health`. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [START], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) return (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await stop(child);
  }
}

export async function benchStart(): Promise<Row[]> {
  // the builds are current before the first timing (a changed tree is the third case's, not the restart's)
  await ensureServerBundle();
  await buildWebIfChanged();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-bench-start-'));
  const freshDir = mkdtempSync(path.join(tmpdir(), 'domestique-bench-start-'));
  try {
    const first = await timeStart(dataDir);
    const restarts = [await timeStart(dataDir), await timeStart(dataDir), await timeStart(dataDir)];
    const restart = restarts.sort((a, b) => a - b)[1]!;
    // the builds' records of their inputs: without them the next start rebuilds
    for (const stamp of STAMPS) rmSync(stamp, { force: true });
    const rebuilt = await timeStart(freshDir);
    const s = (x: number) => `${x.toFixed(1)} s`;
    return [
      {
        suite: 'start',
        case: 'restart: unchanged tree, existing data folder (PGlite)',
        value: s(restart),
        detail: `median of 3 (${restarts.map(s).join(', ')}), \`npm start\`'s steps to the first /api/health 200`,
        goal: '≤ 3 s',
        pass: restart <= 3,
      },
      {
        suite: 'start',
        case: 'first start: new data folder, web build current',
        value: s(first),
        detail: 'PGlite creates and migrates its database',
        goal: '',
      },
      {
        suite: 'start',
        case: 'first start after a web change: build + new data folder',
        value: s(rebuilt),
        detail:
          'as on a fresh clone after `npm install`: the web build (Vite, the offline service worker, Brotli) while the server is bundled and PGlite creates its database',
        goal: '≤ 10 s',
        pass: rebuilt <= 10,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(freshDir, { recursive: true, force: true });
  }
}
