import { libraryWorkoutById, targetPowerSeries } from '@domestique/coach';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFtpRepository } from '../../src/modules/ftp/index.ts';
import { createPlanModules } from '../../src/modules/plans/plan-modules.ts';
import { createProgressRepository } from '../../src/modules/progress/index.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, FOUR_DAYS, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * The "done when", through the API: a new rider with no power data and no FTP gets a 12-week plan that opens
 * with an FTP test; rides it and sees the FTP it gives with its reason, saves it and the plan's targets follow;
 * misses a workout and marks two days as travel, and sees each change in Portuguese; checks in "very tired" and
 * sees today's session swapped; subscribes to the ICS feed.
 */
const clock = testClock('2026-06-01T12:00:00Z'); // Monday, 09:00 in São Paulo
const PT = { 'accept-language': 'pt-BR,pt;q=0.9' };
let t: TestApp;
let rider: TestClient;

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  rider = t.client();
  await onboardedRider(rider, 'journey@example.com', {
    experience_level: 'beginner',
    timezone: 'America/Sao_Paulo',
    interface_language: 'pt',
  });
});
afterAll(() => t?.close());

/** The change log in Portuguese, newest first. */
async function changesPt() {
  const res = await rider.get('/api/plans/changes?pageSize=50', PT);
  expect(res.status).toBe(200);
  return res.json.items as { id: string; reason: string; sentence: string; origin: string }[];
}

