import type { PlanEnded } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/plans/active/end. */
export function useEndPlan() {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: () => apiRequest<PlanEnded>('/api/plans/active/end', { method: 'POST' }),
    onSuccess: changed,
  });
}
