/**
 * Guardrails on what is ridden: a hard ride (planned or not) makes its day hard, so the hard session the day after
 * moves or eases; Z5+ time ridden counts toward the 25 min per 48 h. Named cases, then properties over random riders
 * and rides.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adaptPlan } from '../src/adapt/adapt-plan.ts';
import { applyChange } from '../src/adapt/apply.ts';
import { explainChange } from '../src/adapt/explain-change.ts';
import { isHardSession, sessionFromWorkout } from '../src/adapt/plan-query.ts';
import { RIDDEN_HARD_REASONS } from '../src/adapt/ridden-hard.ts';
import { RIDDEN_Z5_PLACEHOLDERS, RIDDEN_Z5_TEXTS } from '../src/adapt/ridden-z5-texts.ts';
import type { PlanChange } from '../src/adapt/types.ts';
import { dayWords, weekdayName } from '../src/calendar/date-words.ts';
import { addDays, daysBetween, type IsoDate } from '../src/calendar/days.ts';
import { MAX_Z5_PLUS_PER_48H_S, plannedZ5PlusS, rideIntensity } from '../src/compliance/ride-intensity.ts';
import type { RideRecord } from '../src/compliance/types.ts';
import { findWorkout, type WorkoutCatalog } from '../src/plan/catalog.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { placeholders } from '../src/plan/template.ts';
import type { Plan, PlannedRide } from '../src/plan/types.ts';
import { COACH_LANGUAGES } from '../src/workout/types.ts';
import { testCatalog } from './support/catalog.ts';
import { club, daysOf } from './support/plans.ts';
import { riderArb } from './support/riders.ts';

/** The test catalog with planned time in zones: hard families hold Z4 and, for VO2max and anaerobic, Z5+. */
const zonedCatalog: WorkoutCatalog = {
  ...testCatalog,
  workouts: testCatalog.workouts.map((w) => {
    const t = w.durationS;
    const zones =
      w.family === 'vo2max' || w.family === 'anaerobic'
        ? [0.2 * t, 0.45 * t, 0, 0.1 * t, 0.2 * t, 0.05 * t, 0] // 25 % in Z5+: 22.5 min of a 90-min session
        : w.family === 'threshold' || w.family === 'sweetSpot' || w.family === 'overUnders'
          ? [0.2 * t, 0.4 * t, 0.1 * t, 0.3 * t, 0, 0, 0]
          : [0.1 * t, 0.9 * t, 0, 0, 0, 0, 0];
    return { ...w, timeInZonesS: zones.map(Math.round) };
  }),
};

const ride = (id: string, date: IsoDate, over: Partial<RideRecord> = {}): RideRecord => ({
  id,
  date,
  durationS: 3600,
  tss: 50,
  ...over,
});
/** A 2-h group ride: 40 min at or above threshold (Z4+), TSS 150. */
const groupRide = (id: string, date: IsoDate) =>
  ride(id, date, { durationS: 7200, tss: 150, timeInZonesS: [600, 2400, 1800, 1500, 600, 300, 0] });

/**
 * Intermediate climber riding Tue/Wed/Thu/Sat/Sun: week 2 holds Tue 9 threshold (key), Wed 10 endurance, Thu 11
 * sweet spot (key), Sat 13 long ride, Sun 14 tempo.
 */
const midweekPlan = generatePlan(
  {
    ...club,
    availability: [
      { day: 'tue', maxDurationS: 5400 },
      { day: 'wed', maxDurationS: 5400 },
      { day: 'thu', maxDurationS: 5400 },
      { day: 'sat', maxDurationS: 4 * 3600 },
      { day: 'sun', maxDurationS: 3 * 3600 },
    ],
  },
  testCatalog,
);

const hardPlannedOn = (plan: Plan, date: IsoDate) =>
  plan.weeks.flatMap((w) => w.days).some((d) => d.date === date && d.sessions.some(isHardSession));

