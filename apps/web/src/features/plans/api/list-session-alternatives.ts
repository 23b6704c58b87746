import type { SessionAlternatives } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';
import { sessionPath } from './session-path.ts';

/** GET …/alternatives: same-family workouts that fit the session's day, nearest level first. */
export function useAlternatives(uid: string | null, language: string) {
  return useQuery({
    queryKey: planKeys.alternatives(uid ?? '', language),
    queryFn: () => apiRequest<SessionAlternatives>(`${sessionPath(uid ?? '')}/alternatives`, { language }),
    enabled: uid !== null,
  });
}
