import type { SeasonPowerCurve, Totals } from '@domestique/contract';

/**
 * Query keys several features share: a ride changes the ride list, the progress charts and the dashboard card, and an
 * FTP change (the ftp feature) re-reads all three — features cannot import each other, so these factories live here.
 * Each factory's `all` is a prefix of every key it makes, so invalidating it refreshes every view below it.
 */

/** The prefix of every read of the plan (features/plans' `planKeys`): a change from another feature re-reads them all. */
export const planRoot = ['plans'] as const;

/** GET /api/dashboard/summary (features/ftp), re-read after anything that moves FTP, fitness or the last ride. */
export const dashboardKeys = {
  summary: () => ['dashboard-summary'] as const,
};

/** The rides (features/activities) and what hangs off one ride (its FTP test preview lives in features/ftp). */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => ['activities', 'list'] as const,
  list: (params: Readonly<Record<string, unknown>>) => ['activities', 'list', params] as const,
  detail: (id: string) => ['activities', 'detail', id] as const,
  /** Both resolutions of one ride's streams (a prefix of `streams`). */
  allStreams: (id: string) => ['activities', 'streams', id] as const,
  streams: (id: string, full: boolean) => ['activities', 'streams', id, full ? 'full' : 'chart'] as const,
  ftpTest: (id: string) => ['activities', 'ftp-test', id] as const,
};

/** The progress page's reads (features/progress), and a ride's season best (features/activities) among them. */
export const progressKeys = {
  all: ['progress'] as const,
  ftpHistory: () => ['progress', 'ftp-history'] as const,
  fitness: (range: string) => ['progress', 'fitness', range] as const,
  powerCurve: (range: SeasonPowerCurve['range']) => ['progress', 'power-curve', range] as const,
  /** The best of the 90 days up to `until` (under `powerCurve('90d')`, as it always was). */
  seasonBest: (until: string) => ['progress', 'power-curve', '90d', until] as const,
  totals: (period: Totals['period'], offset: number) => ['progress', 'totals', period, offset] as const,
};
