import { readdirSync } from 'node:fs';
import { libraryWorkoutsByFamily, RAMP_TEST_STEPS, targetPowerSeries } from '@domestique/coach';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { FORMATS_FIXTURES, formatsFixture, upload, uploadOne } from '../support/uploads.ts';

const test = (p: 'ramp' | '20min' | '8min') =>
  libraryWorkoutsByFamily('ftpTest').find((w) => w.ftpTest === p)!;
const daysAgo = (n: number) => new Date(Math.floor(Date.now() / 1000 - n * 86_400) * 1000);

/** Our ramp test at `ftp`, ridden until the step at `failPct` % is half done, then 10 minutes easy. */
function rampRide(ftp: number, failPct: number): (s: number) => number {
  const target = targetPowerSeries(test('ramp').steps, ftp);
  const held = 300 + ((failPct - RAMP_TEST_STEPS.startPct) / RAMP_TEST_STEPS.stepPct) * 60 + 30;
  return (s) => (s < held ? target[s]! : 0.4 * ftp);
}

let t: TestApp;
let lia: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  lia = t.client();
  await onboardedRider(lia, 'lia-test-rides@example.com', { ftp: 250 });
});
afterAll(() => t?.close());

describe('a ride of an FTP-test workout is recognised and its FTP proposed, never applied silently', () => {
  it('by the workout name our .fit export put in the ride (Portuguese name), with the FTP and its reason', async () => {
    // steps of 6 % of 250 W: the best minute is the last 30 s at 122 % (305 W) and the 30 s held at 128 % (320 W),
    // 312.5 W; 75 % of it is 234.4 → 234 W
    // ridden after the FTP typed at onboarding, so the test is the newest value (tests are dated evidence)
    const bytes = encodeSyntheticRideFit({
      durationS: 300 + 13 * 60 + 30 + 600,
      startTime: new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000),
      power: rampRide(250, 128),
      workoutName: 'Teste de rampa',
    });
    const id = await uploadOne(lia, { name: 'rampa.fit', bytes });
    const detail = (await lia.get(`/api/activities/${id}`)).json;
    expect(detail.workoutName).toBe('Teste de rampa');
    expect(detail.recognizedFtpTest).toEqual({ protocol: 'ramp', evidence: 'workout_name' });

    const summary = (await lia.get('/api/dashboard/summary')).json;
    expect(summary.ftp).toMatchObject({ watts: 250, source: 'manual' }); // unchanged until the rider decides
    expect(summary.ftpSuggestion).toMatchObject({
      estimateW: 234,
      currentFtpW: 250,
      reason: { code: 'ftp_test_ramp', basisW: 312.5, evidence: 'workout_name' },
      activity: { id },
    });
    // the panel on the ride page reads the same number
    const preview = (await lia.get(`/api/activities/${id}/ftp-test`)).json;
    expect(preview.options.find((o: { protocol: string }) => o.protocol === 'ramp').ftpW).toBe(234);

    const accepted = await lia.post(`/api/ftp/suggestions/${summary.ftpSuggestion.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json.ftpW).toBe(234);
    const history = (await lia.get('/api/progress/ftp-history')).json.entries;
    expect(history[0]).toMatchObject({ ftpW: 234, source: 'test', reason: 'ftp_test_ramp', activityId: id });
    expect((await lia.get('/api/dashboard/summary')).json.ftp).toMatchObject({ watts: 234, source: 'test' });
  });

  it('by the power’s shape when the file names no workout (a 20-minute test, no FTP known yet)', async () => {
    const kai = t.client();
    await onboardedRider(kai, 'kai-test-rides@example.com', { weight: 72 });
    const target = targetPowerSeries(test('20min').steps, 260);
    const bytes = encodeSyntheticRideFit({
      durationS: target.length,
      startTime: daysAgo(2),
      power: (s) => target[s] ?? 120,
    });
    const id = await uploadOne(kai, { name: 'tuesday.fit', bytes });
    expect((await kai.get(`/api/activities/${id}`)).json.recognizedFtpTest).toEqual({
      protocol: '20min',
      evidence: 'power_shape',
    });
    const suggestion = (await kai.get('/api/dashboard/summary')).json.ftpSuggestion;
    expect(suggestion.reason).toMatchObject({ code: 'ftp_test_20min', evidence: 'power_shape' });
    expect(suggestion.estimateW).toBe(Math.round(0.95 * suggestion.reason.basisW));
    // dismissing leaves the FTP as it was
    await kai.post(`/api/ftp/suggestions/${suggestion.id}/dismiss`);
    expect((await kai.get('/api/dashboard/summary')).json.ftp.source).toBe('answers');
  });

  it('saving the test from the ride page decides the pending proposal of that ride', async () => {
    const mia = t.client();
    await onboardedRider(mia, 'mia-test-rides@example.com', { ftp: 300 });
    const target = targetPowerSeries(test('8min').steps, 300);
    const bytes = encodeSyntheticRideFit({
      durationS: target.length,
      startTime: daysAgo(3),
      power: (s) => target[s] ?? 120,
      workoutName: '2 × 8-minute FTP test',
    });
    const id = await uploadOne(mia, { name: '2x8.fit', bytes });
    expect((await mia.get('/api/dashboard/summary')).json.ftpSuggestion.reason.code).toBe('ftp_test_8min');
    expect((await mia.post(`/api/activities/${id}/ftp-test`, { protocol: '8min' })).status).toBe(200);
    expect((await mia.get('/api/dashboard/summary')).json.ftpSuggestion).toBeNull();
  });
});

describe('rides that are not tests are not taken for one', () => {
  it('a ride whose file names another workout ("Wahoo Workout") and a random ride', async () => {
    const ned = t.client();
    await onboardedRider(ned, 'ned-test-rides@example.com', { ftp: 250 });
    for (const [i, workoutName] of [
      ['1', 'Wahoo Workout'],
      ['2', undefined],
    ] as const) {
      const bytes = encodeSyntheticRideFit({
        durationS: 3600,
        seed: Number(i),
        startTime: daysAgo(Number(i)),
        ...(workoutName ? { workoutName } : {}),
      });
      const id = await uploadOne(ned, { name: `ride-${i}.fit`, bytes });
      expect((await ned.get(`/api/activities/${id}`)).json.recognizedFtpTest).toBeNull();
    }
    const pending = (await ned.get('/api/dashboard/summary')).json.ftpSuggestion;
    expect(pending?.reason.code ?? 'none').not.toMatch(/^ftp_test_/);
  });

  it('none of the real ride files in the repository', async () => {
    const ola = t.client();
    await onboardedRider(ola, 'ola-test-rides@example.com', { ftp: 250 });
    const files = readdirSync(new URL('fit/', FORMATS_FIXTURES)).filter((f) => f.endsWith('.fit'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    const res = await upload(
      ola,
      files.map((name) => ({ name, bytes: formatsFixture(`fit/${name}`) })),
    );
    const ids = res.json.results
      .filter((r: { status: string }) => r.status === 'created')
      .map((r: { activityId: string }) => r.activityId);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids)
      expect((await ola.get(`/api/activities/${id}`)).json.recognizedFtpTest, id).toBeNull();
  });
});
