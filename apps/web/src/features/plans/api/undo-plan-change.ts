import type { PlanChangeUndone } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';

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
