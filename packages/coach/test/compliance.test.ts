import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRides } from '../src/compliance/match.ts';
import { purposeCoverage, ratioAgreement, scoreCompliance, zoneAgreement } from '../src/compliance/score.ts';
import { matchStrength } from '../src/compliance/strength.ts';
import type { RideRecord } from '../src/compliance/types.ts';
import { weekLoad } from '../src/compliance/week-load.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import type { PlannedRide } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { clubPlan } from './support/plans.ts';
import { riderArb } from './support/riders.ts';

describe('scoreCompliance', () => {
  it('scores ratios: full from 100 to 120 %, linear below, 0 at twice the plan', () => {
    expect(ratioAgreement(60, 60)).toBe(1);
    expect(ratioAgreement(30, 60)).toBe(0.5);
    expect(ratioAgreement(72, 60)).toBe(1);
    expect(ratioAgreement(96, 60)).toBeCloseTo(0.5, 12);
    expect(ratioAgreement(120, 60)).toBe(0);
    expect(ratioAgreement(0, 0)).toBe(1);
  });

  it('compares time in zone by the overlap of the two distributions', () => {
    expect(zoneAgreement([0, 600, 0, 0, 300, 0, 0], [0, 1200, 0, 0, 600, 0, 0])).toBeCloseTo(1, 12);
    expect(zoneAgreement([600, 0], [0, 600])).toBe(0);
    expect(zoneAgreement([600, 600], [600, 0])).toBeCloseTo(0.5, 12);
    expect(zoneAgreement([0, 0], [600])).toBeNull();
  });

  it('weights TSS 0.4, duration 0.3, zones 0.3 over the parts both sides have; bands 0.8 and 0.4', () => {
    const planned = { durationS: 3600, tss: 80, timeInZonesS: [600, 1800, 0, 0, 1200, 0, 0] };
    const ride: RideRecord = {
      id: 'r',
      date: '2026-06-02',
      durationS: 3600,
      tss: 80,
      timeInZonesS: [600, 1800, 0, 0, 1200, 0, 0],
    };
    expect(scoreCompliance(planned, ride)).toEqual({
      score: 1,
      status: 'completed',
      duration: 1,
      tss: 1,
      zones: 1,
    });
    const half = scoreCompliance(planned, {
      ...ride,
      durationS: 1800,
      tss: 40,
      timeInZonesS: [600, 1200, 0, 0, 0, 0, 0],
    });
    expect(half.status).toBe('partial');
    expect(half.score).toBeCloseTo(
      0.3 * 0.5 + 0.4 * 0.5 + 0.3 * (1 - (Math.abs(1 / 6 - 1 / 3) + Math.abs(0.5 - 2 / 3) + 1 / 3) / 2),
      3,
    );
    const noPower = scoreCompliance(planned, { ...ride, durationS: 900, tss: null, timeInZonesS: null });
    expect(noPower).toMatchObject({ score: 0.25, status: 'missed', tss: null, zones: null });
    expect(scoreCompliance(planned, null)).toMatchObject({ score: 0, status: 'missed' });
  });
});

describe('matchRides', () => {
  const tue = '2026-06-09';
  it('pairs rides with the day’s sessions, leaves other rides unplanned, and calls past sessions without a ride missed', () => {
    const rides: RideRecord[] = [
      { id: 'a', date: tue, durationS: 4500, tss: 100 },
      { id: 'b', date: '2026-06-10', durationS: 3600, tss: 40 },
    ];
    const m = matchRides(clubPlan, rides, '2026-06-12');
    const byUid = new Map(m.outcomes.map((o) => [o.uid, o]));
    expect(byUid.get(`${tue}#0`)).toMatchObject({ status: 'completed', rideId: 'a' });
    expect(byUid.get('2026-06-11#0')).toMatchObject({ status: 'missed', rideId: null });
    expect(byUid.get('2026-06-12#0')).toMatchObject({ status: 'planned' });
    expect(m.unplanned.map((r) => r.id)).toEqual(['b']);
    const load = weekLoad(clubPlan, 1, rides, m, matchStrength(clubPlan, [], '2026-06-12'));
    expect(load).toMatchObject({
      doneTss: 140,
      unplannedTss: 40,
      completed: 1,
      missed: 1,
      doneDurationS: 8100,
    });
    expect(load.plannedTss).toBe(clubPlan.weeks[1]!.plannedTss);
  });

  it('takes the best pairing when a day has more rides than sessions, and the rider’s own links first', () => {
    const rides: RideRecord[] = [
      { id: 'short', date: tue, durationS: 900, tss: 15 },
      { id: 'full', date: tue, durationS: 4500, tss: 101 },
    ];
    const auto = matchRides(clubPlan, rides, '2026-06-12');
    expect(auto.outcomes.find((o) => o.uid === `${tue}#0`)?.rideId).toBe('full');
    expect(auto.unplanned.map((r) => r.id)).toEqual(['short']);
    const linked = matchRides(clubPlan, rides, '2026-06-12', {
      links: [{ uid: `${tue}#0`, rideId: 'short' }],
    });
    expect(linked.outcomes.find((o) => o.uid === `${tue}#0`)).toMatchObject({
      rideId: 'short',
      status: 'missed',
    });
    expect(linked.unplanned.map((r) => r.id)).toEqual(['full']);
  });
});

