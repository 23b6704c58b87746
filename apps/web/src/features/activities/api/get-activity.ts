import { type ActivityDetail, activityDetailSchema } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { activityKeys } from '../../../lib/query-keys.ts';

/** GET /api/activities/:id: every metric of one ride, its laps, zones, power curve and W′ balance. */
export const activityQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: async (): Promise<ActivityDetail> =>
      activityDetailSchema.parse(await apiRequest<unknown>(`/api/activities/${encodeURIComponent(id)}`)),
  });

export function useActivity(id: string) {
  return useQuery(activityQuery(id));
}
