/**
 * Issue #17, "return to training" and "the rider": each complaint as a named case on the club rider, through the
 * daily pass (`adaptPlan`) where the rule lives there.
 */
import { describe, expect, it } from 'vitest';
import { adaptPlan } from '../src/adapt/adapt-plan.ts';
import { applyChanges } from '../src/adapt/apply.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { ftpChange } from '../src/adapt/ftp.ts';
import { levelsAfterFtpChanges } from '../src/adapt/level-resets.ts';
import type { PlanChange } from '../src/adapt/types.ts';
import { unavailableChanges } from '../src/adapt/unavailable.ts';
import { daysBetween } from '../src/calendar/days.ts';
import type { RideFeedback, RideRecord } from '../src/compliance/types.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import type { Plan, PlannedSession } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { club, clubPlan, daysOf } from './support/plans.ts';

const ride = (date: string, durationS = 3600): RideRecord => ({ id: date, date, durationS, tss: 50 });
const adapt = (plan: Plan, today: string, rides: RideRecord[], history: PlanChange[] = [], feedback = []) =>
  adaptPlan(plan, { today, catalog: testCatalog, rides, history, feedback: feedback as RideFeedback[] });
const levelOf = (s: PlannedSession) => (s.kind === 'ride' ? s.level : 0);
const testDays = (plan: Plan) =>
  plan.weeks.flatMap((w) =>
    w.days.filter((d) => d.sessions.some((s) => s.kind === 'ride' && s.role === 'test')).map((d) => d.date),
  );

describe('back from illness', () => {
  // Ill Monday 15 to Thursday 18 June: the sweet spot of Tuesday 16 moves to Sunday 21.
  const range = { from: '2026-06-15', to: '2026-06-18', reason: 'illness' as const };
  const marked = unavailableChanges(clubPlan, range, '2026-06-15');
  const ill = applyChanges(clubPlan, marked);

  it('makes the first two rides back easy: the threshold session on the first day back becomes endurance, once', () => {
    expect(daysOf(ill, '2026-06-19', '2026-06-21')).toEqual([
      '2026-06-19: threshold-06-60',
      '2026-06-20: tempo-03-90',
      '2026-06-21: sweetSpot-06-90',
    ]);
    const rides = [ride('2026-06-13'), ride('2026-06-14')];
    const { plan, changes } = adapt(ill, '2026-06-19', rides, marked);
    const eased = changes.filter((c) => c.reason === 'illnessEasyReturn');
    expect(
      eased.map((c) =>
        c.kind === 'replace'
          ? [c.from.date, c.to.session.kind === 'ride' ? c.to.session.family : null]
          : null,
      ),
    ).toEqual([['2026-06-19', 'endurance']]);
    // The second ride back (tempo) was not hard; the third (the moved sweet spot) keeps its intensity.
    expect(daysOf(plan, '2026-06-20', '2026-06-21')).toEqual([
      '2026-06-20: tempo-03-90',
      '2026-06-21: sweetSpot-06-90',
    ]);
    expect(explainChange(eased[0]!, 'en')).toContain('so your first two rides back are easy');
    expect(adapt(plan, '2026-06-19', rides, [...marked, ...changes]).changes).toEqual([]);
  });

  it('counts a short illness inside a longer gap in riding, but not a day ill between rides', () => {
    const short = { from: '2026-06-17', to: '2026-06-18', reason: 'illness' as const };
    const m = unavailableChanges(clubPlan, short, '2026-06-17');
    const p = applyChanges(clubPlan, m);
    // Off since Sunday 14 (four days without a ride around the two days ill): eased.
    const off = adapt(p, '2026-06-19', [ride('2026-06-13'), ride('2026-06-14')], m);
    expect(off.changes.map((c) => c.reason)).toContain('illnessEasyReturn');
    // Rode on Tuesday 16: two days off only, nothing to ease.
    const rode = adapt(p, '2026-06-19', [ride('2026-06-14'), ride('2026-06-16', 5400)], m);
    expect(rode.changes.map((c) => c.reason)).not.toContain('illnessEasyReturn');
  });

  it('after 8 days ill the next recovery week trains (the break was the rest), and the return is noted', () => {
    const long = { from: '2026-06-12', to: '2026-06-19', reason: 'illness' as const };
    const m = unavailableChanges(clubPlan, long, '2026-06-12');
    const p = applyChanges(clubPlan, m);
    expect(p.weeks[3]!.recovery).toBe(true);
    const { plan, changes } = adapt(p, '2026-06-20', [ride('2026-06-11'), ride('2026-06-20', 5400)], m);
    expect(changes.map((c) => c.reason)).toEqual(expect.arrayContaining(['missedResume', 'breakNoRecovery']));
    expect(plan.weeks[3]!.recovery).toBe(false);
    expect(plan.weeks[7]!.recovery).toBe(true);
    const replan = changes.find((c) => c.reason === 'breakNoRecovery')!;
    expect(explainChange(replan, 'es')).toContain('la semana de recuperación desde el lunes 22 de junio');
  });
});

