import { planRoot } from '../../../lib/query-keys.ts';

/**
 * Query keys of the plans feature: everything under `plans`, so one invalidation refreshes every view of the plan.
 * Texts the server words (week aims, change sentences, workout names) follow Accept-Language, so every read that
 * carries them is keyed by the UI language. One file per endpoint beside this one (the routes:
 * apps/server/src/modules/plans/README.md).
 */
export const planKeys = {
  all: planRoot,
  active: (language: string) => ['plans', 'active', language] as const,
  dashboard: (language: string) => ['plans', 'dashboard', language] as const,
  changes: (language: string, page: number) => ['plans', 'changes', language, page] as const,
  calendar: (from: string, to: string, language: string) =>
    ['plans', 'calendar', from, to, language] as const,
  alternatives: (uid: string, language: string) => ['plans', 'alternatives', uid, language] as const,
  unavailable: () => ['plans', 'unavailable'] as const,
  feed: () => ['plans', 'feed'] as const,
  checkIn: () => ['plans', 'check-in'] as const,
  feedback: (activityId: string, language: string) => ['plans', 'feedback', activityId, language] as const,
};
