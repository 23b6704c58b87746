import type { EXPERIENCE_LEVELS, PRIMARY_GOALS } from '@domestique/contract';

type Level = (typeof EXPERIENCE_LEVELS)[number];
type Goal = (typeof PRIMARY_GOALS)[number];

export type SessionKind =
  | 'endurance'
  | 'tempo'
  | 'sweetSpot'
  | 'threshold'
  | 'vo2max'
  | 'anaerobic'
  | 'sprints'
  | 'strength';

export type TrainingFocus = {
  goal: Goal;
  level: Level;
  /** Suggested weekly riding time, hours. */
  weeklyHours: readonly [number, number];
  ridesPerWeek: number;
  /** Of those rides, how many are hard (intensity) days; the rest stay easy — polarised-leaning distribution. */
  hardSessionsPerWeek: number;
  /** The session types the plan leans on for this goal, most important first. */
  keySessions: SessionKind[];
};

/** Volume by level: common coaching ranges for amateur riders (e.g. Friel, The Cyclist's Training Bible). */
const VOLUME: Record<Level, { hours: readonly [number, number]; rides: number; hard: number }> = {
  beginner: { hours: [3, 5], rides: 3, hard: 1 },
  intermediate: { hours: [5, 8], rides: 4, hard: 2 },
  advanced: { hours: [8, 12], rides: 5, hard: 2 },
  elite: { hours: [12, 18], rides: 6, hard: 3 },
};

/** Session emphasis by goal: the energy systems each event stresses most. */
const SESSIONS: Record<Goal, SessionKind[]> = {
  climbing: ['sweetSpot', 'threshold', 'vo2max'],
  sprinting: ['sprints', 'anaerobic', 'endurance'],
  endurance: ['endurance', 'tempo', 'sweetSpot'],
  timeTrial: ['threshold', 'sweetSpot', 'tempo'],
  generalFitness: ['endurance', 'tempo', 'strength'],
};

/** Beginners build an aerobic base before the sharpest work, so the hardest session types wait. */
const TOO_SHARP_FOR_BEGINNERS: SessionKind[] = ['vo2max', 'anaerobic'];

/** Spec §2 Dashboard "Training Focus", derived from the rider's primary goal and experience level. */
export function trainingFocus(goal: Goal, level: Level): TrainingFocus {
  const volume = VOLUME[level];
  let keySessions = SESSIONS[goal];
  if (level === 'beginner') {
    keySessions = keySessions.map((kind) => (TOO_SHARP_FOR_BEGINNERS.includes(kind) ? 'tempo' : kind));
    keySessions = [...new Set(['endurance' as SessionKind, ...keySessions])].slice(0, 3);
  }
  return {
    goal,
    level,
    weeklyHours: volume.hours,
    ridesPerWeek: volume.rides,
    hardSessionsPerWeek: volume.hard,
    keySessions,
  };
}