describe('a ride that covers a session’s purpose counts as it', () => {
  const thu = '2026-06-11'; // endurance-060 in the club plan
  const sat = '2026-06-13'; // the long ride, tempo-03-90

  it('a 3.5-h unplanned ride on a planned endurance or long-ride day completes it (not missed, not also unplanned)', () => {
    const long = (id: string, date: string): RideRecord => ({ id, date, durationS: 12600, tss: 190 });
    const m = matchRides(clubPlan, [long('thu', thu), long('sat', sat)], '2026-06-15');
    const byUid = new Map(m.outcomes.map((o) => [o.uid, o]));
    // The score alone calls both missed (3.5 h against 1 and 1.5 h); the ride did what they were for.
    expect(scoreCompliance({ durationS: 3600, tss: 44 }, long('thu', thu)).score).toBeLessThan(0.4);
    expect(byUid.get(`${thu}#0`)).toMatchObject({ status: 'completed', rideId: 'thu' });
    expect(byUid.get(`${sat}#0`)).toMatchObject({ status: 'completed', rideId: 'sat' });
    expect(m.unplanned).toEqual([]);
  });

  it('covers an endurance ride from 80 % of its time (partial), all of it (completed); a recovery ride by its score only', () => {
    const planned = { durationS: 3600, tss: 44, purpose: 'volume' as const };
    const r = (durationS: number, tss: number): RideRecord => ({ id: 'r', date: thu, durationS, tss });
    expect(purposeCoverage(planned, r(2880, 70))).toBeCloseTo(0.8, 12);
    expect(scoreCompliance(planned, r(2880, 120)).status).toBe('partial');
    expect(scoreCompliance(planned, r(9000, 120)).status).toBe('completed');
    expect(scoreCompliance({ ...planned, purpose: null }, r(9000, 120)).status).toBe('missed');
  });

  it('covers a hard session when the ride holds its time at every upper zone it asks for (harder covers easier)', () => {
    const planned = {
      durationS: 3600,
      tss: 75,
      purpose: 'intensity' as const,
      timeInZonesS: [900, 900, 0, 1200, 600, 0, 0],
    };
    const ride = (zones: number[]): RideRecord => ({
      id: 'r',
      date: thu,
      durationS: 10800,
      tss: 220,
      timeInZonesS: zones,
    });
    // A 3-h group ride with 20 min at threshold and 12 min above: it covers the 30 min of Z4+ and the 10 of Z5+.
    expect(purposeCoverage(planned, ride([1800, 6000, 1080, 1200, 480, 240, 0]))).toBeCloseTo(
      1920 / 1800,
      12,
    );
    expect(scoreCompliance(planned, ride([1800, 6000, 1080, 1200, 480, 240, 0])).status).toBe('completed');
    // Not enough at VO2max: 5 of 10 min.
    expect(scoreCompliance(planned, ride([1800, 6000, 1080, 1500, 300, 0, 0])).status).toBe('missed');
    // Without zones on either side nothing can be told: the score decides.
    expect(purposeCoverage({ ...planned, timeInZonesS: null }, ride([0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it('pairs the ride that covers the session with it, before a shorter one that scores closer', () => {
    const rides: RideRecord[] = [
      { id: 'spin', date: thu, durationS: 1800, tss: 20 },
      { id: 'long', date: thu, durationS: 12600, tss: 190 },
    ];
    const m = matchRides(clubPlan, rides, '2026-06-15');
    expect(m.outcomes.find((o) => o.uid === `${thu}#0`)).toMatchObject({
      rideId: 'long',
      status: 'completed',
    });
    expect(m.unplanned.map((r) => r.id)).toEqual(['spin']);
  });
});

describe('covering a session’s purpose (property)', () => {
  it('a ride of ≥ 80 % of an endurance or long ride’s time, however long and hard, is that session: never missed, never also unplanned', () => {
    fc.assert(
      fc.property(
        riderArb,
        fc.nat(400),
        fc.double({ min: 0.8, max: 6, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }),
        (input, at, factor, tss) => {
          const plan = generatePlan(input, testCatalog);
          const sessions = plan.weeks.flatMap((w) =>
            w.days.flatMap((d) =>
              d.sessions
                .filter(
                  (s): s is PlannedRide =>
                    s.kind === 'ride' && (s.role === 'long' || s.family === 'endurance'),
                )
                .filter((s) => s.role !== 'opener' && s.role !== 'recovery')
                .map((session) => ({ date: d.date, session })),
            ),
          );
          if (sessions.length === 0) return;
          const { date, session } = sessions[at % sessions.length]!;
          const ride: RideRecord = { id: 'r', date, durationS: Math.ceil(session.durationS * factor), tss };
          const m = matchRides(plan, [ride], '2099-01-01');
          const outcome = m.outcomes.find((o) => o.date === date && o.rideId === 'r');
          expect(outcome?.status === 'completed' || outcome?.status === 'partial').toBe(true);
          if (factor >= 1) expect(outcome?.status).toBe('completed');
          expect(m.unplanned).toEqual([]);
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);
});
