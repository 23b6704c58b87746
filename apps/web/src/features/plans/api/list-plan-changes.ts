import type { PlanChangeList } from '@domestique/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** GET /api/plans/changes: the active plan's changes, newest first, each with its sentence. */
export function usePlanChanges(language: string, page: number, pageSize = 20) {
  return useQuery({
    queryKey: planKeys.changes(language, page),
    queryFn: () =>
      apiRequest<PlanChangeList>(`/api/plans/changes?page=${page}&pageSize=${pageSize}`, { language }),
    placeholderData: keepPreviousData,
  });
}
