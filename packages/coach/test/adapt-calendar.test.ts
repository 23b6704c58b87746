/** Days marked unavailable, the rider's own calendar actions, and undo — unit cases and properties over random plans. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChange, applyChanges, undoChange } from '../src/adapt/apply.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { ftpChange } from '../src/adapt/ftp.ts';
import { isHardSession } from '../src/adapt/plan-query.ts';
import { unavailableChanges, validateUnavailableRange } from '../src/adapt/unavailable.ts';
import { addDays, daysBetween, weekdayOf } from '../src/calendar/days.ts';
import { moveSession, sessionAlternatives, skipSession, swapSession } from '../src/calendar/rider-actions.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import type { Plan } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { clubPlan, daysOf, sessionsOf } from './support/plans.ts';
import { riderArb } from './support/riders.ts';

const dayList = (plan: Plan) => JSON.stringify(plan.weeks.map((w) => w.days));

describe('days marked unavailable', () => {
  it('moves key sessions to a free day of their week (48 h, caps) and drops the rest', () => {
    // Week 2: Tue 9 threshold (key), Thu 11 endurance, Fri 12 sweet spot (key), Sat 13 long, Sun 14 tempo.
    const changes = unavailableChanges(
      clubPlan,
      { from: '2026-06-11', to: '2026-06-12', reason: 'travel' },
      '2026-06-08',
    );
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([
      ['skip', 'unavailableDropped'],
      ['skip', 'madeRoom'],
      ['move', 'unavailableMoved'],
    ]);
    const after = applyChanges(clubPlan, changes);
    expect(daysOf(after, '2026-06-09', '2026-06-14')).toEqual([
      '2026-06-09: threshold-05-90',
      '2026-06-10:',
      '2026-06-11:',
      '2026-06-12:',
      '2026-06-13: tempo-03-90',
      '2026-06-14: sweetSpot-05-60',
    ]);
    expect(explainChange(changes[2]!, 'en')).toBe(
      'We moved your sweet spot session from Friday 12 June to Sunday 14 June because you marked Thursday 11 June to Friday 12 June unavailable; Saturday stays easy so you arrive fresh.',
    );
    expect(explainChange(changes[0]!, 'es')).toBe(
      'Quitamos tu rodaje de resistencia del jueves 11 de junio del plan porque marcaste del jueves 11 de junio al viernes 12 de junio como no disponible.',
    );
  });

  it('drops a key session with nowhere to go, and ignores days already past', () => {
    const changes = unavailableChanges(
      clubPlan,
      { from: '2026-06-11', to: '2026-06-14', reason: 'illness' },
      '2026-06-08',
    );
    expect(changes.map((c) => c.reason)).toEqual([
      'unavailableDropped',
      'unavailableNoRoom',
      'unavailableDropped',
      'unavailableDropped',
    ]);
    expect(explainChange(changes[1]!, 'pt')).toBe(
      'Você marcou de 11 de junho (quinta-feira) a 14 de junho (domingo) como indisponível, e nenhum outro dia desta semana comporta seu treino de sweet spot de 12 de junho (sexta-feira) sem dois dias fortes seguidos, então ele ficou de fora.',
    );
    expect(
      unavailableChanges(clubPlan, { from: '2026-06-01', to: '2026-06-05', reason: 'travel' }, '2026-06-08'),
    ).toEqual([]);
  });

  it('validates a range', () => {
    expect(validateUnavailableRange({ from: '2026-06-12', to: '2026-06-10', reason: 'travel' })).toEqual([
      { field: 'to', code: 'beforeFrom' },
    ]);
    expect(
      validateUnavailableRange({ from: '2026-02-30', to: '2026-06-10', reason: 'nap' as 'travel' }),
    ).toEqual([
      { field: 'from', code: 'invalid' },
      { field: 'reason', code: 'invalid' },
    ]);
  });

  it('keeps every rule on random plans and ranges: nothing left in the range, hard days 48 h apart, caps, a free day a week', () => {
    fc.assert(
      fc.property(
        riderArb,
        fc.nat(200),
        fc.integer({ min: 0, max: 9 }),
        fc.nat(6),
        (input, startAt, length, todayShift) => {
          const plan = generatePlan(input, testCatalog);
          const days = plan.weeks.flatMap((w) => w.days);
          const from = days[Math.min(startAt, days.length - 1)]!.date;
          const to = addDays(from, length);
          const today = addDays(from, -todayShift);
          const after = applyChanges(plan, unavailableChanges(plan, { from, to, reason: 'travel' }, today));
          const caps = new Map(input.availability.map((a) => [a.day, a.maxDurationS]));
          const future = after.weeks.flatMap((w) => w.days).filter((d) => daysBetween(today, d.date) >= 0);
          for (const d of future) {
            if (daysBetween(from, d.date) >= 0 && daysBetween(d.date, to) >= 0)
              expect(d.sessions).toEqual([]);
            const duration = d.sessions.reduce((t, s) => t + s.durationS, 0);
            if (duration > 0) expect(duration).toBeLessThanOrEqual(caps.get(weekdayOf(d.date)) ?? 0);
          }
          const hard = after.weeks.flatMap((w) => w.days).filter((d) => d.sessions.some(isHardSession));
          for (let i = 1; i < hard.length; i++)
            expect(daysBetween(hard[i - 1]!.date, hard[i]!.date)).toBeGreaterThanOrEqual(2);
          for (const w of after.weeks) expect(w.days.some((d) => d.sessions.length === 0)).toBe(true);
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);
});

describe("the rider's own moves, skips and swaps", () => {
  const today = '2026-06-08';
  it('moves a session, warning when a rule breaks', () => {
    const ok = moveSession(clubPlan, '2026-06-09#0', '2026-06-10', today);
    expect(ok).toMatchObject({ ok: true, warnings: ['notARidingDay'] });
    const close = moveSession(clubPlan, '2026-06-09#0', '2026-06-11', today);
    expect(close).toMatchObject({ ok: true, warnings: ['overDayCap', 'hardDaysTooClose'] });
    if (!close.ok) throw new Error();
    expect(explainChange(close.change, 'en')).toBe(
      'You moved your threshold session from Tuesday 9 June to Thursday 11 June.',
    );
    expect(moveSession(clubPlan, '2026-06-02#0', '2026-06-10', today)).toEqual({
      ok: false,
      reason: 'inPast',
    });
    expect(moveSession(clubPlan, 'nope', '2026-06-10', today)).toEqual({ ok: false, reason: 'notFound' });
    expect(moveSession(clubPlan, '2026-06-09#0', '2026-09-10', today)).toEqual({
      ok: false,
      reason: 'outsidePlan',
    });
  });

  it('offers alternatives of the same family that fit the day, nearest level first, and swaps for one', () => {
    const alts = sessionAlternatives(clubPlan, '2026-06-09#0', testCatalog);
    expect(alts.length).toBeGreaterThan(3);
    expect(
      alts.every((w) => w.family === 'threshold' && w.durationS <= 5400 && w.id !== 'threshold-05-90'),
    ).toBe(true);
    expect(Math.abs(alts[0]!.level - 5)).toBeLessThanOrEqual(Math.abs(alts.at(-1)!.level - 5));
    const swapped = swapSession(clubPlan, '2026-06-09#0', alts[0]!, today);
    if (!swapped.ok) throw new Error();
    expect(explainChange(swapped.change, 'es')).toBe(
      `Cambiaste “threshold L5 90′ (es)” del martes 9 de junio por “${alts[0]!.name.es}”.`,
    );
    expect(swapSession(clubPlan, '2026-06-09#0', { ...alts[0]!, family: 'vo2max' }, today)).toEqual({
      ok: false,
      reason: 'notAlternative',
    });
    const skipped = skipSession(clubPlan, '2026-06-11#0', today);
    expect(skipped.ok && explainChange(skipped.change, 'pt')).toBe(
      'Você pulou seu pedal de resistência de 11 de junho (quinta-feira).',
    );
  });
});

describe('undo', () => {
  it('reverts any rider move, skip or swap exactly (property)', () => {
    const sessions = sessionsOf(clubPlan).filter((s) => s.date >= '2026-06-08');
    const dates = clubPlan.weeks.flatMap((w) => w.days.map((d) => d.date)).filter((d) => d >= '2026-06-08');
    fc.assert(
      fc.property(
        fc.constantFrom(...sessions),
        fc.constantFrom(...dates),
        fc.constantFrom('move', 'skip', 'swap'),
        (at, date, action) => {
          const today = '2026-06-08';
          const result =
            action === 'move'
              ? moveSession(clubPlan, at.session.uid, date, today)
              : action === 'skip'
                ? skipSession(clubPlan, at.session.uid, today)
                : swapSession(
                    clubPlan,
                    at.session.uid,
                    sessionAlternatives(clubPlan, at.session.uid, testCatalog)[0]!,
                    today,
                  );
          if (!result.ok) return;
          const changed = applyChange(clubPlan, result.change);
          const undo = undoChange(changed, result.change, today);
          expect(undo.ok).toBe(true);
          if (!undo.ok) return;
          expect(JSON.stringify(applyChange(changed, undo.change))).toBe(JSON.stringify(clubPlan));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses once a day is past, or when the plan changed since; redo works', () => {
    const move = moveSession(clubPlan, '2026-06-09#0', '2026-06-14', '2026-06-08');
    if (!move.ok) throw new Error();
    const moved = applyChange(clubPlan, move.change);
    expect(undoChange(moved, move.change, '2026-06-10')).toEqual({ ok: false, reason: 'inPast' });
    const skip = skipSession(moved, '2026-06-09#0', '2026-06-08');
    if (!skip.ok) throw new Error();
    expect(undoChange(applyChange(moved, skip.change), move.change, '2026-06-08')).toEqual({
      ok: false,
      reason: 'changedSince',
    });
    const undo = undoChange(moved, move.change, '2026-06-08');
    if (!undo.ok) throw new Error();
    const back = applyChange(moved, undo.change);
    const redo = undoChange(back, undo.change, '2026-06-08');
    expect(redo.ok && dayList(applyChange(back, redo.change))).toBe(dayList(moved));
    expect(
      undoChange(
        clubPlan,
        { kind: 'note', reason: 'missedResume', decidedOn: '2026-06-08', inputs: {} },
        '2026-06-08',
      ),
    ).toEqual({
      ok: false,
      reason: 'nothingToUndo',
    });
  });

  it('an FTP change sets and restores the FTP; nothing else moves', () => {
    const change = ftpChange(clubPlan, 252.4, 'test', '2026-06-30')!;
    expect(change).toMatchObject({ reason: 'ftpRaised', inputs: { before: 240, after: 252, percent: 5 } });
    expect(ftpChange(clubPlan, 240, 'manual', '2026-06-30')).toBeNull();
    const after = applyChange(clubPlan, change);
    expect(after.input.ftpW).toBe(252);
    expect(dayList(after)).toBe(dayList(clubPlan));
    expect(explainChange(change, 'en')).toBe(
      'Your FTP went up from 240 W to 252 W (your FTP test). Every target in your plan is a percentage of FTP, so your sessions now ask for 5.0% more watts: the same effort for a stronger you.',
    );
    const undo = undoChange(after, change, '2026-06-30');
    expect(undo.ok && applyChange(after, undo.change).input.ftpW).toBe(240);
  });
});
