import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  decodeRide,
  encodeSyntheticRideFit,
  isCyclingSport,
  isSalvagedFragment,
  publicWarning,
  RIDE_FILE_ERROR_MESSAGES,
  rideWarningMessage,
} from '@domestique/formats';
import { analyzeRide, STANDARD_DURATIONS } from '@domestique/science';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { FORMATS_FIXTURES, formatsFixture, upload } from '../support/uploads.ts';

let t: TestApp;
let ana: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ana = t.client();
  await onboardedRider(ana, 'ana-upload@example.com', { ftp: 250 });
});
afterAll(() => t?.close());

const listDir = (dir: string) => readdirSync(new URL(`${dir}/`, FORMATS_FIXTURES)).map((f) => `${dir}/${f}`);
const decodable = [...listDir('fit'), ...listDir('tcx'), ...listDir('gpx'), ...listDir('fit-bad')].filter(
  (f) => {
    try {
      decodeRide(formatsFixture(f), f);
      return true;
    } catch {
      return false;
    }
  },
);
const undecodable = listDir('fit-bad').filter((f) => !decodable.includes(f));
/** Damaged files that hold less than a minute of riding: fragments, refused (issue 22), not rides. */
const fragments = decodable.filter((f) => {
  const ride = decodeRide(formatsFixture(f), f);
  const cycling = isCyclingSport(ride.sport, ride.subSport);
  return isSalvagedFragment(ride.warnings, analyzeRide(ride, { ftpW: null, cycling }).summary.movingS);
});
const rides = decodable.filter((f) => !fragments.includes(f));

describe('POST /api/activities: every fixture', () => {
  it('has fixtures in both groups', () => {
    expect(decodable.length).toBeGreaterThanOrEqual(15);
    expect(undecodable).toEqual([
      'fit-bad/activity-unexpected-eof.fit',
      'fit-bad/not-activity-WorkoutIndividualSteps.fit',
    ]);
  });

  it.each(rides)(
    '%s → created, with the numbers and warnings of analyzeRide at the rider FTP',
    async (file) => {
      const bytes = formatsFixture(file);
      const res = await upload(ana, [{ name: file.split('/')[1]!, bytes }]);
      expect(res.status).toBe(200);
      const [result] = res.json.results;
      expect(result).toMatchObject({ status: 'created', error: null, duplicate: null });
      const ride = decodeRide(bytes, file);
      const cycling = isCyclingSport(ride.sport, ride.subSport);
      // the file's warnings, as codes (with counts) and worded in the request language
      expect(result.warnings).toEqual(
        ride.warnings.map((w) => ({ ...publicWarning(w), message: rideWarningMessage(w, 'en') })),
      );
      const detail = (await ana.get(`/api/activities/${result.activityId}`)).json;
      expect(detail.warnings).toEqual(ride.warnings.map(publicWarning));
      expect(detail.cycling).toBe(cycling);
      const expected = analyzeRide(ride, { ftpW: cycling ? 250 : null, cycling }).summary;
      // another sport is never scored with the (cycling) FTP
      expect(detail.ftpUsedW).toBe(cycling ? 250 : null);
      for (const key of [
        'movingS',
        'elapsedS',
        'distanceM',
        'elevationGainM',
        'hasPower',
        'normalizedPowerW',
        'intensityFactor',
        'tss',
        'avgPowerW',
        'maxPowerW',
        'workKj',
        'avgHeartRateBpm',
        'maxHeartRateBpm',
        'ftpEstimateW',
      ] as const) {
        expect(detail[key], key).toBe(expected[key]);
      }
      if (expected.hasPower && cycling) expect(detail.tss).toBeGreaterThanOrEqual(0);
      // several fixtures are one ride in two formats (and the three activity-*.fit one activity): remove it again so
      // the next one is not a duplicate of it
      expect((await ana.request('DELETE', `/api/activities/${result.activityId}`)).status).toBe(204);
    },
  );

  it('refuses the damaged fragments of the SDK’s broken files, and keeps every intact one', () => {
    expect(fragments).toEqual([
      'fit-bad/activity-filecrc.fit',
      'fit-bad/activity-settings-corruptheader.fit',
      'fit-bad/activity-settings-nodata.fit',
    ]);
  });

  it.each(fragments)('%s → rejected as a fragment, with its reason, nothing stored', async (file) => {
    const before = (await ana.get('/api/activities')).json.total;
    const res = await upload(ana, [{ name: 'ride.fit', bytes: formatsFixture(file) }]);
    expect(res.status).toBe(200);
    const [result] = res.json.results;
    expect(result).toMatchObject({ status: 'rejected', activityId: null });
    expect(result.error.code).toBe('salvaged_fragment');
    expect(result.error.message).toBe(RIDE_FILE_ERROR_MESSAGES.en.salvaged_fragment);
    expect((await ana.get('/api/activities')).json.total).toBe(before);
  });

  it.each(undecodable)('%s → rejected with its reason, nothing stored', async (file) => {
    const before = (await ana.get('/api/activities')).json.total;
    const res = await upload(ana, [{ name: 'ride.fit', bytes: formatsFixture(file) }]);
    expect(res.status).toBe(200);
    const [result] = res.json.results;
    expect(result.status).toBe('rejected');
    expect(result.activityId).toBeNull();
    expect(result.error.message).toBe(RIDE_FILE_ERROR_MESSAGES.en[result.error.code as 'corrupt']);
    expect((await ana.get('/api/activities')).json.total).toBe(before);
  });
});

