import type { Connected, IntervalsConnectInput } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { connectionKeys } from './keys.ts';

/** POST /api/connections/intervals: the pasted athlete id and API key, checked by the server with intervals.icu. */
export function useConnectIntervals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntervalsConnectInput) =>
      apiRequest<Connected>('/api/connections/intervals', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
