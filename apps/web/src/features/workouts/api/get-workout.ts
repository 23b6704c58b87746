import type { WorkoutDetail } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { workoutKeys } from './keys.ts';

/** GET /api/workouts/:id: one workout in the UI language, its numbers at the rider's FTP (or the estimate). */
export const workoutQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: workoutKeys.detail(id, language),
    queryFn: () => apiRequest<WorkoutDetail>(`/api/workouts/${encodeURIComponent(id)}`, { language }),
  });

export function useWorkout(id: string, language: string, enabled = true) {
  return useQuery({ ...workoutQuery(id, language), enabled });
}
