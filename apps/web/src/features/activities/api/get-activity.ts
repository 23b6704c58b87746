import type { ActivityDetail } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { activityKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/activities/:id: every metric of one ride, its laps, zones, power curve and W′ balance.
 *
 * Not parsed again here: the server serialises this reply against the contract's schema (a mismatch is a 500 there),
 * and skipping it keeps zod and the contract's schemas (~35 KB gzip, ~100 ms of evaluation on a phone) out of the
 * ride page's first load — as lib/profile/get-profile.ts does for the profile.
 */
export const activityQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: () => apiRequest<ActivityDetail>(`/api/activities/${encodeURIComponent(id)}`),
  });

export function useActivity(id: string) {
  return useQuery(activityQuery(id));
}
