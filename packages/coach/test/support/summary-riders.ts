/**
 * Two named riders' summaries (the golden files) and a generator of random ones (the properties): what the server
 * would read for a week or a month of theirs.
 */
import fc from 'fast-check';
import type { PlanChange } from '../../src/adapt/types.ts';
import { addDays } from '../../src/calendar/days.ts';
import type { WeekFocus } from '../../src/plan/types.ts';
import { WEEK_FOCUS_CODES } from '../../src/plan/types.ts';
import type { SummaryInput, SummarySession } from '../../src/summary/types.ts';
import { WORKOUT_FAMILIES } from '../../src/workout/types.ts';

const name = (en: string, pt = en, es = en) => ({ en, pt, es });

const vo2 = {
  uid: '2026-05-07#0',
  kind: 'ride' as const,
  workoutId: 'vo2max-05-60',
  name: name('Mont Ventoux', 'Monte Ventoux'),
  family: 'vo2max' as const,
  level: 5,
  durationS: 3600,
  tss: 75,
  role: 'key' as const,
};

/** Lena, 38, on week 6 of a 12-week build: missed Thursday's VO2max (moved to Saturday), a new 5-min and 20-min best. */
export const LENA_WEEK: SummaryInput = {
  period: 'week',
  from: '2026-05-04',
  to: '2026-05-10',
  hasPlan: true,
  planned: [
    {
      date: '2026-05-05',
      kind: 'ride',
      role: 'endurance',
      family: 'endurance',
      name: name('Loire Valley', 'Vale do Loire', 'Valle del Loira'),
      durationS: 5400,
      tss: 60,
      status: 'completed',
    },
    {
      date: '2026-05-07',
      kind: 'ride',
      role: 'key',
      family: 'vo2max',
      name: vo2.name,
      durationS: 3600,
      tss: 75,
      status: 'moved',
    },
    {
      date: '2026-05-08',
      kind: 'strength',
      role: 'strength',
      family: null,
      name: name('Core and hips', 'Core e quadril', 'Core y cadera'),
      durationS: 1800,
      tss: 15,
      status: 'missed',
    },
    {
      date: '2026-05-09',
      kind: 'ride',
      role: 'key',
      family: 'vo2max',
      name: vo2.name,
      durationS: 3600,
      tss: 75,
      status: 'completed',
    },
    {
      date: '2026-05-10',
      kind: 'ride',
      role: 'long',
      family: 'endurance',
      name: name('Cévennes'),
      durationS: 10800,
      tss: 140,
      status: 'partial',
    },
  ],
  rides: { count: 3, movingS: 5520 + 3710 + 8400 },
  dailyLoads: [
    { date: '2026-05-05', load: 58.4 },
    { date: '2026-05-09', load: 81.2 },
    { date: '2026-05-10', load: 104.6 },
  ],
  fitness: [
    { date: '2026-05-03', ctl: 52.3, atl: 61.8, tsb: -9.5 },
    { date: '2026-05-07', ctl: 51.1, atl: 44.0, tsb: 7.1 },
    { date: '2026-05-10', ctl: 53.6, atl: 63.4, tsb: -9.8 },
  ],
  bests: [
    { durationS: 5, watts: 905, date: '2026-05-09', activityId: 'r2', before: 940 },
    { durationS: 60, watts: 402, date: '2026-05-09', activityId: 'r2', before: 420 },
    { durationS: 300, watts: 301.6, date: '2026-05-09', activityId: 'r2', before: 295 },
    { durationS: 1200, watts: 262.2, date: '2026-05-10', activityId: 'r3', before: 255.4 },
    { durationS: 3600, watts: null, date: null, activityId: null, before: 230 },
  ],
  ftpChanges: [{ date: '2026-05-06', watts: 252, before: 245, source: 'test', reason: 'ftp_test_20min' }],
  changes: [
    {
      id: 'c1',
      change: {
        kind: 'move',
        reason: 'missedKeyMoved',
        decidedOn: '2026-05-08',
        inputs: {},
        from: { date: '2026-05-07', session: vo2 },
        to: { date: '2026-05-09', session: vo2 },
      },
    },
  ],
  next: {
    from: '2026-05-11',
    to: '2026-05-17',
    focus: { code: 'buildVo2max', week: 7, weeks: 12, keyFamilies: ['vo2max', 'threshold'], notes: [] },
    sessions: [
      {
        date: '2026-05-12',
        kind: 'ride',
        role: 'key',
        family: 'vo2max',
        name: name('Mont Aigoual'),
        durationS: 3600,
        tss: 72,
      },
      {
        date: '2026-05-13',
        kind: 'ride',
        role: 'endurance',
        family: 'endurance',
        name: name('Loire Valley', 'Vale do Loire', 'Valle del Loira'),
        durationS: 5400,
        tss: 60,
      },
      {
        date: '2026-05-15',
        kind: 'ride',
        role: 'key',
        family: 'threshold',
        name: name('Col du Galibier 2×20', 'Col du Galibier 2×20', 'Col du Galibier 2×20'),
        durationS: 4500,
        tss: 88,
      },
      {
        date: '2026-05-17',
        kind: 'ride',
        role: 'long',
        family: 'endurance',
        name: name('Cévennes'),
        durationS: 11400,
        tss: 150,
      },
    ],
  },
};

