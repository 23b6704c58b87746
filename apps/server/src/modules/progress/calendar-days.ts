/** Calendar arithmetic on `YYYY-MM-DD` strings (UTC-based, so no daylight-saving surprises). */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` string (NaN when it is not one). */
export function dayNumber(day: string): number {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  if (day.length !== 10 || day[4] !== '-' || day[7] !== '-' || !(m >= 1 && m <= 12 && d >= 1 && d <= 31)) {
    return Number.NaN;
  }
  // Hinnant's days-from-civil (Date.UTC would map years 0–99 to 1900–1999)
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DD` of a day number (Hinnant's civil-from-days: integer math, no Date object per day). */
export function dayString(n: number): string {
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

export function isValidDay(day: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    Number.isFinite(Date.parse(`${day}T00:00:00Z`)) &&
    dayString(dayNumber(day)) === day
  );
}

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

/** Today in `timeZone` as `YYYY-MM-DD`. */
export function today(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Monday of the ISO week, or the first of the month, holding `day`. */
export function periodStart(day: string, period: 'week' | 'month'): string {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const n = dayNumber(day);
  const weekday = (new Date(n * DAY_MS).getUTCDay() + 6) % 7; // Monday = 0
  return dayString(n - weekday);
}

/** The start of the period `k` periods before the one starting at `start`. */
export function previousPeriod(start: string, period: 'week' | 'month', k: number): string {
  if (period === 'week') return dayString(dayNumber(start) - 7 * k);
  const [y, m] = start.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - k;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
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
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = dayNumber(day) * DAY_MS;
  let at = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  at = midnightUtc - zoneOffsetMs(at, timeZone);
  return new Date(at);
}
