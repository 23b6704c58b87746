import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Original ride files on the local filesystem: `<root>/<userId>/<sha256>`. Paths are built from the user id and the
 * content hash only — never from a user-supplied filename — and both are checked against strict patterns, so no
 * input can escape the root. An object-store adapter for production implements the same interface.
 */
export interface FileStore {
  /** Writes atomically (temp file + rename); returns true when the file was new. */
  put(userId: string, sha256: string, bytes: Uint8Array): Promise<boolean>;
  get(userId: string, sha256: string): Promise<Buffer | null>;
  delete(userId: string, sha256: string): Promise<void>;
  exists(userId: string, sha256: string): Promise<boolean>;
}

const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;
const SHA256 = /^[0-9a-f]{64}$/;

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
  return {
    exists,
    async put(userId, sha256, bytes) {
      const file = fileOf(userId, sha256);
      if (await exists(userId, sha256)) return false;
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, bytes, { mode: 0o600 });
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return true;
    },
    async get(userId, sha256) {
      try {
        return await readFile(fileOf(userId, sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(userId, sha256) {
      await rm(fileOf(userId, sha256), { force: true });
    },
  };
}
