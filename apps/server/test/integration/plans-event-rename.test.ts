import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { parseIcs } from '../support/ics-parse.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 22: renaming an event in "Change plan" re-planned the whole plan from today (new sessions, a change in "why did
 * my plan change?"). A name shapes no session: only the name moves, everywhere the event shows.
 */
const clock = testClock('2026-06-01T12:00:00Z');
let t: TestApp;
let eva: TestClient;
let planId = '';
const EVENTS = [
  { date: '2026-07-04', priority: 'C', name: 'Criterium' },
  { date: '2026-08-01', priority: 'A', name: 'Gran Fondo' },
];

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  eva = t.client();
  await onboardedRider(eva, 'eva-rename@example.com', { ftp: 250 });
  planId = (await createPlan(eva, { events: EVENTS })).id;
});
afterAll(() => t?.close());

/** Every session row as stored: its id, day and workout (a re-plan writes new ids). */
const sessionRows = async () =>
  (
    await t.database.db.execute(
      sql`select id, date::text as date, uid, workout_id from planned_sessions where plan_id = ${planId} order by id`,
    )
  ).rows;
const changeCount = async () =>
  Number(
    (await t.database.db.execute(sql`select count(*)::int as n from plan_changes where plan_id = ${planId}`))
      .rows[0]?.n,
  );

describe('renaming an event', () => {
  it('changes the name everywhere and no session: same ids, same days, no change recorded', async () => {
    const feed = (await eva.post('/api/calendar/feed')).json.url as string;
    const rows = await sessionRows();
    const changes = await changeCount();
    const before = (await eva.get('/api/plans/active')).json.plan;
    expect(rows.length).toBeGreaterThan(0);

    const res = await eva.request('PATCH', '/api/plans/active', {
      events: [EVENTS[0], { ...EVENTS[1], name: 'Gran Fondo Serra da Estrela' }],
    });
    expect(res.status).toBe(200);
    // the reply keeps its shape: the plan as it now stands and the changes made (none)
    expect(res.json.changes).toEqual([]);
    expect(res.json.plan.id).toBe(planId);
    expect(res.json.plan.input.events.at(-1)).toEqual({
      date: '2026-08-01',
      priority: 'A',
      name: 'Gran Fondo Serra da Estrela',
    });

    expect(await sessionRows()).toEqual(rows);
    expect(await changeCount()).toBe(changes);
    const after = (await eva.get('/api/plans/active')).json.plan;
    expect(after.endDate).toBe(before.endDate);
    expect(after.input.events.map((e: { name: string }) => e.name)).toEqual([
      'Criterium',
      'Gran Fondo Serra da Estrela',
    ]);
    expect(after.weeks).toEqual(before.weeks);
    // the stored plan: the input and the race day of its weeks carry the new name, the old one is gone
    const stored = String(
      (await t.database.db.execute(sql`select plan::text as plan from plans where id = ${planId}`)).rows[0]
        ?.plan,
    );
    expect(stored.split('"Gran Fondo Serra da Estrela"').length - 1).toBe(2);
    expect(stored).not.toContain('"Gran Fondo"');

    const ics = parseIcs((await t.client().get(new URL(feed).pathname)).text);
    const race = ics.events.find((e) => e.uid === `${planId}-event-2026-08-01@domestique`);
    expect(race?.summary).toBe('Gran Fondo Serra da Estrela (A)');

    const dashboard = (await eva.get('/api/plans/dashboard')).json;
    expect(JSON.stringify(dashboard)).toContain('Gran Fondo Serra da Estrela');

    const calendar = (await eva.get('/api/calendar?from=2026-07-27&to=2026-08-02')).json;
    expect(JSON.stringify(calendar)).toContain('Gran Fondo Serra da Estrela');
  });

  it('a new date or priority is not a rename: it re-plans, as before', async () => {
    const changes = await changeCount();
    const res = await eva.request('PATCH', '/api/plans/active', {
      events: [{ ...EVENTS[0], priority: 'B' }, EVENTS[1]],
    });
    expect(res.status).toBe(200);
    expect(res.json.changes.length).toBeGreaterThan(0);
    expect(await changeCount()).toBeGreaterThan(changes);
  });

  it('a rename together with new hours re-plans too', async () => {
    const changes = await changeCount();
    const res = await eva.request('PATCH', '/api/plans/active', {
      weeklyHours: 6,
      events: [EVENTS[0], { ...EVENTS[1], name: 'Fondo' }],
    });
    expect(res.status).toBe(200);
    expect(await changeCount()).toBeGreaterThan(changes);
    expect((await eva.get('/api/plans/active')).json.plan.input.events.at(-1).name).toBe('Fondo');
  });
});