describe('how hard a ride was', () => {
  it('is hard from 20 min in Z4+ or 8 min in Z5+; without zones from IF ≥ 0.85 over 30 min', () => {
    const z = (z4: number, z5: number) => [1200, 1200, 600, z4, z5, 0, 0];
    expect(rideIntensity(ride('a', '2026-06-10', { timeInZonesS: z(1200, 0) })).hard).toBe(true);
    expect(rideIntensity(ride('a', '2026-06-10', { timeInZonesS: z(1100, 0) })).hard).toBe(false);
    expect(rideIntensity(ride('a', '2026-06-10', { timeInZonesS: z(0, 480) })).hard).toBe(true);
    expect(rideIntensity(ride('a', '2026-06-10', { timeInZonesS: z(600, 420) }))).toMatchObject({
      hard: false,
      z4PlusS: 1020,
      z5PlusS: 420,
    });
    // No zones: IF = √(TSS / (100 · h)).
    expect(rideIntensity(ride('a', '2026-06-10', { durationS: 7200, tss: 150 }))).toMatchObject({
      hard: true,
      intensityFactor: 0.866,
    });
    // A long easy ride is never hard, however much load it carries; a short sharp one is not a hard day.
    expect(rideIntensity(ride('a', '2026-06-10', { durationS: 12600, tss: 200 })).hard).toBe(false);
    expect(rideIntensity(ride('a', '2026-06-10', { durationS: 1200, tss: 30 })).hard).toBe(false);
    expect(rideIntensity(ride('a', '2026-06-10', { tss: null })).hard).toBe(false);
    // The ride's own IF (NP / FTP) wins over the one its TSS implies.
    expect(rideIntensity(ride('a', '2026-06-10', { tss: 50, intensityFactor: 0.9 })).hard).toBe(true);
    expect(
      rideIntensity(ride('a', '2026-06-10', { durationS: 7200, tss: 150, intensityFactor: 0.8 })).hard,
    ).toBe(false);
  });
});

