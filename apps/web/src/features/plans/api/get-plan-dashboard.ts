import type { PlanDashboard } from '@domestique/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/**
 * GET /api/plans/dashboard: the dashboard's plan, upcoming, focus, check-in and latest-change cards. Its texts follow
 * `language` (Accept-Language); the dashboard's loader starts it beside the other first reads (and /boot.js before
 * the bundle, with the page's language), not after the page has rendered.
 */
export const planDashboardQuery = (language: string) =>
  queryOptions({
    queryKey: planKeys.dashboard(language),
    queryFn: () => apiRequest<PlanDashboard>('/api/plans/dashboard', { language }),
  });

export function usePlanDashboard(language: string) {
  return useQuery({
    ...planDashboardQuery(language),
    // as useActivePlan: a language switch keeps the page (the wizard reads the rider's today from it)
    placeholderData: keepPreviousData,
  });
}
