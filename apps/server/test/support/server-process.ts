import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabaseUrl } from './database.ts';
import { seedPgliteFromTemplate } from './pglite-template.ts';

export const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
// Vitest puts Vite's BASE_URL ('/') into process.env; the server would rightly refuse it as its public URL.
const { BASE_URL: _viteBase, ...cleanEnv } = process.env;

export interface ServerProcess {
  child: ChildProcess;
  /** The PostgreSQL database it was given (null on PGlite, or when the test passed its own). */
  databaseUrl: string | null;
  exited: Promise<number | null>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Drops the process's PostgreSQL database (if any) once it has exited. */
  cleanUp(): Promise<void>;
}

/**
 * Starts the server from its sources (`main.ts`, as `npm run dev` does; `npm start` runs the same code bundled, which
 * the browser tests start) with the given environment; resolves once it listens. With
 * DATABASE_URL set it gets a fresh PostgreSQL database of its own (like every test file), else PGlite in DATA_DIR.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /**
   * `entry`: another script to run instead of main.ts (test/support/job-server.ts). `emptyDataDir`: start the
   * database from nothing (PGlite's initdb and every migration, as a new install does: 13 s alone, 30–60 s on a loaded
   * machine) instead of from the migrated template the in-process tests copy (pglite-template.ts, database.ts).
   */
  opts: { freshDatabase?: boolean; entry?: string; emptyDataDir?: boolean } = {},
): Promise<ServerProcess> {
  // A test that brings its own database (env.DATABASE_URL) passes freshDatabase: false.
  const fresh =
    opts.freshDatabase === false
      ? { url: null, drop: async () => {} }
      : await freshDatabaseUrl({ empty: opts.emptyDataDir });
  const pglite = !(fresh.url ?? env.DATABASE_URL);
  if (pglite && env.DATA_DIR && !opts.emptyDataDir && !existsSync(path.join(env.DATA_DIR, 'pglite')))
    seedPgliteFromTemplate(env.DATA_DIR);
  const child = spawn(process.execPath, [opts.entry ?? MAIN], {
    env: { ...cleanEnv, DATABASE_URL: fresh.url ?? '', ...env },
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
  return {
    child,
    databaseUrl: fresh.url,
    exited,
    output: () => output,
    cleanUp: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await fresh.drop();
    },
  };
}
