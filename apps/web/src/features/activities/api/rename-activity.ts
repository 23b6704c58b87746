import type { ActivityDetail } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { activityKeys, dashboardKeys } from '../../../lib/query-keys.ts';

/**
 * PATCH /api/activities/:id { name }: rename a ride; null goes back to its default name. The contract (and zod) is
 * loaded with the action, not with the ride page that offers it.
 */
export async function renameActivity(id: string, name: string | null): Promise<ActivityDetail> {
  const { activityDetailSchema } = await import('@domestique/contract');
  return activityDetailSchema.parse(
    await apiRequest<unknown>(`/api/activities/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { name },
    }),
  );
}

export function useRenameActivity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | null) => renameActivity(id, name),
    onSuccess: (detail) => {
      queryClient.setQueryData(activityKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() });
    },
  });
}
