import { describe, expect, it } from 'vitest';
import { matchRides } from '../src/compliance/match.ts';
import type { RideRecord } from '../src/compliance/types.ts';
import { parseExtendedId } from '../src/library/extend.ts';
import { findWorkout, zonesByWorkout } from '../src/plan/catalog.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { libraryCatalog } from '../src/plan/library-catalog.ts';
import type { PlannedRide } from '../src/plan/types.ts';
import { club } from './support/plans.ts';

const catalog = libraryCatalog();
const plan = generatePlan(club, catalog);
const keys = plan.weeks.flatMap((w) =>
  w.days.flatMap((d) =>
    d.sessions
      .filter((s): s is PlannedRide => s.kind === 'ride' && s.role === 'key')
      .map((session) => ({ date: d.date, session })),
  ),
);

describe('zonesByWorkout', () => {
  it('gives every ride of a library plan its planned zones, the extended rides that fill long days included', () => {
    const zones = zonesByWorkout(catalog);
    const rides = plan.weeks.flatMap((w) =>
      w.days.flatMap((d) => d.sessions.filter((s): s is PlannedRide => s.kind === 'ride')),
    );
    expect(rides.some((s) => parseExtendedId(s.workoutId) !== null)).toBe(true);
    for (const s of rides) {
      const z = zones.get(s.workoutId);
      expect(z, s.workoutId).toHaveLength(7);
      // the zones add up to the session's planned time
      expect(z!.reduce((a, b) => a + b, 0)).toBeCloseTo(s.durationS, 0);
    }
  });

  it('falls back to `others` for ids the catalog does not hold (a rider’s own workouts), and to nothing', () => {
    const own = [600, 1200, 0, 1200, 0, 0, 0];
    const zones = zonesByWorkout(catalog, new Map([['my-1', own]]));
    expect(zones.get('my-1')).toEqual(own);
    expect(zones.get('my-2')).toBeUndefined();
    expect(zones.get(keys[0]!.session.workoutId)).toEqual(
      findWorkout(catalog, keys[0]!.session.workoutId)?.timeInZonesS,
    );
  });
});

describe('matchRides with planned zones', () => {
  const { date, session } = keys[0]!;
  const planned = zonesByWorkout(catalog).get(session.workoutId)!;
  const ride = (id: string, timeInZonesS: readonly number[]): RideRecord => ({
    id,
    date,
    durationS: session.durationS,
    tss: session.tss,
    timeInZonesS,
  });
  const outcome = (r: RideRecord, zones = true) =>
    matchRides(
      plan,
      [r],
      '2099-01-01',
      zones ? { zonesByWorkout: zonesByWorkout(catalog) } : {},
    ).outcomes.find((o) => o.uid === session.uid)!;

  it('scores the zones: the planned distribution agrees fully, the same time all in Z1–Z2 does not', () => {
    const onPlan = outcome(ride('on', planned));
    expect(onPlan).toMatchObject({ status: 'completed', rideId: 'on', score: { zones: 1, score: 1 } });
    const easy = outcome(ride('easy', [session.durationS / 2, session.durationS / 2, 0, 0, 0, 0, 0]));
    expect(easy.score!.zones!).toBeLessThan(0.7);
    expect(easy.score!.score).toBeLessThan(onPlan.score!.score);
    // without planned zones the same easy ride matches duration and TSS in full: nothing tells it apart
    expect(outcome(ride('easy', [session.durationS, 0, 0, 0, 0, 0, 0]), false).score).toMatchObject({
      score: 1,
      zones: null,
    });
  });

  it('a long ride that holds the key session’s upper-zone work covers it, though its score is low', () => {
    const long: RideRecord = {
      id: 'long',
      date,
      durationS: session.durationS * 3,
      tss: session.tss * 3,
      timeInZonesS: planned.map((s, z) => (z < 2 ? s + session.durationS : s)),
    };
    const covered = outcome(long);
    expect(covered.score!.score).toBeLessThan(0.8);
    expect(covered.status).toBe('completed');
    // without planned zones the coach cannot tell what the ride did for the session
    expect(outcome(long, false).status).not.toBe('completed');
  });
});
