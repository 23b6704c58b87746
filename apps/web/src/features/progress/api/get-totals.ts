import { type Totals, totalsSchema } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { progressKeys } from '../../../lib/query-keys.ts';

export type TotalsPeriod = Totals['period'];
/** Twelve weeks or twelve months: a season at a glance. */
export const TOTALS_COUNT = 12;

/**
 * GET /api/progress/totals?period=&count=&offset=: hours, distance, elevation, TSS and rides per week or month;
 * `offset` 0 ends with the current period, `offset` n ends n periods before it (the reply's `latestOffset` is the
 * page ending with the latest ride).
 */
export const totalsQuery = (period: TotalsPeriod, offset = 0) =>
  queryOptions({
    queryKey: progressKeys.totals(period, offset),
    queryFn: async (): Promise<Totals> =>
      totalsSchema.parse(
        await apiRequest<unknown>(
          // offset 0 is exactly the address /boot.js fetches early for /progress
          `/api/progress/totals?period=${period}&count=${TOTALS_COUNT}${offset > 0 ? `&offset=${offset}` : ''}`,
        ),
      ),
  });

export function useTotals(period: TotalsPeriod, offset = 0) {
  return useQuery({ ...totalsQuery(period, offset), placeholderData: keepPreviousData });
}

/**
 * Where the totals open: on the current weeks when the latest ride is among them, else on the page ending with the
 * latest ride's period (a rider whose rides are years old sees them, not twelve empty weeks).
 */
export function openingOffset(latestOffset: number | null): number {
  return latestOffset != null && latestOffset >= TOTALS_COUNT ? latestOffset : 0;
}

/** Whether a page ending `offset` periods back shows the latest ride's period. */
export function showsLatest(offset: number, latestOffset: number | null): boolean {
  return latestOffset != null && latestOffset >= offset && latestOffset < offset + TOTALS_COUNT;
}
