import {
  applyChange,
  generatePlan,
  libraryCatalog,
  matchRides,
  matchStrength,
  moveSession,
  type Plan,
  type PlanChange,
  skipSession,
} from '@domestique/coach';
import { describe, expect, it } from 'vitest';
import type { StoredChange } from '../../src/modules/plans/change-repository.ts';
import { availabilityFromDays, defaultDayCapS } from '../../src/modules/plans/plan-input.ts';
import { projectSessions } from '../../src/modules/plans/plan-projection.ts';

const catalog = libraryCatalog();
const base = generatePlan(
  {
    goal: 'endurance',
    level: 'intermediate',
    ftpW: 250,
    weeklyHours: 6,
    availability: [
      { day: 'tue', maxDurationS: 5400 },
      { day: 'thu', maxDurationS: 5400 },
      { day: 'sat', maxDurationS: 3 * 3600 },
      { day: 'sun', maxDurationS: 2 * 3600 },
    ],
    startDate: '2026-06-01',
    weeks: 4,
  },
  catalog,
);
const TODAY = '2026-06-01';

/** Applies changes as the engine does and keeps them as stored history. */
function history(plan: Plan, changes: PlanChange[], undone: number[] = []) {
  let working = plan;
  const stored: StoredChange[] = changes.map((change, i) => {
    working = applyChange(working, change);
    return {
      id: `c${i}`,
      planId: 'p',
      seq: i + 1,
      origin: 'rider',
      trigger: 'calendar',
      triggerRef: null,
      change,
      createdAt: new Date(0),
      undoneAt: undone.includes(i) ? new Date(0) : null,
      undoneBy: null,
      undoesId: null,
    };
  });
  return { plan: working, stored };
}

const rowsOf = (plan: Plan, stored: StoredChange[], rides = [] as Parameters<typeof matchRides>[1]) =>
  projectSessions(
    'u',
    'p',
    plan,
    matchRides(plan, rides, '2026-06-05'),
    stored,
    matchStrength(plan, [], '2026-06-05'),
  );

describe('the calendar rows of a plan', () => {
  it('one row per session with its status from the rides; a ridden session carries its ride and score', () => {
    const tuesday = base.weeks[0]!.days[1]!;
    const s = tuesday.sessions[0]!;
    const rows = rowsOf(base, [], [{ id: 'r1', date: tuesday.date, durationS: s.durationS, tss: s.tss }]);
    const count = base.weeks.flatMap((w) => w.days).reduce((n, d) => n + d.sessions.length, 0);
    expect(rows).toHaveLength(count);
    expect(rows.find((r) => r.uid === s.uid)).toMatchObject({
      status: 'completed',
      activityId: 'r1',
      position: 0,
    });
    expect(rows.find((r) => r.date === '2026-06-04')?.status).toBe('missed');
    expect(rows.find((r) => r.date === '2026-06-06')?.status).toBe('planned');
  });

  it('a skipped session stays on its day as skipped; a moved one shows once where it started, with where it went', () => {
    const [a, b] = base.weeks[0]!.days.flatMap((d) => d.sessions.map((s) => ({ date: d.date, uid: s.uid })));
    const move1 = moveSession(base, a!.uid, '2026-06-10', TODAY);
    if (!move1.ok) throw new Error('move');
    let h = history(base, [move1.change]);
    const move2 = moveSession(h.plan, a!.uid, '2026-06-12', TODAY);
    const skip = skipSession(h.plan, b!.uid, TODAY);
    if (!move2.ok || !skip.ok) throw new Error('move/skip');
    h = history(base, [move1.change, move2.change, skip.change]);
    const rows = rowsOf(h.plan, h.stored);
    const ofA = rows.filter((r) => r.uid === a!.uid);
    expect(ofA.map((r) => [r.date, r.status, r.movedTo])).toEqual([
      ['2026-06-12', 'planned', null],
      [a!.date, 'moved', '2026-06-12'],
    ]);
    expect(rows.filter((r) => r.uid === b!.uid).map((r) => [r.date, r.status, r.adjustedBy])).toEqual([
      [b!.date, 'skipped', 'riderSkipped'],
    ]);
    // undone: no ghost; moved back to its first day: no ghost
    const undone = history(base, [skip.change], [0]);
    expect(
      rowsOf(base, undone.stored)
        .filter((r) => r.uid === b!.uid)
        .map((r) => r.status),
    ).toEqual(['missed']);
    const back = moveSession(h.plan, a!.uid, a!.date, TODAY);
    if (!back.ok) throw new Error('back');
    const returned = history(base, [move1.change, move2.change, back.change]);
    expect(rowsOf(returned.plan, returned.stored).filter((r) => r.uid === a!.uid)).toHaveLength(1);
  });
});

