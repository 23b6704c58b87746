import { type ACTIVITY_SORTS, type ActivityList, activityListSchema } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { activityKeys } from '../../../lib/query-keys.ts';

export type ActivitySort = (typeof ACTIVITY_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export type ListParams = { page: number; pageSize: number; sort: ActivitySort; order: SortOrder };

export const ACTIVITIES_PAGE_SIZE = 20;

/** GET /api/activities: one page of the rider's rides, sorted on the server. */
export const activityListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: activityKeys.list(params),
    queryFn: async (): Promise<ActivityList> => {
      const search = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
        sort: params.sort,
        order: params.order,
      });
      return activityListSchema.parse(await apiRequest<unknown>(`/api/activities?${search}`));
    },
  });

export function useActivityList(params: ListParams, options: { refetchIntervalMs?: number | false } = {}) {
  // the previous page stays on screen while the next one loads: no jump to a spinner on every sort click
  return useQuery({
    ...activityListQuery(params),
    placeholderData: keepPreviousData,
    // while a connection imports rides, the list follows (features/connections/components/sync-status.tsx)
    refetchInterval: options.refetchIntervalMs ?? false,
  });
}
