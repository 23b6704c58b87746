import type { CalendarView, MOVE_WARNINGS, PlanChangeView, UnavailableRangeView } from '@domestique/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { planKeys } from './keys.ts';
import { useAfterPlanChange } from './plans-api.ts';

export type MoveWarning = (typeof MOVE_WARNINGS)[number];
export type SessionAction = { change: PlanChangeView; warnings: MoveWarning[] };
export type Alternative = {
  workoutId: string;
  name: string;
  family: string;
  level: number;
  durationS: number;
  tss: number;
};

/** A session uid in a path: `2026-06-02#0` → `2026-06-02%230`. */
const sessionPath = (uid: string) => `/api/calendar/sessions/${encodeURIComponent(uid)}`;

/** GET /api/calendar?from&to (≤ 62 days). */
export function useCalendar(from: string, to: string, language: string) {
  return useQuery({
    queryKey: planKeys.calendar(from, to, language),
    queryFn: () => apiRequest<CalendarView>(`/api/calendar?from=${from}&to=${to}`, { language }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/alternatives: same-family workouts that fit the session's day, nearest level first. */
export function useAlternatives(uid: string | null, language: string) {
  return useQuery({
    queryKey: planKeys.alternatives(uid ?? '', language),
    queryFn: () =>
      apiRequest<{ uid: string; alternatives: Alternative[] }>(`${sessionPath(uid ?? '')}/alternatives`, {
        language,
      }),
    enabled: uid !== null,
  });
}

export type SessionCommand =
  | { action: 'move'; uid: string; toDate: string }
  | { action: 'skip'; uid: string }
  | { action: 'swap'; uid: string; workoutId: string };

/** POST …/move | skip | swap: the rider's own calendar actions (a move that breaks a rule comes with warnings). */
export function useSessionAction(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (command: SessionCommand) =>
      apiRequest<SessionAction>(`${sessionPath(command.uid)}/${command.action}`, {
        method: 'POST',
        language,
        body:
          command.action === 'move'
            ? { toDate: command.toDate }
            : command.action === 'swap'
              ? { workoutId: command.workoutId }
              : {},
      }),
    onSuccess: changed,
  });
}

/** GET /api/calendar/unavailable: the rider's days off. */
export function useUnavailable() {
  return useQuery({
    queryKey: planKeys.unavailable(),
    queryFn: () => apiRequest<{ items: UnavailableRangeView[] }>('/api/calendar/unavailable'),
  });
}

export type UnavailableInput = { from: string; to: string; reason: 'illness' | 'travel' | 'other' };

/** POST /api/calendar/unavailable: the coach moves the key sessions off those days, and says why. */
export function useAddUnavailable(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (body: UnavailableInput) =>
      apiRequest<{ range: UnavailableRangeView; changes: PlanChangeView[] }>('/api/calendar/unavailable', {
        method: 'POST',
        body,
        language,
      }),
    onSuccess: changed,
  });
}

/** DELETE /api/calendar/unavailable/:id: puts back what can still be put back. */
export function useRemoveUnavailable(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ changes: PlanChangeView[] }>(`/api/calendar/unavailable/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        language,
      }),
    onSuccess: changed,
  });
}
