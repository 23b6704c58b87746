import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { activities, activityStreams, ftpHistory, user } from '../../src/db/schema.ts';
import { createActivityImporter } from '../../src/modules/activities/activity-import.ts';
import { createMetricsRecompute } from '../../src/modules/activities/activity-metrics.ts';
import { createActivityRepository } from '../../src/modules/activities/activity-repository.ts';
import { createFtpRepository } from '../../src/modules/ftp/ftp-repository.ts';
import { createFtpService } from '../../src/modules/ftp/ftp-service.ts';
import { createFileStore } from '../../src/storage/file-store.ts';
import { freshDatabaseUrl } from '../support/database.ts';

/** Service-level: failures are injected into the real repository on the real database (PGlite or PostgreSQL). */
let database: Database;
let dataDir: string;
let dropDatabase: () => Promise<void>;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-atomic-'));
  const fresh = await freshDatabaseUrl();
  dropDatabase = fresh.drop;
  database = await openDatabase({ databaseUrl: fresh.url, dataDir });
  await database.db.insert(user).values({ id: 'u1', name: 'U', email: 'u1@example.com' });
});
afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real services; `failOn` makes the repository's insert fail (after writing its rows) for that file name. */
function services(failOn: string | null) {
  const repo = createActivityRepository(database.db);
  const ftpRepo = createFtpRepository(database.db);
  const activityRepo = failOn
    ? {
        ...repo,
        async insert(...args: Parameters<typeof repo.insert>) {
          await repo.insert(...args); // rows written inside the transaction…
          if (args[0].originalFilename === failOn) throw new Error('disk full'); // …then the transaction fails
        },
      }
    : repo;
  const files = createFileStore(path.join(dataDir, 'files'));
  const recompute = createMetricsRecompute({ activities: repo, ftp: ftpRepo });
  const ftp = createFtpService({ db: database.db, repo: ftpRepo, recompute });
  const importer = createActivityImporter({ activities: activityRepo, ftpRepo, ftp, files, log });
  return { importer, recompute };
}

