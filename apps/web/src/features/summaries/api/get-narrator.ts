import type { CoachNarrator } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { summaryKeys } from './keys.ts';

/** GET /api/coach/narrator: whether this server has a language model for the coach, and its name. */
export function useCoachNarrator() {
  return useQuery({
    queryKey: summaryKeys.narrator(),
    queryFn: () => apiRequest<CoachNarrator>('/api/coach/narrator'),
    // the operator's configuration: it changes with a restart, not while a page is open
    staleTime: Number.POSITIVE_INFINITY,
  });
}
