/**
 * The plan's catalog made from the real library: every workout with its planned duration, TSS and time in zones
 * (`deriveWorkoutMetrics`; targets are %FTP, so any FTP gives the same TSS — 250 W is used), and the strength
 * sessions with their session-RPE load in TSS units (`strengthSessionLoad`). Mobility sessions are not strength
 * training and stay out of plans. Built once, on first use.
 */
import { LIBRARY_WORKOUTS, libraryWorkoutById } from '../library/catalog.ts';
import { extendedWorkoutId } from '../library/extend.ts';
import { STRENGTH_SESSIONS } from '../strength/sessions.ts';
import { strengthSessionLoad } from '../strength/strength-load.ts';
import { deriveWorkoutMetrics } from '../workout/derive-workout.ts';
import type { LibraryWorkout } from '../workout/types.ts';
import type { CatalogWorkout, WorkoutCatalog } from './catalog.ts';

const ANY_FTP_W = 250;
const round1 = (x: number) => Math.round(x * 10) / 10;
let built: WorkoutCatalog | null = null;

function catalogWorkout(w: LibraryWorkout): CatalogWorkout {
  const m = deriveWorkoutMetrics(w.steps, ANY_FTP_W);
  return {
    id: w.id,
    family: w.family,
    level: w.level,
    durationS: m.durationS,
    tss: round1(m.tss),
    name: w.name,
    timeInZonesS: m.timeInZonesS,
    ...(w.ftpTest ? { ftpTest: w.ftpTest } : {}),
    ...(w.opener ? { opener: w.opener } : {}),
  };
}

const extended = new Map<string, CatalogWorkout | null>();

/** A library workout within a longer ride (`extendWorkout`), its numbers derived like every other's; cached by id. */
function extend(w: CatalogWorkout, totalS: number): CatalogWorkout | null {
  const id = extendedWorkoutId(w.id, totalS);
  if (!extended.has(id)) {
    const workout = libraryWorkoutById(id);
    extended.set(id, workout ? catalogWorkout(workout) : null);
  }
  return extended.get(id)!;
}

export function libraryCatalog(): WorkoutCatalog {
  built ??= {
    workouts: LIBRARY_WORKOUTS.map(catalogWorkout),
    extend,
    strength: STRENGTH_SESSIONS.filter((s) => s.focus !== 'mobility').map((s) => ({
      id: s.id,
      focus: s.focus,
      setting: s.setting,
      durationS: s.durationS,
      tss: round1(strengthSessionLoad(s).tss),
      name: s.name,
    })),
  };
  return built;
}