const rowCount = async (table: typeof activities | typeof activityStreams) =>
  Number((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
const storedFiles = () => {
  const userDir = path.join(dataDir, 'files', 'u1');
  return existsSync(userDir) ? readdirSync(userDir) : [];
};
const ride = (seed: number, day: number) =>
  encodeSyntheticRideFit({ durationS: 1200, seed, startTime: new Date(Date.UTC(2026, 2, day, 8)) });

describe('a failed import stores nothing, and only that file fails', () => {
  it('one file failing in a batch: rejected (import_failed), rolled back, its file removed; the others stored', async () => {
    const outcomes = await services('b.fit').importer.importFiles('u1', [
      { filename: 'a.fit', bytes: ride(41, 1) },
      { filename: 'b.fit', bytes: ride(42, 2) },
      { filename: 'c.fit', bytes: ride(43, 3) },
    ]);
    expect(outcomes.map((o) => [o.filename, o.status, o.errorCode])).toEqual([
      ['a.fit', 'created', null],
      ['b.fit', 'rejected', 'import_failed'],
      ['c.fit', 'created', null],
    ]);
    expect(outcomes[1]!.activityId).toBeNull();
    expect(await rowCount(activities)).toBe(2);
    const streams = await database.db.select({ id: activityStreams.activityId }).from(activityStreams);
    expect(new Set(streams.map((r) => r.id))).toEqual(
      new Set([outcomes[0]!.activityId, outcomes[2]!.activityId]),
    );
    expect(storedFiles()).toHaveLength(2);
  });

  it('a database failure before any file is stored: every file rejected (import_failed), nothing stored', async () => {
    const repo = createActivityRepository(database.db);
    const ftpRepo = createFtpRepository(database.db);
    const broken = {
      ...ftpRepo,
      history: async () => {
        throw new Error('connection lost');
      },
    };
    const ftp = createFtpService({ db: database.db, repo: ftpRepo, recompute: async () => 0 });
    const files = createFileStore(path.join(dataDir, 'files'));
    const importer = createActivityImporter({ activities: repo, ftpRepo: broken, ftp, files, log });
    const outcomes = await importer.importFiles('u1', [
      { filename: 'd.fit', bytes: ride(44, 4) },
      { filename: 'e.fit', bytes: ride(45, 5) },
    ]);
    expect(outcomes.map((o) => [o.status, o.errorCode])).toEqual([
      ['rejected', 'import_failed'],
      ['rejected', 'import_failed'],
    ]);
    expect(await rowCount(activities)).toBe(2);
    expect(storedFiles()).toHaveLength(2);
  });

  it('the failed file then imports normally, streams stored per channel', async () => {
    const [outcome] = await services(null).importer.importFiles('u1', [
      { filename: 'b.fit', bytes: ride(42, 2) },
    ]);
    expect(outcome?.status).toBe('created');
    expect(await rowCount(activities)).toBe(3);
    expect(storedFiles()).toHaveLength(3);
    const channels = await database.db
      .select({ channel: activityStreams.channel })
      .from(activityStreams)
      .where(eq(activityStreams.activityId, outcome!.activityId!));
    expect(channels.map((c) => c.channel).sort()).toEqual([
      'altitude',
      'cadence',
      'distance',
      'heart_rate',
      'power',
      'speed',
      'time',
    ]);
  });
});

describe('recomputeMetricsForUser', () => {
  it('is idempotent: the second run writes nothing', async () => {
    const { recompute } = services(null);
    await database.db.insert(ftpHistory).values({
      id: 'h1',
      userId: 'u1',
      ftpW: 230,
      source: 'test',
      reason: 'ramp_test',
      effectiveAt: new Date('2020-01-01T00:00:00Z'),
    });
    expect(await recompute('u1')).toBe(3);
    expect(await recompute('u1')).toBe(0);
    for (const row of await database.db.select().from(activities)) {
      expect(row.ftpUsedW).toBe(230);
      expect(row.intensityFactor).toBe(row.normalizedPowerW! / 230);
    }
  });
});

describe('the original file is published only once its rows are committed', () => {
  it('while the transaction runs the file exists only under a temporary name; a failure removes it', async () => {
    const repo = createActivityRepository(database.db);
    const ftpRepo = createFtpRepository(database.db);
    const files = createFileStore(path.join(dataDir, 'files'));
    const during: string[][] = [];
    const watching = {
      ...repo,
      async insert(...args: Parameters<typeof repo.insert>) {
        during.push(storedFiles());
        await repo.insert(...args);
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      },
    };
    const ftp = createFtpService({ db: database.db, repo: ftpRepo, recompute: async () => 0 });
    const before = storedFiles();
    const importer = createActivityImporter({ activities: watching, ftpRepo, ftp, files, log });
    // The database went away with nothing of the upload stored: the whole upload is refused (503), no file left.
    await expect(importer.importFiles('u1', [{ filename: 'f.fit', bytes: ride(46, 6) }])).rejects.toThrow(
      'Connection terminated',
    );
    // Had the process died here, nothing under a ride's name would have been left without its row.
    expect(during).toHaveLength(1);
    expect(during[0]!.filter((f) => !f.endsWith('.tmp'))).toEqual(before);
    expect(during[0]!.filter((f) => f.endsWith('.tmp'))).toHaveLength(1);
    expect(storedFiles()).toEqual(before);
  });

  it('a commit hidden by a lost connection keeps the ride and its file', async () => {
    const repo = createActivityRepository(database.db);
    const ftpRepo = createFtpRepository(database.db);
    const files = createFileStore(path.join(dataDir, 'files'));
    // The COMMIT reached the server, then the connection dropped before its answer came back.
    const db = new Proxy(repo.db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return async (...args: Parameters<typeof target.transaction>) => {
          await target.transaction(...args);
          throw new Error('Connection terminated unexpectedly');
        };
      },
    });
    const ftp = createFtpService({ db: database.db, repo: ftpRepo, recompute: async () => 0 });
    const importer = createActivityImporter({ activities: { ...repo, db }, ftpRepo, ftp, files, log });
    const before = await rowCount(activities);
    const [outcome] = await importer.importFiles('u1', [{ filename: 'g.fit', bytes: ride(47, 7) }]);
    expect(outcome?.status).toBe('created');
    expect(await rowCount(activities)).toBe(before + 1);
    expect(storedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(await files.exists('u1', createHash('sha256').update(ride(47, 7)).digest('hex'))).toBe(true);
  });

  it('temporary files left by a killed process are swept once they are old enough', async () => {
    const files = createFileStore(path.join(dataDir, 'files'));
    const sha = 'a'.repeat(64);
    const staged = await files.stage('u1', sha, new Uint8Array([1, 2, 3]));
    expect(staged).not.toBeNull();
    const none = async () => false; // no ride row holds this file
    // too recent: maybe another process's import under way
    expect(await files.sweepStaged(60_000, none)).toEqual({ restored: 0, removed: 0 });
    expect(await files.sweepStaged(-1, none)).toEqual({ restored: 0, removed: 1 });
    expect(storedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(await files.exists('u1', sha)).toBe(false);
  });

  it('a kill between the commit and the rename: the start-up sweep moves the original into place', async () => {
    const repo = createActivityRepository(database.db);
    const ftpRepo = createFtpRepository(database.db);
    const files = createFileStore(path.join(dataDir, 'files'));
    // the process dies after the transaction committed and before the staged file was renamed
    const killed = {
      ...files,
      async stage(...args: Parameters<typeof files.stage>) {
        const staged = await files.stage(...args);
        return staged && { keep: async () => {}, discard: staged.discard };
      },
    };
    const ftp = createFtpService({ db: database.db, repo: ftpRepo, recompute: async () => 0 });
    const importer = createActivityImporter({ activities: repo, ftpRepo, ftp, files: killed, log });
    const bytes = ride(48, 8);
    const sha = createHash('sha256').update(bytes).digest('hex');
    const [outcome] = await importer.importFiles('u1', [{ filename: 'k.fit', bytes }]);
    expect(outcome?.status).toBe('created');
    expect(await files.exists('u1', sha)).toBe(false);
    expect(storedFiles().filter((f) => f.startsWith(`${sha}.`) && f.endsWith('.tmp'))).toHaveLength(1);
    // the next start: the row is there, so the staged bytes are the ride's original — restored, however recent
    const committed = async (userId: string, hash: string) => (await repo.findByHash(userId, hash)) !== null;
    expect(await files.sweepStaged(60 * 60_000, committed)).toEqual({ restored: 1, removed: 0 });
    expect(Buffer.from((await files.get('u1', sha))!)).toEqual(Buffer.from(bytes));
    expect(storedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
