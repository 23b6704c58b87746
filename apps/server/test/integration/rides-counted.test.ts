import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, type UploadFile, upload } from '../support/uploads.ts';

/**
 * Issue 22: what counts as a ride. A damaged file that yields a few seconds is refused with its reason; another sport
 * is listed but never counted as a ride; and of two files of one ride the richer one is kept (FIT over TCX over GPX),
 * whatever order they arrive in, in one upload or in parallel ones.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const SHORT_PAUSE = {
  fit: { name: 'ride.fit', bytes: formatsFixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit') },
  tcx: { name: 'ride.tcx', bytes: formatsFixture('tcx/edge1000-short-pause-activity_5039744860.tcx') },
  gpx: { name: 'ride.gpx', bytes: formatsFixture('gpx/edge1000-short-pause-activity_5039744860.gpx') },
};

async function rider(email: string): Promise<TestClient> {
  const c = t.client();
  await onboardedRider(c, email, { ftp: 250 });
  return c;
}

async function uploadAll(c: TestClient, files: UploadFile[]) {
  const res = await upload(c, files);
  expect(res.status).toBe(200);
  return res.json.results as {
    status: string;
    activityId: string | null;
    duplicate: { reason: string; activity: { id: string } } | null;
    error: { code: string; message: string } | null;
  }[];
}

/** The one ride stored, read as every screen reads it: it must be the FIT's. */
async function theRide(c: TestClient) {
  const list = (await c.get('/api/activities?pageSize=100')).json;
  expect(list.total).toBe(1);
  expect(list.rides).toBe(1);
  const d = (await c.get(`/api/activities/${list.items[0].id}`)).json;
  const file = await fetch(new URL(`/api/activities/${d.id}/file`, c.baseUrl), {
    headers: { cookie: c.cookieHeader() },
  });
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { id: d.id as string, format: d.format as string, bytes, detail: d };
}

describe('a damaged file that yields a fragment', () => {
  it('is refused with its reason, in the rider’s language, and nothing is stored', async () => {
    const c = await rider('fragment@example.com');
    const file = { name: 'filecrc.fit', bytes: formatsFixture('fit-bad/activity-filecrc.fit') };
    let [result] = await uploadAll(c, [file]);
    expect(result).toMatchObject({ status: 'rejected', activityId: null });
    expect(result!.error!.code).toBe('salvaged_fragment');
    expect(result!.error!.message).toContain('under a minute of riding');
    const pt = await upload(c, [file], { 'accept-language': 'pt' });
    [result] = pt.json.results;
    expect(result!.error!.message).toContain('menos de um minuto de pedal');
    expect((await c.get('/api/activities')).json).toMatchObject({ total: 0, rides: 0 });
  });

  it('a damaged file with more than a minute of riding is kept, with its warning', async () => {
    const c = await rider('salvaged-long@example.com');
    const [result] = await uploadAll(c, [
      { name: 'nick.fit', bytes: formatsFixture('fit-bad/sigma-truncated-nick.fit') },
    ]);
    expect(result!.status).toBe('created');
  });
});

describe('another sport', () => {
  it('is listed, but not counted among the rides', async () => {
    const c = await rider('runner@example.com');
    const results = await uploadAll(c, [
      { name: 'run.fit', bytes: formatsFixture('fit-bad/compressed-speed-distance.fit') },
      SHORT_PAUSE.fit,
    ]);
    expect(results.map((r) => r.status)).toEqual(['created', 'created']);
    const list = (await c.get('/api/activities')).json;
    expect(list).toMatchObject({ total: 2, rides: 1 });
    const run = list.items.find((i: { id: string }) => i.id === results[0]!.activityId);
    expect(run.cycling).toBe(false);
  });
});

