import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { symmetricDecrypt } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { ConfigError } from '../config.ts';
import type { Db } from './client.ts';

const SECRET_KEY = 'auth_secret_check';
const FILES_KEY = 'file_store_id';
/** The file in DATA_DIR/files naming the store, so a process can tell it has the folder the others use. */
export const FILE_STORE_MARKER = '.store-id';

/** Identifies a secret without revealing it: an HMAC of a fixed label under the secret. */
function fingerprint(secret: string): string {
  return createHmac('sha256', secret).update('domestique: AUTH_SECRET check v1').digest('base64url');
}

async function setting(db: Db, key: string, proposed: string): Promise<string> {
  await db.execute(
    sql`insert into server_settings (key, value) values (${key}, ${proposed}) on conflict (key) do nothing`,
  );
  const r = await db.execute<{ value: string }>(sql`select value from server_settings where key = ${key}`);
  return r.rows[0]?.value ?? proposed;
}

/** False when a signing key exists that this secret cannot decrypt (a database set up before the check existed). */
async function secretOpensSigningKeys(db: Db, secret: string): Promise<boolean> {
  const r = await db.execute<{ private_key: string }>(sql`select private_key from jwks limit 1`);
  const key = r.rows[0]?.private_key;
  if (!key) return true;
  try {
    await symmetricDecrypt({ key: secret, data: JSON.parse(key) });
    return true;
  } catch {
    return false;
  }
}

const SCALING =
  'See docs/SCALING.md: every process on one database must share AUTH_SECRET and DATA_DIR/files.';

/**
 * Start-up check that this process is set up like the others on the same database, so a mismatch is one clear
 * error at start instead of 500s later ("Failed to decrypt private key" on /api/auth/token, cookies refused,
 * downloads missing):
 *  - AUTH_SECRET: its fingerprint is recorded by the first process; a process with another secret (say its own
 *    generated one, from a DATA_DIR of its own) refuses to start;
 *  - the original-file store: the first process writes an id into DATA_DIR/files and records it; a process whose
 *    DATA_DIR/files holds another id, or none while rides are stored, is not looking at the same files.
 */
export async function checkSharedSetup(
  db: Db,
  opts: { authSecret: string; filesDir: string },
): Promise<void> {
  const mine = fingerprint(opts.authSecret);
  const known = await db.execute<{ value: string }>(
    sql`select value from server_settings where key = ${SECRET_KEY}`,
  );
  if (!known.rows[0] && !(await secretOpensSigningKeys(db, opts.authSecret))) {
    throw new ConfigError(
      `AUTH_SECRET is not the secret this database's signing keys were made with. ${SCALING}`,
    );
  }
  if ((await setting(db, SECRET_KEY, mine)) !== mine) {
    throw new ConfigError(
      'AUTH_SECRET differs from the one the other processes on this database use (without AUTH_SECRET, each ' +
        `DATA_DIR generates its own). Set the same AUTH_SECRET everywhere. ${SCALING}`,
    );
  }

  const markerFile = path.join(opts.filesDir, FILE_STORE_MARKER);
  const mark = async (id: string) => {
    await mkdir(opts.filesDir, { recursive: true });
    await writeFile(markerFile, `${id}\n`, { mode: 0o600 });
  };
  const local = (await readFile(markerFile, 'utf8').catch(() => '')).trim();
  const recorded = await db.execute<{ value: string }>(
    sql`select value from server_settings where key = ${FILES_KEY}`,
  );
  let store = recorded.rows[0]?.value;
  if (store === undefined) {
    // The first process on this database (or the first since this check exists): its store becomes the store.
    const proposed = local || randomBytes(16).toString('base64url');
    store = await setting(db, FILES_KEY, proposed);
    if (store === proposed) {
      if (!local) await mark(store);
      return;
    }
  }
  if (local === store) return;
  const rides = await db.execute<{ n: number }>(sql`select count(*)::int as n from activities`);
  // An unmarked folder is harmless while no ride refers to a file: it becomes the store.
  if (!local && Number(rides.rows[0]?.n ?? 0) === 0) return mark(store);
  throw new ConfigError(
    `${opts.filesDir} is not the file store the other processes on this database use ` +
      `(${local ? 'it is marked as another store' : 'it is not marked as theirs, and rides are stored'}). ${SCALING}`,
  );
}
