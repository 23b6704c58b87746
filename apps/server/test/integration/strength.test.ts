import { STRENGTH_SESSIONS, strengthSessionLoad, strengthTss } from '@domestique/coach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/** A TCX ride at a steady power (1 Hz), for a day that also holds a strength session. */
function tcxRide(start: Date, seconds: number, watts: number): Uint8Array {
  const points = Array.from({ length: seconds }, (_, s) => {
    const time = new Date(start.getTime() + s * 1000).toISOString();
    return `<Trackpoint><Time>${time}</Time><DistanceMeters>${s * 9}</DistanceMeters><Extensions><ns3:TPX><ns3:Watts>${watts}</ns3:Watts></ns3:TPX></Extensions></Trackpoint>`;
  });
  return new TextEncoder().encode(`<?xml version="1.0"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
<Activities><Activity Sport="Biking"><Id>${start.toISOString()}</Id><Lap StartTime="${start.toISOString()}"><Track>${points.join('')}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`);
}

const localToday = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

let t: TestApp;
let rui: TestClient;
let sol: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  rui = t.client();
  await onboardedRider(rui, 'rui-strength@example.com', { ftp: 250, timezone: 'America/Sao_Paulo' });
  sol = t.client();
  await onboardedRider(sol, 'sol-strength@example.com', { ftp: 200 });
});
afterAll(() => t?.close());

describe('strength sessions', () => {
  it('lists every session with its estimated load, in the rider’s language', async () => {
    const res = await rui.get('/api/strength', { 'accept-language': 'pt-BR' });
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(STRENGTH_SESSIONS.length);
    const first = STRENGTH_SESSIONS[0]!;
    expect(res.json.items[0]).toMatchObject({
      id: first.id,
      name: first.name.pt,
      durationS: first.durationS,
      rpe: first.rpe,
      load: strengthSessionLoad(first),
      exerciseCount: first.exercises.length,
    });
  });

  it('shows one session’s exercises: sets, reps or holds, rest and cues', async () => {
    const session = STRENGTH_SESSIONS.find((s) => s.exercises.some((e) => e.holdS))!;
    const res = await rui.get(`/api/strength/${session.id}`, { 'accept-language': 'es' });
    expect(res.status).toBe(200);
    expect(res.json.purpose).toBe(session.purpose.es);
    expect(res.json.exercises).toHaveLength(session.exercises.length);
    const hold = session.exercises.findIndex((e) => e.holdS);
    expect(res.json.exercises[hold]).toMatchObject({
      name: session.exercises[hold]!.name.es,
      reps: null,
      holdS: session.exercises[hold]!.holdS,
      cue: session.exercises[hold]!.cue.es,
    });
    expect(res.json.logs).toEqual([]);
    expect((await rui.get('/api/strength/no-such-session')).status).toBe(404);
  });
});

