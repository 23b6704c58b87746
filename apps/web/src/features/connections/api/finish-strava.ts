import type { Connected, StravaCallbackInput } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { connectionKeys } from './keys.ts';

/** POST /api/connections/strava/callback with what Strava put in the callback's query. */
export function useFinishStrava() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StravaCallbackInput) =>
      apiRequest<Connected>('/api/connections/strava/callback', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
