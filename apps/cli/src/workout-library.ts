import type { Workout, WorkoutSetting } from '@domestique/coach';

/** A library workout by id, in English, with where it is ridden; null when no workout has this id. */
export function findLibraryWorkout(_id: string): { workout: Workout; setting: WorkoutSetting } | null {
  // The coach library is not on this branch yet: every id is unknown until it lands.
  return null;
}