/** Sam, 52, no plan: a month of commuting and two weekend rides, no new bests, no FTP change. */
export const SAM_MONTH: SummaryInput = {
  period: 'month',
  from: '2026-04-01',
  to: '2026-04-30',
  hasPlan: false,
  planned: [],
  // 14 rides of 35 min, a minute longer each time
  rides: { count: 14, movingS: 14 * 2100 + 60 * 91 },
  dailyLoads: Array.from({ length: 14 }, (_, i) => ({ date: addDays('2026-04-01', i * 2), load: 31.5 + i })),
  fitness: [
    { date: '2026-03-31', ctl: 24.6, atl: 28.1, tsb: -3.5 },
    { date: '2026-04-30', ctl: 29.4, atl: 33.3, tsb: -3.9 },
  ],
  bests: [{ durationS: 300, watts: 210, date: '2026-04-12', activityId: 's1', before: 228 }],
  ftpChanges: [],
  changes: [],
  next: null,
};

const day = (from: string, span: number) => fc.nat(span).map((n) => addDays(from, n));
const localizedName = fc
  .tuple(
    fc.constantFrom('Mont', 'Col', 'Serra', 'Puerto'),
    fc.nat(30),
    fc.constantFrom('', ' 4×8', ' 3×12 min'),
  )
  .map(([w, n, tail]) => {
    const text = `${w} ${n}${tail}`;
    return { en: text, pt: `${text} pt`, es: `${text} es` };
  });

function sessionArb(from: string, span: number) {
  return fc.record({
    date: day(from, span),
    kind: fc.constantFrom('ride' as const, 'strength' as const),
    role: fc.constantFrom('key', 'test', 'long', 'endurance', 'recovery', 'strength'),
    family: fc.constantFrom(...WORKOUT_FAMILIES),
    name: localizedName,
    durationS: fc.integer({ min: 600, max: 6 * 3600 }),
    tss: fc.double({ min: 5, max: 300, noNaN: true }),
  });
}

const changeArb = (from: string): fc.Arbitrary<PlanChange> =>
  fc.tuple(day(from, 6), fc.integer({ min: 150, max: 380 }), fc.integer({ min: -20, max: 25 })).map(
    ([on, before, delta]): PlanChange =>
      delta === 0
        ? {
            kind: 'move',
            reason: 'missedKeyMoved',
            decidedOn: on,
            inputs: {},
            from: { date: on, session: vo2 },
            to: { date: addDays(on, 2), session: vo2 },
          }
        : {
            kind: 'ftpChange',
            reason: delta > 0 ? 'ftpRaised' : 'ftpLowered',
            decidedOn: on,
            inputs: {
              before,
              after: before + delta,
              percent: Math.abs((100 * delta) / before),
              source: 'test',
            },
            from: { ftpW: before },
            to: { ftpW: before + delta },
          },
  );

