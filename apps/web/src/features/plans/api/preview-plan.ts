import type { PlanCreate, PlanPreview } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/plans/preview: the plan the answers would give, nothing stored. */
export function usePreviewPlan(language: string) {
  return useMutation({
    mutationFn: (body: PlanCreate) =>
      apiRequest<PlanPreview>('/api/plans/preview', { method: 'POST', body, language }),
  });
}
