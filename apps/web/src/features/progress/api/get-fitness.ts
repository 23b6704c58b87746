import { activityListSchema, type Fitness, fitnessSchema } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { progressKeys } from '../../../lib/query-keys.ts';
import { type FitnessRange, fitnessFrom, isoDay } from '../fitness-range.ts';

/** Start of the rider's first ride, for the "all time" window (GET /api/activities, oldest first, one row). */
async function firstRideStart(): Promise<string | null> {
  const list = activityListSchema.parse(
    await apiRequest<unknown>('/api/activities?sort=date&order=asc&pageSize=1'),
  );
  return list.items[0]?.startTime ?? null;
}

/** GET /api/progress/fitness: CTL/ATL/TSB and ramp rate per day over the chosen window. */
export const fitnessQuery = (range: FitnessRange) =>
  queryOptions({
    queryKey: progressKeys.fitness(range),
    queryFn: async (): Promise<Fitness> => {
      const first = range === 'all' ? await firstRideStart() : null;
      const from = fitnessFrom(range, isoDay(new Date()), first);
      const query = from ? `?from=${from}` : '';
      return fitnessSchema.parse(await apiRequest<unknown>(`/api/progress/fitness${query}`));
    },
  });

export function useFitness(range: FitnessRange) {
  return useQuery(fitnessQuery(range));
}
