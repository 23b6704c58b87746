import { describe, expect, it } from 'vitest';
import { applyChange, applyChanges } from '../src/adapt/apply.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { lastBreak, missedTrainingChanges } from '../src/adapt/missed.ts';
import { addDays } from '../src/calendar/days.ts';
import { matchRides } from '../src/compliance/match.ts';
import type { RideRecord } from '../src/compliance/types.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import type { Plan } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { club, clubPlan, daysOf, sessionsOf } from './support/plans.ts';

const ride = (date: string, id = date): RideRecord => ({ id, date, durationS: 3600, tss: 50 });
const run = (
  plan: Plan,
  today: string,
  rides: RideRecord[],
  history = [] as ReturnType<typeof missedTrainingChanges>,
) =>
  missedTrainingChanges(plan, {
    today,
    rides,
    match: matchRides(plan, rides, today),
    catalog: testCatalog,
    history,
  });

describe('missed training [T16]', () => {
  // Week 2 of the club plan: Tue 9 threshold (key), Thu 11 endurance, Fri 12 sweet spot (key), Sat 13 long, Sun 14 tempo.
  const rides = [ride('2026-06-06'), ride('2026-06-07')];

  it('moves a key session missed yesterday to the next day that keeps hard days 48 h apart; an easy ride makes room', () => {
    const changes = run(clubPlan, '2026-06-10', rides);
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([
      ['skip', 'madeRoom'],
      ['move', 'missedKeyMoved'],
    ]);
    const after = applyChanges(clubPlan, changes);
    expect(daysOf(after, '2026-06-09', '2026-06-14')).toEqual([
      '2026-06-09:',
      '2026-06-10:',
      '2026-06-11: endurance-060',
      '2026-06-12: sweetSpot-05-60',
      '2026-06-13: tempo-03-90',
      '2026-06-14: threshold-05-90',
    ]);
    expect(explainChange(changes[1]!, 'en')).toBe(
      'You missed your threshold session on Tuesday 9 June, so we moved it to Sunday 14 June to keep this week’s key work; Saturday stays easy so you arrive fresh.',
    );
    expect(explainChange(changes[0]!, 'pt')).toBe(
      'Tiramos seu treino de tempo de 14 de junho (domingo) do plano para abrir espaço para seu treino de limiar, que foi para esse dia.',
    );
  });

  it('moves a key session once: missed again, it is let go', () => {
    const moved = applyChanges(clubPlan, run(clubPlan, '2026-06-10', rides));
    const again = run(moved, '2026-06-15', rides);
    expect(again.map((c) => [c.kind, c.reason, c.kind === 'skip' ? c.from.date : null])).toEqual([
      ['skip', 'missedKeySkipped', '2026-06-14'],
    ]);
    expect(explainChange(again[0]!, 'es')).toContain(
      'Te perdiste tu sesión de umbral del domingo 14 de junio',
    );
  });

  it('moves a key session missed two days ago to today if today can take it', () => {
    // Friday's sweet spot, missed, on Sunday: Sunday's tempo ride makes room.
    const sun = run(clubPlan, '2026-06-14', [...rides, ride('2026-06-09'), ride('2026-06-11')]);
    expect(sun.map((c) => [c.reason, c.kind === 'move' ? c.to.date : null])).toEqual([
      ['madeRoom', null],
      ['missedKeyMoved', '2026-06-14'],
    ]);
  });

  it('lets a missed key session go when no day of its week can take it, and leaves easy misses alone', () => {
    const noSunday = generatePlan(
      { ...club, availability: club.availability.filter((a) => a.day !== 'sun') },
      testCatalog,
    );
    expect(daysOf(noSunday, '2026-06-12', '2026-06-12')).toEqual(['2026-06-12: sweetSpot-05-60']);
    const sun = run(noSunday, '2026-06-14', [...rides, ride('2026-06-09'), ride('2026-06-11')]);
    expect(sun.map((c) => c.reason)).toEqual(['missedKeySkipped']);
    expect(explainChange(sun[0]!, 'en')).toBe(
      'You missed your sweet spot session on Friday 12 June and no day left this week can take it without two hard days in a row, so we let it go; the rest of the week stays as planned.',
    );
    // An endurance ride missed: nothing to do.
    expect(run(clubPlan, '2026-06-12', [...rides, ride('2026-06-09')])).toEqual([]);
  });

  it('finds the last break the rider came back from', () => {
    expect(lastBreak([ride('2026-06-01'), ride('2026-06-10')], '2026-06-10')).toEqual({
      from: '2026-06-02',
      to: '2026-06-09',
      days: 8,
      returnDate: '2026-06-10',
    });
    expect(lastBreak([ride('2026-06-01'), ride('2026-06-10')], '2026-06-12')).toBeNull();
  });

  it('resumes after 7–10 days off with a note, once', () => {
    const back = [ride('2026-06-01'), ride('2026-06-10')];
    const changes = run(clubPlan, '2026-06-10', back);
    expect(changes).toEqual([
      {
        kind: 'note',
        reason: 'missedResume',
        decidedOn: '2026-06-10',
        inputs: { gapDays: 8, breakFrom: '2026-06-02', breakTo: '2026-06-09', returnDate: '2026-06-10' },
      },
    ]);
    expect(explainChange(changes[0]!, 'en')).toBe(
      'You were off the bike for 8 days. We pick the plan up today where it stands: the break counts as your recovery week, so there is nothing to make up.',
    );
    expect(run(clubPlan, '2026-06-11', back, changes)).toEqual([]);
  });

  it('steps back as many weeks as were missed after more than 10 days off', () => {
    const today = '2026-07-08'; // week 6 (index 5, build)
    const back = [ride('2026-06-25'), ride(today)];
    const changes = run(clubPlan, today, back);
    expect(changes).toHaveLength(1);
    const change = changes[0]!;
    expect(change).toMatchObject({
      kind: 'replan',
      reason: 'missedStepBack',
      inputs: { gapDays: 12, weeksBack: 2 },
    });
    const after = applyChanges(clubPlan, changes);
    // Two weeks more, the past untouched, and week 6 now repeats week 4's place in its block.
    expect(after.weeks).toHaveLength(14);
    expect(daysOf(after, '2026-06-01', addDays(today, -1))).toEqual(
      daysOf(clubPlan, '2026-06-01', addDays(today, -1)),
    );
    expect(after.weeks[5]!.phase).toBe(clubPlan.weeks[3]!.phase);
    // Week 4 was the block's recovery week; repeated as the return week it trains: the break was the rest.
    expect(clubPlan.weeks[3]!.recovery).toBe(true);
    expect(after.weeks[5]!.recovery).toBe(false);
    expect(change.inputs.weekDate).toBe('2026-07-06');
    expect(after.weeks.slice(6).map((w) => w.recovery)).toEqual(
      clubPlan.weeks.slice(4).map((w) => w.recovery),
    );
    expect(explainChange(change, 'pt')).toBe(
      'Você ficou 12 dias sem pedalar, então voltamos o plano 2 semanas: a partir de hoje você repete esse treino em vez de pular para sessões mais duras. A pausa conta como sua recuperação, então a semana a partir de 6 de julho (segunda-feira) é de treino, não de recuperação.',
    );
    expect(run(after, today, back, changes)).toEqual([]);
  });
});

