/** Query keys of the plans feature: everything under `plans`, so one invalidation refreshes every view of the plan. */
export const planKeys = {
  all: ['plans'] as const,
  active: (language: string) => ['plans', 'active', language] as const,
  dashboard: (language: string) => ['plans', 'dashboard', language] as const,
  changes: (language: string, page: number) => ['plans', 'changes', language, page] as const,
  calendar: (from: string, to: string, language: string) =>
    ['plans', 'calendar', from, to, language] as const,
  alternatives: (uid: string, language: string) => ['plans', 'alternatives', uid, language] as const,
  unavailable: () => ['plans', 'unavailable'] as const,
  feed: () => ['plans', 'feed'] as const,
  checkIn: () => ['plans', 'check-in'] as const,
  feedback: (activityId: string) => ['plans', 'feedback', activityId] as const,
};
