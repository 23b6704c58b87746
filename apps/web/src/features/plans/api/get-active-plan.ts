import type { ActivePlan } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/**
 * GET /api/plans/active: `{plan}` or `{plan: null}`. Keyed by language (the server words the texts): after a language
 * switch the last reply stays shown until the new one arrives, so the page — and a form on it — is not swapped for a
 * skeleton and emptied.
 */
export const activePlanQuery = (language: string) =>
  queryOptions({
    queryKey: planKeys.active(language),
    queryFn: () => apiRequest<ActivePlan>('/api/plans/active', { language }),
  });

export function useActivePlan(language: string) {
  return useQuery({ ...activePlanQuery(language), placeholderData: keepPreviousData });
}