describe('logging a session: its load counts in the daily load (CTL/ATL), and leaves with the log', () => {
  const session = STRENGTH_SESSIONS.find((s) => s.id === 'strength-hinge-gym')!;

  it('adds the session-RPE load to the day, beside a ride on the same day', async () => {
    // 09:00 in São Paulo: the same local day for the ride and the log, whenever the test runs
    const day = '2026-01-10';
    await uploadOne(rui, { name: 'ride.tcx', bytes: tcxRide(new Date(`${day}T12:00:00Z`), 3600, 250) });
    const before = (await rui.get(`/api/progress/fitness?from=${day}&to=${day}`)).json.days.at(-1);
    expect(before.load).toBeCloseTo(100, 0); // one hour at FTP
    const logged = await rui.post(`/api/strength/${session.id}/logs`, { date: day, durationS: 2700, rpe: 6 });
    expect(logged.status).toBe(201);
    expect(logged.json).toMatchObject({ sessionId: session.id, date: day, durationS: 2700, rpe: 6 });
    expect(logged.json.tss).toBeCloseTo(strengthTss(2700, 6), 9); // 45 min × 6 / 6 = 45
    expect(logged.json.tss).toBeCloseTo(45, 9);
    const after = (await rui.get(`/api/progress/fitness?from=${day}&to=${day}`)).json.days.at(-1);
    expect(after.load).toBeCloseTo(before.load + 45, 6);
    expect(after.atl).toBeGreaterThan(before.atl);
    const detail = (await rui.get(`/api/strength/${session.id}`)).json;
    expect(detail.logs.map((l: { id: string }) => l.id)).toEqual([logged.json.id]);
    expect((await rui.get('/api/strength/logs')).json.items[0].id).toBe(logged.json.id);

    expect((await rui.request('DELETE', `/api/strength/logs/${logged.json.id}`)).status).toBe(204);
    const gone = (await rui.get(`/api/progress/fitness?from=${day}&to=${day}`)).json.days.at(-1);
    expect(gone.load).toBeCloseTo(before.load, 9);
    expect((await rui.request('DELETE', `/api/strength/logs/${logged.json.id}`)).status).toBe(404);
  });

  it('a session logged today moves the dashboard’s fitness (today in the rider’s time zone)', async () => {
    const before = (await rui.get('/api/dashboard/summary')).json.fitness;
    const res = await rui.post(`/api/strength/${session.id}/logs`, { date: localToday('America/Sao_Paulo') });
    expect(res.status).toBe(201);
    const after = (await rui.get('/api/dashboard/summary')).json.fitness;
    expect(after.date).toBe(before.date);
    expect(after.atl - before.atl).toBeCloseTo(res.json.tss / 7, 9); // ATL moves by load/7 on the day (k = 1/7)
    await rui.request('DELETE', `/api/strength/logs/${res.json.id}`);
    expect((await rui.get('/api/dashboard/summary')).json.fitness.atl).toBeCloseTo(before.atl, 9);
  });

  it('defaults duration and RPE to the session’s plan, and counts on an earlier day too', async () => {
    const res = await rui.post(`/api/strength/${session.id}/logs`, { date: '2026-01-05' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ durationS: session.durationS, rpe: session.rpe });
    expect(res.json.tss).toBeCloseTo(strengthSessionLoad(session).tss, 9);
    const day = (await rui.get('/api/progress/fitness?from=2026-01-05&to=2026-01-05')).json.days.at(-1);
    expect(day.load).toBeCloseTo(res.json.tss, 9);
  });

  it('no rider sees or deletes another’s logs (404), and their loads stay apart', async () => {
    const mine = (await rui.post(`/api/strength/${session.id}/logs`, { date: '2026-01-06' })).json.id;
    expect((await sol.request('DELETE', `/api/strength/logs/${mine}`)).status).toBe(404);
    expect((await sol.get('/api/strength/logs')).json.items).toEqual([]);
    expect((await sol.get(`/api/strength/${session.id}`)).json.logs).toEqual([]);
    const solDay = (await sol.get('/api/progress/fitness?from=2026-01-06&to=2026-01-06')).json.days.at(-1);
    expect(solDay.load).toBe(0);
    expect((await rui.get('/api/strength/logs')).json.items.some((l: { id: string }) => l.id === mine)).toBe(
      true,
    );
  });

  it('refuses bad logs with field messages: dates, durations, RPE, NUL, unknown keys, huge numbers', async () => {
    const post = (body: unknown) =>
      rui.request('POST', `/api/strength/${session.id}/logs`, body, { 'accept-language': 'pt' });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, string, string][] = [
      [{ date: tomorrow }, 'date', 'strength_date_invalid'],
      [{ date: '1999-12-31' }, 'date', 'strength_date_invalid'],
      [{ date: '2026-02-30' }, 'date', 'strength_date_invalid'],
      [{ date: '+275760-09-13' }, 'date', 'strength_date_invalid'],
      [{ date: '2026-01-05\u0000' }, 'date', 'nul_character'],
      [{ date: '2026-01-05', durationS: 59 }, 'durationS', 'strength_duration_range'],
      [{ date: '2026-01-05', durationS: 1e308 }, 'durationS', 'strength_duration_range'],
      [{ date: '2026-01-05', rpe: 11 }, 'rpe', 'strength_rpe_range'],
      [{ date: '2026-01-05', rpe: 5.5 }, 'rpe', 'strength_rpe_range'],
      [{ date: '2026-01-05', user_id: 'x' }, 'user_id', 'unknown_field'],
      [{ date: { $gt: '' } }, 'date', 'strength_date_invalid'],
    ];
    for (const [body, field, code] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields[field]?.code, JSON.stringify(body)).toBe(code);
    }
    expect((await post({ date: '1999-12-31' })).json.error.fields.date.message).toBe(
      'Escolha uma data de 1º de janeiro de 2000 até hoje',
    );
    expect((await rui.post('/api/strength/nope/logs', { date: '2026-01-05' })).status).toBe(404);
    expect((await rui.get('/api/strength/logs?limit=0')).status).toBe(400);
    expect((await rui.request('DELETE', '/api/strength/logs/%00')).status).toBe(400);
    expect((await rui.get('/api/strength/a%00b')).status).toBe(400);
  });
});
