import type { PlanCreate, PlanCreated } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/plans: the plan is made (and the active one, if any, ends). */
export function useCreatePlan(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (body: PlanCreate) =>
      apiRequest<PlanCreated>('/api/plans', {
        method: 'POST',
        body,
        language,
      }),
    onSuccess: changed,
  });
}
