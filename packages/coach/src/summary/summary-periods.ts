/**
 * Which week or month a summary covers, on the rider's local calendar (no clock: "today" and the local hour are
 * inputs). A week runs Monday to Sunday and its summary is due on the Monday after at 07:00; a month's on the 1st of
 * the next at 07:00 (issue #19). Before that hour the one before is the latest due, so the sweep that builds them is
 * idempotent and catches up after downtime by building whatever is due and missing.
 */
import { addDays, dayNumber, type IsoDate, weekdayIndex } from '../calendar/days.ts';
import { periodStart, previousPeriod } from '../calendar/periods.ts';
import type { SummaryPeriod } from './types.ts';

/** The local hour a summary is due on its day (Monday for a week, the 1st for a month). */
export const SUMMARY_DUE_HOUR = 7;

export interface PeriodRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** The last whole week (Monday–Sunday) or month that ended before `today`. */
export function lastCompletePeriod(today: IsoDate, period: SummaryPeriod): PeriodRange {
  const current = periodStart(today, period);
  const from = previousPeriod(current, period, 1);
  return { from, to: addDays(current, -1) };
}

/** The period before `range` (a week back, or the month before). */
export function periodBefore(range: PeriodRange, period: SummaryPeriod): PeriodRange {
  return { from: previousPeriod(range.from, period, 1), to: addDays(range.from, -1) };
}

/** The latest period whose summary is due at `hour` o'clock on the rider's local `today`. */
export function dueSummaryPeriod(today: IsoDate, hour: number, period: SummaryPeriod): PeriodRange {
  const last = lastCompletePeriod(today, period);
  const firstDay = period === 'week' ? weekdayIndex(today) === 0 : today.endsWith('-01');
  return firstDay && hour < SUMMARY_DUE_HOUR ? periodBefore(last, period) : last;
}

/** True when `range` is one whole week or month as the summaries cut them (the API's `from` is checked with it). */
export function isSummaryPeriod(range: PeriodRange, period: SummaryPeriod): boolean {
  if (periodStart(range.from, period) !== range.from) return false;
  const next = previousPeriod(range.from, period, -1);
  return dayNumber(range.to) === dayNumber(next) - 1;
}
