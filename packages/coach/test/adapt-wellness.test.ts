import { describe, expect, it } from 'vitest';
import { applyChanges } from '../src/adapt/apply.ts';
import { checkInChanges } from '../src/adapt/check-in.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { FATIGUE_LOAD_SHARE, fatigueChanges } from '../src/adapt/fatigue.ts';
import { type CheckIn, readiness, validateCheckIn } from '../src/adapt/readiness.ts';
import { addDays } from '../src/calendar/days.ts';
import type { PlannedRide } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { clubPlan, daysOf, sessionsOf } from './support/plans.ts';

const neutral = { sleep: 3, fatigue: 3, soreness: 3, stress: 3, motivation: 3 };
const ci = (date: string, over: Partial<CheckIn> = {}): CheckIn => ({ date, ...neutral, ...over });

describe('readiness (McLean 2010 questionnaire, resting HR and HRV baselines)', () => {
  it('scores the five items 0–100 and bands them', () => {
    expect(
      readiness(ci('2026-06-09', { sleep: 5, fatigue: 1, soreness: 1, stress: 1, motivation: 5 })),
    ).toMatchObject({ score: 100, band: 'good' });
    expect(readiness(ci('2026-06-09'))).toMatchObject({
      score: 50,
      band: 'poor',
      restingHrDelta: null,
      hrvLow: null,
    });
    expect(readiness(ci('2026-06-09', { sleep: 4, motivation: 4 }))).toMatchObject({
      score: 60,
      band: 'fair',
    });
    expect(
      readiness(ci('2026-06-09', { sleep: 1, fatigue: 5, soreness: 5, stress: 5, motivation: 1 })),
    ).toMatchObject({ score: 0, band: 'veryPoor' });
  });

  it('takes 10 off for resting HR ≥ 5 bpm over its 7-day baseline (20 from 10 bpm) and 15 for HRV below mean − 1 SD', () => {
    const good = { sleep: 5, fatigue: 1, soreness: 1, stress: 1, motivation: 5 };
    const history = [1, 2, 3, 4].map((d) =>
      ci(addDays('2026-06-09', -d), { restingHrBpm: 48 + (d % 2), hrvMs: 60 + d }),
    );
    expect(readiness(ci('2026-06-09', { ...good, restingHrBpm: 54 }), history)).toMatchObject({
      score: 90,
      restingHrDelta: 5.5,
    });
    expect(readiness(ci('2026-06-09', { ...good, restingHrBpm: 59 }), history)).toMatchObject({ score: 80 });
    expect(readiness(ci('2026-06-09', { ...good, hrvMs: 50 }), history)).toMatchObject({
      score: 85,
      hrvLow: true,
    });
    expect(readiness(ci('2026-06-09', { ...good, hrvMs: 62 }), history)).toMatchObject({
      score: 100,
      hrvLow: false,
    });
    // Fewer than 3 values in the 7 days before: no baseline.
    expect(readiness(ci('2026-06-09', { ...good, restingHrBpm: 70 }), history.slice(0, 2))).toMatchObject({
      score: 100,
      restingHrDelta: null,
    });
  });

  it('validates the items', () => {
    expect(validateCheckIn(ci('2026-06-09'))).toEqual([]);
    expect(validateCheckIn({ ...ci('2026-06-09'), sleep: 6, fatigue: 2.5, restingHrBpm: 300 })).toEqual([
      { field: 'sleep', code: 'outOfRange' },
      { field: 'fatigue', code: 'invalid' },
      { field: 'restingHrBpm', code: 'outOfRange' },
    ]);
  });
});

