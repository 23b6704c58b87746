import type { WorkoutListQuery } from '@domestique/contract';

/** Query keys of the workouts feature (one factory, so invalidations cannot miss a literal). */
export const workoutKeys = {
  all: ['workouts'] as const,
  lists: () => ['workouts', 'list'] as const,
  list: (query: Partial<WorkoutListQuery>, language: string) =>
    ['workouts', 'list', language, query] as const,
  details: () => ['workouts', 'detail'] as const,
  /** One workout's detail in every language (a prefix of `detail`). */
  detailAnyLanguage: (id: string) => ['workouts', 'detail', id] as const,
  detail: (id: string, language: string) => ['workouts', 'detail', id, language] as const,
  strength: () => ['workouts', 'strength'] as const,
  strengthList: (language: string) => ['workouts', 'strength', 'list', language] as const,
  strengthSession: (id: string, language: string) =>
    ['workouts', 'strength', 'session', id, language] as const,
};