describe('a ridden hard day makes its day hard', () => {
  const tue = ride('tue', '2026-06-09', { durationS: 5400, tss: 100 });

  it('group ride + intervals: the sweet spot session the day after a hard group ride moves, no three hard days in a row', () => {
    const rides = [tue, groupRide('group', '2026-06-10')];
    expect(hardPlannedOn(midweekPlan, '2026-06-11')).toBe(true);
    const { plan, changes } = adaptPlan(midweekPlan, { today: '2026-06-10', catalog: testCatalog, rides });
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([
      ['skip', 'madeRoom'],
      ['move', 'riddenHardMoved'],
    ]);
    expect(daysOf(plan, '2026-06-09', '2026-06-14')).toEqual([
      '2026-06-09: threshold-05-90',
      '2026-06-10: endurance-060',
      '2026-06-11:',
      '2026-06-12:',
      '2026-06-13: tempo-03-60',
      '2026-06-14: sweetSpot-05-90',
    ]);
    expect(changes[1]!.inputs).toMatchObject({ rideDate: '2026-06-10', rideId: 'group', cause: 'hard' });
    expect(explainChange(changes[1]!, 'en')).toBe(
      'Your ride on Wednesday 10 June was a hard one, so we moved your sweet spot session from Thursday 11 June to Sunday 14 June: hard days stay at least 48 hours apart, and Saturday stays easy so you arrive fresh.',
    );
    expect(explainChange(changes[1]!, 'es')).toBe(
      'Tu salida del miércoles 10 de junio fue dura, así que pasamos tu sesión de sweet spot del jueves 11 de junio al domingo 14 de junio: los días duros quedan al menos a 48 horas de distancia, y el sábado queda suave para que llegues con las piernas frescas.',
    );
    // Tue and Wed were hard; Thu is not any more.
    expect(hardPlannedOn(plan, '2026-06-11')).toBe(false);
    // The daily pass again, today or tomorrow, changes nothing.
    expect(
      adaptPlan(plan, { today: '2026-06-10', catalog: testCatalog, rides, history: changes }).changes,
    ).toEqual([]);
    const thu = adaptPlan(plan, { today: '2026-06-11', catalog: testCatalog, rides, history: changes });
    expect(thu.changes.filter((c) => RIDDEN_HARD_REASONS.has(c.reason))).toEqual([]);
  });

  it('acts once: a rider who undoes the move keeps the session', () => {
    const rides = [tue, groupRide('group', '2026-06-10')];
    const first = adaptPlan(midweekPlan, { today: '2026-06-10', catalog: testCatalog, rides });
    // The rider undid it (the plan as before, the change in the history).
    const again = adaptPlan(midweekPlan, {
      today: '2026-06-10',
      catalog: testCatalog,
      rides,
      history: first.changes,
    });
    expect(again.changes).toEqual([]);
  });

  it('eases the session when no later day of its week can take it', () => {
    const short = generatePlan(
      {
        ...club,
        weeklyHours: 4,
        availability: [
          { day: 'tue', maxDurationS: 5400 },
          { day: 'wed', maxDurationS: 5400 },
          { day: 'thu', maxDurationS: 5400 },
        ],
      },
      testCatalog,
    );
    const key = short.weeks[1]!.days.find((d) => d.date === '2026-06-11')!.sessions[0] as PlannedRide;
    expect(isHardSession(key)).toBe(true);
    const rides = [tue, groupRide('group', '2026-06-10')];
    const { plan, changes } = adaptPlan(short, { today: '2026-06-11', catalog: testCatalog, rides });
    expect(changes.map((c) => [c.kind, c.reason])).toEqual([['replace', 'riddenHardEased']]);
    const eased = plan.weeks[1]!.days.find((d) => d.date === '2026-06-11')!.sessions[0] as PlannedRide;
    expect(eased).toMatchObject({ family: 'endurance', uid: key.uid, adjustedBy: 'riddenHardEased' });
    expect(eased.durationS).toBeLessThanOrEqual(key.durationS);
    expect(explainChange(changes[0]!, 'pt')).toBe(
      `Seu pedal de 10 de junho (quarta-feira) foi forte, e nenhum outro dia desta semana comporta seu treino de ${key.family === 'threshold' ? 'limiar' : 'sweet spot'} com 48 horas entre dias fortes, então aliviamos o treino de 11 de junho (quinta-feira): “${eased.name.pt}” no lugar de “${key.name.pt}”.`,
    );
  });

  it('leaves a session the rider already rode, and a day after an easy ride', () => {
    const rides = [
      tue,
      groupRide('group', '2026-06-10'),
      ride('thu', '2026-06-11', { durationS: 5400, tss: 90 }),
    ];
    const ridden = adaptPlan(midweekPlan, { today: '2026-06-11', catalog: testCatalog, rides });
    expect(ridden.changes).toEqual([]);
    const easy = adaptPlan(midweekPlan, {
      today: '2026-06-10',
      catalog: testCatalog,
      rides: [tue, ride('wed', '2026-06-10')],
    });
    expect(easy.changes).toEqual([]);
  });

  it('keeps ≤ 25 min of Z5+ per 48 h against what was ridden: a few surges the day before a VO2max set move it', () => {
    // Thursday's session becomes a 90-min VO2max set (22.5 min of Z5+ planned).
    const vo2 = findWorkout(zonedCatalog, 'vo2max-05-90')!;
    const thu = midweekPlan.weeks[1]!.days.find((d) => d.date === '2026-06-11')!.sessions[0] as PlannedRide;
    const plan = applyChange(midweekPlan, {
      kind: 'replace',
      reason: 'riderSwapped',
      decidedOn: '2026-06-08',
      inputs: {},
      from: { date: '2026-06-11', session: thu },
      to: { date: '2026-06-11', session: sessionFromWorkout(thu, vo2, 'riderSwapped') },
    });
    expect(plannedZ5PlusS(vo2.timeInZonesS)).toBeGreaterThan(MAX_Z5_PLUS_PER_48H_S - 5 * 60);
    // Not a hard ride (17 min Z4+, 7 min Z5+), but 7 + 22.5 > 25 min.
    const surges = ride('wed', '2026-06-10', { timeInZonesS: [1200, 1500, 300, 600, 300, 120, 0] });
    expect(rideIntensity(surges).hard).toBe(false);
    const { changes } = adaptPlan(plan, { today: '2026-06-10', catalog: zonedCatalog, rides: [tue, surges] });
    expect(changes.map((c) => c.reason)).toEqual(['madeRoom', 'riddenHardMoved']);
    expect(changes[1]!.inputs).toMatchObject({ cause: 'z5', z5PlusMin: 7, plannedZ5PlusMin: 23 });
    // the sentence says what happened: not "a hard one", the Z5+ time over 48 h
    const moved = changes[1]!;
    if (moved.kind !== 'move') throw new Error('expected a move');
    expect(explainChange(moved, 'en')).toBe(
      `Your ride on Wednesday 10 June had 7 min at VO2max intensity or above, so we moved your VO2max session from Thursday 11 June to ${dayWords(moved.to.date, 'en')}: the next day it would have taken you past 25 minutes at that intensity within 48 hours, and ${weekdayName(addDays(moved.to.date, -1), 'en')} stays easy so you arrive fresh.`,
    );
    for (const reason of ['riddenHardMoved', 'riddenHardEased', 'riddenHardRest'] as const) {
      for (const lang of COACH_LANGUAGES) {
        const text = RIDDEN_Z5_TEXTS[reason][lang];
        expect(placeholders(text), `${reason}/${lang}`).toEqual([...RIDDEN_Z5_PLACEHOLDERS[reason]].sort());
        const sample = { ...moved, reason, inputs: { ...moved.inputs } } as PlanChange;
        expect(explainChange(sample, lang)).not.toMatch(/[{}]|undefined|NaN|null/);
        expect(explainChange(sample, lang)).toContain('7 min');
      }
    }
    // The same ride without its Z5+ time leaves the session where it is.
    const steady = { ...surges, timeInZonesS: [1200, 1500, 300, 600, 0, 0, 0] };
    expect(
      adaptPlan(plan, { today: '2026-06-10', catalog: zonedCatalog, rides: [tue, steady] }).changes,
    ).toEqual([]);
  });
});

