/** Easier versions of a planned session: what fatigue, a poor check-in or feedback swap a session for. */
import { pickByDuration, pickByLevel, type WorkoutCatalog } from '../plan/catalog.ts';
import type { PlannedRide } from '../plan/types.ts';
import { sessionFromWorkout } from './plan-query.ts';

/**
 * The same family with at most `share` of the load: a lower level first (the session keeps its purpose), then a
 * shorter one. Null when the family has none.
 */
export function easierSameFamily(
  catalog: WorkoutCatalog,
  session: PlannedRide,
  share: number,
  levelDrop: number,
  reason: string,
): PlannedRide | null {
  const maxTss = session.tss * share;
  const w =
    pickByLevel(catalog, session.family, session.level - levelDrop, session.durationS, {
      maxTss,
      maxLevel: session.level,
      excludeId: session.workoutId,
    }) ??
    pickByDuration(catalog, session.family, session.durationS, session.level, {
      maxTss,
      excludeId: session.workoutId,
    });
  return w ? sessionFromWorkout(session, w, reason) : null;
}

/** An easy ride (endurance or recovery) no longer than the session and with at most `share` of its load. */
export function easyRide(
  catalog: WorkoutCatalog,
  session: PlannedRide,
  family: 'endurance' | 'recovery',
  maxDurationS: number,
  share: number,
  reason: string,
): PlannedRide | null {
  const w = pickByDuration(catalog, family, Math.min(maxDurationS, session.durationS), 1, {
    maxTss: session.tss * share,
    excludeId: session.workoutId,
  });
  return w ? sessionFromWorkout(session, w, reason, family === 'recovery' ? 'recovery' : 'endurance') : null;
}
