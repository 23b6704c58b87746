// Types only: the dashboard draws the latest summary, and its first load carries no zod (performance.md).
import type { SummaryPeriod } from '@domestique/coach';
import type { Summary } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { summaryKeys } from './keys.ts';

/** GET /api/coach/summaries/latest: the latest week or month (the server builds it when it is missing). */
export const latestSummaryQuery = (period: SummaryPeriod, language: string) =>
  queryOptions({
    queryKey: summaryKeys.latest(period, language),
    queryFn: () => apiRequest<Summary>(`/api/coach/summaries/latest?period=${period}`, { language }),
  });

export function useLatestSummary(period: SummaryPeriod, language: string) {
  return useQuery(latestSummaryQuery(period, language));
}
