import type { SeasonPowerCurve } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { progressKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/progress/power-curve?range=90d&until=…: the rider's best of the 90 days up to a ride (the ride included),
 * drawn under the ride's curve — an old ride is compared with the rider of that time, as its W′ balance is.
 *
 * Not parsed again here: the server serialises this reply against the contract's schema (a mismatch is a 500 there),
 * and skipping it keeps zod and the contract's schemas (~35 KB gzip, ~100 ms of evaluation on a phone) out of the
 * ride page's first load — as lib/profile/get-profile.ts does for the profile.
 */
export const seasonBestQuery = (until: string) =>
  queryOptions({
    queryKey: progressKeys.seasonBest(until),
    queryFn: () =>
      apiRequest<SeasonPowerCurve>(`/api/progress/power-curve?range=90d&until=${encodeURIComponent(until)}`),
  });

export function useSeasonBest(until: string | undefined) {
  return useQuery({ ...seasonBestQuery(until ?? ''), enabled: until !== undefined });
}
