import { type Totals, totalsSchema } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

export type TotalsPeriod = Totals['period'];
/** Twelve weeks or twelve months: a season at a glance. */
export const TOTALS_COUNT = 12;

/**
 * GET /api/progress/totals?period=&count=&offset=: hours, distance, elevation, TSS and rides per week or month;
 * `page` 0 ends with the current period, each page further back the `TOTALS_COUNT` periods before it.
 */
export const totalsQuery = (period: TotalsPeriod, page = 0) =>
  queryOptions({
    queryKey: ['progress', 'totals', period, page],
    queryFn: async (): Promise<Totals> =>
      totalsSchema.parse(
        await apiRequest<unknown>(
          // page 0 is exactly the address /boot.js fetches early for /progress
          `/api/progress/totals?period=${period}&count=${TOTALS_COUNT}${page > 0 ? `&offset=${page * TOTALS_COUNT}` : ''}`,
        ),
      ),
  });

export function useTotals(period: TotalsPeriod, page = 0) {
  return useQuery({ ...totalsQuery(period, page), placeholderData: keepPreviousData });
}
