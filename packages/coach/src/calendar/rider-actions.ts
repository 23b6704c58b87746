/**
 * What a rider does on the calendar — move a session, skip it, swap it for an alternative of the same purpose — as
 * plan changes like the coach's own, so they are stored, listed and undone the same way. The rider decides: a move
 * that breaks a rule (two hard days in a row, over the day's cap) is allowed and comes back with warnings to show.
 */
import { capOn, dayOf, findSession, isHardSession, sessionFromWorkout } from '../adapt/plan-query.ts';
import type { MoveChange, SkipChange, SwapChange } from '../adapt/types.ts';
import { type CatalogWorkout, familyWorkouts, type WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan, PlannedRide } from '../plan/types.ts';
import { addDays, daysBetween, type IsoDate } from './days.ts';

export type RiderActionRefusal = 'notFound' | 'inPast' | 'outsidePlan' | 'sameDay' | 'notAlternative';
export type RiderActionWarning = 'hardDaysTooClose' | 'overDayCap' | 'notARidingDay' | 'eventDay';

export type RiderActionResult<C> =
  | { readonly ok: true; readonly change: C; readonly warnings: readonly RiderActionWarning[] }
  | { readonly ok: false; readonly reason: RiderActionRefusal };

/** Moves a session (today or later) to another day of the plan (today or later). */
export function moveSession(
  plan: Plan,
  uid: string,
  toDate: IsoDate,
  today: IsoDate,
): RiderActionResult<MoveChange> {
  const from = findSession(plan, uid);
  if (!from) return { ok: false, reason: 'notFound' };
  if (daysBetween(today, from.date) < 0 || daysBetween(today, toDate) < 0)
    return { ok: false, reason: 'inPast' };
  if (from.date === toDate) return { ok: false, reason: 'sameDay' };
  const target = dayOf(plan, toDate);
  if (!target) return { ok: false, reason: 'outsidePlan' };
  const warnings: RiderActionWarning[] = [];
  if (target.event) warnings.push('eventDay');
  if (capOn(plan, toDate) === 0) warnings.push('notARidingDay');
  else if (target.sessions.reduce((t, s) => t + s.durationS, from.session.durationS) > capOn(plan, toDate))
    warnings.push('overDayCap');
  if (isHardSession(from.session)) {
    const near = [-1, 0, 1].some((k) =>
      (dayOf(plan, addDays(toDate, k))?.sessions ?? []).some((s) => s.uid !== uid && isHardSession(s)),
    );
    if (near) warnings.push('hardDaysTooClose');
  }
  return {
    ok: true,
    warnings,
    change: {
      kind: 'move',
      reason: 'riderMoved',
      decidedOn: today,
      inputs: { fromDate: from.date, toDate },
      from,
      to: { date: toDate, session: { ...from.session, adjustedBy: 'riderMoved' } },
    },
  };
}

/** Takes a session (today or later) off the plan. */
export function skipSession(plan: Plan, uid: string, today: IsoDate): RiderActionResult<SkipChange> {
  const from = findSession(plan, uid);
  if (!from) return { ok: false, reason: 'notFound' };
  if (daysBetween(today, from.date) < 0) return { ok: false, reason: 'inPast' };
  return {
    ok: true,
    warnings: [],
    change: {
      kind: 'skip',
      reason: 'riderSkipped',
      decidedOn: today,
      inputs: { date: from.date },
      from,
      to: null,
    },
  };
}

/**
 * Alternatives of the same purpose for a planned ride: workouts of its family that fit the day's cap (with what
 * else is on the day), nearest level first, then nearest duration, then id.
 */
export function sessionAlternatives(plan: Plan, uid: string, catalog: WorkoutCatalog): CatalogWorkout[] {
  const at = findSession(plan, uid);
  if (at?.session.kind !== 'ride') return [];
  const s = at.session;
  const others = (dayOf(plan, at.date)?.sessions ?? []).filter((x) => x.uid !== uid);
  const room = capOn(plan, at.date) - others.reduce((t, x) => t + x.durationS, 0);
  return familyWorkouts(catalog, s.family)
    .filter((w) => w.id !== s.workoutId && w.durationS <= Math.max(room, s.durationS))
    .sort(
      (a, b) =>
        Math.abs(a.level - s.level) - Math.abs(b.level - s.level) ||
        Math.abs(a.durationS - s.durationS) - Math.abs(b.durationS - s.durationS) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** Swaps a planned ride (today or later) for `workout`, which must be of the same family. */
export function swapSession(
  plan: Plan,
  uid: string,
  workout: CatalogWorkout,
  today: IsoDate,
): RiderActionResult<SwapChange> {
  const from = findSession(plan, uid);
  if (from?.session.kind !== 'ride') return { ok: false, reason: 'notFound' };
  if (daysBetween(today, from.date) < 0) return { ok: false, reason: 'inPast' };
  const session = from.session as PlannedRide;
  if (workout.family !== session.family || workout.id === session.workoutId)
    return { ok: false, reason: 'notAlternative' };
  const others = (dayOf(plan, from.date)?.sessions ?? []).filter((x) => x.uid !== uid);
  const warnings: RiderActionWarning[] =
    others.reduce((t, x) => t + x.durationS, workout.durationS) > capOn(plan, from.date)
      ? ['overDayCap']
      : [];
  return {
    ok: true,
    warnings,
    change: {
      kind: 'swap',
      reason: 'riderSwapped',
      decidedOn: today,
      inputs: { date: from.date, workoutId: workout.id },
      from,
      to: { date: from.date, session: sessionFromWorkout(session, workout, 'riderSwapped') },
    },
  };
}
