import { decodeRide, encodeSyntheticRideFit } from '@domestique/formats';
import { analyzeRide } from '@domestique/science';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

let t: TestApp;
let fay: TestClient;
const ids: Record<string, string> = {};
// no power, heart rate only (Garmin's GPX of a short ride): its daily load is its HR load
const gpx = formatsFixture('gpx/edge1000-short-pause-activity_5039744860.gpx');
const hour = encodeSyntheticRideFit({
  durationS: 3600,
  seed: 7,
  startTime: new Date('2026-02-10T07:00:00Z'),
});

beforeAll(async () => {
  t = await startTestApp();
  fay = t.client();
  await onboardedRider(fay, 'fay-rescoring@example.com', { ftp: 300 });
  ids.gpx = await uploadOne(fay, { name: 'short.gpx', bytes: gpx });
  ids.hour = await uploadOne(fay, { name: 'hour.fit', bytes: hour });
});
afterAll(() => t?.close());

async function saveProfile(c: TestClient, changes: Record<string, unknown>) {
  const { user_id, created_at, updated_at, ...input } = (await c.get('/api/profile')).json;
  const res = await c.put('/api/profile', { ...input, ...changes });
  expect(res.status).toBe(200);
  await t.app.jobs.idle(); // HR load is re-scored by a job
}

/** Polls until `read` returns `expected` (the HR re-score runs after the reply). */
async function eventually<T>(read: () => Promise<T>, expected: (value: T) => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!expected(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const hrLoadAt = (
  bytes: Uint8Array,
  settings: { lthrBpm?: number | null; maxHrBpm?: number | null; restingHrBpm?: number | null },
) => analyzeRide(decodeRide(bytes), settings).summary.hrLoad;

describe('HR load follows the rider’s LTHR, max HR and resting HR', () => {
  it('no LTHR or max HR: no HR load', async () => {
    expect((await fay.get(`/api/activities/${ids.gpx}`)).json.hrLoad).toBeNull();
  });

  it('setting an LTHR re-scores every ride with heart rate, and the fitness chart follows', async () => {
    await saveProfile(fay, { lthr: 165 });
    const expected = hrLoadAt(gpx, { lthrBpm: 165 })!;
    expect(expected).toBeGreaterThan(1);
    const hrLoad = await eventually(
      async () => (await fay.get(`/api/activities/${ids.gpx}`)).json.hrLoad as number | null,
      (v) => v != null,
    );
    // from the stored Float32 HR stream: equal to a fresh import to float precision
    expect(hrLoad).toBeCloseTo(expected, 6);
    const hourLoad = (await fay.get(`/api/activities/${ids.hour}`)).json.hrLoad;
    expect(hourLoad).toBeCloseTo(hrLoadAt(hour, { lthrBpm: 165 })!, 6);
    const day = (await fay.get(`/api/activities/${ids.gpx}`)).json.startTime.slice(0, 10);
    const fitness = (await fay.get(`/api/progress/fitness?from=${day}&to=${day}`)).json;
    expect(fitness.days[0].load).toBeCloseTo(expected, 6); // no power: the day's load is the HR load
  });

  it('changing LTHR again, or max HR, re-scores again; an unrelated change does not', async () => {
    await saveProfile(fay, { lthr: 155 });
    const lower = await eventually(
      async () => (await fay.get(`/api/activities/${ids.gpx}`)).json.hrLoad as number,
      (v) => Math.abs(v - hrLoadAt(gpx, { lthrBpm: 155 })!) < 1e-6,
    );
    expect(lower).toBeCloseTo(hrLoadAt(gpx, { lthrBpm: 155 })!, 6);
    expect(lower).toBeGreaterThan(hrLoadAt(gpx, { lthrBpm: 165 })!); // a lower threshold: the same ride is harder
    await saveProfile(fay, { max_hr: 192 });
    const withMax = hrLoadAt(gpx, { lthrBpm: 155, maxHrBpm: 192 })!;
    expect(
      await eventually(
        async () => (await fay.get(`/api/activities/${ids.gpx}`)).json.hrLoad as number,
        (v) => Math.abs(v - withMax) < 1e-6,
      ),
    ).toBeCloseTo(withMax, 6);
    await saveProfile(fay, { weekly_hours: 8 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fay.get(`/api/activities/${ids.gpx}`)).json.hrLoad).toBeCloseTo(withMax, 6);
  });

  it('setting a resting HR re-scores with it instead of the 60 bpm default, as hrTss predicts', async () => {
    const assumed = hrLoadAt(gpx, { lthrBpm: 155, maxHrBpm: 192 })!;
    const stored = (await fay.get(`/api/activities/${ids.gpx}`)).json.hrLoad as number;
    expect(stored).toBeCloseTo(assumed, 6); // so far: 60 bpm assumed
    expect(hrLoadAt(gpx, { lthrBpm: 155, maxHrBpm: 192, restingHrBpm: 60 })).toBe(assumed);

    await saveProfile(fay, { resting_hr: 42 });
    const expected = hrLoadAt(gpx, { lthrBpm: 155, maxHrBpm: 192, restingHrBpm: 42 })!;
    // a wider heart-rate reserve moves every sample's fraction: a real difference, not float noise
    expect(Math.abs(expected - assumed)).toBeGreaterThan(0.01 * assumed);
    const rescored = await eventually(
      async () => (await fay.get(`/api/activities/${ids.gpx}`)).json.hrLoad as number,
      (v) => Math.abs(v - expected) < 1e-6,
    );
    expect(rescored).toBeCloseTo(expected, 6);
    const hourExpected = hrLoadAt(hour, { lthrBpm: 155, maxHrBpm: 192, restingHrBpm: 42 })!;
    expect((await fay.get(`/api/activities/${ids.hour}`)).json.hrLoad).toBeCloseTo(hourExpected, 6);

    // clearing it goes back to the default
    await saveProfile(fay, { resting_hr: null });
    expect(
      await eventually(
        async () => (await fay.get(`/api/activities/${ids.gpx}`)).json.hrLoad as number,
        (v) => Math.abs(v - assumed) < 1e-6,
      ),
    ).toBeCloseTo(assumed, 6);
  });
});

describe('the stored FTP estimate follows an FTP change', () => {
  it('a ride’s estimate under 90 % of the FTP is null; lowering FTP brings it back', async () => {
    const estimate = analyzeRide(decodeRide(hour)).ftpEstimate!.ftpW; // ≈ 0.95 × best 20 min
    expect(estimate).toBeLessThan(0.9 * 300);
    expect((await fay.get(`/api/activities/${ids.hour}`)).json.ftpEstimateW).toBeNull();
    // FTP is by date: the ride is from February, so the lower FTP is dated before it (a profile change starts today)
    const res = await fay.post('/api/ftp/history', { ftpW: 230, effectiveDate: '2026-01-01' });
    expect(res.status).toBe(200);
    expect(res.json.effect.rescored).toMatchObject({ count: 1 });
    await t.app.jobs.idle();
    const d = (await fay.get(`/api/activities/${ids.hour}`)).json;
    expect(d.ftpUsedW).toBe(230);
    expect(d.ftpEstimateW).toBe(analyzeRide(decodeRide(hour), { ftpW: 230 }).summary.ftpEstimateW);
    expect(d.ftpEstimateW).toBeCloseTo(estimate, 9);
  });
});
