import {
  type CoachLanguage,
  deriveWorkoutMetrics,
  LIBRARY_WORKOUTS,
  type LibraryWorkout,
  normalizeWorkoutName,
  type Workout,
  workoutProfile,
} from '@domestique/coach';
import type { WorkoutSummary } from '@domestique/contract';

/**
 * IF, TSS, duration and the estimate flag do not depend on the FTP (docs/coach.md), so a list can show them for
 * any rider; computed at this nominal FTP and never shown as watts.
 */
const NOMINAL_FTP_W = 100;

/** What a list needs of a workout, FTP-free: summary numbers, a sparkline and the searchable name. */
export interface WorkoutFacts {
  durationS: number;
  tss: number;
  intensityFactor: number;
  estimated: boolean;
  shape: [number, number, number][];
}

export function workoutFacts(workout: Pick<Workout<unknown>, 'steps'>): WorkoutFacts {
  const m = deriveWorkoutMetrics(workout.steps, NOMINAL_FTP_W);
  return {
    durationS: m.durationS,
    tss: m.tss,
    intensityFactor: m.intensityFactor,
    estimated: m.estimated,
    shape: workoutProfile(workout.steps).map((s) => [s.durationS, s.fromPct, s.toPct]),
  };
}

/** Planned seconds in Coggan zones Z1…Z7 of a workout ridden on target: FTP-free too (targets are %FTP). */
export function plannedTimeInZones(workout: Pick<Workout<unknown>, 'steps'>): readonly number[] {
  return deriveWorkoutMetrics(workout.steps, NOMINAL_FTP_W).timeInZonesS;
}

/** A library workout with its facts and its name ready for search in each language. */
export interface CatalogEntry {
  workout: LibraryWorkout;
  facts: WorkoutFacts;
  searchName: Record<CoachLanguage, string>;
}

let catalog: CatalogEntry[] | null = null;

/** The library with its FTP-free facts, computed once per process (≈ 20 ms for the 147 workouts). */
export function libraryCatalog(): readonly CatalogEntry[] {
  catalog ??= LIBRARY_WORKOUTS.map((workout) => ({
    workout,
    facts: workoutFacts(workout),
    searchName: {
      en: normalizeWorkoutName(workout.name.en),
      pt: normalizeWorkoutName(workout.name.pt),
      es: normalizeWorkoutName(workout.name.es),
    },
  }));
  return catalog;
}

/** Every word of the query appears in the name (accents and case ignored, any order). */
export function matchesQuery(searchName: string, query: string | undefined): boolean {
  if (!query) return true;
  const words = normalizeWorkoutName(query).split(' ').filter(Boolean);
  return words.every((w) => searchName.includes(w));
}

export function librarySummary(entry: CatalogEntry, lang: CoachLanguage): WorkoutSummary {
  const w = entry.workout;
  return {
    id: w.id,
    source: 'library',
    name: w.name[lang],
    family: w.family,
    level: w.level,
    setting: w.setting,
    ftpTest: w.ftpTest ?? null,
    ...entry.facts,
    updatedAt: null,
  };
}
