import type { WorkoutList, WorkoutListQuery } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { workoutKeys } from './keys.ts';

export type WorkoutListParams = Partial<Omit<WorkoutListQuery, 'mine'>> & { mine?: boolean };

/** The query string of `GET /api/workouts` (only the filters that are set). */
export function workoutListSearch(params: WorkoutListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  return search.toString();
}

/** GET /api/workouts: library and own workouts, texts in the UI language; the server serialises the schema. */
export const workoutListQuery = (params: WorkoutListParams, language: string) =>
  queryOptions({
    queryKey: workoutKeys.list(params as Partial<WorkoutListQuery>, language),
    queryFn: () => apiRequest<WorkoutList>(`/api/workouts?${workoutListSearch(params)}`, { language }),
    placeholderData: keepPreviousData,
  });

export function useWorkoutList(params: WorkoutListParams, language: string) {
  return useQuery(workoutListQuery(params, language));
}
