/**
 * The "done when" journey, on the pure coach (the app replays it through the server and the browser): a new
 * rider with unknown FTP gets a 12-week plan that opens with an FTP test; rides it and gets an FTP; misses a workout;
 * marks two days as travel; checks in "very tired" — and every change comes with a sentence in Portuguese.
 */
import { describe, expect, it } from 'vitest';
import { adaptPlan } from '../src/adapt/adapt-plan.ts';
import { applyChange, undoChange } from '../src/adapt/apply.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { ftpChange } from '../src/adapt/ftp.ts';
import type { PlanChange } from '../src/adapt/types.ts';
import { unavailableChanges } from '../src/adapt/unavailable.ts';
import { addDays } from '../src/calendar/days.ts';
import type { RideRecord } from '../src/compliance/types.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { libraryCatalog } from '../src/plan/library-catalog.ts';
import type { Plan } from '../src/plan/types.ts';
import { sessionsOf } from './support/plans.ts';

const catalog = libraryCatalog();

describe('a new rider’s first weeks', () => {
  it('plan, test, FTP, a missed workout, two travel days and a very tired morning, each change in Portuguese', () => {
    let plan: Plan = generatePlan(
      {
        goal: 'generalFitness',
        level: 'beginner',
        weeklyHours: 5,
        availability: [
          { day: 'tue', maxDurationS: 5400 },
          { day: 'thu', maxDurationS: 5400 },
          { day: 'sat', maxDurationS: 3 * 3600 },
          { day: 'sun', maxDurationS: 2 * 3600 },
        ],
        startDate: '2026-06-01',
        weeks: 12,
      },
      catalog,
    );
    const history: PlanChange[] = [];
    const record = (changes: readonly PlanChange[]) => {
      for (const c of changes) plan = applyChange(plan, c);
      history.push(...changes);
      return changes.map((c) => explainChange(c, 'pt'));
    };

    // 1. The plan opens with the ramp test.
    const sessions = sessionsOf(plan);
    expect(sessions[0]).toMatchObject({
      date: '2026-06-02',
      session: { workoutId: 'ftp-test-ramp', role: 'test' },
    });

    // 2. The test is ridden; the server proposes the FTP from it and the rider accepts: the plan records it.
    const rides: RideRecord[] = [{ id: 'ramp', date: '2026-06-02', durationS: 1700, tss: 45 }];
    const afterTest = adaptPlan(plan, { today: '2026-06-03', catalog, rides, history });
    expect(afterTest.match.outcomes[0]).toMatchObject({
      uid: sessions[0]!.session.uid,
      status: 'completed',
      rideId: 'ramp',
    });
    expect(afterTest.changes).toEqual([]);
    expect(record([ftpChange(plan, 212, 'test', '2026-06-03')!])).toEqual([
      'Seu FTP agora é 212 W, a partir de seu teste de FTP. Todas as metas do plano são porcentagens do FTP, então seus treinos agora têm os watts certos.',
    ]);

    // 3. The next hard session is missed; the day after, the coach moves it (or lets it go) and says why.
    const key = sessions.find(
      (s) => s.date > '2026-06-02' && s.session.kind === 'ride' && s.session.role === 'key',
    )!;
    for (const s of sessions.filter((x) => x.date > '2026-06-02' && x.date < key.date)) {
      rides.push({ id: s.session.uid, date: s.date, durationS: s.session.durationS, tss: s.session.tss });
    }
    const missed = adaptPlan(plan, { today: addDays(key.date, 1), catalog, rides, history });
    expect(missed.changes.length).toBeGreaterThan(0);
    expect(missed.changes.at(-1)!.reason).toMatch(/^missedKey(Moved|Skipped)$/);
    const missedWords = record(missed.changes);
    expect(missedWords.at(-1)).toMatch(/^Você perdeu seu treino de .+ de \d+ de junho \(.+\)/);

    // 4. Two days of travel next week: each change has its sentence.
    const travel = unavailableChanges(
      plan,
      { from: '2026-06-11', to: '2026-06-12', reason: 'travel' },
      '2026-06-08',
    );
    expect(travel.length).toBeGreaterThan(0);
    for (const sentence of record(travel)) {
      expect(sentence).toMatch(
        /11 de junho \(quinta-feira\) a 12 de junho \(sexta-feira\) como indisponível|abrir espaço/,
      );
    }
    expect(sessionsOf(plan).filter((s) => s.date === '2026-06-11' || s.date === '2026-06-12')).toEqual([]);

    // 5. Saturday morning: very tired — today's session becomes a recovery ride.
    const today = '2026-06-13';
    const before = sessionsOf(plan).find((s) => s.date === today)!;
    const tired = adaptPlan(plan, {
      today,
      catalog,
      rides,
      history,
      checkIns: [{ date: today, sleep: 3, fatigue: 5, soreness: 3, stress: 3, motivation: 3 }],
    });
    const swap = tired.changes.find((c) => c.reason === 'veryTired')!;
    expect(swap).toMatchObject({
      kind: 'replace',
      from: { date: today, session: { uid: before.session.uid } },
    });
    expect(record([swap])[0]).toMatch(
      /^Você nos contou que está com muito cansaço, então hoje é só recuperação: “.+” no lugar de “.+”\.$/,
    );

    // The swap can be undone today; the travel move cannot any more: its first day is past.
    expect(undoChange(plan, swap, today).ok).toBe(true);
    const moved = travel.find((c) => c.kind === 'move');
    expect(moved).toBeDefined();
    expect(undoChange(plan, moved!, today)).toEqual({ ok: false, reason: 'inPast' });
  });
});
