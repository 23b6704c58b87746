import type { CalendarFeedCreated } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** POST /api/calendar/feed: a new private feed URL, shown once (creating again rotates it: the old URL stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedCreated>('/api/calendar/feed', { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planKeys.feed() }),
  });
}
