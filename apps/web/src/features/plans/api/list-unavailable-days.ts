import type { UnavailableList } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** GET /api/calendar/unavailable: the rider's days off (also started by the calendar's loader). */
export const unavailableQuery = () =>
  queryOptions({
    queryKey: planKeys.unavailable(),
    queryFn: () => apiRequest<UnavailableList>('/api/calendar/unavailable'),
  });

export function useUnavailable() {
  return useQuery(unavailableQuery());
}