describe('POST /api/activities: several files, duplicates, languages', () => {
  const ride = encodeSyntheticRideFit({
    durationS: 1800,
    seed: 11,
    startTime: new Date('2026-03-02T08:00:00Z'),
  });

  it('imports many files per request with one result each, in order', async () => {
    const other = encodeSyntheticRideFit({
      durationS: 1200,
      seed: 12,
      startTime: new Date('2026-03-03T08:00:00Z'),
    });
    const res = await upload(ana, [
      { name: 'a.fit', bytes: ride },
      { name: 'notes.txt', bytes: new TextEncoder().encode('not a ride at all') },
      { name: 'a-again.fit', bytes: ride },
      { name: 'b.fit.gz', bytes: gzipSync(other) },
      { name: 'empty.fit', bytes: new Uint8Array(0) },
    ]);
    expect(res.status).toBe(200);
    const r = res.json.results;
    expect(r.map((x: { filename: string; status: string }) => [x.filename, x.status])).toEqual([
      ['a.fit', 'created'],
      ['notes.txt', 'rejected'],
      ['a-again.fit', 'duplicate'],
      ['b.fit.gz', 'created'],
      ['empty.fit', 'rejected'],
    ]);
    expect(r[2].activityId).toBe(r[0].activityId);
    expect(r[1].error.code).toBe('unsupported_format');
    expect(r[4].error.code).toBe('empty');
    const gz = (await ana.get(`/api/activities/${r[3].activityId}`)).json;
    expect(gz.format).toBe('fit');
    expect(gz).toMatchObject({ name: null, file: 'b.fit.gz' }); // the file name is kept, not used as a name
    const direct = analyzeRide(decodeRide(other), { ftpW: 250 }).summary;
    expect(gz.normalizedPowerW).toBe(direct.normalizedPowerW);
  });

  it('the same bytes uploaded again (another name) are the same ride', async () => {
    const first = (await upload(ana, [{ name: 'x.fit', bytes: ride }])).json.results[0];
    expect(first.status).toBe('duplicate');
    const again = (await upload(ana, [{ name: 'y.fit', bytes: ride }])).json.results[0];
    expect(again).toMatchObject({ status: 'duplicate', activityId: first.activityId });
  });

  it('localises the rejection reason in the request language', async () => {
    const truncated = encodeSyntheticRideFit({ durationS: 600, seed: 13 }).slice(0, 200);
    for (const lang of ['pt', 'es'] as const) {
      const res = await upload(ana, [{ name: 'cut.fit', bytes: truncated }], { 'accept-language': lang });
      const { error } = res.json.results[0];
      expect(error.message).toBe(RIDE_FILE_ERROR_MESSAGES[lang][error.code as 'truncated']);
      expect(['truncated', 'corrupt']).toContain(error.code);
    }
  });

  it('a broken .gz is rejected as decompression_failed', async () => {
    const gz = gzipSync(ride).slice(0, 300);
    const res = await upload(ana, [{ name: 'ride.fit.gz', bytes: gz }]);
    expect(res.json.results[0].error.code).toBe('decompression_failed');
  });
});

