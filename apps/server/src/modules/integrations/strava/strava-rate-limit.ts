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
 * Share of each window that background work — the 90-day history of a new connection — may use, all riders
 * together: the other half stays for rides arriving by webhook, so one rider's backlog never starves the others.
 */
export const BACKGROUND_SHARE = 0.5;
/**
 * Share of each window one rider's own foreground work (their webhook events) may use, at least RIDER_MIN_CALLS:
 * a new ride costs two calls (the list, its streams), so a rider gets five rides a quarter hour — and a stranger
 * forging events for that rider burns that rider's share only, never the application's whole quota.
 */
export const RIDER_SHARE = 0.1;
export const RIDER_MIN_CALLS = 4;
/** Strava's read limits of a new application (integrations.md §2), assumed until an answer reports the real ones. */
export const DEFAULT_READ_LIMITS = { short: 100, daily: 1000 } as const;

/**
 * When the next call may be made: null if there is room now, else the reset of the window that is full (the day
 * wins over the quarter hour). Background work stops at BACKGROUND_SHARE of each window.
 */
export function nextAllowedAt(rate: RateWindowState | null, now: Date, background = false): Date | null {
  if (!rate) return null;
  const cap = (limit: number) => (background ? Math.floor(limit * BACKGROUND_SHARE) : limit);
  if (rate.daily.used >= cap(rate.daily.limit)) return nextUtcMidnight(now);
  if (rate.short.used >= cap(rate.short.limit)) return nextQuarterHour(now);
  return null;
}

/** A rider's own calls of one window: RIDER_SHARE of it, at least RIDER_MIN_CALLS. */
export function riderShare(limit: number): number {
  return Math.max(RIDER_MIN_CALLS, Math.floor(limit * RIDER_SHARE));
}

/**
 * When a rider's next foreground call may be made, given the calls they made in this quarter hour (`short`) and
 * this UTC day (`daily`): null within their share, else the reset of the window whose share is spent.
 */
export function riderAllowedAt(
  used: { short: number; daily: number },
  rate: RateWindowState | null,
  now: Date,
): Date | null {
  const limits = rate
    ? { short: rate.short.limit, daily: rate.daily.limit }
    : { short: DEFAULT_READ_LIMITS.short, daily: DEFAULT_READ_LIMITS.daily };
  if (used.daily >= riderShare(limits.daily)) return nextUtcMidnight(now);
  if (used.short >= riderShare(limits.short)) return nextQuarterHour(now);
  return null;
}

/** After a 429: the window that is full resets next; without headers, the next quarter hour. */
export function retryAfter429(rate: RateWindowState | null, now: Date): Date {
  return nextAllowedAt(rate, now) ?? nextQuarterHour(now);
}
