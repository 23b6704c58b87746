import { volumeAdvice } from '@domestique/coach';
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
  // the coach's advice by level, the one the plan wizard starts from too
  const volume = volumeAdvice(level);
  let keySessions = SESSIONS[goal];
  if (level === 'beginner') {
    keySessions = keySessions.map((kind) => (TOO_SHARP_FOR_BEGINNERS.includes(kind) ? 'tempo' : kind));
    keySessions = [...new Set(['endurance' as SessionKind, ...keySessions])].slice(0, 3);
  }
  return {
    goal,
    level,
    weeklyHours: volume.weeklyHours,
    ridesPerWeek: volume.ridesPerWeek,
    hardSessionsPerWeek: volume.hardSessionsPerWeek,
    keySessions,
  };
}
