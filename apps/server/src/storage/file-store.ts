import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Original ride files on the local filesystem: `<root>/<userId>/<sha256>`. Paths are built from the user id and the
 * content hash only — never from a user-supplied filename — and both are checked against strict patterns, so no
 * input can escape the root. An object-store adapter for production implements the same interface.
 */
export interface FileStore {
  /** Writes atomically (temp file + rename); returns true when the file was new. */
  put(userId: string, sha256: string, bytes: Uint8Array): Promise<boolean>;
  /**
   * Writes the bytes under a temporary name beside their final path, for a write that must not outlive a failed
   * transaction: `keep()` (after the commit) renames the file into place atomically, `discard()` removes it. Null when
   * the file is already stored (nothing to keep or discard).
   */
  stage(userId: string, sha256: string, bytes: Uint8Array): Promise<StagedFile | null>;
  get(userId: string, sha256: string): Promise<Buffer | null>;
  /** The bytes as a stream (a data export copies thousands of originals without holding any whole); null when missing. */
  open(userId: string, sha256: string): Promise<NodeJS.ReadableStream | null>;
  delete(userId: string, sha256: string): Promise<void>;
  exists(userId: string, sha256: string): Promise<boolean>;
  /**
   * Temporary files left by a process killed mid-import: one whose ride row committed (`committed` says so) is
   * moved into place whatever its age — the row is there, so this is the ride's original; the others are removed
   * once older than `olderThanMs` (younger ones may be another process's import under way).
   */
  sweepStaged(
    olderThanMs: number,
    committed?: (userId: string, sha256: string) => Promise<boolean>,
  ): Promise<{ restored: number; removed: number }>;
}

export interface StagedFile {
  keep(): Promise<void>;
  discard(): Promise<void>;
}

const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const TEMP = /^[0-9a-f]{64}\.[0-9a-f]{12}\.tmp$/;

export function createFileStore(root: string): FileStore {
  const fileOf = (userId: string, sha256: string): string => {
    if (!USER_ID.test(userId)) throw new Error('file store: unexpected user id');
    if (!SHA256.test(sha256)) throw new Error('file store: unexpected hash');
    return path.join(root, userId, sha256);
  };
  const exists = async (userId: string, sha256: string) =>
    stat(fileOf(userId, sha256)).then(
      () => true,
      () => false,
    );
  /** The bytes under a temporary name in the final directory (so the rename is atomic); returns that name. */
  const writeTemp = async (file: string, bytes: Uint8Array): Promise<string> => {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, bytes, { mode: 0o600 });
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return tmp;
  };
  /**
   * Renames a staged file into place. A start-up sweep of another process may have moved it first (its row had
   * committed): then the file is where it belongs and that is success.
   */
  const moveIntoPlace = async (tmp: string, file: string) => {
    try {
      await rename(tmp, file);
    } catch (error) {
      const placed = await stat(file).then(
        () => true,
        () => false,
      );
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !placed) throw error;
    }
  };
  return {
    exists,
    async put(userId, sha256, bytes) {
      const file = fileOf(userId, sha256);
      if (await exists(userId, sha256)) return false;
      const tmp = await writeTemp(file, bytes);
      try {
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return true;
    },
    async stage(userId, sha256, bytes) {
      const file = fileOf(userId, sha256);
      if (await exists(userId, sha256)) return null;
      const tmp = await writeTemp(file, bytes);
      return {
        keep: () => moveIntoPlace(tmp, file),
        discard: () => rm(tmp, { force: true }),
      };
    },
    async get(userId, sha256) {
      try {
        return await readFile(fileOf(userId, sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(userId, sha256) {
      const file = fileOf(userId, sha256);
      return (await exists(userId, sha256)) ? createReadStream(file) : null;
    },
    async delete(userId, sha256) {
      await rm(fileOf(userId, sha256), { force: true });
    },
    async sweepStaged(olderThanMs, committed) {
      const users = await readdir(root).catch(() => [] as string[]);
      const before = Date.now() - olderThanMs;
      let restored = 0;
      let removed = 0;
      for (const userId of users.filter((u) => USER_ID.test(u))) {
        const names = await readdir(path.join(root, userId)).catch(() => [] as string[]);
        for (const name of names.filter((n) => TEMP.test(n))) {
          const tmp = path.join(root, userId, name);
          const sha256 = name.slice(0, 64);
          // killed between the commit and the rename: the ride exists, so this is its original
          if (committed && (await committed(userId, sha256))) {
            const file = fileOf(userId, sha256);
            if (await exists(userId, sha256)) await rm(tmp, { force: true });
            else await moveIntoPlace(tmp, file);
            restored++;
            continue;
          }
          const info = await stat(tmp).catch(() => null);
          if (info && info.mtimeMs < before) {
            await rm(tmp, { force: true });
            removed++;
          }
        }
      }
      return { restored, removed };
    },
  };
}