describe('a missed FTP test is moved, never let go', () => {
  it('with no day left in its week, it goes to the first day after that fits a test, and says why', () => {
    // Club rider, build week: the over-unders of Tue 30 June moved onto Sat 4 July leave Sunday no 48 h either side
    const over = sessionsOf(clubPlan).find((s) => s.date === '2026-06-30')!;
    const plan = applyChange(clubPlan, {
      kind: 'move',
      reason: 'riderMoved',
      decidedOn: '2026-06-29',
      inputs: {},
      from: over,
      to: { date: '2026-07-04', session: over.session },
    });
    const today = '2026-07-05';
    const changes = missedTrainingChanges(plan, {
      today,
      rides: [],
      match: matchRides(plan, [], today),
      catalog: testCatalog,
      history: [],
    });
    const move = changes.find((c) => c.reason === 'missedTestMoved');
    expect(move).toMatchObject({ kind: 'move', from: { date: '2026-07-03' }, to: { date: '2026-07-12' } });
    expect(explainChange(move!, 'en')).toBe(
      'You missed your FTP test on Friday 3 July, and the FTP it gives sets the watts of every later session, so we moved it to Sunday 12 July, a day that fits a test; Saturday stays easy so you arrive fresh.',
    );
    expect(
      changes.some(
        (c) => c.reason === 'missedKeySkipped' && c.kind === 'skip' && c.from.date === '2026-07-03',
      ),
    ).toBe(false);
  });
});
