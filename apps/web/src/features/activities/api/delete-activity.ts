import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { activityKeys, dashboardKeys, progressKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/activities/:id: the ride, its streams and its original file. */
export async function deleteActivity(id: string): Promise<void> {
  await apiRequest<null>(`/api/activities/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteActivity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteActivity(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: activityKeys.detail(id) });
      queryClient.removeQueries({ queryKey: activityKeys.allStreams(id) });
      // totals, fitness, season bests and the dashboard all change with one ride less
      void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() });
    },
  });
}