describe('POST /api/activities: limits and bad requests (never a 500)', () => {
  it('answers 413 for a FIT over 10 MB and stores nothing', async () => {
    const before = (await ana.get('/api/activities')).json.total;
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(encodeSyntheticRideFit({ durationS: 600, seed: 14 }).slice(0, 14));
    const small = encodeSyntheticRideFit({ durationS: 600, seed: 15 });
    const res = await upload(ana, [
      { name: 'ok.fit', bytes: small },
      { name: 'big.fit', bytes: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
    expect((await ana.get('/api/activities')).json.total).toBe(before);
  });

  it('answers 413 for any part over 25 MB, in the request language', async () => {
    const huge = new Uint8Array(25 * 1024 * 1024 + 10).fill(60);
    const res = await upload(ana, [{ name: 'huge.gpx', bytes: huge }], { 'accept-language': 'es' });
    expect(res.status).toBe(413);
    expect(res.json.error).toEqual({
      code: 'payload_too_large',
      message: 'Esta solicitud es demasiado grande.',
    });
  });

  it('answers 413 when the files of one request add up to more than 64 MB', async () => {
    const part = new Uint8Array(22 * 1024 * 1024).fill(60);
    const res = await upload(ana, [
      { name: 'a.gpx', bytes: part },
      { name: 'b.gpx', bytes: part },
      { name: 'c.gpx', bytes: part },
    ]);
    expect(res.status).toBe(413);
  });

  it('a FIT of 10 MB exactly is not refused for its size', async () => {
    const big = new Uint8Array(10 * 1024 * 1024);
    big.set(encodeSyntheticRideFit({ durationS: 600, seed: 16 }).slice(0, 14));
    const res = await upload(ana, [{ name: 'big.fit', bytes: big }]);
    expect(res.status).toBe(200);
    expect(res.json.results[0].status).toBe('rejected');
  });

  it('refuses JSON (415), an upload without files (400) and anonymous callers (401)', async () => {
    const json = await ana.post('/api/activities', { file: 'x' });
    expect(json.status).toBe(415);
    expect(json.json.error.code).toBe('unsupported_media_type');
    const form = new FormData();
    form.append('note', 'hello');
    const none = await fetch(new URL('/api/activities', t.baseUrl), {
      method: 'POST',
      headers: { cookie: ana.cookieHeader(), origin: t.baseUrl },
      body: form,
    });
    expect(none.status).toBe(400);
    expect(
      ((await none.json()) as { error: { fields: { files: { code: string } } } }).error.fields.files.code,
    ).toBe('invalid_value');
    const anon = await upload(t.client(), [
      { name: 'a.fit', bytes: formatsFixture('fit/onelap-indoor-0134902991.fit') },
    ]);
    expect(anon.status).toBe(401);
  });

  it('a malformed multipart body is a 4xx', async () => {
    const res = await fetch(new URL('/api/activities', t.baseUrl), {
      method: 'POST',
      headers: {
        cookie: ana.cookieHeader(),
        origin: t.baseUrl,
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      body: '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.fit"\r\n\r\npartial',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('stores the power curve at the standard durations', async () => {
    const bytes = formatsFixture('fit/Edge810-Vector-2013-08-16-15-35-10.fit');
    const id = (await upload(ana, [{ name: 'e.fit', bytes }])).json.results[0].activityId;
    const detail = (await ana.get(`/api/activities/${id}`)).json;
    const curve = analyzeRide(decodeRide(bytes), { ftpW: 250 }).powerCurve!;
    const expected: Record<string, number> = {};
    STANDARD_DURATIONS.forEach((d, i) => {
      if (Number.isFinite(curve.watts[i]!)) expected[String(d)] = curve.watts[i]!;
    });
    expect(detail.powerCurve).toEqual(expected);
    expect(Object.keys(detail.powerCurve)).toContain('3600');
  });
});

describe('POST /api/activities: damaged files never cause a 500', () => {
  const base = encodeSyntheticRideFit({
    durationS: 900,
    seed: 17,
    startTime: new Date('2026-04-01T08:00:00Z'),
  });

  it('mutated FIT bytes: every file gets created, duplicate or rejected with a known code', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ at: fc.nat({ max: base.length - 1 }), value: fc.nat({ max: 255 }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.nat({ max: base.length }),
        async (edits, cut) => {
          const bytes = base.slice(0, Math.max(1, cut));
          for (const { at, value } of edits) if (at < bytes.length) bytes[at] = value;
          const res = await upload(ana, [{ name: 'mutant.fit', bytes }]);
          expect(res.status).toBe(200);
          const [result] = res.json.results;
          expect(['created', 'duplicate', 'rejected']).toContain(result.status);
          if (result.status === 'rejected') {
            expect(Object.keys(RIDE_FILE_ERROR_MESSAGES.en)).toContain(result.error.code);
          }
        },
      ),
      { numRuns: 40, seed: 20261122 },
    );
  });
});
