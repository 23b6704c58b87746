import type { PlanUpdate, PlanUpdated } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';

/** PATCH /api/plans/active: new goal, weeks, event or strength — re-planned from today, the change with its sentence. */
export function useUpdatePlan(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (body: PlanUpdate) =>
      apiRequest<PlanUpdated>('/api/plans/active', {
        method: 'PATCH',
        body,
        language,
      }),
    onSuccess: changed,
  });
}