describe('two files of one ride: the richer is kept, whatever the order', () => {
  const fitBytes = SHORT_PAUSE.fit.bytes;

  it('FIT first: the TCX and the GPX are duplicates of it', async () => {
    const c = await rider('fit-first@example.com');
    const [fit] = await uploadAll(c, [SHORT_PAUSE.fit]);
    const [tcx] = await uploadAll(c, [SHORT_PAUSE.tcx]);
    const [gpx] = await uploadAll(c, [SHORT_PAUSE.gpx]);
    expect(tcx).toMatchObject({ status: 'duplicate', duplicate: { reason: 'same_ride' } });
    expect(gpx).toMatchObject({ status: 'duplicate', duplicate: { reason: 'same_ride' } });
    const ride = await theRide(c);
    expect(ride.id).toBe(fit!.activityId);
    expect(ride.format).toBe('fit');
    // the GPX's track name names the ride, as when the GPX comes first
    expect(ride.detail.name).toBe('Leiden Fietsen');
    expect(ride.bytes).toEqual(fitBytes);
  });

  it('GPX, then TCX, then FIT: each richer file takes the ride’s place, which keeps its id', async () => {
    const c = await rider('fit-last@example.com');
    const [gpx] = await uploadAll(c, [SHORT_PAUSE.gpx]);
    expect(gpx!.status).toBe('created');
    const id = gpx!.activityId;
    const [tcx] = await uploadAll(c, [SHORT_PAUSE.tcx]);
    expect(tcx).toMatchObject({ status: 'duplicate', activityId: id, duplicate: { reason: 'replaced' } });
    expect((await theRide(c)).format).toBe('tcx');
    const [fit] = await uploadAll(c, [SHORT_PAUSE.fit]);
    expect(fit).toMatchObject({ status: 'duplicate', activityId: id, duplicate: { reason: 'replaced' } });
    const ride = await theRide(c);
    expect(ride).toMatchObject({ id, format: 'fit' });
    expect(ride.detail.name).toBe('Leiden Fietsen');
    expect(ride.bytes).toEqual(fitBytes);
    // the figures are the FIT's: the same as a rider who uploaded only the FIT
    const other = await rider('fit-only@example.com');
    await uploadAll(other, [SHORT_PAUSE.fit]);
    const alone = (await theRide(other)).detail;
    for (const key of ['movingS', 'distanceM', 'normalizedPowerW', 'tss', 'avgHeartRateBpm'] as const)
      expect(ride.detail[key], key).toEqual(alone[key]);
    // the poorer copy again changes nothing
    const [again] = await uploadAll(c, [SHORT_PAUSE.tcx]);
    expect(again).toMatchObject({ status: 'duplicate', duplicate: { reason: 'same_ride' } });
    expect((await theRide(c)).format).toBe('fit');
  });

  it('in one upload, in either order: the FIT is the ride, the others its duplicates', async () => {
    for (const [i, files] of [
      [SHORT_PAUSE.tcx, SHORT_PAUSE.gpx, SHORT_PAUSE.fit],
      [SHORT_PAUSE.fit, SHORT_PAUSE.tcx],
    ].entries()) {
      const c = await rider(`one-upload-${i}@example.com`);
      const results = await uploadAll(c, files);
      const fitAt = files.indexOf(SHORT_PAUSE.fit);
      expect(results[fitAt]!.status).toBe('created');
      for (const [j, r] of results.entries())
        if (j !== fitAt) expect(r).toMatchObject({ status: 'duplicate', duplicate: { reason: 'same_ride' } });
      expect((await theRide(c)).bytes).toEqual(fitBytes);
    }
  });

  it('in parallel uploads, whichever finishes first: one ride, the FIT’s', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await rider(`parallel-${round}@example.com`);
      const files = [SHORT_PAUSE.tcx, SHORT_PAUSE.fit, SHORT_PAUSE.gpx];
      // each round starts the uploads in another order
      const order = files.map((_, k) => files[(k + round) % files.length]!);
      const results = (await Promise.all(order.map((f) => uploadAll(c, [f])))).flat();
      expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
      const ride = await theRide(c);
      expect(ride.format).toBe('fit');
      expect(ride.bytes).toEqual(fitBytes);
    }
  });
});
