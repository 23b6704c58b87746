import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where archives live: `DATA_DIR/exports/<user id>/<export id>.zip`. Per rider, so an account's deletion removes one
 * folder; ids are server-made (the user id from the session, the export id a UUID), checked against strict patterns.
 */
const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;
const ID = /^[0-9a-f-]{36}$/;
const ARCHIVE = /^([0-9a-f-]{36})\.zip(\.partial)?$/;

export function exportDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

export function archivePath(dataDir: string, userId: string, id: string): string {
  if (!USER_ID.test(userId) || !ID.test(id)) throw new Error('exports: unexpected id');
  return path.join(exportDir(dataDir), userId, `${id}.zip`);
}

export async function removeArchive(dataDir: string, userId: string, id: string): Promise<void> {
  const file = archivePath(dataDir, userId, id);
  await rm(file, { force: true });
  await rm(`${file}.partial`, { force: true });
}

/**
 * Files no ready export accounts for: half-written archives of builds killed and never finished (older than
 * `olderThanMs`, so a build under way is left alone), and archives whose row is gone (an account deleted) or no
 * longer ready. `isReady(userId, id)` asks the database.
 */
export async function removeStrayArchives(
  dataDir: string,
  olderThanMs: number,
  now: Date,
  isReady: (userId: string, id: string) => Promise<boolean>,
): Promise<number> {
  const root = exportDir(dataDir);
  let removed = 0;
  for (const userId of (await readdir(root).catch(() => [] as string[])).filter((u) => USER_ID.test(u))) {
    const dir = path.join(root, userId);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const match = ARCHIVE.exec(name);
      if (!match) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || info.mtimeMs > now.getTime() - olderThanMs) continue;
      if (!match[2] && (await isReady(userId, match[1]!))) continue;
      await rm(file, { force: true });
      removed++;
    }
    // an emptied folder goes too (the rider may be gone)
    if ((await readdir(dir).catch(() => ['?'])).length === 0) await rm(dir, { recursive: true, force: true });
  }
  return removed;
}
