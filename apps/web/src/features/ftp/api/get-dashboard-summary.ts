import { type DashboardSummary, dashboardSummarySchema } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** GET /api/dashboard/summary: FTP with its source, W/kg, today's CTL/ATL/TSB, last ride, pending FTP suggestion. */
export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: ['dashboard-summary'],
    queryFn: async (): Promise<DashboardSummary> =>
      dashboardSummarySchema.parse(await apiRequest<unknown>('/api/dashboard/summary')),
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery());
}
