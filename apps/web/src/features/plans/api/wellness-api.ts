import type { CheckInInput, CheckInSaved, PlanChangeView, RideFeedbackInput } from '@domestique/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';
import { useAfterPlanChange } from './plans-api.ts';

/** PUT /api/check-ins/today: readiness, and today's session eased when the coach says so. */
export function useSaveCheckIn(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (body: CheckInInput) =>
      apiRequest<CheckInSaved>('/api/check-ins/today', { method: 'PUT', body, language }),
    onSuccess: changed,
  });
}

export type RideFeedback = {
  activityId: string;
  rpe: number | null;
  feel: 'tooEasy' | 'right' | 'tooHard' | null;
  updatedAt: string;
};

/** GET /api/activities/:id/feedback. */
export function useRideFeedback(activityId: string) {
  return useQuery({
    queryKey: planKeys.feedback(activityId),
    queryFn: () =>
      apiRequest<{ feedback: RideFeedback | null }>(
        `/api/activities/${encodeURIComponent(activityId)}/feedback`,
      ),
  });
}

/** PUT /api/activities/:id/feedback: the coach's progression rules run with it. */
export function useSaveRideFeedback(activityId: string, language: string) {
  const changed = useAfterPlanChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RideFeedbackInput) =>
      apiRequest<{ feedback: RideFeedback; changes: PlanChangeView[] }>(
        `/api/activities/${encodeURIComponent(activityId)}/feedback`,
        { method: 'PUT', body, language },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(planKeys.feedback(activityId), { feedback: saved.feedback });
      changed();
    },
  });
}

export type FeedStatus = { active: boolean; createdAt: string | null };
export type FeedCreated = { url: string; webcalUrl: string; createdAt: string };

/** GET /api/calendar/feed: whether a private feed exists (its URL is never shown again). */
export function useFeedStatus() {
  return useQuery({
    queryKey: planKeys.feed(),
    queryFn: () => apiRequest<FeedStatus>('/api/calendar/feed'),
  });
}

/** POST (create or rotate: the old URL stops working) and DELETE (revoke) /api/calendar/feed. */
export function useFeedActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: planKeys.feed() });
  const create = useMutation({
    mutationFn: () => apiRequest<FeedCreated>('/api/calendar/feed', { method: 'POST' }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () => apiRequest<null>('/api/calendar/feed', { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