describe('daily check-in [X2]', () => {
  const tue = '2026-06-09'; // threshold-05-90 in the club plan
  const run = (checkIn: CheckIn, plan = clubPlan) =>
    checkInChanges(plan, { today: checkIn.date, checkIn, previous: [], catalog: testCatalog });

  it('"very tired": today is recovery only', () => {
    const changes = run(ci(tue, { fatigue: 5 }));
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([['replace', 'veryTired']]);
    const to = (changes[0] as { to: { session: PlannedRide } }).to.session;
    expect(to).toMatchObject({
      family: 'recovery',
      role: 'recovery',
      adjustedBy: 'veryTired',
      uid: `${tue}#0`,
    });
    expect(to.durationS).toBeLessThanOrEqual(3600);
    expect(explainChange(changes[0]!, 'pt')).toBe(
      'Você nos contou que está com muito cansaço, então hoje é só recuperação: “Recovery 60′ (pt)” no lugar de “threshold L5 90′ (pt)”.',
    );
  });

  it('"tired": a hard session becomes endurance; an easy day stays', () => {
    const changes = run(ci(tue, { fatigue: 4 }));
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([['replace', 'tired']]);
    expect((changes[0] as { to: { session: PlannedRide } }).to.session.family).toBe('endurance');
    expect(run(ci('2026-06-11', { fatigue: 4 }))).toEqual([]);
  });

  it('poor readiness: an easier session of the same family; very poor: rest', () => {
    const poor = run(ci(tue, { sleep: 2, soreness: 4 }));
    expect(poor.map((c) => [c.kind, c.reason])).toEqual([['swap', 'readinessLow']]);
    const swap = poor[0] as { from: { session: PlannedRide }; to: { session: PlannedRide } };
    expect(swap.to.session.family).toBe('threshold');
    expect(swap.to.session.tss).toBeLessThanOrEqual(0.75 * swap.from.session.tss);
    expect(explainChange(poor[0]!, 'en')).toContain(
      'Your check-in today scored 40/100, so we swapped “threshold L5 90′” for an easier session',
    );
    const veryPoor = run(ci(tue, { sleep: 1, soreness: 5, stress: 5, motivation: 1 }));
    expect(veryPoor.map((c) => [c.kind, c.reason])).toEqual([['skip', 'readinessVeryLow']]);
    expect(run(ci(tue, { sleep: 4, motivation: 4 }))).toEqual([]);
  });

  it('acts once, eases further on a worse check-in, never back; ignores other days', () => {
    const first = run(ci(tue, { fatigue: 4 }));
    const eased = applyChanges(clubPlan, first);
    expect(run(ci(tue, { fatigue: 4 }), eased)).toEqual([]);
    expect(run(ci(tue, { fatigue: 5 }), eased).map((c) => c.reason)).toEqual(['veryTired']);
    expect(
      checkInChanges(clubPlan, {
        today: '2026-06-10',
        checkIn: ci(tue, { fatigue: 5 }),
        previous: [],
        catalog: testCatalog,
      }),
    ).toEqual([]);
  });
});

describe('fatigue: form below the floor eases the next 7 days [S7]', () => {
  const today = '2026-06-09';
  it('does nothing above the floor', () => {
    expect(fatigueChanges(clubPlan, { today, load: { ctl: 50, atl: 70 }, catalog: testCatalog })).toEqual([]);
  });

  it('swaps each session of the next 7 days for ≤ 85 % of its load, hard ones keeping their family; once', () => {
    const changes = fatigueChanges(clubPlan, { today, load: { ctl: 50, atl: 80 }, catalog: testCatalog });
    const window = sessionsOf(clubPlan).filter((s) => s.date >= today && s.date < addDays(today, 7));
    expect(changes.length).toBe(window.length);
    for (const c of changes) {
      if (c.kind !== 'swap' && c.kind !== 'replace') throw new Error(c.kind);
      expect(c.reason).toBe('fatigueFloor');
      expect(c.to.session.tss).toBeLessThanOrEqual(FATIGUE_LOAD_SHARE * c.from.session.tss + 1e-9);
      if (c.from.session.kind === 'ride' && c.from.session.role === 'key') expect(c.kind).toBe('swap');
    }
    expect(explainChange(changes[0]!, 'en')).toMatch(
      /^Your form is −30, below your floor of −25, so we eased your threshold session on Tuesday 9 June: /,
    );
    const after = applyChanges(clubPlan, changes);
    expect(daysOf(after, addDays(today, 7), '2026-06-30')).toEqual(
      daysOf(clubPlan, addDays(today, 7), '2026-06-30'),
    );
    expect(fatigueChanges(after, { today, load: { ctl: 50, atl: 80 }, catalog: testCatalog })).toEqual([]);
  });
});
