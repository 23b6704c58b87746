import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { parseIcs } from '../support/ics-parse.ts';
import { logCapture } from '../support/log-capture.ts';
import { calendarSessions, createPlan, testClock, uidPath } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The private ICS feed: created, served (valid RFC 5545, the rider's language), rotated, revoked; never logged. */
const clock = testClock('2026-06-01T12:00:00Z');
const logs = logCapture();
let t: TestApp;
let eva: TestClient;
let planId = '';

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { now: clock.now, logTo: logs.stream });
  eva = t.client();
  await onboardedRider(eva, 'eva-feed@example.com', { ftp: 250, interface_language: 'es' });
  planId = (await createPlan(eva)).id;
});
afterAll(() => t?.close());

const path = (url: string) => new URL(url).pathname;
const ES = { 'accept-language': 'es' };

describe('the private calendar feed', () => {
  let url = '';

  it('is created once, its URL holding a 256-bit token; the status says live without the URL', async () => {
    expect((await eva.get('/api/calendar/feed')).json).toEqual({ active: false, createdAt: null });
    const res = await eva.post('/api/calendar/feed');
    expect(res.status).toBe(201);
    url = res.json.url;
    expect(url).toMatch(new RegExp(`^${t.baseUrl}/api/calendar/ics/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(res.json.webcalUrl).toBe(url.replace(/^http:\/\//, 'webcal://'));
    const status = (await eva.get('/api/calendar/feed')).json;
    expect(status.active).toBe(true);
    expect(JSON.stringify(status)).not.toContain(path(url).split('/').at(-1)!.slice(0, 43));
  });

  it('serves every planned session as an all-day event in the rider’s language, valid RFC 5545', async () => {
    const res = await t.client().get(path(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=900');
    const ics = parseIcs(res.text);
    expect(ics.calendar.find((p) => p.name === 'X-WR-CALNAME')?.value).toBe(
      'Plan de entrenamiento Domestique',
    );
    const all = [
      ...(await calendarSessions(eva, '2026-06-01', '2026-07-12', ES)),
      ...(await calendarSessions(eva, '2026-07-13', '2026-08-23', ES)),
    ];
    const sessions = all.filter((s: { status: string }) => s.status === 'planned');
    expect(ics.events).toHaveLength(sessions.length);
    expect(new Set(ics.events.map((e) => e.uid)).size).toBe(ics.events.length);
    const first = ics.events.find((e) => e.start?.value === sessions[0].date.replaceAll('-', ''))!;
    expect(first.start?.params.VALUE).toBe('DATE');
    expect(first.uid.startsWith(`${planId}-`)).toBe(true);
    expect(first.summary.startsWith(`${sessions[0].name} · `)).toBe(true);
    expect(first.summary).toMatch(/ · (\d+ h )?\d+ min$| · \d+ h$/);
    expect(first.description).toMatch(/TSS planificado: \d+/);
    // the link opens the workout as that day's session (its day, status and actions), not the library's page
    const session = `${t.baseUrl}/es/workouts/${sessions[0].workoutId}?${new URLSearchParams({ day: sessions[0].date, session: sessions[0].uid })}`;
    expect(first.description).toContain(`Abrir el entrenamiento: ${session}`);
    expect(first.url).toBe(session);
    // a 304 for a client that has this version
    const again = await t.client().get(path(url), { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('keeps a session’s UID when it moves (calendar apps update the event, not add one)', async () => {
    const before = parseIcs((await t.client().get(path(url))).text);
    const [s] = await calendarSessions(eva, '2026-06-02', '2026-06-02');
    const moved = await eva.post(`/api/calendar/sessions/${uidPath(s.uid)}/move`, { toDate: '2026-06-03' });
    expect(moved.status).toBe(200);
    const after = parseIcs((await t.client().get(path(url))).text);
    const uid = before.events.find((e) => e.start?.value === '20260602')!.uid;
    expect(after.events.find((e) => e.uid === uid)?.start?.value).toBe('20260603');
    expect(after.events).toHaveLength(before.events.length);
  });

  it('holds every event of the plan as an all-day event (DTSTART;VALUE=DATE, DTEND the next day), named', async () => {
    const changed = await eva.request(
      'PATCH',
      '/api/plans/active',
      {
        events: [
          { date: '2026-07-04', priority: 'C' },
          { date: '2026-07-18', priority: 'B', name: 'Volta; da Serra, 2026' },
          { date: '2026-08-01', priority: 'A', name: 'Gran Fondo' },
        ],
      },
      ES,
    );
    expect(changed.status).toBe(200);
    const ics = parseIcs((await t.client().get(path(url))).text);
    const races = ics.events.filter((e) => e.uid.includes('-event-'));
    expect(
      races.map((e) => ({
        uid: e.uid,
        start: e.start,
        end: e.end,
        summary: e.summary,
        url: e.url,
      })),
    ).toEqual(
      [
        ['2026-07-04', 'Carrera (C)'],
        ['2026-07-18', 'Volta; da Serra, 2026 (B)'],
        ['2026-08-01', 'Gran Fondo (A)'],
      ].map(([date, summary]) => ({
        uid: `${planId}-event-${date}@domestique`,
        start: { name: 'DTSTART', params: { VALUE: 'DATE' }, value: date!.replaceAll('-', '') },
        end: {
          name: 'DTEND',
          params: { VALUE: 'DATE' },
          value: new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
            .toISOString()
            .slice(0, 10)
            .replaceAll('-', ''),
        },
        summary,
        url: `${t.baseUrl}/es/plans`,
      })),
    );
    expect(races[2]!.description).toBe(
      `A — objetivo principal: el plan llega al pico para él\nAbrir el plan: ${t.baseUrl}/es/plans`,
    );
    // the plan ends on its A event: the feed's last day is the race, nothing after it
    const days = ics.events.map((e) => e.start!.value).sort();
    expect(days.at(-1)).toBe('20260801');
    const plan = (await eva.get('/api/plans/active')).json.plan;
    expect(plan.endDate).toBe('2026-08-01');
    expect(plan.input.events.at(-1)).toEqual({ date: '2026-08-01', priority: 'A', name: 'Gran Fondo' });
  });

  it('rotating gives a new URL and kills the old one; revoking kills it; wrong tokens are 404', async () => {
    const rotated = (await eva.post('/api/calendar/feed')).json.url;
    expect(rotated).not.toBe(url);
    expect((await t.client().get(path(url))).status).toBe(404);
    expect((await t.client().get(path(rotated))).status).toBe(200);
    expect((await eva.request('DELETE', '/api/calendar/feed')).json).toEqual({
      active: false,
      createdAt: null,
    });
    expect((await t.client().get(path(rotated))).status).toBe(404);
    for (const bad of ['x.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}.txt`, '..%2F..%2Fetc']) {
      const res = await t.client().get(`/api/calendar/ics/${bad}`);
      expect(res.status, bad).toBe(404);
    }
    // A NUL is refused at the door on every route (request-input.ts), before any token lookup.
    expect((await t.client().get('/api/calendar/ics/%00.ics')).status).toBe(400);
  });

  it('never writes a feed token to the log', async () => {
    const tokens = [url, (await eva.post('/api/calendar/feed')).json.url].map(
      (u) => path(u).split('/').at(-1)!,
    );
    await t.client().get(`/api/calendar/ics/${tokens[1]}`);
    const text = logs.text();
    expect(text).toContain('/api/calendar/ics/[redacted]');
    for (const token of tokens) expect(text).not.toContain(token.slice(0, 43));
  });
});
