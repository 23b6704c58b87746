/**
 * Strava's rate limits (integrations.md §2): two windows — 15 minutes, reset at :00/:15/:30/:45, and the UTC day —
 * reported on every answer as `X-RateLimit-Limit`/`-Usage` ("15min,daily") and, for reads, `X-ReadRateLimit-*`.
 * Over either limit Strava answers 429. We read the headers after every call and stop before the limit rather than
 * learning it from a 429, and after a 429 we wait for the window that is full to reset.
 */
export interface RateWindowState {
  /** calls used and allowed in the current 15-minute window and the UTC day (the tighter of overall and read) */
  short: { used: number; limit: number };
  daily: { used: number; limit: number };
}

const FIFTEEN_MIN_MS = 15 * 60_000;

/** The next :00/:15/:30/:45 boundary after `now`. */
export function nextQuarterHour(now: Date): Date {
  return new Date((Math.floor(now.getTime() / FIFTEEN_MIN_MS) + 1) * FIFTEEN_MIN_MS);
}

/** The next UTC midnight after `now`. */
export function nextUtcMidnight(now: Date): Date {
  const d = new Date(now);
  d.setUTCHours(24, 0, 0, 0);
  return d;
}

function pair(value: string | null): [number, number] | null {
  if (!value) return null;
  const [a, b] = value.split(',').map((v) => Number(v.trim()));
  return Number.isFinite(a) && Number.isFinite(b) ? [a!, b!] : null;
}

/** Reads both header families; null when the answer carries none (not Strava, or an error page in front of it). */
export function readRateHeaders(headers: Headers): RateWindowState | null {
  const limit = pair(headers.get('x-ratelimit-limit'));
  const usage = pair(headers.get('x-ratelimit-usage'));
  if (!limit || !usage) return null;
  const readLimit = pair(headers.get('x-readratelimit-limit'));
  const readUsage = pair(headers.get('x-readratelimit-usage'));
  // The window nearest to its limit decides: compare the room left in each family.
  const room = (i: 0 | 1, u: [number, number], l: [number, number]) => l[i] - u[i];
  const pick = (i: 0 | 1) =>
    readLimit && readUsage && room(i, readUsage, readLimit) < room(i, usage, limit)
      ? { used: readUsage[i], limit: readLimit[i] }
      : { used: usage[i], limit: limit[i] };
  return { short: pick(0), daily: pick(1) };
}

/**
 * When the next call may be made: null if there is room now, else the reset of the window that is full (the day
 * wins over the quarter hour). `reserve` keeps calls back for webhooks arriving while a backfill runs.
 */
export function nextAllowedAt(rate: RateWindowState | null, now: Date, reserve = 0): Date | null {
  if (!rate) return null;
  // never hold back more than a tenth of a window (a small test or single-player limit stays usable)
  const keep = (limit: number) => Math.min(reserve, Math.floor(limit / 10));
  if (rate.daily.used + keep(rate.daily.limit) >= rate.daily.limit) return nextUtcMidnight(now);
  if (rate.short.used + keep(rate.short.limit) >= rate.short.limit) return nextQuarterHour(now);
  return null;
}

/** After a 429: the window that is full resets next; without headers, the next quarter hour. */
export function retryAfter429(rate: RateWindowState | null, now: Date): Date {
  return nextAllowedAt(rate, now) ?? nextQuarterHour(now);
}
