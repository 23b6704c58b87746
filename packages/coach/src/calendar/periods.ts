/** Calendar periods the progress pages total by: ISO weeks (Monday first) and months. */
import { dayNumber, dayString, type IsoDate, weekdayIndex } from './days.ts';

export type CalendarPeriod = 'week' | 'month';

/** Monday of the ISO week, or the first of the month, holding `day`. */
export function periodStart(day: IsoDate, period: CalendarPeriod): IsoDate {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  return dayString(dayNumber(day) - weekdayIndex(day));
}

/** How many periods the one starting at `from` lies before the one starting at `to` (negative when after it). */
export function periodsBetween(from: IsoDate, to: IsoDate, period: CalendarPeriod): number {
  if (period === 'week') return Math.round((dayNumber(to) - dayNumber(from)) / 7);
  const months = (day: IsoDate) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  return months(to) - months(from);
}

/** The start of the period `k` periods before the one starting at `start`. */
export function previousPeriod(start: IsoDate, period: CalendarPeriod, k: number): IsoDate {
  if (period === 'week') return dayString(dayNumber(start) - 7 * k);
  const [y, m] = start.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - k;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
