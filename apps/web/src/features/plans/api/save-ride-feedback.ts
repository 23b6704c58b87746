import type { RideFeedbackInput, RideFeedbackRead, RideFeedbackSaved } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** PUT /api/activities/:id/feedback: the coach's progression rules run with it. */
export function useSaveRideFeedback(activityId: string, language: string) {
  const changed = useAfterPlanChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RideFeedbackInput) =>
      apiRequest<RideFeedbackSaved>(`/api/activities/${encodeURIComponent(activityId)}/feedback`, {
        method: 'PUT',
        body,
        language,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<RideFeedbackRead>(planKeys.feedback(activityId, language), (read) => ({
        session: read?.session ?? null,
        feedback: saved.feedback,
      }));
      changed();
    },
  });
}
