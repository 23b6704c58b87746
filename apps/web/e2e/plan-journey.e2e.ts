import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { libraryWorkoutById, targetPowerSeries } from '@domestique/coach';
import { encodeSyntheticRideFit } from '@domestique/formats';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../scripts/test-server.ts';
import {
  clippedTexts,
  DESKTOP,
  horizontalOverflow,
  keepScreenshot,
  launchBrowser,
  navTabsOffScreen,
  PHONE,
  seriousAxeViolations,
  toastOverHeader,
  uniqueEmail,
} from './browser.ts';

/**
 * The "done when", in the browser, in Portuguese on a 360 px phone: a new rider with no power data and no FTP
 * builds a 12-week plan that opens with an FTP test; uploads the test ride and sees the FTP proposed with its reason,
 * saves it and the plan's targets follow; misses a workout and marks two days as travel and reads each change in
 * Portuguese; checks in "very tired" and sees today's session swapped; subscribes to the ICS feed.
 *
 * Days must pass, so this file runs its own server with the coach's test clock (PLANS_TEST_CLOCK_FILE, refused in
 * production): the same days as the API journey (apps/server/test/integration/plans-journey.test.ts).
 */
const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'domestique-clock-')), 'today');
/** Moves the coach's "today" (the rider is in São Paulo: 12:00 UTC is 09:00 there). */
const setToday = (iso: string) => writeFileSync(clockFile, iso);

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let baseURL = '';
const PT = { 'accept-language': 'pt' };

type Session = { uid: string; date: string; role: string; status: string; name: string; workoutId: string };
async function sessions(from: string, to: string): Promise<Session[]> {
  const res = await api.get(`/api/calendar?from=${from}&to=${to}`, { headers: PT });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { days: { sessions: Session[] }[] };
  return body.days.flatMap((d) => d.sessions);
}

/**
 * Picks a visually hidden radio the way a rider does, by its label: Playwright then checks the label is what the
 * click hits (a forced click on the 1-px input went wherever the page had shifted to while the ride's charts loaded).
 */
