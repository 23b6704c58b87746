import { checkNarration } from '@domestique/coach';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarySweepJob } from '../../src/modules/coach/index.ts';
import type { TestClient } from '../support/http-client.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * Weekly and monthly summaries on a real database: built on the first read when missing, by the hourly sweep at the
 * rider's Monday 07:00 (once per period however often it runs), worded in the request language and the coach's
 * gender, every number one of the facts — and a rider sees only their own.
 */
const clock = testClock('2026-06-01T12:00:00Z');
let t: TestApp;
let ada: TestClient;
let ben: TestClient;
let adaId = '';
let benId = '';

const ride = (startTime: string, watts: number, durationS = 1800, seed = 1) =>
  encodeSyntheticRideFit({ durationS, seed, startTime: new Date(startTime), power: () => watts });

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ada = t.client();
  ben = t.client();
  await onboardedRider(ada, 'ada-summary@example.com', {
    ftp: 240,
    timezone: 'Europe/Lisbon',
    coach_gender: 'female',
  });
  await onboardedRider(ben, 'ben-summary@example.com', { ftp: 260, timezone: 'America/Sao_Paulo' });
  await createPlan(ada);
  adaId = (await ada.get('/api/auth/get-session')).json.user.id;
  benId = (await ben.get('/api/auth/get-session')).json.user.id;
  // a ride the week before (her earlier bests: 200 W), then Tuesday's at 230 W: new bests at 5 s … 20 min
  await uploadOne(ada, { name: 'before.fit', bytes: ride('2026-05-27T07:00:00Z', 200, 1800, 2) });
  await uploadOne(ada, { name: 'tuesday.fit', bytes: ride('2026-06-02T07:00:00Z', 230, 1800, 3) });
  await t.app.jobs.idle();
});
afterAll(() => t?.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
const fact = (summary: any, id: string) => summary.facts.find((f: { id: string }) => f.id === id)?.value;
const stored = async (userId: string, period: string) =>
  (
    await t.database.query<{ from_day: string }>(
      `select from_day::text as from_day from coach_summaries where user_id = $1 and period = $2 order by from_day`,
      [userId, period],
    )
  ).map((r) => r.from_day);

describe('weekly and monthly summaries', () => {
  it('the hourly sweep builds the week that ended once it is Monday 07:00 where the rider lives, once', async () => {
    // Monday 8 June, 06:30 in Lisbon (UTC+1): the week of 1–7 June is not due yet, the one before it is
    clock.set('2026-06-08T05:30:00Z');
    await t.app.jobs.enqueue(summarySweepJob, {});
    await t.app.jobs.idle();
    expect(await stored(adaId, 'week')).toEqual(['2026-05-25']);
    expect(await stored(adaId, 'month')).toEqual(['2026-05-01']);
    // 07:30 in Lisbon: now it is
    clock.set('2026-06-08T06:30:00Z');
    await t.app.jobs.enqueue(summarySweepJob, {});
    await t.app.jobs.enqueue(summarySweepJob, {});
    await t.app.jobs.idle();
    expect(await stored(adaId, 'week')).toEqual(['2026-05-25', '2026-06-01']);
    expect(await stored(adaId, 'month')).toEqual(['2026-05-01']);
    // in São Paulo it is 03:30: Ben's week of 1–7 June is not due yet
    expect(await stored(benId, 'week')).toEqual(['2026-05-25']);
  });

  it('the latest week says what was planned and done, the new bests and the coming week, every number a fact', async () => {
    const res = await ada.get('/api/coach/summaries/latest?period=week');
    expect(res.status).toBe(200);
    const s = res.json;
    expect(s).toMatchObject({ period: 'week', from: '2026-06-01', to: '2026-06-07', source: 'template' });
    expect(fact(s, 'done.rides')).toBe(1);
    expect(fact(s, 'planned.sessions')).toBeGreaterThan(0);
    expect(fact(s, 'best.1200.watts')).toBe(230);
    expect(fact(s, 'best.1200.before')).toBe(200);
    expect(fact(s, 'next.from')).toBe('2026-06-08');
    expect(s.paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(s.paragraphs[0].text).toMatch(/^You completed \d+ of \d+ planned sessions this week/);
    expect(s.paragraphs.map((p: { text: string }) => p.text).join(' ')).toContain(
      '230 W for 20 min (up from 200 W)',
    );
    expect(checkNarration(s.paragraphs, s.facts, 'en')).toEqual([]);
  });

  it('in Portuguese and Spanish the coach she chose speaks as a woman; the facts do not change', async () => {
    const pt = (await ada.get('/api/coach/summaries/latest?period=week', { 'accept-language': 'pt-BR' }))
      .json;
    const es = (await ada.get('/api/coach/summaries/latest?period=week', { 'accept-language': 'es' })).json;
    const en = (await ada.get('/api/coach/summaries/latest?period=week')).json;
    expect(pt.facts).toEqual(en.facts);
    expect(pt.createdAt).toBe(en.createdAt);
    expect(pt.paragraphs.map((p: { text: string }) => p.text).join(' ')).toMatch(/Estou orgulhosa/);
    expect(es.paragraphs.map((p: { text: string }) => p.text).join(' ')).toMatch(/Estoy orgullosa/);
    expect(checkNarration(pt.paragraphs, pt.facts, 'pt')).toEqual([]);
    expect(checkNarration(es.paragraphs, es.facts, 'es')).toEqual([]);
  });

  it('the list is newest first; a month is built on the spot when the sweep has not reached it', async () => {
    const weeks = (await ada.get('/api/coach/summaries?period=week')).json;
    expect(weeks.items.map((s: { from: string }) => s.from)).toEqual(['2026-06-01', '2026-05-25']);
    // 1 July, 08:00 in Lisbon, before any sweep: June's summary is built by the read
    clock.set('2026-07-01T07:00:00Z');
    const june = (await ada.get('/api/coach/summaries/latest?period=month')).json;
    expect(june).toMatchObject({ period: 'month', from: '2026-06-01', to: '2026-06-30' });
    expect(fact(june, 'done.rides')).toBe(1);
    expect(await stored(adaId, 'month')).toEqual(['2026-05-01', '2026-06-01']);
  });

  it('a rider sees only their own: a rider without rides reads their own empty weeks', async () => {
    const s = (await ben.get('/api/coach/summaries/latest?period=week')).json;
    expect(s).toMatchObject({ period: 'week', from: '2026-06-22', to: '2026-06-28' });
    expect(fact(s, 'done.rides')).toBe(0);
    expect(fact(s, 'planned.sessions')).toBeUndefined();
    expect(s.paragraphs[0].text).toBe(
      'You did not ride this week. Rest is part of training; I am here when you are back on the bike.',
    );
    const list = (await ben.get('/api/coach/summaries?period=week')).json.items;
    expect(list.map((x: { from: string }) => x.from)).toEqual(['2026-06-22', '2026-05-25']);
    expect(list.every((x: { facts: unknown[] }) => fact(x, 'best.1200.watts') === undefined)).toBe(true);
  });

  it('bad input is a 400 naming the field; no session is a 401', async () => {
    const year = await ada.get('/api/coach/summaries/latest?period=year');
    expect(year.status).toBe(400);
    expect(year.json.error.code).toBe('validation_error');
    expect(Object.keys(year.json.error.fields)).toEqual(['period']);
    expect((await ada.get('/api/coach/summaries?period=week&limit=0')).status).toBe(400);
    expect((await t.client().get('/api/coach/summaries/latest')).status).toBe(401);
  });
});
