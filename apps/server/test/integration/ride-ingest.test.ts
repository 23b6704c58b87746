import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRideModules } from '../../src/composition/ride-modules.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { activities, rideSources, user } from '../../src/db/schema.ts';
import { freshDatabaseUrl } from '../support/database.ts';
import { formatsFixture } from '../support/uploads.ts';

/** The one way in for rides, on the real database and worker pool: idempotent per provider id, one ride per outing. */
let database: Database;
let dataDir: string;
let dropDatabase: () => Promise<void>;
let rides: ReturnType<typeof createRideModules>;
const log = pino({ level: 'silent' });

// One Edge 1000 ride exported as FIT (uploaded) and as TCX (what a provider would hand over).
const fit = formatsFixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit');
const tcx = formatsFixture('tcx/edge1000-short-pause-activity_5039744860.tcx');
const gpx = formatsFixture('gpx/edge1000-short-pause-activity_5039744860.gpx');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-ingest-'));
  const fresh = await freshDatabaseUrl();
  dropDatabase = fresh.drop;
  database = await openDatabase({ databaseUrl: fresh.url, dataDir });
  for (const id of ['ann', 'bob', 'cat'])
    await database.db.insert(user).values({ id, name: id, email: `${id}-ingest@example.com` });
  rides = createRideModules({ db: database.db, dataDir, log });
});
afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const ridesOf = async (userId: string) =>
  Number(
    (await database.db.select({ n: count() }).from(activities).where(eq(activities.userId, userId)))[0]?.n,
  );

describe('ingestRide', () => {
  it('a provider ride is stored once: re-delivered under the same id it is the same ride', async () => {
    const first = await rides.ingest.ingestRide({
      userId: 'ann',
      bytes: fit,
      format: 'fit',
      source: 'garmin',
      externalId: 'g-1001',
    });
    expect(first.status).toBe('created');
    const again = await rides.ingest.ingestRide({
      userId: 'ann',
      bytes: fit,
      format: 'fit',
      source: 'garmin',
      externalId: 'g-1001',
    });
    expect(again).toEqual({
      status: 'duplicate',
      activityId: (first as { activityId: string }).activityId,
      reason: 'same_source',
    });
    expect(await ridesOf('ann')).toBe(1);
    const [row] = await database.db.select().from(activities).where(eq(activities.userId, 'ann'));
    expect(row).toMatchObject({ source: 'garmin', externalId: 'g-1001' });
  });

  it('uploaded, then the same outing from Strava (another format): one ride with both sources', async () => {
    const [uploaded] = await rides.ingest.upload('bob', [{ filename: 'ride.fit', bytes: fit }]);
    expect(uploaded?.status).toBe('created');
    const synced = await rides.ingest.ingestRide({
      userId: 'bob',
      bytes: tcx,
      fileName: 'strava-77.tcx',
      source: 'strava',
      externalId: '77',
    });
    expect(synced).toEqual({ status: 'duplicate', activityId: uploaded!.activityId, reason: 'same_ride' });
    expect(await ridesOf('bob')).toBe(1);
    expect(await rides.sources.of('bob', uploaded!.activityId!)).toEqual([
      { source: 'upload', externalId: null },
      { source: 'strava', externalId: '77' },
    ]);
    // Strava delivers it again (a webhook retried): known by its id now, no decoding at all
    const redelivered = await rides.ingest.ingestRide({
      userId: 'bob',
      bytes: tcx,
      format: 'tcx',
      source: 'strava',
      externalId: '77',
    });
    expect(redelivered).toMatchObject({ status: 'duplicate', reason: 'same_source' });
    // another rider's copy of the same id is their own ride
    const other = await rides.ingest.ingestRide({
      userId: 'cat',
      bytes: tcx,
      format: 'tcx',
      source: 'strava',
      externalId: '77',
    });
    expect(other.status).toBe('created');
    expect(await ridesOf('bob')).toBe(1);
    expect(await ridesOf('cat')).toBe(1);
  });

  it('parallel deliveries of one ride (two providers, retries) make one ride', async () => {
    await database.db.insert(user).values({ id: 'dan', name: 'dan', email: 'dan-ingest@example.com' });
    const outcomes = await Promise.all([
      rides.ingest.ingestRide({
        userId: 'dan',
        bytes: fit,
        format: 'fit',
        source: 'garmin',
        externalId: 'g1',
      }),
      rides.ingest.ingestRide({
        userId: 'dan',
        bytes: fit,
        format: 'fit',
        source: 'garmin',
        externalId: 'g1',
      }),
      rides.ingest.ingestRide({
        userId: 'dan',
        bytes: tcx,
        format: 'tcx',
        source: 'strava',
        externalId: 's1',
      }),
      rides.ingest.ingestRide({
        userId: 'dan',
        bytes: gpx,
        format: 'gpx',
        source: 'intervals',
        externalId: 'i1',
      }),
    ]);
    expect(outcomes.filter((o) => o.status === 'created')).toHaveLength(1);
    expect(await ridesOf('dan')).toBe(1);
    const links = await database.db.select().from(rideSources).where(eq(rideSources.userId, 'dan'));
    expect(links.map((l) => `${l.source}:${l.externalId}`).sort()).toEqual([
      'garmin:g1',
      'intervals:i1',
      'strava:s1',
    ]);
  });

  it('a file that is not a ride is rejected, and a provider ride needs its id', async () => {
    const bad = await rides.ingest.ingestRide({
      userId: 'ann',
      bytes: new TextEncoder().encode('not a ride'),
      format: 'fit',
      source: 'intervals',
      externalId: 'i-9',
    });
    expect(bad.status).toBe('rejected');
    await expect(
      rides.ingest.ingestRide({ userId: 'ann', bytes: fit, format: 'fit', source: 'strava' }),
    ).rejects.toThrow(/external id/);
  });

  it('a synced ride whose original went missing counts as not stored, and its next delivery puts the file back', async () => {
    await database.db.insert(user).values({ id: 'eli', name: 'eli', email: 'eli-ingest@example.com' });
    const first = await rides.ingest.ingestRide({
      userId: 'eli',
      bytes: fit,
      format: 'fit',
      source: 'intervals',
      externalId: 'i-77',
    });
    expect(first.status).toBe('created');
    const id = first.status === 'created' ? first.activityId : '';
    expect(await rides.ingest.stored('eli', 'intervals', 'i-77')).toBe(true);
    // lost: a kill between the commit and the rename, swept by an older build
    const sha = createHash('sha256').update(fit).digest('hex');
    rmSync(path.join(dataDir, 'files', 'eli', sha));
    await expect(rides.activities.originalFile('eli', id)).rejects.toMatchObject({ status: 404 });
    // the sync sees it as not stored, so it fetches the ride again; the delivery restores the original
    expect(await rides.ingest.stored('eli', 'intervals', 'i-77')).toBe(false);
    const again = await rides.ingest.ingestRide({
      userId: 'eli',
      bytes: fit,
      format: 'fit',
      source: 'intervals',
      externalId: 'i-77',
    });
    expect(again).toEqual({ status: 'duplicate', activityId: id, reason: 'same_source' });
    expect(await rides.ingest.stored('eli', 'intervals', 'i-77')).toBe(true);
    expect(Buffer.from((await rides.activities.originalFile('eli', id)).bytes)).toEqual(Buffer.from(fit));
    expect(await ridesOf('eli')).toBe(1);
  });
});
