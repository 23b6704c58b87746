import type { StrengthSessionDetail } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { workoutKeys } from './keys.ts';

/** GET /api/strength/:id: exercises (sets, reps or holds, rest, cues) and the rider's logs of the session. */
export function useStrengthSession(id: string, language: string, enabled = true) {
  return useQuery({
    queryKey: workoutKeys.strengthSession(id, language),
    queryFn: () => apiRequest<StrengthSessionDetail>(`/api/strength/${encodeURIComponent(id)}`, { language }),
    enabled,
  });
}
