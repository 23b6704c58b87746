import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue #17 through the real API: changes decided together undo together or not at all (the illness example: a day
 * dropped, the FTP test moved, a ride taken off to make room), and a very poor check-in moves an FTP test instead of
 * dropping it.
 */
const clock = testClock('2026-06-01T12:00:00Z'); // Monday
let t: TestApp;
let ana: TestClient;

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
type Json = any;
const veryPoor = { sleep: 1, fatigue: 5, soreness: 5, stress: 5, motivation: 1 };

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ana = t.client();
  await onboardedRider(ana, 'ana-undo-group@example.com', { timezone: 'UTC' });
  // FTP unknown: the plan opens with a test in its first week
  await createPlan(ana, { ftpW: null });
});
afterAll(() => t?.close());

const testSession = async () =>
  (await calendarSessions(ana, '2026-06-01', '2026-06-14')).find(
    (s: Json) => s.role === 'test' && s.status === 'planned',
  );

describe('the illness example', () => {
  it('is one decision: undoing any of its changes is refused, with the reason, while the days stay off', async () => {
    const test = await testSession();
    expect(test).toBeDefined();
    const marked = await ana.post('/api/calendar/unavailable', {
      from: test.date,
      to: test.date,
      reason: 'illness',
    });
    expect(marked.status).toBe(201);
    const changes: Json[] = marked.json.changes;
    const moved = changes.find((c) => c.reason === 'unavailableMoved');
    expect(moved, JSON.stringify(changes.map((c) => c.reason))).toBeDefined();
    for (const c of changes) {
      expect(c.undo).toEqual({
        possible: false,
        refusal: 'unavailableDay',
        linked: changes.filter((o) => o.id !== c.id).map((o) => o.id),
      });
    }
    for (const [lang, message] of [
      ['en', /^Undoing this would put a session back on a day you marked unavailable/],
      ['pt', /^Desfazer isto colocaria um treino de volta num dia que você marcou como indisponível/],
      ['es', /^Deshacer esto volvería a poner una sesión en un día que marcaste como no disponible/],
    ] as const) {
      const res = await ana.post(`/api/plans/changes/${changes[0].id}/undo`, {}, { 'accept-language': lang });
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe('undo_unavailable_day');
      expect(res.json.error.message).toMatch(message);
    }
    // nothing was half-undone: the test is still on its new day
    expect((await testSession()).date).toBe(moved.to.date);

    // removing the days off puts the whole decision back
    const removed = await ana.request('DELETE', `/api/calendar/unavailable/${marked.json.range.id}`);
    expect(removed.status).toBe(200);
    expect((await testSession()).date).toBe(test.date);
  });
});

describe('a very poor check-in on the test day', () => {
  it('moves the test, and undoing the ride that made room undoes the move too', async () => {
    const test = await testSession();
    clock.set(`${test.date}T07:00:00Z`);
    const saved = await ana.put('/api/check-ins/today', veryPoor, { 'accept-language': 'en' });
    expect(saved.status).toBe(200);
    const changes: Json[] = saved.json.changes;
    const move = changes.find((c) => c.reason === 'testMoved');
    expect(move, JSON.stringify(changes.map((c) => c.reason))).toMatchObject({
      kind: 'move',
      trigger: 'check_in',
      from: { date: test.date },
    });
    expect(move.sentence).toContain('so we moved your FTP test from');
    expect((await testSession()).date).toBe(move.to.date);

    const first = changes[0];
    expect(first.undo.possible).toBe(true);
    const undone = await ana.post(`/api/plans/changes/${first.id}/undo`, {}, { 'accept-language': 'pt' });
    expect(undone.status).toBe(200);
    expect(undone.json.changes).toHaveLength(changes.length);
    expect(undone.json.change.undoes).toBe(first.id);
    expect(undone.json.changes[0].undoes).toBe(changes.at(-1).id);
    expect((await testSession()).date).toBe(test.date);
    const again = await ana.post(`/api/plans/changes/${move.id}/undo`);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('undo_already_undone');
  });
});

describe('a check-in on a rest day', () => {
  it('says the day holds nothing (todayPlan rest), so the reply can say "rest as planned"', async () => {
    const days = (await ana.get('/api/calendar?from=2026-06-15&to=2026-06-21')).json.days;
    const rest = days.find((d: Json) => d.sessions.length === 0);
    clock.set(`${rest.date}T07:00:00Z`);
    const saved = await ana.put('/api/check-ins/today', veryPoor);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changes: [], todayPlan: 'rest' });
  });
});