/** A ride some days before today (0 = today): any length, intensity, with or without zones and TSS. */
const rideArb = fc
  .record({
    back: fc.integer({ min: 0, max: 10 }),
    minutes: fc.integer({ min: 15, max: 300 }),
    intensity: fc.integer({ min: 50, max: 100 }),
    zones: fc.option(fc.array(fc.nat(100), { minLength: 7, maxLength: 7 }), { nil: null }),
    noTss: fc.boolean(),
  })
  .map((r) => {
    const durationS = r.minutes * 60;
    const weight = r.zones?.reduce((s, x) => s + x, 0) ?? 0;
    return (today: IsoDate, id: string): RideRecord => ({
      id,
      date: addDays(today, -r.back),
      durationS,
      tss: r.noTss ? null : Math.round((durationS / 3600) * r.intensity ** 2) / 100,
      timeInZonesS: r.zones && weight > 0 ? r.zones.map((x) => Math.round((x / weight) * durationS)) : null,
    });
  });

describe('properties over random riders and rides', () => {
  it('after the daily pass no hard session is planned the day after a hard ride, Z5+ stays ≤ 25 min per 48 h, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(riderArb, fc.nat(120), fc.array(rideArb, { maxLength: 8 }), (input, todayAt, makeRides) => {
        const plan = generatePlan(input, zonedCatalog);
        const days = plan.weeks.flatMap((w) => w.days);
        const today = days[Math.min(todayAt, days.length - 1)]!.date;
        const rides = makeRides.map((make, i) => make(today, `r${i}`));
        const out = adaptPlan(plan, { today, catalog: zonedCatalog, rides });
        const ridden = new Set(out.match.outcomes.filter((o) => o.rideId).map((o) => o.uid));
        const open = (date: IsoDate) =>
          out.plan.weeks
            .flatMap((w) => w.days)
            .filter((d) => d.date === date)
            .flatMap((d) => d.sessions)
            .filter((s): s is PlannedRide => isHardSession(s) && !ridden.has(s.uid));
        const hardRide = (date: IsoDate) => rides.some((r) => r.date === date && rideIntensity(r).hard);
        for (const d of [addDays(today, -1), today]) {
          const next = addDays(d, 1);
          if (hardRide(d)) expect(open(next), `${d} → ${next}`).toEqual([]);
          const z5 = rides
            .filter((r) => r.date === d)
            .reduce((s, r) => s + (rideIntensity(r).z5PlusS ?? 0), 0);
          for (const s of z5 > 0 ? open(next) : [])
            expect(
              z5 + plannedZ5PlusS(findWorkout(zonedCatalog, s.workoutId)?.timeInZonesS),
            ).toBeLessThanOrEqual(MAX_Z5_PLUS_PER_48H_S);
        }
        // Three hard days in a row only when the rider rode all three hard.
        const hard = (d: IsoDate) => hardRide(d) || (daysBetween(today, d) >= 0 && open(d).length > 0);
        for (let k = -2; k <= 7; k++) {
          const d = addDays(today, k);
          const three = [d, addDays(d, 1), addDays(d, 2)];
          if (three.every(hard)) expect(three.every(hardRide), three.join(' ')).toBe(true);
        }
        const again = adaptPlan(out.plan, { today, catalog: zonedCatalog, rides, history: out.changes });
        expect(again.changes.filter((c) => RIDDEN_HARD_REASONS.has(c.reason))).toEqual([]);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
