import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/client.ts';
import { createLogger } from '../../src/http/logging.ts';
import { createJobQueue } from '../../src/jobs/job-queue.ts';

/**
 * A migrated, empty PGlite data folder (our migrations applied, pg-boss's schema created) that tests copy instead of
 * building a database from scratch: a fresh PGlite runs initdb and every migration in WebAssembly, 5–7 s of CPU per
 * test file on a 2-core machine, against about half a second for the copy. The folder is named after everything it
 * is made of (migrations, PGlite and pg-boss versions, how the server opens PGlite, this file), so a change to any of
 * them makes a new one; it is built by the test projects' global set-up and lives in the system temp folder.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PREFIX = 'domestique-pglite-template-';

/** What a migrated empty database is made of, as a short hash (the PostgreSQL template is named after it too). */
export function fingerprint(): string {
  const hash = createHash('sha256');
  const migrations = path.join(serverDir, 'drizzle');
  for (const file of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    const json = path.join(serverDir, '../../node_modules', pkg, 'package.json');
    hash
      .update(pkg)
      .update(
        existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as { version: string }).version : '?',
      );
  }
  // this file and how the server opens PGlite (extensions, options) shape the folder too
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(readFileSync(path.join(serverDir, 'src/db/client.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** Where the template for the code as it is now lives (it may not exist yet). */
export function pgliteTemplateDir(): string {
  return path.join(tmpdir(), `${PREFIX}${fingerprint()}`);
}

/**
 * Builds the template unless it exists; removes templates of earlier code unused for a day (not younger ones: another
 * checkout's tests may be copying theirs). Safe to run from several processes.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const dir = pgliteTemplateDir();
  if (existsSync(dir)) return dir;
  const work = mkdtempSync(path.join(tmpdir(), 'domestique-pglite-building-'));
  const log = createLogger('silent');
  const database = await openDatabase({ dataDir: work, databaseUrl: null, log });
  const jobs = createJobQueue({ connection: database.jobs, log, workers: 0 });
  await jobs.start();
  await jobs.close();
  await database.close();
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(PREFIX))) {
    const full = path.join(tmpdir(), old);
    if (Date.now() - statSync(full).mtimeMs > 86_400_000) rmSync(full, { recursive: true, force: true });
  }
  try {
    renameSync(path.join(work, 'pglite'), dir);
  } catch (err) {
    // another process finished first: theirs is the same template
    if (!existsSync(dir)) throw err;
  }
  rmSync(work, { recursive: true, force: true });
  return dir;
}

/**
 * Gives `dataDir` a copy of the template as its PGlite folder, when the template exists; otherwise the server
 * builds its database from scratch as in production. Returns whether it copied.
 */
export function seedPgliteFromTemplate(dataDir: string): boolean {
  const template = pgliteTemplateDir();
  if (!existsSync(template)) return false;
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  const now = new Date();
  utimesSync(template, now, now); // in use: not removed as stale
  return true;
}
