import { createHash, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, user } from '../../src/db/schema.ts';
import { type ExportPorts, writeArchive } from '../../src/modules/exports/export-archive.ts';
import { createFileStore, type FileStore } from '../../src/storage/file-store.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { unzip } from '../support/unzip.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

/**
 * The archive is streamed: a rider with many rides never has them all in memory. Proven by what the writer does, not
 * by sampling the heap: originals are opened one at a time, each only once everything before it is on disk, and the
 * CSV and originals are read from the database a page of rides at a time (250 rides: two pages).
 */
const RIDES = 250;
const FILE_BYTES = 16 * 1024;
let t: TestApp;
let userId = '';

beforeAll(async () => {
  t = await startTestApp();
  const ana = t.client();
  await ana.signUp('stream-export@example.com');
  await uploadOne(ana, {
    name: 'ride.fit',
    bytes: formatsFixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit'),
  });
  const db = t.database.db;
  userId = (
    await db.select({ id: user.id }).from(user).where(eq(user.email, 'stream-export@example.com'))
  )[0]!.id;
  const [ride] = await db.select().from(activities).where(eq(activities.userId, userId));
  const files = createFileStore(path.join(t.config.dataDir, 'files'));
  const clones = [];
  for (let i = 1; i < RIDES; i++) {
    const bytes = randomBytes(FILE_BYTES);
    const sha = createHash('sha256').update(bytes).digest('hex');
    await files.put(userId, sha, bytes);
    clones.push({
      ...ride!,
      id: `clone-${String(i).padStart(4, '0')}`,
      fileSha256: sha,
      fileBytes: FILE_BYTES,
      startTime: new Date(ride!.startTime.getTime() + i * 86_400_000),
    });
  }
  for (let i = 0; i < clones.length; i += 100) await db.insert(activities).values(clones.slice(i, i + 100));
});
afterAll(() => t?.close());

describe('a data export of many rides', () => {
  it('opens one original at a time, after all before it are written, and holds every ride', async () => {
    const store = createFileStore(path.join(t.config.dataDir, 'files'));
    const target = path.join(t.config.dataDir, 'exports', '00000000-0000-4000-8000-000000000000.zip');
    let open = 0;
    let maxOpen = 0;
    let writtenBefore = 0;
    const lagging: string[] = [];
    const watched: FileStore = {
      ...store,
      async open(owner, sha) {
        const stream = await store.open(owner, sha);
        // everything opened before this one has reached the file (minus the write stream's small buffer)
        const onDisk = statSync(`${target}.partial`).size;
        if (onDisk < writtenBefore - 64 * 1024) lagging.push(`${sha}: ${onDisk} < ${writtenBefore}`);
        open++;
        maxOpen = Math.max(maxOpen, open);
        stream?.on('end', () => {
          open--;
        });
        writtenBefore += FILE_BYTES;
        return stream;
      },
    };
    const ports: ExportPorts = {
      db: t.database.db,
      files: watched,
      plans: async () => ({ plans: [] }),
      summaries: async () => ({ weeks: [], months: [] }),
      connections: async () => ({ connections: [] }),
      zones: async () => ({}),
      workouts: async () => ({ rows: [], files: [] }),
    };
    const bytes = await writeArchive(ports, { userId, lang: 'en', now: new Date() }, target);
    expect(maxOpen).toBe(1);
    expect(lagging).toEqual([]);
    const files = unzip(await readFile(target));
    expect(bytes).toBe(statSync(target).size);
    expect([...files.keys()].filter((n) => n.startsWith('rides/'))).toHaveLength(RIDES);
    expect(files.get('activities.csv')!.toString('utf8').trimEnd().split('\r\n')).toHaveLength(RIDES + 1);
  });
});
