import { type SeasonPowerCurve, seasonPowerCurveSchema } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** GET /api/progress/power-curve?range=90d: the rider's 90-day best, drawn under one ride's curve. */
export const seasonBestQuery = () =>
  queryOptions({
    queryKey: ['progress', 'power-curve', '90d'],
    queryFn: async (): Promise<SeasonPowerCurve> =>
      seasonPowerCurveSchema.parse(await apiRequest<unknown>('/api/progress/power-curve?range=90d')),
  });

export function useSeasonBest() {
  return useQuery(seasonBestQuery());
}
