import type { StrengthSessionList } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { workoutKeys } from './keys.ts';

/** GET /api/strength: the sessions with their estimated load, in the UI language. */
export const strengthListQuery = (language: string) =>
  queryOptions({
    queryKey: workoutKeys.strengthList(language),
    queryFn: () => apiRequest<StrengthSessionList>('/api/strength', { language }),
  });

export function useStrengthSessions(language: string, enabled = true) {
  return useQuery({ ...strengthListQuery(language), enabled });
}
