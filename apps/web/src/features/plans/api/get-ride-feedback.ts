import type { RideFeedbackRead } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';

/** GET /api/activities/:id/feedback: the feedback given, and the session the ride did. */
export const rideFeedbackQuery = (activityId: string, language: string) =>
  queryOptions({
    queryKey: planKeys.feedback(activityId, language),
    queryFn: () =>
      apiRequest<RideFeedbackRead>(`/api/activities/${encodeURIComponent(activityId)}/feedback`, {
        language,
      }),
  });

export function useRideFeedback(activityId: string, language: string) {
  return useQuery(rideFeedbackQuery(activityId, language));
}
