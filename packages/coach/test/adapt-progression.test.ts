import { describe, expect, it } from 'vitest';
import { applyChanges } from '../src/adapt/apply.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { progressionChanges, sessionVerdict } from '../src/adapt/progression.ts';
import type { LevelChange, PlanChange } from '../src/adapt/types.ts';
import { matchRides } from '../src/compliance/match.ts';
import type { RideFeedback, RideRecord } from '../src/compliance/types.ts';
import type { Plan, PlannedRide } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { clubPlan, sessionsOf } from './support/plans.ts';

/** Rides that did each listed session exactly (or a share of it), id = the session uid. */
function ridesFor(plan: Plan, uids: string[], share = 1): RideRecord[] {
  return sessionsOf(plan)
    .filter((s) => uids.includes(s.session.uid))
    .map((s) => ({
      id: s.session.uid,
      date: s.date,
      durationS: s.session.durationS * share,
      tss: s.session.tss * share,
    }));
}

function run(
  plan: Plan,
  today: string,
  rides: RideRecord[],
  feedback: RideFeedback[],
  history: PlanChange[] = [],
) {
  return progressionChanges(plan, {
    today,
    match: matchRides(plan, rides, today),
    feedback,
    catalog: testCatalog,
    history,
  });
}

const keys = (plan: Plan, family: string) =>
  sessionsOf(plan).filter(
    (s) => s.session.kind === 'ride' && s.session.role === 'key' && s.session.family === family,
  );

describe('progression from how sessions went [T3, T17]', () => {
  // Club plan: threshold on Fri 5 June and Tue 9 June; sweet spot on Tue 2 June and Fri 12 June.
  const thr = keys(clubPlan, 'threshold');
  const first = thr[0]!.session.uid;
  const second = thr[1]!.session.uid;

  it('reads a session: the rider’s feel first, else RPE against the family (±2), else compliance', () => {
    expect(sessionVerdict('threshold', { rideId: 'x', feel: 'right', rpe: 10 }, 'completed')).toBe('right');
    expect(sessionVerdict('threshold', { rideId: 'x', rpe: 9 }, 'completed')).toBe('tooHard');
    expect(sessionVerdict('threshold', { rideId: 'x', rpe: 5 }, 'completed')).toBe('tooEasy');
    expect(sessionVerdict('threshold', { rideId: 'x', rpe: 7 }, 'partial')).toBe('right');
    expect(sessionVerdict('threshold', undefined, 'partial')).toBe('failed');
    expect(sessionVerdict('threshold', undefined, 'completed')).toBeNull();
  });

  it('raises a family one level after two sessions in a row felt too easy, and swaps its upcoming sessions', () => {
    const feedback: RideFeedback[] = [
      { rideId: first, feel: 'tooEasy' },
      { rideId: second, rpe: 4 },
    ];
    const changes = run(clubPlan, '2026-06-10', ridesFor(clubPlan, [first, second]), feedback);
    expect(changes).toHaveLength(1);
    const change = changes[0] as LevelChange;
    expect(change).toMatchObject({
      kind: 'levelChange',
      reason: 'streakTooEasy',
      from: { family: 'threshold', level: 5 },
      to: { family: 'threshold', level: 6 },
    });
    const upcoming = keys(clubPlan, 'threshold').filter((s) => s.date >= '2026-06-10');
    expect(change.swaps.length).toBeGreaterThan(0);
    for (const s of change.swaps) {
      const before = s.from.session as PlannedRide;
      const after = s.to.session as PlannedRide;
      expect(after.family).toBe('threshold');
      expect(after.level).toBeGreaterThan(before.level);
      expect(after.durationS).toBeLessThanOrEqual(before.durationS);
      expect(after.uid).toBe(before.uid);
    }
    expect(change.swaps.length).toBeLessThanOrEqual(upcoming.length);
    const after = applyChanges(clubPlan, changes);
    expect(
      keys(after, 'threshold')
        .filter((s) => s.date >= '2026-06-10')
        .every(
          (s) =>
            s.session.adjustedBy === 'streakTooEasy' ||
            !change.swaps.some((x) => x.from.session.uid === s.session.uid),
        ),
    ).toBe(true);
    expect(explainChange(change, 'en')).toMatch(
      /^Your last two threshold sessions felt too easy, so we raised your threshold level from 5\.0 to 6\.0; \d+ upcoming sessions change to match\.$/,
    );
    // Acts once per trigger.
    expect(run(after, '2026-06-11', ridesFor(clubPlan, [first, second]), feedback, changes)).toEqual([]);
  });

  it('lowers a family one level after two sessions in a row were too hard or cut short', () => {
    const rides = [...ridesFor(clubPlan, [first]), ...ridesFor(clubPlan, [second], 0.6)];
    const changes = run(clubPlan, '2026-06-10', rides, [{ rideId: first, feel: 'tooHard' }]);
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([['levelChange', 'streakTooHard']]);
    expect((changes[0] as LevelChange).to.level).toBe(4);
  });

  it('eases the next session of the family after one too-hard or failed session', () => {
    const tooHard = run(clubPlan, '2026-06-06', ridesFor(clubPlan, [first]), [
      { rideId: first, feel: 'tooHard' },
    ]);
    expect(tooHard.map((c) => [c.kind, c.reason])).toEqual([['swap', 'feedbackTooHard']]);
    const swap = tooHard[0]!;
    if (swap.kind !== 'swap') throw new Error('swap expected');
    expect(swap.from.session.uid).toBe(second);
    expect((swap.to.session as PlannedRide).level).toBeLessThan((swap.from.session as PlannedRide).level);
    expect(explainChange(swap, 'en')).toContain(
      'You found your threshold session on Friday 5 June too hard, so the next one, on Tuesday 9 June, is a little easier',
    );

    // feedback given the day of the ride: the session just ridden is done, the next one eases
    const sameDay = run(clubPlan, '2026-06-05', ridesFor(clubPlan, [first]), [
      { rideId: first, feel: 'tooHard' },
    ]);
    expect(sameDay.map((c) => (c.kind === 'swap' ? c.from.session.uid : null))).toEqual([second]);

    const failed = run(clubPlan, '2026-06-06', ridesFor(clubPlan, [first], 0.55), []);
    expect(failed.map((c) => c.reason)).toEqual(['keyFailed']);
    expect(explainChange(failed[0]!, 'es')).toContain('quedó corta (55 % de lo previsto)');
  });

  it('leaves well-judged sessions, and old ones, alone', () => {
    expect(
      run(clubPlan, '2026-06-06', ridesFor(clubPlan, [first]), [{ rideId: first, feel: 'right' }]),
    ).toEqual([]);
    expect(
      run(clubPlan, '2026-06-20', ridesFor(clubPlan, [first]), [{ rideId: first, feel: 'tooHard' }]),
    ).toEqual([]);
  });
});
