import { type SeasonPowerCurve, seasonPowerCurveSchema } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { progressKeys } from '../../../lib/query-keys.ts';

export type CurveRange = SeasonPowerCurve['range'];

/** GET /api/progress/power-curve?range=: best power per duration over 90 days, a year or all rides. */
export const powerCurveQuery = (range: CurveRange) =>
  queryOptions({
    queryKey: progressKeys.powerCurve(range),
    queryFn: async (): Promise<SeasonPowerCurve> =>
      seasonPowerCurveSchema.parse(await apiRequest<unknown>(`/api/progress/power-curve?range=${range}`)),
  });

export function usePowerCurve(range: CurveRange) {
  return useQuery({ ...powerCurveQuery(range), placeholderData: keepPreviousData });
}
