import type { IntervalsConnectInput, StravaCallbackInput, StravaStart } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/connections/strava/start: the server keeps the state; we go to Strava's page it answers with. */
export function useStartStrava() {
  return useMutation({
    mutationFn: () => apiRequest<StravaStart>('/api/connections/strava/start', { method: 'POST', body: {} }),
  });
}

/** POST /api/connections/strava/callback with what Strava put in the callback's query. */
export function useFinishStrava() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StravaCallbackInput) =>
      apiRequest<{ connected: true }>('/api/connections/strava/callback', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['connections'] }),
  });
}

/** POST /api/connections/intervals: the pasted athlete id and API key, checked by the server with intervals.icu. */
export function useConnectIntervals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntervalsConnectInput) =>
      apiRequest<{ connected: true }>('/api/connections/intervals', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['connections'] }),
  });
}
