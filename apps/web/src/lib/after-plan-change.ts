import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys, planRoot } from './query-keys.ts';

/**
 * After anything that changes the plan — the plans feature's actions, a proposal of the coach's chat accepted — every
 * plan view, the dashboard's load card and the fitness chart re-read.
 */
export function useAfterPlanChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: planRoot });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() });
  };
}
