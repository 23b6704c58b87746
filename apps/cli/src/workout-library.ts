import {
  type CoachLanguage,
  deriveWorkoutMetrics,
  LIBRARY_WORKOUTS,
  type LocalizedWorkout,
  libraryWorkoutById,
  localizeWorkout,
  WORKOUT_FAMILIES,
  type WorkoutFamily,
  type WorkoutNode,
} from '@domestique/coach';
import { COGGAN_POWER_ZONES } from '@domestique/science';
import { CliError } from './cli-error.ts';

/**
 * FTP for the watts of `workout show` when `--ftp` is not given. TSS, IF and time in zones do not depend on it: they
 * are computed on the %FTP targets (docs/coach.md), so `workout list` needs no FTP at all.
 */
export const DEFAULT_FTP_W = 250;

/** A library workout in one language, or null when no workout has this id. */
export function findLibraryWorkout(id: string, lang: CoachLanguage = 'en'): LocalizedWorkout | null {
  const workout = libraryWorkoutById(id);
  return workout ? localizeWorkout(workout, lang) : null;
}

/** One `workout list --json` entry: exactly these keys. */
export interface WorkoutListEntry {
  id: string;
  name: string;
  family: WorkoutFamily;
  level: number;
  durationS: number;
  tss: number;
  intensityFactor: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The library (one family with `family`), easiest first within each family, with duration, TSS and IF. */
export function listWorkouts(family: string | undefined, lang: CoachLanguage): WorkoutListEntry[] {
  if (family !== undefined && !(WORKOUT_FAMILIES as readonly string[]).includes(family)) {
    throw new CliError(`unknown family ${family}: use one of ${WORKOUT_FAMILIES.join(', ')}`, 2);
  }
  return LIBRARY_WORKOUTS.filter((w) => family === undefined || w.family === family).map((w) => {
    const metrics = deriveWorkoutMetrics(w.steps, DEFAULT_FTP_W);
    return {
      id: w.id,
      name: w.name[lang],
      family: w.family,
      level: w.level,
      durationS: metrics.durationS,
      tss: round(metrics.tss, 1),
      intensityFactor: round(metrics.intensityFactor, 2),
    };
  });
}

/** The `workout show --json` object. */
export interface WorkoutReport {
  id: string;
  name: string;
  family: WorkoutFamily;
  level: number;
  setting: string;
  ftpTest: string | null;
  description: string;
  purpose: string | null;
  ftpW: number;
  durationS: number;
  /** True when an open step, free ride or max effort makes duration or load an assumption (docs/coach.md). */
  estimated: boolean;
  tss: number;
  intensityFactor: number;
  normalizedPowerW: number;
  workKj: number;
  /** Seconds in each Coggan zone, Z1…Z7, by the targets' %FTP. */
  timeInZonesS: Record<string, number>;
  /** The workout's steps and repeats as the model holds them (power in % FTP, durations in seconds). */
  steps: WorkoutNode[];
}

/** Everything `workout show` prints, for one FTP. */
export function showWorkout(id: string, ftpW: number, lang: CoachLanguage): WorkoutReport {
  const workout = findLibraryWorkout(id, lang);
  if (!workout) throw new CliError(`unknown workout id: ${id} (see domestique workout list)`, 2);
  const m = deriveWorkoutMetrics(workout.steps, ftpW);
  const zones: Record<string, number> = {};
  COGGAN_POWER_ZONES.forEach((zone, i) => {
    zones[zone.id] = m.timeInZonesS[i] ?? 0;
  });
  return {
    id: workout.id,
    name: workout.name,
    family: workout.family,
    level: workout.level,
    setting: workout.setting,
    ftpTest: workout.ftpTest ?? null,
    description: workout.description,
    purpose: workout.purpose ?? null,
    ftpW,
    durationS: m.durationS,
    estimated: m.estimated,
    tss: round(m.tss, 1),
    intensityFactor: round(m.intensityFactor, 2),
    normalizedPowerW: Math.round(m.normalizedPowerW),
    workKj: Math.round(m.workKj),
    timeInZonesS: zones,
    steps: [...workout.steps],
  };
}
