import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './test-app.ts';

/** The newest PostgreSQL server binaries on this machine (Debian: /usr/lib/postgresql/<major>/bin), else PATH. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors[0]) return path.join(root, majors[0], 'bin');
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, this machine only). */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: the server disconnects every client, as `pg_ctlcluster … stop` does. */
  stop(): Promise<void>;
  /** Stops the server if it runs and deletes its folder; safe to call at any time, twice included. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temp folder, a free port, its socket in that folder): a test
 * may stop and start it at will without touching the shared cluster other test files use. PostgreSQL refuses to
 * run as root, so as root the server runs as the `postgres` system user.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'domestique-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  // Asynchronous: the test's load keeps running while the server stops and starts.
  const run = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    await promisify(execFile)(file, argv);
  };
  const data = path.join(dir, 'data');
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  let running = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
      running = true;
    },
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) {
        try {
          await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
