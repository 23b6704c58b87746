import type { StravaStart } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/connections/strava/start: the server keeps the state; we go to Strava's page it answers with. */
export function useStartStrava() {
  return useMutation({
    mutationFn: () => apiRequest<StravaStart>('/api/connections/strava/start', { method: 'POST', body: {} }),
  });
}
