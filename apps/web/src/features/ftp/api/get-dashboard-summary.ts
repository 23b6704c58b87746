import type { DashboardSummary } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/summary: FTP with its source, W/kg, today's CTL/ATL/TSB, last ride, pending FTP suggestion. */
export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    // The server serialises this reply against dashboardSummarySchema; not parsing it again keeps zod out of the
    // dashboard's first load.
    queryFn: (): Promise<DashboardSummary> => apiRequest<DashboardSummary>('/api/dashboard/summary'),
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery());
}