describe('days without caps (from the profile)', () => {
  it('get twice their share of the weekly hours, within 1–4 h, rounded to 15 min; known days keep theirs', () => {
    expect(defaultDayCapS(6, 4)).toBe(3 * 3600);
    expect(defaultDayCapS(2, 7)).toBe(3600);
    expect(defaultDayCapS(20, 3)).toBe(4 * 3600);
    expect(defaultDayCapS(5, 3)).toBe(11_700); // 3 h 20 min → 3 h 15 min
    expect(availabilityFromDays(['sun', 'tue'], 4, [{ day: 'sun', maxDurationS: 5400 }])).toEqual([
      { day: 'tue', maxDurationS: 4 * 3600 },
      { day: 'sun', maxDurationS: 5400 },
    ]);
  });
});

describe('strength sessions in the calendar rows', () => {
  const withStrength = generatePlan(
    {
      goal: 'endurance',
      level: 'intermediate',
      ftpW: 250,
      weeklyHours: 6,
      availability: availabilityFromDays(['tue', 'thu', 'sat', 'sun'], 6),
      startDate: '2026-06-01',
      weeks: 4,
      strength: true,
    },
    catalog,
  );
  const strengthDays = withStrength.weeks
    .flatMap((w) => w.days)
    .filter((d) => d.sessions.some((s) => s.kind === 'strength'));
  const statusOn = (rows: ReturnType<typeof projectSessions>, date: string) =>
    rows.filter((r) => r.date === date && r.kind === 'strength').map((r) => r.status);

  it('a log completes the strength session of its day; none is missed once the day is past, planned until then', () => {
    expect(strengthDays.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = strengthDays;
    const today = second!.date;
    const later = strengthDays.find((d) => d.date > today)!;
    const project = (logs: { date: string; sessionId: string }[]) =>
      projectSessions(
        'u',
        'p',
        withStrength,
        matchRides(withStrength, [], today),
        [],
        matchStrength(
          withStrength,
          logs.map((l) => ({ ...l, durationS: 1800, tss: 20 })),
          today,
        ),
      );
    // no logs: the past one missed, today's and later ones planned
    expect(statusOn(project([]), first!.date)).toEqual(['missed']);
    expect(statusOn(project([]), second!.date)).toEqual(['planned']);
    expect(statusOn(project([]), later.date)).toEqual(['planned']);
    // a log of another strength session on the day still counts; a log on a day with none completes nothing
    const rows = project([
      { date: first!.date, sessionId: 'some-other-session' },
      { date: second!.date, sessionId: second!.sessions.find((s) => s.kind === 'strength')!.workoutId },
      { date: '2026-05-20', sessionId: 'x' },
    ]);
    expect(statusOn(rows, first!.date)).toEqual(['completed']);
    expect(statusOn(rows, second!.date)).toEqual(['completed']);
    expect(statusOn(rows, third!.date)).toEqual(third!.date < today ? ['missed'] : ['planned']);
    expect(rows.filter((r) => r.kind === 'strength' && r.status === 'completed')).toHaveLength(2);
  });
});
