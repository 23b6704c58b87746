import type { Workout } from '@domestique/coach';
import type { WorkoutDetail } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { workoutKeys } from './keys.ts';

/** POST /api/workouts (new, or a copy of a library workout) or PUT /api/workouts/:id (own): 400 carries field errors. */
export function useSaveWorkout(id: string | null, language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workout: Workout<string>) =>
      apiRequest<WorkoutDetail>(id ? `/api/workouts/${encodeURIComponent(id)}` : '/api/workouts', {
        method: id ? 'PUT' : 'POST',
        body: workout,
        language,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(workoutKeys.detail(saved.id, language), saved);
      void queryClient.invalidateQueries({ queryKey: workoutKeys.lists() });
    },
  });
}
