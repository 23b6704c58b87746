import type { CurrentFtp } from '@domestique/coach';
import {
  type CoachLanguage,
  deriveWorkoutMetrics,
  type LibraryWorkout,
  localizeWorkout,
  type Workout,
  workoutProfile,
} from '@domestique/coach';
import type { WorkoutDetail, WorkoutSummary } from '@domestique/contract';
import { FTP_TEST_PROTOCOLS } from '@domestique/science';
import { type WorkoutFacts, workoutFacts } from './workout-catalog.ts';
import type { OwnWorkout } from './workout-repository.ts';

/** A workout to show or export, whichever its source, in one language. */
export interface ResolvedWorkout {
  workout: Workout<string>;
  source: 'library' | 'own';
  library: LibraryWorkout | null;
  own: OwnWorkout | null;
}

export function resolvedLibrary(library: LibraryWorkout, lang: CoachLanguage): ResolvedWorkout {
  return { workout: localizeWorkout(library, lang), source: 'library', library, own: null };
}

export function resolvedOwn(own: OwnWorkout): ResolvedWorkout {
  return { workout: own, source: 'own', library: null, own };
}

/** IF, TSS, kJ… at this FTP when none is known: only FTP-free numbers are shown then (NP and kJ are null). */
const NOMINAL_FTP_W = 100;

/**
 * The detail page's data: texts, steps, the chart profile and the derived numbers at the rider's FTP — their
 * current FTP, or the onboarding-answers estimate (`ftp.source: 'answers'`, labelled by the client), or none.
 */
export function workoutDetail(r: ResolvedWorkout, ftp: CurrentFtp | null): WorkoutDetail {
  const watts = ftp ? Math.round(ftp.watts) : null;
  const m = deriveWorkoutMetrics(r.workout.steps, watts ?? NOMINAL_FTP_W);
  const protocol = r.library?.ftpTest;
  const spec = protocol ? FTP_TEST_PROTOCOLS[protocol] : null;
  return {
    id: r.library?.id ?? r.own!.id,
    source: r.source,
    name: r.workout.name,
    description: r.workout.description,
    purpose: r.workout.purpose ?? null,
    family: r.library?.family ?? null,
    level: r.library?.level ?? null,
    setting: r.library?.setting ?? null,
    ftpTest:
      protocol && spec
        ? { protocol, factor: spec.factor, durationS: spec.durationS, effortCount: spec.efforts }
        : null,
    steps: r.workout.steps as WorkoutDetail['steps'],
    ftp: ftp && watts ? { watts, source: ftp.source } : null,
    metrics: {
      durationS: m.durationS,
      estimated: m.estimated,
      intensityFactor: m.intensityFactor,
      tss: m.tss,
      normalizedPowerW: watts ? m.normalizedPowerW : null,
      workKj: watts ? m.workKj : null,
      timeInZonesS: [...m.timeInZonesS],
    },
    profile: workoutProfile(r.workout.steps),
    createdAt: r.own?.createdAt.toISOString() ?? null,
    updatedAt: r.own?.updatedAt.toISOString() ?? null,
  };
}

/** Facts of own workouts, remembered per id and version (a list recomputes only what changed). */
const ownFacts = new Map<string, WorkoutFacts>();
const OWN_FACTS_CACHE = 5000;

export function ownSummary(own: OwnWorkout): WorkoutSummary {
  const key = `${own.id}|${own.updatedAt.getTime()}`;
  let facts = ownFacts.get(key);
  if (!facts) {
    facts = workoutFacts(own);
    ownFacts.set(key, facts);
    if (ownFacts.size > OWN_FACTS_CACHE) ownFacts.delete(ownFacts.keys().next().value!);
  }
  return {
    id: own.id,
    source: 'own',
    name: own.name,
    family: null,
    level: null,
    setting: null,
    ftpTest: null,
    ...facts,
    updatedAt: own.updatedAt.toISOString(),
  };
}