describe('a new rider’s first two weeks, through the API', () => {
  let testRideId = '';
  let planId = '';

  it('gets a 12-week plan that opens with an FTP test (no FTP, no rides)', async () => {
    const res = await rider.post(
      '/api/plans',
      { goal: 'generalFitness', weeklyHours: 5, availability: FOUR_DAYS },
      PT,
    );
    expect(res.status).toBe(201);
    const plan = res.json.plan;
    planId = plan.id;
    expect(plan.weeks).toHaveLength(12);
    expect(plan.input).toMatchObject({ level: 'beginner', ftpW: null, startDate: '2026-06-01' });
    expect(plan.settings.startLoad.assumed).toBe(true);
    expect(plan.weeks[0].focus.text).toMatch(/^Semana 1 de 12 · Base/);
    expect(plan.phases.map((p: { phase: string }) => p.phase)).toEqual(
      expect.arrayContaining(['base', 'build']),
    );
    const first = (await calendarSessions(rider, '2026-06-01', '2026-06-07'))[0];
    expect(first).toMatchObject({
      date: '2026-06-02',
      workoutId: 'ftp-test-ramp',
      role: 'test',
      status: 'planned',
    });
    // the seam for the FTP module's test recognition: the plan's scheduled tests
    const userId = (await rider.get('/api/auth/get-session')).json.user.id;
    const modules = createPlanModules({
      db: t.database.db,
      ftpRepo: createFtpRepository(t.database.db),
      progressRepo: createProgressRepository(t.database.db),
      log: t.app.log,
      baseUrl: t.baseUrl,
      now: clock.now,
    });
    expect(await modules.plannedFtpTests(userId, '2026-06-01', '2026-06-14')).toEqual([
      { day: '2026-06-02', protocol: 'ramp', workoutId: 'ftp-test-ramp' },
    ]);
  });

  it('rides the test: the session is done, the ride gives an FTP with its reason, saving it sets the plan’s FTP', async () => {
    clock.set('2026-06-02T22:00:00Z');
    // the ramp as written, at the FTP the rider's answers estimate (what the ride is scored with): compliance
    // compares its time in zones with the test's
    const ftp = (await rider.get('/api/dashboard/summary')).json.ftp;
    expect(ftp).toMatchObject({ source: 'answers' });
    const written = targetPowerSeries(libraryWorkoutById('ftp-test-ramp')!.steps, ftp.watts);
    testRideId = await uploadOne(rider, {
      name: 'ramp-test.fit',
      bytes: encodeSyntheticRideFit({
        durationS: written.length,
        seed: 42,
        startTime: new Date('2026-06-02T13:00:00Z'),
        power: (s) => written[s] ?? 0,
      }),
    });
    await t.app.jobs.idle(); // the plan hears of the ride through a job
    const [test] = await calendarSessions(rider, '2026-06-02', '2026-06-02');
    expect(test).toMatchObject({ workoutId: 'ftp-test-ramp', activityId: testRideId });
    expect(['completed', 'partial']).toContain(test.status);
    expect(test.compliance.score).toBeGreaterThan(0);

    // the existing FTP-from-test flow: the proposal with its reason (0.75 × best minute), nothing changed yet
    const preview = await rider.get(`/api/activities/${testRideId}/ftp-test`);
    const ramp = preview.json.options.find((o: { protocol: string }) => o.protocol === 'ramp');
    expect(ramp).toMatchObject({ available: true, factor: 0.75 });
    expect(ramp.ftpW).toBe(Math.round(ramp.basisW * 0.75));
    expect((await rider.get('/api/plans/active')).json.plan.input.ftpW).toBeNull();

    const saved = await rider.post(`/api/activities/${testRideId}/ftp-test`, { protocol: 'ramp' });
    expect(saved.status).toBe(200);
    await t.app.jobs.idle(); // …and of the new FTP
    const plan = (await rider.get('/api/plans/active')).json.plan;
    expect(plan.input.ftpW).toBe(ramp.ftpW);
    const [latest] = await changesPt();
    expect(latest).toMatchObject({ reason: 'ftpSet', origin: 'coach' });
    expect(latest!.sentence).toBe(
      `Seu FTP agora é ${ramp.ftpW} W, a partir de seu teste de FTP. Todas as metas do plano são porcentagens do FTP, então seus treinos agora têm os watts certos.`,
    );
  });

  it('misses a key workout: the next day the coach moves it (or lets it go) and says why, in Portuguese', async () => {
    // a beginner's first week holds the test as its only hard session: the next key session is in week 2
    const key = (await calendarSessions(rider, '2026-06-03', '2026-06-10')).find(
      (s: { role: string }) => s.role === 'key',
    );
    expect(key).toBeDefined();
    clock.set(`${key.date}T12:00:00Z`);
    clock.advance(1);
    const cal = await rider.get(`/api/calendar?from=${key.date}&to=${key.date}`);
    const ghost = cal.json.days[0].sessions.find((s: { uid: string }) => s.uid === key.uid);
    expect(['moved', 'skipped']).toContain(ghost.status);
    const changes = await changesPt();
    const missed = changes.find((c) => c.reason === 'missedKeyMoved' || c.reason === 'missedKeySkipped');
    expect(missed?.origin).toBe('coach');
    expect(missed!.sentence).toMatch(/^Você perdeu seu treino de .+ de \d+ de junho \(.+\)/);
  });

  it('marks two days as travel: the week is re-planned and each change has its Portuguese sentence', async () => {
    // the day after the missed session (Wednesday 10 June): Thursday and Friday away
    await rider.get('/api/calendar?from=2026-06-08&to=2026-06-14');
    const before = await calendarSessions(rider, '2026-06-11', '2026-06-12');
    expect(before.length).toBeGreaterThan(0);
    const res = await rider.post(
      '/api/calendar/unavailable',
      { from: '2026-06-11', to: '2026-06-12', reason: 'travel' },
      PT,
    );
    expect(res.status).toBe(201);
    expect(res.json.changes.length).toBeGreaterThan(0);
    for (const change of res.json.changes) {
      expect(change.trigger).toBe('unavailable');
      expect(change.sentence).toMatch(
        /11 de junho \(quinta-feira\) a 12 de junho \(sexta-feira\) como indisponível|abrir espaço/,
      );
    }
    const after = await calendarSessions(rider, '2026-06-11', '2026-06-12');
    expect(after.every((s: { status: string }) => s.status === 'moved' || s.status === 'skipped')).toBe(true);
    const week = await rider.get('/api/calendar?from=2026-06-08&to=2026-06-14');
    expect(week.json.days.filter((d: { unavailable: unknown }) => d.unavailable).length).toBe(2);
  });

  it('checks in “very tired”: today’s session becomes a recovery ride, and says so', async () => {
    clock.set('2026-06-13T11:00:00Z');
    const [today] = (await calendarSessions(rider, '2026-06-13', '2026-06-13')).filter(
      (s: { status: string }) => s.status === 'planned',
    );
    expect(today).toBeDefined();
    const res = await rider.put(
      '/api/check-ins/today',
      { sleep: 3, fatigue: 5, soreness: 3, stress: 3, motivation: 3 },
      PT,
    );
    expect(res.status).toBe(200);
    expect(res.json.checkIn).toMatchObject({ date: '2026-06-13', fatigue: 5 });
    const swap = res.json.changes.find((c: { reason: string }) => c.reason === 'veryTired');
    expect(swap).toMatchObject({ kind: 'replace', origin: 'coach', trigger: 'check_in' });
    expect(swap.sentence).toMatch(/^Você nos contou que está com muito cansaço, então hoje é só recuperação/);
    const dash = await rider.get('/api/plans/dashboard', PT);
    const now = dash.json.upcoming.find((s: { uid: string }) => s.uid === today.uid);
    expect(now).toMatchObject({ date: '2026-06-13', family: 'recovery', adjustedBy: 'veryTired' });
    expect(dash.json.checkIn.readiness.band).toBeDefined();
    expect(dash.json.latestChange.reason).toBe('veryTired');
    // the coach made it: the rider may undo it today
    expect(dash.json.latestChange.undo).toEqual({ possible: true, refusal: null, linked: [] });
  });

  it('subscribes to the ICS feed: planned workouts in a calendar app, today’s recovery ride included', async () => {
    const res = await rider.post('/api/calendar/feed');
    expect(res.status).toBe(201);
    const feed = await t.client().get(new URL(res.json.url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(feed.text).toContain('DTSTART;VALUE=DATE:20260613');
    expect(feed.text).toContain('X-WR-CALNAME:Plano de treino Domestique');
    expect(feed.text).toContain(`UID:${planId}-`);
  });
});
