import type { UnavailableList } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** GET /api/calendar/unavailable: the rider's days off. */
export function useUnavailable() {
  return useQuery({
    queryKey: planKeys.unavailable(),
    queryFn: () => apiRequest<UnavailableList>('/api/calendar/unavailable'),
  });
}
