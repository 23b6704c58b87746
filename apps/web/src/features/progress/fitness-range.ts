/** Ranges of the fitness chart. `all` starts at the first ride (the server caps a window at 20 years). */
export const FITNESS_RANGES = ['90d', 'year', 'all'] as const;
export type FitnessRange = (typeof FITNESS_RANGES)[number];

const DAY_MS = 86_400_000;
const MAX_DAYS = 366 * 20;

/** YYYY-MM-DD of a local calendar day. */
export function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(new Date(y, m - 1, d, 12).getTime() + days * DAY_MS));
}

/**
 * First day of the fitness window: undefined for the server's default (90 days), a year back, or the day of the
 * first ride (never more than the server's 20-year cap, never after today).
 */
export function fitnessFrom(
  range: FitnessRange,
  today: string,
  firstRide: string | null,
): string | undefined {
  if (range === '90d') return undefined;
  if (range === 'year') return addDays(today, -364);
  const earliest = addDays(today, -(MAX_DAYS - 1));
  if (!firstRide) return addDays(today, -364);
  const first = isoDay(new Date(firstRide));
  if (first > today) return today;
  if (first < earliest) return earliest;
  return first;
}
