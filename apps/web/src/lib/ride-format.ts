/**
 * Number, unit and date formatting for ride data in the UI language (Intl, so pt/es get their own separators).
 * Distances in km, elevation in m; every helper returns '—' for a missing value so tables never show "null".
 */
export const MISSING = '—';

type Num = number | null | undefined;

const cache = new Map<string, Intl.NumberFormat>();
/** One Intl.NumberFormat per language and options, kept: making one costs far more than formatting with it. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    cache.set(key, format);
  }
  return format;
}

const dateCache = new Map<string, Intl.DateTimeFormat>();
/**
 * One Intl.DateTimeFormat per language and options, kept: each one made costs ~0.1–1 ms (its patterns are resolved),
 * and a plan's overview formats a few hundred days in its first render — the page's longest script on a phone.
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateCache.set(key, format);
  }
  return format;
}

const present = (value: Num): value is number => typeof value === 'number' && Number.isFinite(value);

/** A plain number with at most `digits` decimals (and at least `minDigits`). */
export function formatNumber(value: Num, language: string, digits = 0, minDigits = 0): string {
  if (!present(value)) return MISSING;
  return numberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: minDigits }).format(
    value,
  );
}

/** A number followed by a unit symbol that is the same in every language (W, bpm, rpm, kJ). */
export function formatWithSymbol(value: Num, symbol: string, language: string, digits = 0): string {
  if (!present(value)) return MISSING;
  return `${formatNumber(value, language, digits)} ${symbol}`;
}

/** Metres → kilometres with one decimal, in the language's unit style ("42.3 km", "42,3 km"). */
export function formatDistanceKm(metres: Num, language: string): string {
  if (!present(metres)) return MISSING;
  return numberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(metres / 1000);
}

/** Elevation in whole metres ("1,234 m", "1.234 m"). */
export function formatElevation(metres: Num, language: string): string {
  if (!present(metres)) return MISSING;
  return numberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres);
}

/** Speed in km/h with one decimal from m/s. */
export function formatSpeedKmh(metresPerSecond: Num, language: string): string {
  if (!present(metresPerSecond)) return MISSING;
  return numberFormat(language, {
    style: 'unit',
    unit: 'kilometer-per-hour',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(metresPerSecond * 3.6);
}

/** Hours with one decimal ("12.5 h"), for weekly and monthly totals. */
export function formatHours(seconds: Num, language: string): string {
  if (!present(seconds)) return MISSING;
  return numberFormat(language, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'narrow',
    maximumFractionDigits: 1,
  }).format(seconds / 3600);
}

/**
 * A duration as h:mm:ss, hours always written ("0:01:34", "1:11:53"): with m:ss under an hour, "1:34" beside
 * "1:11:53" in a list reads as an hour and a half. The notation riders read on their head units.
 */
export function formatDuration(seconds: Num): string {
  if (!present(seconds) || seconds < 0) return MISSING;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Power-curve durations: 5 s, 1 min, 20 min, 1 h, 1 h 30 min. */
export function formatShortDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) {
    const m = Math.floor(seconds / 60);
    const s = seconds % 60;
    return s ? `${m} min ${s} s` : `${m} min`;
  }
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return m ? `${h} h ${m} min` : `${h} h`;
}

/**
 * A number already written in `language` followed by its percent sign, as that language writes it: "88%" in en and
 * pt, "88 %" (no-break space) in es — the RAE's form, the coach's (`pct` of coach's library/text.ts) and what
 * `Intl` gives for es, so every Spanish percentage reads alike. For a band, pass "88–92": the sign follows once.
 */
export function withPercentSign(text: string, language: string): string {
  return language === 'es' ? `${text}\u00a0%` : `${text}%`;
}

/** A percentage given as a number of percent (5.2 → "5.2%"). */
export function formatPercent(percent: Num, language: string, digits = 1): string {
  if (!present(percent)) return MISSING;
  return numberFormat(language, { style: 'percent', maximumFractionDigits: digits }).format(percent / 100);
}

/** A signed number ("+3", "−4.5"): TSB and ramp rate, where the sign is the message. */
export function formatSigned(value: Num, language: string, digits = 0): string {
  if (!present(value)) return MISSING;
  return numberFormat(language, { maximumFractionDigits: digits, signDisplay: 'exceptZero' }).format(value);
}

/** Date of a ride in the UI language ("16 Aug 2013"). Calendar days ("2024-05-06") are read as that day, not UTC. */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return MISSING;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = day ? new Date(`${iso}T12:00:00`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return MISSING;
  return dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** Date and time of a ride start ("16 Aug 2013, 15:35"). */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return MISSING;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return MISSING;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Month of a monthly total ("May 2024"). */
export function formatMonth(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00`);
  if (Number.isNaN(date.getTime())) return MISSING;
  return dateTimeFormat(language, { month: 'long', year: 'numeric' }).format(date);
}
