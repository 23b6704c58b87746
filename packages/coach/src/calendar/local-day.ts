/**
 * The rider's local calendar day. Rides, check-ins and plans are days in the rider's time zone, while the clock and
 * the database speak instants; these turn one into the other. The instant is always an input (no clock here), and
 * an unknown zone falls back to UTC rather than breaking a chart.
 */
import { dayNumber, type IsoDate } from './days.ts';

const DAY_MS = 86_400_000;

/** A valid IANA zone or UTC (profiles store the rider's zone; an unknown one must not break the charts). */
export function safeTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The day `at` falls on in `timeZone`, `YYYY-MM-DD` ("today" when `at` is now). */
export function localDay(timeZone: string, at: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** How far `timeZone` is ahead of UTC at `at`, ms (negative west of Greenwich). */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant local midnight of `day` happens in `timeZone` (a second pass settles days that change offset). */
export function startOfDayIn(day: IsoDate, timeZone: string): Date {
  const midnightUtc = dayNumber(day) * DAY_MS;
  let at = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  at = midnightUtc - zoneOffsetMs(at, timeZone);
  return new Date(at);
}
