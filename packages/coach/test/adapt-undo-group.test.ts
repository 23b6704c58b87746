/**
 * Linked changes undo together (or not at all, with the rule that forbids it), and an FTP test is moved, never
 * dropped, by a check-in — unit cases on the club rider and properties over random plans and ranges.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChange, applyChanges } from '../src/adapt/apply.ts';
import { checkInChanges } from '../src/adapt/check-in.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { isHardSession } from '../src/adapt/plan-query.ts';
import type { CheckIn } from '../src/adapt/readiness.ts';
import { replanForChanges } from '../src/adapt/replan.ts';
import type { PlanChange } from '../src/adapt/types.ts';
import { unavailableChanges } from '../src/adapt/unavailable.ts';
import { undoChanges } from '../src/adapt/undo-group.ts';
import { addDays, daysBetween } from '../src/calendar/days.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import type { Plan } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { clubPlan, daysOf, sessionsOf } from './support/plans.ts';
import { riderArb } from './support/riders.ts';

const days = (plan: Plan, from: string) =>
  JSON.stringify(plan.weeks.flatMap((w) => w.days.filter((d) => daysBetween(from, d.date) >= 0)));
const veryPoor = (date: string): CheckIn => ({
  date,
  sleep: 1,
  fatigue: 5,
  soreness: 5,
  stress: 5,
  motivation: 1,
});
const checkIn = (plan: Plan, c: CheckIn) =>
  checkInChanges(plan, { today: c.date, checkIn: c, previous: [], catalog: testCatalog });

// Club rider, build week 5: Tue 30 Jun over-unders, Thu 2 Jul endurance, Fri 3 Jul FTP test, Sat 4 long, Sun 5 easy.
describe('the illness example: skip, move the test, make room — one decision', () => {
  const today = '2026-07-01';
  const range = { from: '2026-07-02', to: '2026-07-03', reason: 'illness' as const };
  const changes = unavailableChanges(clubPlan, range, today);
  const sick = applyChanges(clubPlan, changes);

  it('makes three changes sharing one group', () => {
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([
      ['skip', 'unavailableDropped'],
      ['skip', 'madeRoom'],
      ['move', 'unavailableMoved'],
    ]);
    expect(new Set(changes.map((c) => c.group))).toEqual(new Set(['unavailable:2026-07-02:2026-07-03']));
  });

  it('refuses to put the test back on a day still marked unavailable, whichever change is undone', () => {
    const result = undoChanges(sick, changes, today, { unavailable: ['2026-07-02', '2026-07-03'] });
    expect(result).toMatchObject({ ok: false, reason: 'unavailableDay', date: '2026-07-03' });
  });

  it('with the days free again, undoes all three, newest first, back to the plan as it was', () => {
    const result = undoChanges(sick, changes, today);
    if (!result.ok) throw new Error(result.reason);
    expect(result.changes.map((c) => c.undoes.reason)).toEqual([
      'unavailableMoved',
      'madeRoom',
      'unavailableDropped',
    ]);
    expect(result.changes.every((c) => c.group === 'undo:unavailable:2026-07-02:2026-07-03')).toBe(true);
    expect(days(result.plan, today)).toBe(days(clubPlan, today));
    expect(days(applyChanges(sick, result.changes), today)).toBe(days(clubPlan, today));
  });

  it('refuses a day already ridden and a hard session within 48 h of another', () => {
    expect(undoChanges(sick, changes, today, { ridden: ['2026-07-02'] })).toMatchObject({
      ok: false,
      reason: 'dayRidden',
    });
    // the over-unders of Tue 30 June moved onto Thu 2 July: the test back on Fri 3 would follow a hard day
    const over = sessionsOf(sick).find((s) => s.date === '2026-06-30')!;
    const moved = applyChange(sick, {
      kind: 'move',
      reason: 'riderMoved',
      decidedOn: '2026-06-29',
      inputs: {},
      from: over,
      to: { date: '2026-07-02', session: over.session },
    });
    expect(undoChanges(moved, changes, '2026-06-29')).toMatchObject({
      ok: false,
      reason: 'hardDaysInRow',
      date: '2026-07-03',
    });
  });

  it('refuses a past day and an empty group', () => {
    expect(undoChanges(sick, changes, '2026-07-04')).toMatchObject({ ok: false, reason: 'inPast' });
    expect(undoChanges(sick, [], today)).toMatchObject({ ok: false, reason: 'nothingToUndo' });
  });
});

describe('undoing a re-plan is checked like any other undo', () => {
  // Club rider re-planned on Wed 17 June to 4 h a week: undoing it puts the 6 h sessions back from that day on.
  const today = '2026-06-17';
  const { change, plan } = replanForChanges(clubPlan, testCatalog, { today, changes: { weeklyHours: 4 } });
  const held = new Set(sessionsOf(plan).map((s) => `${s.date}|${s.session.workoutId}`));
  // a day from today on where the plan before the re-plan held a session the re-planned one does not
  const back = sessionsOf(clubPlan).find(
    (s) => s.date >= today && !held.has(`${s.date}|${s.session.workoutId}`),
  )!;
  // a day whose session the re-plan kept as it was: nothing lands there
  const kept = sessionsOf(clubPlan).find(
    (s) => s.date >= today && held.has(`${s.date}|${s.session.workoutId}`),
  );

  it('undoes back to the plan as it was when no rule stands in the way', () => {
    const result = undoChanges(plan, [change], today);
    if (!result.ok) throw new Error(result.reason);
    expect(days(result.plan, today)).toBe(days(clubPlan, today));
  });

  it('refuses to put a session back on a day now marked unavailable or already ridden', () => {
    expect(undoChanges(plan, [change], today, { unavailable: [back.date] })).toMatchObject({
      ok: false,
      reason: 'unavailableDay',
      date: back.date,
    });
    expect(undoChanges(plan, [change], today, { ridden: [back.date] })).toMatchObject({
      ok: false,
      reason: 'dayRidden',
      date: back.date,
    });
    if (kept) expect(undoChanges(plan, [change], today, { unavailable: [kept.date] }).ok).toBe(true);
  });

  it('the plan read back from storage with its keys in another order is the same plan, still undoable', () => {
    // PostgreSQL's jsonb returns keys in its own order; the change kept in memory has the generator's
    const reordered = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reordered)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reordered(x)]),
            )
          : v;
    const stored = reordered(plan) as Plan;
    expect(JSON.stringify(stored.weeks)).not.toBe(JSON.stringify(plan.weeks));
    const result = undoChanges(stored, [change], today);
    if (!result.ok) throw new Error(result.reason);
    expect(days(result.plan, today)).toBe(days(clubPlan, today));
  });
});

describe('a check-in never drops an FTP test', () => {
  it('readiness 0 on the test day moves the test to the next day fit for it, with its sentence', () => {
    const changes = checkIn(clubPlan, veryPoor('2026-07-03'));
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([
      ['skip', 'madeRoom'],
      ['move', 'testMoved'],
    ]);
    expect(daysOf(applyChanges(clubPlan, changes), '2026-07-03', '2026-07-05')).toEqual([
      '2026-07-03:',
      '2026-07-04: tempo-03-90',
      '2026-07-05: ftp-ramp',
    ]);
    expect(explainChange(changes[1]!, 'en')).toBe(
      'Your check-in today scored 0/100, and a test on a tired day measures the tiredness — the FTP it gives sets the watts of every later session — so we moved your FTP test from Friday 3 July to Sunday 5 July.',
    );
    // undone together: the test back today, the easy ride back on Sunday
    const undo = undoChanges(applyChanges(clubPlan, changes), changes, '2026-07-03');
    if (!undo.ok) throw new Error(undo.reason);
    expect(days(undo.plan, '2026-07-03')).toBe(days(clubPlan, '2026-07-03'));
  });

  it('a tired or poor day moves it too, instead of turning it into an endurance ride', () => {
    for (const over of [{ fatigue: 4 }, { sleep: 2, soreness: 4 }]) {
      const changes = checkIn(clubPlan, { ...veryPoor('2026-07-03'), ...neutral, ...over });
      expect(changes.at(-1)).toMatchObject({ kind: 'move', reason: 'testMoved', to: { date: '2026-07-05' } });
    }
  });

  it('says so when no day fits: every day left before an A event is within its three clear weeks', () => {
    const plan: Plan = {
      ...clubPlan,
      input: { ...clubPlan.input, event: { date: '2026-07-12', priority: 'A' } },
      weeks: clubPlan.weeks.slice(0, 6),
    };
    const changes = checkIn(plan, veryPoor('2026-07-03'));
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([['skip', 'testNoRoom']]);
    expect(explainChange(changes[0]!, 'en')).toBe(
      'Your check-in today scored 0/100, and a test on a tired day measures the tiredness, so we took your FTP test on Friday 3 July off. No day in the next three weeks fits a test (48 h clear of hard sessions, not in the three weeks before an A event), so your FTP stays as it is until you test again.',
    );
  });
});

const neutral = { sleep: 3, fatigue: 3, soreness: 3, stress: 3, motivation: 3 };

describe('properties over random plans', () => {
  it('a range of days off is one group: refused while the days stay off, undone exactly once they are free', () => {
    fc.assert(
      fc.property(
        riderArb,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 3 }),
        (input, offset, length) => {
          const plan = generatePlan(input, testCatalog);
          const today = addDays(plan.input.startDate, offset);
          const range = {
            from: addDays(today, 1),
            to: addDays(today, 1 + length),
            reason: 'illness' as const,
          };
          const changes = unavailableChanges(plan, range, today);
          if (changes.length === 0) return;
          expect(new Set(changes.map((c) => c.group)).size).toBe(1);
          const after = applyChanges(plan, changes);
          const off: string[] = [];
          for (let d = range.from; daysBetween(d, range.to) >= 0; d = addDays(d, 1)) off.push(d);
          expect(undoChanges(after, changes, today, { unavailable: off })).toMatchObject({
            ok: false,
            reason: 'unavailableDay',
          });
          const free = undoChanges(after, changes, today);
          if (!free.ok) throw new Error(free.reason);
          expect(days(free.plan, today)).toBe(days(plan, today));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a check-in on a test day keeps the test in the plan (moved, 48 h clear) or says there was no room', () => {
    fc.assert(
      fc.property(riderArb, fc.constantFrom(0, 1), (input, which) => {
        const plan = generatePlan({ ...input, ftpW: which === 0 ? null : input.ftpW }, testCatalog);
        const test = sessionsOf(plan).find((s) => s.session.kind === 'ride' && s.session.role === 'test');
        if (!test) return;
        const changes: PlanChange[] = checkIn(plan, veryPoor(test.date));
        const last = changes.at(-1)!;
        expect(['testMoved', 'testNoRoom']).toContain(last.reason);
        if (last.kind !== 'move') return;
        const after = applyChanges(plan, changes);
        expect(daysBetween(test.date, last.to.date)).toBeGreaterThan(0);
        for (const k of [-1, 1]) {
          const near = sessionsOf(after).filter((s) => s.date === addDays(last.to.date, k));
          expect(near.some((s) => isHardSession(s.session))).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });
});
