import { decodeRide, encodeSyntheticRideFit } from '@domestique/formats';
import { analyzeRide } from '@domestique/science';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * Issue 22, "numbers that stay true over time": a ride's IF and TSS use the FTP in force on its date. An FTP typed
 * with an effective day re-scores only the rides it covers — from that day until the next FTP — and every screen
 * (ride page, rides list, fitness chart, dashboard, FTP history) says the same.
 */
let t: TestApp;
let eva: TestClient;
const ride = (iso: string, seed: number) =>
  encodeSyntheticRideFit({ durationS: 1800, seed, startTime: new Date(iso) });
const RIDES = {
  y2018: ride('2018-06-01T08:00:00Z', 3),
  y2020: ride('2020-06-01T08:00:00Z', 4),
  y2023: ride('2023-06-01T08:00:00Z', 6),
};
const ids: Record<keyof typeof RIDES, string> = { y2018: '', y2020: '', y2023: '' };
const tssWith = (bytes: Uint8Array, ftpW: number) => analyzeRide(decodeRide(bytes), { ftpW }).summary.tss;

async function scored(key: keyof typeof RIDES) {
  const d = (await eva.get(`/api/activities/${ids[key]}`)).json;
  const day = d.startTime.slice(0, 10);
  const chart = (await eva.get(`/api/progress/fitness?from=${day}&to=${day}`)).json.days[0].load;
  const list = (await eva.get('/api/activities?pageSize=100')).json.items;
  const row = list.find((r: { id: string }) => r.id === ids[key]);
  // the ride page, the rides list and the fitness chart agree
  expect(row.tss).toBe(d.tss);
  expect(chart).toBe(d.tss);
  return { ftpW: d.ftpUsedW as number, tss: d.tss as number };
}

const localToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date());

beforeAll(async () => {
  t = await startTestApp();
  eva = t.client();
  await onboardedRider(eva, 'eva-dated@example.com', { ftp: 250, timezone: 'UTC' });
  // one file a request: three decodes at once can pass the decode time limit on a loaded 2-core machine
  for (const [key, bytes] of Object.entries(RIDES) as [keyof typeof RIDES, Uint8Array][])
    ids[key] = await uploadOne(eva, { name: `${key}.fit`, bytes });
});
afterAll(() => t?.close());

