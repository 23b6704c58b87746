import type {
  PlanChangeUndone,
  PlanChangeView,
  PlanCreate,
  PlanDashboard,
  PlanPreview,
  PlanUpdate,
  PlanView,
} from '@domestique/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/**
 * The plan routes (apps/server/src/modules/plans/README.md). Texts the server words (week aims, change sentences,
 * workout names) follow Accept-Language, so every read carries the UI language.
 */

/** After anything that changes the plan: every plan view, the dashboard's load card and the fitness chart re-read. */
export function useAfterPlanChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: planKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['dashboard-summary'] });
  };
}

/** GET /api/plans/active: `{plan}` or `{plan: null}`. */
export function useActivePlan(language: string) {
  return useQuery({
    queryKey: planKeys.active(language),
    queryFn: () => apiRequest<{ plan: PlanView | null }>('/api/plans/active', { language }),
  });
}

/** GET /api/plans/dashboard: the dashboard's plan, upcoming, focus, check-in and latest-change cards. */
export function usePlanDashboard(language: string) {
  return useQuery({
    queryKey: planKeys.dashboard(language),
    queryFn: () => apiRequest<PlanDashboard>('/api/plans/dashboard', { language }),
  });
}

/** POST /api/plans/preview: the plan the answers would give, nothing stored. */
export function usePreviewPlan(language: string) {
  return useMutation({
    mutationFn: (body: PlanCreate) =>
      apiRequest<PlanPreview>('/api/plans/preview', { method: 'POST', body, language }),
  });
}

/** POST /api/plans: the plan is made (and the active one, if any, ends). */
export function useCreatePlan(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (body: PlanCreate) =>
      apiRequest<{ plan: PlanView; endedPlanId: string | null }>('/api/plans', {
        method: 'POST',
        body,
        language,
      }),
    onSuccess: changed,
  });
}

/** PATCH /api/plans/active: new goal, weeks, event or strength — re-planned from today, the change with its sentence. */
export function useUpdatePlan(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (body: PlanUpdate) =>
      apiRequest<{ plan: PlanView; changes: PlanChangeView[] }>('/api/plans/active', {
        method: 'PATCH',
        body,
        language,
      }),
    onSuccess: changed,
  });
}

/** POST /api/plans/active/end. */
export function useEndPlan() {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/api/plans/active/end', { method: 'POST' }),
    onSuccess: changed,
  });
}

export type ChangeList = {
  planId: string | null;
  items: PlanChangeView[];
  total: number;
  page: number;
  pageSize: number;
};

/** GET /api/plans/changes: the active plan's changes, newest first, each with its sentence. */
export function usePlanChanges(language: string, page: number, pageSize = 20) {
  return useQuery({
    queryKey: planKeys.changes(language, page),
    queryFn: () =>
      apiRequest<ChangeList>(`/api/plans/changes?page=${page}&pageSize=${pageSize}`, { language }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/plans/changes/:id/undo (a coach's change while its days are still ahead). */
export function useUndoChange(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<PlanChangeUndone>(`/api/plans/changes/${encodeURIComponent(id)}/undo`, {
        method: 'POST',
        language,
      }),
    onSuccess: changed,
  });
}
