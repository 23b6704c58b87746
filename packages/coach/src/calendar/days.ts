/**
 * Calendar arithmetic on `YYYY-MM-DD` strings, by whole day numbers (days since 1970-01-01): integer maths, no Date
 * object and no time zone, so a plan is the same wherever and whenever it is computed. "Today" is always an input.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDate = string;

/** Days of the week in ISO order (Monday first), as the profile stores them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Days since 1970-01-01 of a `YYYY-MM-DD` string (Hinnant's days-from-civil); NaN when it is not one. */
export function dayNumber(day: IsoDate): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= 31)) return Number.NaN;
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** `YYYY-MM-DD` of a day number (Hinnant's civil-from-days). */
export function dayString(n: number): IsoDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isValidDay(day: unknown): day is IsoDate {
  if (typeof day !== 'string') return false;
  const n = dayNumber(day);
  return Number.isFinite(n) && dayString(n) === day;
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: IsoDate, days: number): IsoDate {
  return dayString(dayNumber(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Day of the week, 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayIndex(day: IsoDate): number {
  return (((dayNumber(day) + 3) % 7) + 7) % 7;
}

/** Day of the week of `day` as the profile writes it. */
export function weekdayOf(day: IsoDate): Weekday {
  return WEEKDAYS[weekdayIndex(day)]!;
}
