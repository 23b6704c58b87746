import { type Totals, totalsSchema } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

export type TotalsPeriod = Totals['period'];
/** Twelve weeks or twelve months: a season at a glance. */
export const TOTALS_COUNT = 12;

/** GET /api/progress/totals?period=&count=: hours, distance, elevation, TSS and rides per week or month. */
export const totalsQuery = (period: TotalsPeriod) =>
  queryOptions({
    queryKey: ['progress', 'totals', period],
    queryFn: async (): Promise<Totals> =>
      totalsSchema.parse(
        await apiRequest<unknown>(`/api/progress/totals?period=${period}&count=${TOTALS_COUNT}`),
      ),
  });

export function useTotals(period: TotalsPeriod) {
  return useQuery({ ...totalsQuery(period), placeholderData: keepPreviousData });
}
