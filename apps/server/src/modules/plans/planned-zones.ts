import {
  findWorkout,
  type Plan,
  type WorkoutCatalog,
  type WorkoutZones,
  zonesByWorkout,
} from '@domestique/coach';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Planned time in zones of the rider's own workouts among `ids`, read in `tx` (the workouts module's, handed in by
 * the composition root); ids that are not the rider's workouts are left out.
 */
export type OwnWorkoutZones = (
  userId: string,
  ids: readonly string[],
  tx: DbOrTx,
) => Promise<ReadonlyMap<string, readonly number[]>>;

/**
 * What compliance compares each planned ride with besides its time and TSS: its workout's planned time in zones —
 * from the catalog for the library's workouts and the extended rides built on them, from the workouts module for any
 * other workout on the plan (asked only when the plan holds one). Without it the zone part of the score and a hard
 * session covered by a ride's upper-zone work (coach `purposeCoverage`) never act.
 */
export async function plannedZones(
  catalog: WorkoutCatalog,
  userId: string,
  plan: Plan,
  own: OwnWorkoutZones | undefined,
  tx: DbOrTx,
): Promise<WorkoutZones> {
  const others = new Set<string>();
  for (const week of plan.weeks)
    for (const day of week.days)
      for (const s of day.sessions)
        if (s.kind === 'ride' && !findWorkout(catalog, s.workoutId)) others.add(s.workoutId);
  const zones = own && others.size > 0 ? await own(userId, [...others], tx) : undefined;
  return zonesByWorkout(catalog, zones);
}