const focusArb: fc.Arbitrary<WeekFocus> = fc
  .tuple(fc.constantFrom(...WEEK_FOCUS_CODES), fc.integer({ min: 1, max: 30 }), fc.nat(20))
  .map(([code, week, extra]) => ({ code, week, weeks: week + extra, keyFamilies: ['vo2max'], notes: [] }));

/** A random rider's week or month: any mix of plan, rides, fitness (negative form included), bests and changes. */
export const summaryInputArb: fc.Arbitrary<SummaryInput> = fc
  .tuple(fc.constantFrom('week' as const, 'month' as const), fc.integer({ min: 0, max: 200 }), fc.boolean())
  .chain(([period, weekShift, hasPlan]) => {
    const from = addDays('2026-01-05', weekShift * 7);
    const span = period === 'week' ? 6 : 27;
    const to = addDays(from, span);
    const point = fc.record({
      ctl: fc.double({ min: 0, max: 150, noNaN: true }),
      atl: fc.double({ min: 0, max: 200, noNaN: true }),
    });
    return fc.record({
      period: fc.constant(period),
      from: fc.constant(from),
      to: fc.constant(to),
      hasPlan: fc.constant(hasPlan),
      planned: hasPlan
        ? fc.array(
            fc
              .tuple(
                sessionArb(from, span),
                fc.constantFrom('planned', 'completed', 'partial', 'missed', 'skipped', 'moved' as const),
              )
              .map(([s, status]) => ({ ...s, status }) as SummarySession),
            { maxLength: 20 },
          )
        : fc.constant([]),
      rides: fc.record({ count: fc.nat(40), movingS: fc.integer({ min: 0, max: 80 * 3600 }) }),
      dailyLoads: fc.array(
        fc.record({ date: day(from, span), load: fc.double({ min: 0, max: 400, noNaN: true }) }),
        { maxLength: 30 },
      ),
      fitness: fc.option(fc.tuple(point, point), { nil: null }).map((pair) =>
        pair
          ? [
              { date: addDays(from, -1), ...pair[0], tsb: pair[0].ctl - pair[0].atl },
              { date: to, ...pair[1], tsb: pair[1].ctl - pair[1].atl },
            ]
          : [],
      ),
      bests: fc.array(
        fc.record({
          durationS: fc.constantFrom(5, 60, 300, 1200, 3600),
          watts: fc.option(fc.double({ min: 50, max: 1500, noNaN: true }), { nil: null }),
          date: fc.option(day(from, span), { nil: null }),
          activityId: fc.option(fc.constant('a1'), { nil: null }),
          before: fc.option(fc.double({ min: 50, max: 1500, noNaN: true }), { nil: null }),
        }),
        { maxLength: 5 },
      ),
      ftpChanges: fc.array(
        fc.record({
          date: day(from, span),
          watts: fc.integer({ min: 80, max: 450 }),
          before: fc.option(fc.integer({ min: 80, max: 450 }), { nil: null }),
          source: fc.constantFrom('manual' as const, 'test' as const, 'estimate' as const),
          reason: fc.constantFrom(
            'profile_update',
            'ftp_test_ramp',
            'ftp_test_20min',
            'ftp_test_8min',
            'ftp_estimate_best20min',
            'ftp_estimate_critical_power',
            'other',
          ),
        }),
        { maxLength: 3 },
      ),
      changes: hasPlan
        ? fc
            .array(changeArb(from), { maxLength: 6 })
            .map((changes) => changes.map((change, i) => ({ id: `c${i}`, change })))
        : fc.constant([]),
      next: hasPlan
        ? fc.option(
            fc.record({
              from: fc.constant(addDays(to, 1)),
              to: fc.constant(addDays(to, 7)),
              focus: fc.option(focusArb, { nil: null }),
              sessions: fc.array(sessionArb(addDays(to, 1), 6), { maxLength: 9 }),
            }),
            { nil: null },
          )
        : fc.constant(null),
    });
  });
