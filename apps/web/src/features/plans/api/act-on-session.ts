import type { SessionAction } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';
import { sessionPath } from './session-path.ts';

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
