import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** DELETE /api/calendar/feed: the private feed URL stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/calendar/feed', { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planKeys.feed() }),
  });
}
