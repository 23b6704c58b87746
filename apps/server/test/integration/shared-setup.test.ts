import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { symmetricEncrypt } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { activities, jwks, user } from '../../src/db/schema.ts';
import { checkSharedSetup, FILE_STORE_MARKER } from '../../src/db/shared-setup.ts';
import { freshDatabaseUrl } from '../support/database.ts';

let database: Database;
let dataDir: string;
let drop: () => Promise<void>;
const secretA = 'a'.repeat(40);
const secretB = 'b'.repeat(40);
const folder = (name: string) => path.join(dataDir, name, 'files');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-shared-'));
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  database = await openDatabase({ databaseUrl: fresh.url, dataDir, logLevel: 'silent' });
});
afterAll(async () => {
  await database?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('processes on one database must be set up alike (checked at start-up)', () => {
  it('records the first process’s secret and file store; the same set-up starts again', async () => {
    await checkSharedSetup(database.db, { authSecret: secretA, filesDir: folder('one') });
    const id = readFileSync(path.join(folder('one'), FILE_STORE_MARKER), 'utf8').trim();
    expect(id.length).toBeGreaterThan(10);
    await checkSharedSetup(database.db, { authSecret: secretA, filesDir: folder('one') });
  });

  it('refuses another AUTH_SECRET with a clear error', async () => {
    await expect(
      checkSharedSetup(database.db, { authSecret: secretB, filesDir: folder('one') }),
    ).rejects.toThrow(/AUTH_SECRET differs .* docs\/SCALING\.md/);
  });

  it('refuses a file store of its own once rides are stored (an empty one before that becomes the store)', async () => {
    await checkSharedSetup(database.db, { authSecret: secretA, filesDir: folder('early') });
    expect(readFileSync(path.join(folder('early'), FILE_STORE_MARKER), 'utf8')).toBe(
      readFileSync(path.join(folder('one'), FILE_STORE_MARKER), 'utf8'),
    );
    await database.db.insert(user).values({ id: 'u1', name: 'U', email: 'u1@example.com' });
    await database.db.insert(activities).values({
      id: 'a1',
      userId: 'u1',
      source: 'upload',
      fileSha256: 'f'.repeat(64),
      fileFormat: 'fit',
      fileBytes: 1,
      startTime: new Date(),
      hasPower: false,
      laps: [],
    });
    await expect(
      checkSharedSetup(database.db, { authSecret: secretA, filesDir: folder('two') }),
    ).rejects.toThrow(
      /is not the file store the other processes on this database use .*not marked as theirs/,
    );
    writeFileSync(path.join(folder('early'), FILE_STORE_MARKER), 'another-store\n');
    await expect(
      checkSharedSetup(database.db, { authSecret: secretA, filesDir: folder('early') }),
    ).rejects.toThrow(/marked as another store/);
    await checkSharedSetup(database.db, { authSecret: secretA, filesDir: folder('one') });
  });

  it('on a database set up before the check, a secret that cannot open its signing keys is refused', async () => {
    await database.db.execute(sql`delete from server_settings`);
    await database.db.insert(jwks).values({
      id: 'k1',
      publicKey: '{}',
      privateKey: JSON.stringify(await symmetricEncrypt({ key: secretA, data: '{"kty":"OKP"}' })),
    });
    await expect(
      checkSharedSetup(database.db, { authSecret: secretB, filesDir: folder('one') }),
    ).rejects.toThrow(/not the secret this database's signing keys were made with/);
    await checkSharedSetup(database.db, { authSecret: secretA, filesDir: folder('one') });
    await expect(
      checkSharedSetup(database.db, { authSecret: secretB, filesDir: folder('one') }),
    ).rejects.toThrow(/AUTH_SECRET differs/);
  });
});