describe('an FTP with the day it took effect', () => {
  it('rides older than the first FTP use it (the earliest one known)', async () => {
    for (const key of Object.keys(RIDES) as (keyof typeof RIDES)[]) {
      const s = await scored(key);
      expect(s).toEqual({ ftpW: 250, tss: tssWith(RIDES[key], 250) });
    }
  });

  it('a back-dated FTP re-scores the rides from its day until the next FTP, and leaves today’s FTP alone', async () => {
    const res = await eva.post('/api/ftp/history', { ftpW: 220, effectiveDate: '2019-01-01' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      entry: { ftpW: 220, source: 'manual', reason: 'dated_entry', effectiveAt: '2019-01-01T00:00:00.000Z' },
      currentFtpW: 250,
      effect: { becomesCurrent: false, nextFtpW: 250 },
    });
    // it is now the earliest FTP: it also covers the 2018 ride, which is older than any entry
    expect(res.json.effect.rescored).toMatchObject({ count: 3, firstStart: '2018-06-01T08:00:00.000Z' });
    for (const key of Object.keys(RIDES) as (keyof typeof RIDES)[])
      expect(await scored(key)).toEqual({ ftpW: 220, tss: tssWith(RIDES[key], 220) });
    const summary = (await eva.get('/api/dashboard/summary')).json;
    expect(summary.ftp).toMatchObject({ watts: 250, source: 'manual' });
    expect((await eva.get('/api/profile')).json.ftp).toBe(250);
  });

  it('entries in between split the years: each ride keeps the FTP of its own date', async () => {
    let res = await eva.post('/api/ftp/history', { ftpW: 200, effectiveDate: '2017-01-01' });
    expect(res.json.effect.rescored).toMatchObject({ count: 1, firstStart: '2018-06-01T08:00:00.000Z' });
    expect(res.json.effect).toMatchObject({ nextFtpW: 220, effectiveUntil: '2019-01-01T00:00:00.000Z' });
    res = await eva.post('/api/ftp/history', { ftpW: 240, effectiveDate: '2022-01-01' });
    expect(res.json.effect.rescored).toMatchObject({ count: 1, firstStart: '2023-06-01T08:00:00.000Z' });
    expect(await scored('y2018')).toEqual({ ftpW: 200, tss: tssWith(RIDES.y2018, 200) });
    expect(await scored('y2020')).toEqual({ ftpW: 220, tss: tssWith(RIDES.y2020, 220) });
    expect(await scored('y2023')).toEqual({ ftpW: 240, tss: tssWith(RIDES.y2023, 240) });
    // the same day typed again corrects it, and re-scores only its rides
    res = await eva.post('/api/ftp/history', { ftpW: 230, effectiveDate: '2019-01-01' });
    expect(res.json.effect.rescored).toMatchObject({ count: 1, firstStart: '2020-06-01T08:00:00.000Z' });
    expect(await scored('y2020')).toEqual({ ftpW: 230, tss: tssWith(RIDES.y2020, 230) });
    expect(await scored('y2018')).toEqual({ ftpW: 200, tss: tssWith(RIDES.y2018, 200) });
    const history = (await eva.get('/api/progress/ftp-history')).json;
    expect(history.current).toMatchObject({ watts: 250 });
    expect(history.entries.map((e: { ftpW: number }) => e.ftpW)).toEqual([230, 240, 200, 220, 250]);
  });

  it('an FTP typed for today becomes today’s FTP and re-scores no ride already ridden', async () => {
    const res = await eva.post('/api/ftp/history', { ftpW: 265, effectiveDate: localToday() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      currentFtpW: 265,
      effect: { becomesCurrent: true, rescored: { count: 0 } },
    });
    expect((await eva.get('/api/dashboard/summary')).json.ftp).toMatchObject({
      watts: 265,
      source: 'manual',
    });
    expect((await eva.get('/api/profile')).json.ftp).toBe(265);
    expect(await scored('y2023')).toEqual({ ftpW: 240, tss: tssWith(RIDES.y2023, 240) });
  });

  it('refuses a day in the future, before 1990, or not a day, in the rider’s language; nothing is stored', async () => {
    const before = (await eva.get('/api/progress/ftp-history')).json.entries.length;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, string, string][] = [
      [{ ftpW: 250, effectiveDate: tomorrow }, 'effectiveDate', 'ftp_date_future'],
      [{ ftpW: 250, effectiveDate: '1989-12-31' }, 'effectiveDate', 'ftp_date_too_early'],
      [{ ftpW: 250, effectiveDate: '2021-02-30' }, 'effectiveDate', 'invalid_value'],
      [{ ftpW: 250, effectiveDate: 'yesterday' }, 'effectiveDate', 'invalid_value'],
      [{ ftpW: 0, effectiveDate: '2021-01-01' }, 'ftpW', 'ftp_positive'],
      [{ ftpW: 250.5, effectiveDate: '2021-01-01' }, 'ftpW', 'ftp_whole'],
      [{ ftpW: 3001, effectiveDate: '2021-01-01' }, 'ftpW', 'ftp_too_high'],
    ];
    for (const [body, field, code] of cases) {
      const res = await eva.post('/api/ftp/history', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields[field].code).toBe(code);
    }
    const pt = await eva.post(
      '/api/ftp/history',
      { ftpW: 250, effectiveDate: tomorrow },
      { 'accept-language': 'pt' },
    );
    expect(pt.json.error.fields.effectiveDate.message).toBe(
      'Um FTP não pode começar num dia que ainda não chegou',
    );
    expect((await eva.get('/api/progress/ftp-history')).json.entries).toHaveLength(before);
    // a rider without a profile has no FTP to date
    const none = t.client();
    await none.signUp('no-profile-dated@example.com');
    expect((await none.post('/api/ftp/history', { ftpW: 250, effectiveDate: '2021-01-01' })).status).toBe(
      404,
    );
  });
});

describe('totals of a rider whose rides are years old', () => {
  it('say where the latest ride is, so the page opens on it instead of on empty weeks', async () => {
    for (const [period, start] of [
      ['week', '2023-05-29'], // the Monday of Thursday 2023-06-01
      ['month', '2023-06-01'],
    ] as const) {
      const today = (await eva.get(`/api/progress/totals?period=${period}&count=12`)).json;
      expect(today.periods.every((p: { rides: number }) => p.rides === 0)).toBe(true);
      expect(today.latestOffset).toBeGreaterThan(11);
      const latest = (
        await eva.get(`/api/progress/totals?period=${period}&count=12&offset=${today.latestOffset}`)
      ).json;
      expect(latest.periods.at(-1)).toMatchObject({ start, rides: 1 });
      expect(latest.latestOffset).toBe(today.latestOffset);
    }
    const none = t.client();
    await onboardedRider(none, 'no-rides-totals@example.com');
    expect((await none.get('/api/progress/totals')).json.latestOffset).toBeNull();
  });
});
