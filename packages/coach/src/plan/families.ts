/**
 * Which energy systems a week's hard sessions train, by phase, goal and training volume. Under 8 h a week the mix is
 * "pyramidal": sweet spot and threshold carry the load [J2]; from 8 h it is polarised: hard days above the second
 * threshold, the rest easy [S11, S12]. Base builds the aerobic engine, build raises threshold and VO2max, specialty
 * trains what the goal asks (TrainerRoad's Base / Build / Specialty [T4]; Xert's Base–Build–Peak [X6]).
 */
import type { WorkoutFamily } from '../workout/types.ts';
import { POLARISED_FROM_HOURS } from './rules.ts';
import type { PlanGoal, PlanPhase, WeekFocusCode } from './types.ts';

type FamilyTable = Readonly<
  Record<Exclude<PlanPhase, 'taper'>, Readonly<Record<PlanGoal, readonly WorkoutFamily[]>>>
>;

const PYRAMIDAL: FamilyTable = {
  base: {
    climbing: ['sweetSpot', 'threshold', 'sweetSpot'],
    sprinting: ['sweetSpot', 'sprint', 'threshold'],
    endurance: ['sweetSpot', 'threshold', 'sweetSpot'],
    timeTrial: ['sweetSpot', 'threshold', 'sweetSpot'],
    generalFitness: ['sweetSpot', 'threshold', 'sweetSpot'],
  },
  build: {
    climbing: ['overUnders', 'vo2max', 'threshold'],
    sprinting: ['vo2max', 'anaerobic', 'sprint'],
    endurance: ['threshold', 'sweetSpot', 'vo2max'],
    timeTrial: ['threshold', 'overUnders', 'sweetSpot'],
    generalFitness: ['threshold', 'vo2max', 'sweetSpot'],
  },
  specialty: {
    climbing: ['vo2max', 'overUnders', 'threshold'],
    sprinting: ['sprint', 'anaerobic', 'vo2max'],
    endurance: ['threshold', 'sweetSpot', 'vo2max'],
    timeTrial: ['threshold', 'overUnders', 'vo2max'],
    generalFitness: ['vo2max', 'threshold', 'sweetSpot'],
  },
};

const POLARISED: FamilyTable = {
  base: {
    climbing: ['threshold', 'vo2max', 'threshold'],
    sprinting: ['vo2max', 'sprint', 'threshold'],
    endurance: ['threshold', 'vo2max', 'threshold'],
    timeTrial: ['threshold', 'vo2max', 'threshold'],
    generalFitness: ['vo2max', 'threshold', 'vo2max'],
  },
  build: {
    climbing: ['vo2max', 'overUnders', 'threshold'],
    sprinting: ['anaerobic', 'vo2max', 'sprint'],
    endurance: ['vo2max', 'threshold', 'vo2max'],
    timeTrial: ['threshold', 'vo2max', 'overUnders'],
    generalFitness: ['vo2max', 'threshold', 'anaerobic'],
  },
  specialty: {
    climbing: ['vo2max', 'overUnders', 'vo2max'],
    sprinting: ['sprint', 'anaerobic', 'vo2max'],
    endurance: ['vo2max', 'threshold', 'vo2max'],
    timeTrial: ['threshold', 'vo2max', 'threshold'],
    generalFitness: ['vo2max', 'anaerobic', 'threshold'],
  },
};

/**
 * The families of a week's hard sessions, in priority order (the first `count` are used). The list turns by one
 * each week of the phase so the rider meets every family of it. The taper keeps the specialty's first two families
 * (intensity kept [S14]).
 */
export function keyFamilies(
  phase: PlanPhase,
  goal: PlanGoal,
  weeklyHours: number,
  weekInPhase: number,
  count: number,
): WorkoutFamily[] {
  const table = weeklyHours >= POLARISED_FROM_HOURS ? POLARISED : PYRAMIDAL;
  if (phase === 'taper') return table.specialty[goal].slice(0, Math.min(count, 2));
  const list = table[phase][goal];
  const rotated = list.map((_, i) => list[(i + weekInPhase) % list.length]!);
  // Distinct families first (two threshold days in one week only when the week has more hard days than families).
  const distinct = rotated.filter((f, i) => rotated.indexOf(f) === i);
  const ordered = [...distinct, ...rotated.filter((f, i) => rotated.indexOf(f) !== i)];
  return Array.from({ length: count }, (_, i) => ordered[i % ordered.length]!);
}

/** Pyramidal base weeks add one tempo ride among the easy days (muscular endurance), polarised ones do not. */
export function supportFamily(phase: PlanPhase, weeklyHours: number): WorkoutFamily | null {
  return phase === 'base' && weeklyHours < POLARISED_FROM_HOURS ? 'tempo' : null;
}

/** The aim of a week, as a reason code. */
export function weekFocusCode(
  phase: PlanPhase,
  goal: PlanGoal,
  recovery: boolean,
  eventWeek: boolean,
): WeekFocusCode {
  if (eventWeek) return 'eventWeek';
  if (recovery) return 'recovery';
  if (phase === 'taper') return 'taper';
  if (phase === 'base') return 'base';
  if (phase === 'build') {
    if (goal === 'climbing') return 'buildVo2max';
    if (goal === 'sprinting') return 'buildAnaerobic';
    return 'buildThreshold';
  }
  const byGoal: Record<PlanGoal, WeekFocusCode> = {
    climbing: 'specialtyClimbing',
    sprinting: 'specialtySprinting',
    endurance: 'specialtyEndurance',
    timeTrial: 'specialtyTimeTrial',
    generalFitness: 'specialtyGeneralFitness',
  };
  return byGoal[goal];
}