describe('a step back before an A event', () => {
  const racer = generatePlan(
    { ...club, weeks: null, event: { date: '2026-09-19', priority: 'A' } },
    testCatalog,
  );
  const specialty = (p: Plan) => p.weeks.filter((w) => w.phase === 'specialty').length;
  const nearA = (p: Plan) => testDays(p).filter((d) => daysBetween(d, '2026-09-19') <= 21);

  it('keeps the whole specialty block and no test in the three weeks before the race', () => {
    expect(specialty(racer)).toBe(3);
    for (const [back, reason, weeks] of [
      ['2026-08-05', 'missedStepBackEvent', 2],
      ['2026-08-12', 'missedStepBackEvent', 1],
      ['2026-08-19', 'missedRebuildEvent', 0],
    ] as const) {
      const rides = [ride('2026-07-22'), ride(back)];
      const { plan, changes } = adapt(racer, back, rides);
      const step = changes.find((c) => c.kind === 'replan')!;
      expect(step.reason, back).toBe(reason);
      expect(step.inputs.weeksBack, back).toBe(weeks);
      expect(specialty(plan), back).toBe(3);
      expect(plan.weeks.findIndex((w) => w.phase === 'specialty')).toBe(11);
      expect(nearA(plan), back).toEqual([]);
      expect(plan.weeks.at(-1)!.days.some((d) => d.event?.priority === 'A')).toBe(true);
    }
  });

  it('says the race-specific block stays', () => {
    const { changes } = adapt(racer, '2026-08-05', [ride('2026-07-22'), ride('2026-08-05')]);
    const step = changes.find((c) => c.kind === 'replan')!;
    expect(explainChange(step, 'en')).toMatch(
      /^You were off the bike for 13 days, so we stepped the plan back 2 weeks, taken from the weeks before your race-specific block: that block stays whole before your A event on Saturday 19 September/,
    );
  });
});

describe('progression levels after an FTP change or a break [T17]', () => {
  const today = '2026-06-10';
  const levels = (changes: readonly PlanChange[]) =>
    changes.map((c) => (c.kind === 'levelChange' ? [c.from.family, c.from.level, c.to.level] : null));

  it('falls about one level per 5 % of FTP gained (at most two) and rises modestly after a fall', () => {
    const up = ftpChange(clubPlan, 264, 'test', today)!; // +10 %
    const down = levelsAfterFtpChanges(clubPlan, up, testCatalog);
    expect(down.length).toBeGreaterThan(0);
    for (const c of down) {
      if (c.kind !== 'levelChange') continue;
      expect(c.reason).toBe('levelsAfterFtp');
      expect(c.to.level).toBe(Math.max(1, c.from.level - 2));
      for (const s of c.swaps) expect(levelOf(s.to.session)).toBeLessThan(levelOf(s.from.session));
      for (const s of c.swaps) expect(daysBetween(today, s.from.date)).toBeGreaterThan(0);
    }
    const fall = levelsAfterFtpChanges(clubPlan, ftpChange(clubPlan, 216, 'test', today)!, testCatalog); // −10 %
    for (const c of fall) if (c.kind === 'levelChange') expect(c.to.level).toBe(c.from.level + 1);
    expect(fall.every((c) => c.reason === 'levelsAfterFtpDrop')).toBe(true);
    expect(levelsAfterFtpChanges(clubPlan, ftpChange(clubPlan, 244, 'test', today)!, testCatalog)).toEqual(
      [],
    );
    expect(levels(down)[0]).toEqual(['sweetSpot', 5, 3]); // Friday's sweet spot, the first after the test
  });

  it('falls one level per week off after ten days or more, once', () => {
    const rides = [ride('2026-06-11'), ride('2026-06-22')];
    const { plan, changes } = adapt(clubPlan, '2026-06-22', rides);
    const drops = changes.filter((c) => c.reason === 'levelsAfterBreak');
    expect(drops.length).toBeGreaterThan(0);
    for (const c of drops)
      if (c.kind === 'levelChange') expect(c.to.level).toBe(Math.max(1, c.from.level - 1));
    expect(explainChange(drops[0]!, 'en')).toMatch(/^You were off the bike for 10 days, and fitness fades/);
    expect(adapt(plan, '2026-06-23', rides, [...changes]).changes.map((c) => c.reason)).not.toContain(
      'levelsAfterBreak',
    );
    // Nine days off: levels stay.
    const nine = adapt(clubPlan, '2026-06-21', [ride('2026-06-11'), ride('2026-06-21')]);
    expect(nine.changes.map((c) => c.reason)).not.toContain('levelsAfterBreak');
  });
});

describe('"too hard" on three different workouts', () => {
  const rides = [ride('2026-06-06', 5400), ride('2026-06-09', 5400), ride('2026-06-12')];
  const feedback = rides.map((r) => ({ rideId: r.id, feel: 'tooHard' as const }));

  it('proposes an FTP check: the next key session becomes a ramp test, and says why', () => {
    const { plan, changes } = adapt(clubPlan, '2026-06-13', rides, [], feedback as never);
    const check = changes.find((c) => c.reason === 'ftpCheckProposed')!;
    expect(check).toMatchObject({ kind: 'replace', from: { date: '2026-06-16' }, inputs: { count: 3 } });
    expect(daysOf(plan, '2026-06-16', '2026-06-16')).toEqual(['2026-06-16: ftp-ramp']);
    expect(explainChange(check, 'en')).toMatch(
      /^You found 3 different workouts too hard in the last 10 days, which usually means your FTP is set too high, so on Tuesday 16 June you ride/,
    );
    // Once: the next day's pass proposes nothing more.
    const again = adapt(plan, '2026-06-14', rides, [...changes], feedback as never);
    expect(again.changes.map((c) => c.reason)).not.toContain('ftpCheckProposed');
  });

  it('only notes it within three weeks of an A event, and not for two workouts', () => {
    const racer = generatePlan(
      { ...club, weeks: null, event: { date: '2026-07-05', priority: 'A' } },
      testCatalog,
    );
    const near = adapt(racer, '2026-06-13', rides, [], feedback as never);
    expect(near.changes.map((c) => c.reason)).toContain('ftpCheckNote');
    expect(near.changes.map((c) => c.reason)).not.toContain('ftpCheckProposed');
    const two = adapt(clubPlan, '2026-06-13', rides.slice(1), [], feedback.slice(1) as never);
    expect(two.changes.map((c) => c.reason)).not.toContain('ftpCheckProposed');
  });
});
