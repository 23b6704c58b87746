import { addDays, daysBetween, WEEKDAYS, type Weekday, weekdayOf } from '@domestique/coach';
import { dateTimeFormat } from '../../lib/ride-format.ts';

/**
 * Calendar arithmetic on the rider's days (`YYYY-MM-DD`, their time zone — the server says which day is today): the
 * coach's day arithmetic (integer day numbers, no time zone), plus the views and words only the web needs.
 */

export type { Weekday };
export { addDays, daysBetween, weekdayOf };

const WEEKDAY_ORDER: readonly Weekday[] = WEEKDAYS;

/** A day as a Date at UTC midnight, for Intl formatting and month stepping (never shifted by daylight saving). */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of the day's week (plans and the calendar run Monday to Sunday). */
export function weekStart(day: string): string {
  return addDays(day, -WEEKDAY_ORDER.indexOf(weekdayOf(day)));
}

/** The days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export type CalendarRange = { from: string; to: string };

/** The week view: Monday to Sunday around `day`. */
export function weekRange(day: string): CalendarRange {
  const from = weekStart(day);
  return { from, to: addDays(from, 6) };
}

/** The month view: whole weeks covering the month of `day` (5 or 6 weeks, within the API's 62 days). */
export function monthRange(day: string): CalendarRange {
  const first = `${day.slice(0, 7)}-01`;
  const next = toDate(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = addDays(toDay(next), -1);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/** The same view one step back or forward (a week, or a month). */
export function shiftAnchor(day: string, view: 'week' | 'month', step: -1 | 1): string {
  if (view === 'week') return addDays(day, 7 * step);
  const d = toDate(`${day.slice(0, 7)}-01`);
  d.setUTCMonth(d.getUTCMonth() + step);
  return toDay(d);
}

/** "Tue 2 Jun" in the UI language (a day, not an instant: formatted in UTC so it is that day everywhere). */
export function formatDay(day: string, language: string, withWeekday = true): string {
  return dateTimeFormat(language, {
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(toDate(day));
}

/** Short weekday names Monday first, in the UI language. */
export function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const monday = toDate('2024-01-01');
  return WEEKDAY_ORDER.map((_, i) =>
    dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
      new Date(monday.getTime() + i * 86_400_000),
    ),
  );
}

/** "1 h 30 min", "45 min": planned durations (rounded to the minute). */
export function formatPlanDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** "terça-feira" → "Terça-feira" (CSS `capitalize` would make it "Terça-Feira"). */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export { WEEKDAY_ORDER };

/**
 * What a day without sessions says: "Rest" on a day of the plan; before the plan began, that there was no plan yet
 * (it was never a rest day the coach chose); with no plan at all, nothing (the page says there is none).
 */
export function emptyDayWord(date: string, planStart: string | null): 'rest' | 'noPlanYet' | null {
  if (planStart === null) return null;
  return date < planStart ? 'noPlanYet' : 'rest';
}
