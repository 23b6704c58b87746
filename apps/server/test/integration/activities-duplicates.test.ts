import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, upload } from '../support/uploads.ts';

let t: TestApp;
let eva: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  eva = t.client();
  await onboardedRider(eva, 'eva-duplicates@example.com', { ftp: 240 });
});
afterAll(() => t?.close());

// One Edge 1000 ride (2020-06-01 14:52:40 UTC, 126 s with a 32-s stop) as exported three ways.
const TRIO = [
  {
    name: 'edge1000-short-pause-2020-06-01-16-52-40.fit',
    bytes: formatsFixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit'),
  },
  {
    name: 'activity_5039744860.tcx',
    bytes: formatsFixture('tcx/edge1000-short-pause-activity_5039744860.tcx'),
  },
  {
    name: 'activity_5039744860.gpx',
    bytes: formatsFixture('gpx/edge1000-short-pause-activity_5039744860.gpx'),
  },
];
const total = async (c: TestClient = eva) => (await c.get('/api/activities')).json.total as number;

describe('the same ride in another format is a duplicate, not a second ride', () => {
  it('FIT first, then its TCX and GPX: duplicates naming the stored ride; load counted once', async () => {
    const [fit] = (await upload(eva, [TRIO[0]!])).json.results;
    expect(fit).toMatchObject({ status: 'created', duplicate: null });
    const day = '2020-06-01';
    const load = async () =>
      (await eva.get(`/api/progress/fitness?from=${day}&to=${day}`)).json.days[0].load as number;
    const before = await load();
    for (const file of TRIO.slice(1)) {
      const [result] = (await upload(eva, [file])).json.results;
      expect(result).toEqual({
        filename: file.name,
        status: 'duplicate',
        activityId: fit.activityId,
        error: null,
        duplicate: {
          reason: 'same_ride',
          activity: {
            id: fit.activityId,
            // a FIT and a TCX have no title (clients show "Afternoon ride" etc., never the file name); the ride
            // takes the GPX's track name, as it does when the GPX comes first (issue 22: the same in any order)
            name: file === TRIO[2] ? 'Leiden Fietsen' : null,
            startTime: '2020-06-01T14:52:40.000Z',
            cycling: true,
          },
        },
        warnings: [],
      });
    }
    expect(await total()).toBe(1);
    expect(await load()).toBe(before);
    // the same bytes again: a duplicate for that reason
    const [again] = (await upload(eva, [TRIO[0]!])).json.results;
    expect(again.duplicate).toMatchObject({ reason: 'same_file', activity: { id: fit.activityId } });
  });

  it('all three in one request, in any order: the FIT is created, the others are its duplicates', async () => {
    const adam = t.client();
    await onboardedRider(adam, 'adam-duplicates@example.com', { ftp: 250 });
    const results = (await upload(adam, [TRIO[2]!, TRIO[0]!, TRIO[1]!])).json.results;
    // the richest file is kept whatever the order (issue 22): the FIT, listed second
    expect(results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'created', 'duplicate']);
    for (const i of [0, 2])
      expect(results[i].duplicate).toMatchObject({
        reason: 'same_ride',
        activity: { id: results[1].activityId },
      });
    // the GPX's track name still names the ride: a ride without a title takes a copy's
    expect(results[0].duplicate.activity.name).toBe('Leiden Fietsen');
    expect((await adam.get(`/api/activities/${results[1].activityId}`)).json).toMatchObject({
      name: 'Leiden Fietsen',
      format: 'fit',
    });
    expect(await total(adam)).toBe(1);
  });

  it('the same GPX twice in one request: the copy names the ride just stored after its track', async () => {
    const gus = t.client();
    await onboardedRider(gus, 'gus-duplicates@example.com');
    const results = (await upload(gus, [TRIO[2]!, TRIO[2]!])).json.results;
    expect(results[1]).toMatchObject({
      status: 'duplicate',
      duplicate: {
        reason: 'same_file',
        activity: { id: results[0].activityId, name: 'Leiden Fietsen', cycling: true },
      },
    });
  });

  it('two files of one ride uploaded in parallel (as the web app sends them) still make one ride', async () => {
    const bea = t.client();
    await onboardedRider(bea, 'bea-duplicates@example.com', { ftp: 250 });
    const results = await Promise.all(TRIO.map((file) => upload(bea, [file])));
    const statuses = results.map((r) => r.json.results[0].status).sort();
    expect(statuses).toEqual(['created', 'duplicate', 'duplicate']);
    expect(await total(bea)).toBe(1);
  });

  it('another rider’s copy of the ride is their own ride', async () => {
    const carl = t.client();
    await onboardedRider(carl, 'carl-duplicates@example.com');
    expect((await upload(carl, [TRIO[1]!])).json.results[0].status).toBe('created');
  });
});

describe('rides that only touch, or overlap a little, are different rides', () => {
  const ride = (startIso: string, durationS: number, seed: number) =>
    encodeSyntheticRideFit({ durationS, seed, startTime: new Date(startIso) });

  it('back to back rides and a short overlap are kept; a substantial overlap is the same ride', async () => {
    const dan = t.client();
    await onboardedRider(dan, 'dan-duplicates@example.com', { ftp: 250 });
    const results = (
      await upload(dan, [
        { name: 'morning.fit', bytes: ride('2026-04-01T07:00:00Z', 3600, 1) },
        // starts 10 min after the morning ride ended
        { name: 'commute.fit', bytes: ride('2026-04-01T08:10:00Z', 1200, 2) },
        // starts 5 min before the commute ends: 5 of its 20 min overlap (25 %)
        { name: 'cafe-loop.fit', bytes: ride('2026-04-01T08:25:00Z', 1200, 3) },
        // a watch that recorded 40 min in the middle of the morning ride
        { name: 'watch.fit', bytes: ride('2026-04-01T07:10:00Z', 2400, 4) },
      ])
    ).json.results;
    expect(results.map((r: { filename: string; status: string }) => [r.filename, r.status])).toEqual([
      ['morning.fit', 'created'],
      ['commute.fit', 'created'],
      ['cafe-loop.fit', 'created'],
      ['watch.fit', 'duplicate'],
    ]);
    expect(results[3].duplicate).toMatchObject({
      reason: 'same_ride',
      activity: {
        id: results[0].activityId,
        name: null,
        startTime: '2026-04-01T07:00:00.000Z',
        cycling: true,
      },
    });
  });
});
