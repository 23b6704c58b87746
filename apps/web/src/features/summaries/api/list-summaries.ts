import type { SummaryPeriod } from '@domestique/coach';
import type { SummaryList } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { summaryKeys } from './keys.ts';

/** GET /api/coach/summaries: the rider's weeks or months, newest first. */
export const summariesQuery = (period: SummaryPeriod, language: string) =>
  queryOptions({
    queryKey: summaryKeys.list(period, language),
    queryFn: () => apiRequest<SummaryList>(`/api/coach/summaries?period=${period}`, { language }),
  });

export function useSummaries(period: SummaryPeriod, language: string) {
  return useQuery(summariesQuery(period, language));
}
