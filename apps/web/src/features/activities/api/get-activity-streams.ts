import type { ActivityStreams } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { activityKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/activities/:id/streams: chart data, ≤ 2,000 min/max points per channel (peaks survive); with `full`, every
 * riding second (fetched only once the rider zooms in far enough to see the difference).
 *
 * Not parsed again here: the server serialises this reply against the contract's schema (a mismatch is a 500 there),
 * and skipping it keeps zod and the contract's schemas (~35 KB gzip, ~100 ms of evaluation on a phone) out of the
 * ride page's first load — as lib/profile/get-profile.ts does for the profile.
 */
export const activityStreamsQuery = (id: string, full = false) =>
  queryOptions({
    queryKey: activityKeys.streams(id, full),
    queryFn: () =>
      apiRequest<ActivityStreams>(
        `/api/activities/${encodeURIComponent(id)}/streams${full ? '?full=1' : ''}`,
      ),
    staleTime: Number.POSITIVE_INFINITY, // a ride's samples never change
  });

export function useActivityStreams(id: string, options: { full?: boolean; enabled?: boolean } = {}) {
  return useQuery({ ...activityStreamsQuery(id, options.full), enabled: options.enabled ?? true });
}
