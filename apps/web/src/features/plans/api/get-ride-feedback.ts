import type { RideFeedbackRead } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** GET /api/activities/:id/feedback: the feedback given, and the session the ride did. */
export function useRideFeedback(activityId: string, language: string) {
  return useQuery({
    queryKey: planKeys.feedback(activityId, language),
    queryFn: () =>
      apiRequest<RideFeedbackRead>(`/api/activities/${encodeURIComponent(activityId)}/feedback`, {
        language,
      }),
  });
}
