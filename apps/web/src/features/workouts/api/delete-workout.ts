import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { workoutKeys } from './keys.ts';

/** DELETE /api/workouts/:id (own workouts only). */
export function useDeleteWorkout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(`/api/workouts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: workoutKeys.detailAnyLanguage(id) });
      void queryClient.invalidateQueries({ queryKey: workoutKeys.lists() });
    },
  });
}