async function choose(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

async function look(label: string) {
  await keepScreenshot(page, `plan-journey-${label}.png`, true);
  expect(await horizontalOverflow(page), `${label}: no sideways scroll at 360 px`).toBeLessThanOrEqual(0);
  // every section reachable at 360 px in pt: the five tabs wholly on screen, none scrolled out of sight
  expect(await navTabsOffScreen(page), `${label}: tabs on screen`).toEqual({ tabs: 5, offScreen: [] });
}

beforeAll(async () => {
  setToday('2026-06-01T12:00:00Z'); // a Monday
  server = await startServer({ RATE_LIMIT: 'off', PLANS_TEST_CLOCK_FILE: clockFile });
  baseURL = server.baseURL;
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    serviceWorkers: 'block',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  page = await context.newPage();
  api = context.request;
  const email = uniqueEmail('plan-journey');
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { name: 'Bia', email, password: 'Treino-Forte-2026', language: 'pt' },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  // a new rider: no FTP, no rides, a beginner, four riding days
  const profile = await api.put('/api/profile', {
    data: {
      name: 'Bia',
      email,
      age: 35,
      weight: 62,
      weight_unit: 'kg',
      ftp: null,
      knows_ftp: false,
      experience_level: 'beginner',
      primary_goal: 'generalFitness',
      interface_language: 'pt',
      onboarding_completed: true,
      weekly_hours: 5,
      available_days: ['tue', 'thu', 'sat', 'sun'],
      // no time zone: the first signed-in page saves the browser's (São Paulo, the context's)
    },
    headers: { origin: baseURL },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a new rider’s first two weeks with a plan, in Portuguese on a phone', () => {
  it('builds a 12-week plan from the dashboard’s Browse Plans: it opens with an FTP test', async () => {
    await page.goto('/pt/dashboard');
    await expect.poll(() => page.getByTestId('plan-status').textContent()).toBe('Não iniciado');
    await expect
      .poll(
        async () => ((await (await api.get('/api/profile')).json()) as { timezone: string | null }).timezone,
      )
      .toBe('America/Sao_Paulo');
    await page.getByTestId('browse-plans').click();
    await page.getByTestId('plan-wizard').waitFor();
    // prefilled from the profile: FTP unknown, 5 h, Tue/Thu/Sat/Sun, 12 weeks from today
    expect(await page.getByTestId('ftp-unknown').isChecked()).toBe(true);
    expect(await page.getByTestId('weekly-hours').inputValue()).toBe('5');
    expect(await page.getByTestId('day-tue').isChecked()).toBe(true);
    expect(await page.getByTestId('day-mon').isChecked()).toBe(false);
    await page.getByLabel('Sessão mais longa de terça-feira').selectOption('90');
    await page.getByLabel('Sessão mais longa de quinta-feira').selectOption('90');
    await page.getByLabel('Sessão mais longa de sábado').selectOption('180');
    await page.getByLabel('Sessão mais longa de domingo').selectOption('120');
    // a language switch keeps the answers (the page stays mounted): to Spanish and back
    const lang = (code: string) => page.waitForFunction((c) => document.documentElement.lang === c, code);
    await page.getByTestId('language-select').selectOption('es');
    await lang('es');
    await page.getByText('Crea tu plan de entrenamiento').waitFor();
    expect(await page.getByTestId('weekly-hours').inputValue()).toBe('5');
    expect(await page.getByLabel('Sesión más larga del sábado').inputValue()).toBe('180');
    await page.getByTestId('language-select').selectOption('pt');
    await lang('pt');
    expect(await page.getByLabel('Sessão mais longa de sábado').inputValue()).toBe('180');
    expect(await page.getByLabel('Sessão mais longa de terça-feira').inputValue()).toBe('90');
    await look('1-wizard');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId('plan-preview-button').click();
    await page.getByTestId('plan-preview').waitFor();
    expect(await page.getByTestId('preview-title').textContent()).toBe('12 semanas');
    expect(await page.getByTestId('preview-ftp-test').textContent()).toMatch(/teste de FTP/);
    // nothing is stored before the rider commits
    expect(((await (await api.get('/api/plans/active')).json()) as { plan: unknown }).plan).toBeNull();
    await look('2-preview');

    await page.getByTestId('plan-create').click();
    await page.getByTestId('plan-overview').waitFor();
    expect(await page.getByTestId('plan-now').textContent()).toMatch(/Semana 1 de 12/);
    expect(await page.getByTestId('week-table').locator('tbody tr').count()).toBe(12);
    await page.getByTestId('plan-fitness-canvas').locator('canvas').waitFor();
    await look('3-overview');
    expect(await clippedTexts(page.getByTestId('plan-fitness').locator('figcaption'))).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [first] = await sessions('2026-06-01', '2026-06-07');
    expect(first).toMatchObject({ date: '2026-06-02', role: 'test', status: 'planned' });
    await page.goto('/pt/dashboard');
    await expect.poll(() => page.getByTestId('plan-week').textContent()).toBe('Semana 1 de 12');
    expect(await page.getByTestId('upcoming-list').textContent()).toContain(first!.name);
    await look('4-dashboard');
    // "Condicionamento (CTL)" whole, not "Condicionam"
    expect(await clippedTexts(page.getByTestId('training-load'))).toEqual([]);
  });

  it('uploads the test ride: the FTP is proposed with its reason; saved, the plan’s targets follow', async () => {
    setToday('2026-06-02T22:00:00Z');
    await page.goto('/pt/activities');
    // the ramp as written, at the FTP the rider's answers estimate (what the ride is scored with): the calendar's
    // compliance compares its time in zones with the test's
    const ftp = (
      (await (await api.get('/api/dashboard/summary')).json()) as { ftp: { watts: number; source: string } }
    ).ftp;
    expect(ftp.source).toBe('answers');
    const ramp = targetPowerSeries(libraryWorkoutById('ftp-test-ramp')!.steps, ftp.watts);
    const fit = encodeSyntheticRideFit({
      durationS: ramp.length,
      seed: 42,
      startTime: new Date('2026-06-02T13:00:00Z'),
      power: (s) => ramp[s] ?? 0,
    });
    await page
      .getByTestId('upload-input')
      .setInputFiles([
        { name: 'teste-rampa.fit', mimeType: 'application/octet-stream', buffer: Buffer.from(fit) },
      ]);
    let rideId = '';
    await expect
      .poll(
        async () => {
          const [test] = await sessions('2026-06-02', '2026-06-02');
          rideId =
            test?.status === 'planned' ? '' : ((test as unknown as { activityId: string }).activityId ?? '');
          return rideId;
        },
        { timeout: 60_000 },
      )
      .not.toBe('');

    // the calendar shows the test done, with a link to the ride
    // the week before the plan began: its days were never rest days
    await page.goto('/pt/plans/calendar?view=week&day=2026-05-31');
    expect(await page.getByTestId('day-2026-05-31').getByTestId('empty-day').textContent()).toBe(
      'Ainda sem plano',
    );
    await page.goto('/pt/plans/calendar?view=week&day=2026-06-02');
    const testDay = page.getByTestId('day-2026-06-02');
    await testDay.getByText('Ver o pedal').waitFor();
    // the session opens as that day's session (day, status, the ride), not the library's page, and leads back
    const [testSession] = await sessions('2026-06-02', '2026-06-02');
    await testDay.getByTestId('calendar-session').getByRole('link', { name: testSession!.name }).click();
    const planned = page.getByTestId('planned-session');
    // done or partly done (the calendar's matching decides): the page shows the session's own status
    expect(['completed', 'partial']).toContain(testSession!.status);
    await planned.getByTestId(`status-${testSession!.status}`).waitFor();
    expect(new URL(page.url()).searchParams.get('session')).toBe(testSession!.uid);
    expect(await planned.getByTestId('session-day').textContent()).toMatch(/2 de jun/);
    expect(await planned.getByText('Ver o pedal').getAttribute('href')).toBe(`/pt/activities/${rideId}`);
    await page.getByTestId('workout-downloads').waitFor();
    await page.getByTestId('session-back').click();
    await page.getByTestId('day-2026-06-02').waitFor();
    expect(new URL(page.url()).search).toBe('?view=week&day=2026-06-02');
    // a coming session: its chart, and the calendar's own skip, move and swap
    const coming = (await sessions('2026-06-03', '2026-06-07')).find(
      (s) => s.status === 'planned' && s.role !== 'strength',
    )!;
    await page.goto('/pt/plans/calendar?view=week&day=2026-06-03');
    await page.getByTestId(`day-${coming.date}`).getByRole('link', { name: coming.name }).first().click();
    await page.getByTestId('planned-session').getByTestId('status-planned').waitFor();
    for (const id of ['session-skip', 'session-move', 'session-swap', 'workout-chart-panel'])
      await page.getByTestId(id).waitFor();
    expect(await page.getByTestId('session-back').getAttribute('href')).toBe(
      `/pt/plans/calendar?view=week&day=${coming.date}`,
    );

    await page.goto(`/pt/activities/${rideId}`);
    await page.getByTestId('ftp-test-option-ramp').click();
    const reason = await page.getByTestId('ftp-test-reason').textContent();
    expect(reason).toMatch(/75/);
    const proposed = Number((await page.getByTestId('ftp-test-value').textContent())?.replace(/\D/g, ''));
    expect(proposed).toBeGreaterThan(50);
    await page.getByTestId('ftp-test-save').click();
    // the saved toast leaves the header's language selector, theme button and tabs uncovered
    await expect.poll(() => toastOverHeader(page)).toBe(0);
    await expect
      .poll(
        async () =>
          ((await (await api.get('/api/plans/active')).json()) as { plan: { input: { ftpW: number } } }).plan
            .input.ftpW,
      )
      .toBe(proposed);
    await page.goto('/pt/plans/changes');
    // among the changes (the ride's own job may add one after it: the two jobs run in either order)
    await expect
      .poll(() => page.getByTestId('change-sentence').allTextContents())
      .toContain(
        `Seu FTP agora é ${proposed} W, a partir de seu teste de FTP. Todas as metas do plano são porcentagens do FTP, então seus treinos agora têm os watts certos.`,
      );
    // the targets follow: the next key session's page counts its watts from the tested FTP
    const key = (await sessions('2026-06-03', '2026-06-14')).find((s) => s.role === 'key');
    await page.goto(`/pt/workouts/${key!.workoutId}`);
    const basis = page.getByTestId('ftp-basis');
    await expect.poll(() => basis.getAttribute('data-source')).toBe('test');
    expect(await basis.textContent()).toContain(`${proposed} W`);
    // the ride-page feedback: how the test felt
    await page.goto(`/pt/activities/${rideId}`);
    // the ride did the plan's test: it is asked against that session, by name
    expect(await page.getByTestId('feedback-feel').locator('legend').textContent()).toBe(
      `Comparado ao plano: ${testSession!.name}`,
    );
    await choose(page.getByTestId('rpe-9'));
    await choose(page.getByTestId('feel-right'));
    await page.getByTestId('feedback-save').click();
    await expect
      .poll(
        async () =>
          (
            (await (await api.get(`/api/activities/${rideId}/feedback`)).json()) as {
              feedback: { rpe: number } | null;
            }
          ).feedback?.rpe,
      )
      .toBe(9);
    await look('5-ride');
  });

  it('misses a key workout, then marks two days as travel: each change in Portuguese', async () => {
    const key = (await sessions('2026-06-03', '2026-06-10')).find((s) => s.role === 'key');
    expect(key).toBeDefined();
    const next = new Date(`${key!.date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    setToday(next.toISOString());
    await page.goto('/pt/plans/changes');
    await expect
      .poll(async () => (await page.getByTestId('change-sentence').allTextContents()).join('\n'))
      .toMatch(/Você perdeu seu treino de .+ de \d+ de junho/);
    await look('6-changes-missed');

    await page.goto('/pt/plans/calendar?view=week&day=2026-06-11');
    await page.getByTestId('unavailable-from').fill('2026-06-11');
    await page.getByTestId('unavailable-to').fill('2026-06-12');
    await page.getByTestId('unavailable-reason').selectOption('travel');
    await page.getByTestId('unavailable-add').click();
    const notice = page.getByTestId('change-notice');
    await notice.waitFor();
    const sentences = await notice.getByTestId('change-sentence').allTextContents();
    expect(sentences.length).toBeGreaterThan(0);
    for (const s of sentences) expect(s).toMatch(/indisponível|abrir espaço/);
    await page.getByTestId('day-2026-06-11').getByText('Viagem').waitFor();
    expect(await page.getByTestId('day-2026-06-12').getByTestId('status-planned').count()).toBe(0);
    await look('7-calendar-travel');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId('view-month').click();
    await page.getByTestId('month-grid').waitFor();
    await look('8-calendar-month');
  });

  it('checks in “very tired”: today’s session becomes a recovery ride, and the dashboard says why', async () => {
    setToday('2026-06-13T11:00:00Z');
    const [today] = (await sessions('2026-06-13', '2026-06-13')).filter((s) => s.status === 'planned');
    expect(today).toBeDefined();
    await page.goto('/pt/dashboard');
    const card = page.getByTestId('check-in-card');
    await card.getByTestId('check-in-form').waitFor();
    await choose(card.getByLabel('Muito cansaço'));
    await keepScreenshot(card, 'plan-journey-check-in-form.png');
    await card.getByTestId('check-in-save').click();
    const changes = card.getByTestId('check-in-changes');
    await changes.waitFor();
    expect(await changes.textContent()).toMatch(
      /Você nos contou que está com muito cansaço, então hoje é só recuperação/,
    );
    expect(await card.getByTestId('readiness-band').textContent()).toBeTruthy();
    const [swapped] = (await sessions('2026-06-13', '2026-06-13')).filter((s) => s.uid === today!.uid);
    expect(swapped!.workoutId).not.toBe(today!.workoutId);
    await expect.poll(() => page.getByTestId('upcoming-list').textContent()).toContain(swapped!.name);
    await expect
      .poll(() => page.getByTestId('latest-change').getByTestId('change-sentence').textContent())
      .toMatch(/muito cansaço/);
    await page.getByTestId('latest-change').getByTestId('change-undo').waitFor();
    await look('9-dashboard-check-in');
    for (const id of ['plan-card', 'upcoming-card', 'focus-card', 'check-in-card', 'latest-change-card'])
      await keepScreenshot(page.getByTestId(id), `plan-journey-${id}.png`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('subscribes to the private ICS feed from the settings: a valid calendar with the sessions', async () => {
    await page.goto('/pt/settings');
    // Training week: the plan's own week (hours, days and their caps) and the zone saved from the browser
    const week = page.getByTestId('training-week');
    expect(await week.getByTestId('settings-hours').inputValue()).toBe('5');
    expect(await week.getByTestId('day-tue').isChecked()).toBe(true);
    expect(await week.getByTestId('day-mon').isChecked()).toBe(false);
    expect(await week.getByLabel('Sessão mais longa de sábado').inputValue()).toBe('180');
    expect(await week.getByTestId('timezone').inputValue()).toBe('America/Sao_Paulo');
    await week.getByTestId('timezone-hint').waitFor();
    // at 360 px the zone select keeps its width (it once shrank to one letter beside the button)
    expect((await week.getByTestId('timezone').boundingBox())!.width).toBeGreaterThan(150);
    await page.getByTestId('feed-create').click();
    const url = await page.getByTestId('feed-url').inputValue();
    expect(url).toMatch(/\/api\/calendar\/ics\/[A-Za-z0-9_-]+\.ics$/);
    await look('10-settings');
    for (const id of ['training-week', 'ics-feed'])
      await keepScreenshot(page.getByTestId(id), `plan-journey-${id}.png`);
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Plano de treino Domestique');
    expect(text).toContain('DTSTART;VALUE=DATE:20260613');
    expect((text.match(/BEGIN:VEVENT/g) ?? []).length).toBe((text.match(/END:VEVENT/g) ?? []).length);
    expect((text.match(/BEGIN:VEVENT/g) ?? []).length).toBeGreaterThan(20);
    // the status no longer shows the URL; revoking stops it
    await page.getByTestId('feed-revoke').click();
    await expect.poll(async () => (await fetch(url)).status).toBe(404);
  });

  it('changes the plan from its overview: an A and a B event added, re-planned from today with its sentence', async () => {
    await page.goto('/pt/plans');
    const box = page.getByTestId('plan-change');
    await box.getByTestId('plan-change-open').click();
    // nothing changed yet: the form says so and sends nothing
    await box.getByTestId('plan-change-submit').click();
    await box.getByText('Nada mudou: altere uma resposta primeiro.').waitFor();
    // two events: the first added is the A event (the plan now runs to it), the second a B race before it
    await box.getByTestId('plan-change-add-event').click();
    await box.getByTestId('plan-change-event-name').fill('Gran Fondo da Serra');
    await box.getByTestId('plan-change-event-date').fill('2026-08-09');
    expect(await box.getByTestId('plan-change-event-priority').inputValue()).toBe('A');
    await box.getByTestId('plan-change-add-event').click();
    await box.getByTestId('plan-change-event-date').nth(1).fill('2026-07-12');
    expect(await box.getByTestId('plan-change-event-priority').nth(1).inputValue()).toBe('B');
    await box.getByText(/^Dois dias mais leves antes/).waitFor();
    await look('10b-plan-change-events');
    await box.getByTestId('plan-change-submit').click();
    const notice = box.getByTestId('change-notice');
    await notice.waitFor();
    expect(await notice.getByTestId('change-sentence').textContent()).toMatch(
      /Seu evento agora está marcado para .+, então refizemos o plano a partir de/,
    );
    type Event = { date: string; priority: string; name: string | null };
    const plan = (await (await api.get('/api/plans/active')).json()) as {
      plan: { input: { event: Event | null; events: Event[] }; endDate: string };
    };
    const gran = { date: '2026-08-09', priority: 'A', name: 'Gran Fondo da Serra' };
    expect(plan.plan.input.event).toEqual(gran);
    expect(plan.plan.input.events).toEqual([{ date: '2026-07-12', priority: 'B', name: null }, gran]);
    // the plan ends on its A event's day
    expect(plan.plan.endDate).toBe('2026-08-09');
    // the overview names each event, its day, its priority and the days to go (today is 13 June)
    const listed = await page.getByTestId('plan-overview').getByTestId('plan-event').allTextContents();
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(/^Prova · .+ · B — importante · em 29 dias$/);
    expect(listed[1]).toMatch(/^Gran Fondo da Serra · .+ · A — objetivo principal · em 57 dias$/);
    await look('11-plan-changed');
    // the calendar: the race day's marker in the month, with its legend, and the race by name in the week
    await page.goto('/pt/plans/calendar?view=month&day=2026-08-09');
    const race = page.getByTestId('month-day-2026-08-09');
    expect(await race.getByTestId('month-event').getAttribute('data-priority')).toBe('A');
    expect(await race.getAttribute('aria-label')).toContain('Gran Fondo da Serra (A)');
    expect(await page.getByTestId('legend-event').textContent()).toBe('evento (A, B ou C)');
    await page.goto('/pt/plans/calendar?view=week&day=2026-08-09');
    expect(await page.getByTestId('day-2026-08-09').getByTestId('calendar-event').textContent()).toMatch(
      /^Gran Fondo da Serra \(A\)/,
    );
    // the dashboard counts down to it
    await page.goto('/pt/dashboard');
    await expect
      .poll(() => page.getByTestId('plan-countdown').textContent())
      .toBe('Faltam 57 dias para Gran Fondo da Serra');
    // the calendar feed: an all-day event per race, the A event last — nothing planned after it
    const feed = await api.post('/api/calendar/feed', { headers: { origin: baseURL } });
    expect(feed.ok()).toBe(true);
    const ics = await (await fetch(((await feed.json()) as { url: string }).url)).text();
    expect(ics).toContain(
      'DTSTART;VALUE=DATE:20260809\r\nDTEND;VALUE=DATE:20260810\r\nSUMMARY:Gran Fondo da Serra (A)\r\n',
    );
    expect(ics).toContain(
      'DTSTART;VALUE=DATE:20260712\r\nDTEND;VALUE=DATE:20260713\r\nSUMMARY:Prova (B)\r\n',
    );
    const starts = [...ics.matchAll(/DTSTART;VALUE=DATE:(\d{8})/g)].map((m) => m[1]!).sort();
    expect(starts.at(-1)).toBe('20260809');
    await page.goto('/pt/plans/changes');
    await expect
      .poll(async () => (await page.getByTestId('change-sentence').first().textContent()) ?? '')
      .toMatch(/então refizemos o plano a partir de/);
  });

  it('renames the A event: the name changes everywhere, no session does, and nothing is re-planned', async () => {
    const before = await sessions('2026-06-13', '2026-08-09');
    await page.goto('/pt/plans');
    const box = page.getByTestId('plan-change');
    await box.getByTestId('plan-change-open').click();
    const name = box.getByTestId('plan-change-event-name').nth(1);
    expect(await name.inputValue()).toBe('Gran Fondo da Serra');
    await name.fill('Gran Fondo Serra da Estrela');
    await box.getByTestId('plan-change-submit').click();
    await expect
      .poll(() => box.getByTestId('change-notice').textContent())
      .toContain('Nomes dos eventos salvos. Um nome não muda nenhuma sessão');
    expect(await box.getByTestId('change-sentence').count()).toBe(0);
    expect(await sessions('2026-06-13', '2026-08-09')).toEqual(before);
    await page.goto('/pt/dashboard');
    await expect
      .poll(() => page.getByTestId('plan-countdown').textContent())
      .toBe('Faltam 57 dias para Gran Fondo Serra da Estrela');
  });

  it('the plan pages in the dark at 360 px and at 1280 px: no overflow, no serious axe violations', async () => {
    for (const [viewport, colorScheme] of [
      [PHONE, 'dark'],
      [DESKTOP, 'light'],
    ] as const) {
      const other = await browser.newContext({
        baseURL,
        viewport,
        colorScheme,
        serviceWorkers: 'block',
        storageState: await context.storageState(),
      });
      const wide = await other.newPage();
      for (const url of [
        '/pt/plans',
        '/pt/plans/calendar?view=month&day=2026-06-13',
        '/pt/plans/changes',
        '/pt/dashboard',
      ]) {
        await wide.goto(url, { waitUntil: 'networkidle' });
        await wide.locator('h1').first().waitFor();
        expect(await horizontalOverflow(wide), `${url} ${viewport.width}`).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(wide), `${url} ${colorScheme}`).toEqual([]);
        const name = url.split('?')[0]!.replace(/\//g, '_');
        await keepScreenshot(wide, `plan-journey-${colorScheme}${name}-${viewport.width}.png`, true);
      }
      await other.close();
    }
  });
});
