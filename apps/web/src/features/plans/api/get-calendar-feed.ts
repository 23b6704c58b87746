import type { CalendarFeedStatus } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** GET /api/calendar/feed: whether a private feed exists (its URL is never shown again). */
export function useFeedStatus() {
  return useQuery({
    queryKey: planKeys.feed(),
    queryFn: () => apiRequest<CalendarFeedStatus>('/api/calendar/feed'),
  });
}
