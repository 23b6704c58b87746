import { type SeasonPowerCurve, seasonPowerCurveSchema } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { progressKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/progress/power-curve?range=90d&until=…: the rider's best of the 90 days up to a ride (the ride included),
 * drawn under the ride's curve — an old ride is compared with the rider of that time, as its W′ balance is.
 */
export const seasonBestQuery = (until: string) =>
  queryOptions({
    queryKey: progressKeys.seasonBest(until),
    queryFn: async (): Promise<SeasonPowerCurve> =>
      seasonPowerCurveSchema.parse(
        await apiRequest<unknown>(`/api/progress/power-curve?range=90d&until=${encodeURIComponent(until)}`),
      ),
  });

export function useSeasonBest(until: string | undefined) {
  return useQuery({ ...seasonBestQuery(until ?? ''), enabled: until !== undefined });
}
