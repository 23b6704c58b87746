/**
 * The tokens of an intervals.icu workout step line that carry meaning; every other word is the step's text.
 * Shared by the reader (to parse) and the writer (to keep labels from being read as durations or targets).
 */

const NUMBER = String.raw`\d+(?:\.\d+)?`;

/** 1h20m, 10m, 30s, 1m30s, 1m30 (seconds implied), 5', 30", 90sec, 2min. */
const DURATION = /^(?:(\d+)h)?(?:(\d+)m(?:in)?)?(?:(\d+)(?:s|sec)?)?$/;
const DURATION_QUOTES = /^(?:(\d+)')?(?:(\d+)")?$/;
/** 75%, 88-94%, 95%ftp. */
export const PERCENT = new RegExp(`^(${NUMBER})(?:-(${NUMBER}))?%(?:ftp)?$`);
/** 250w, 200-250w. */
export const WATTS = new RegExp(`^(${NUMBER})(?:-(${NUMBER}))?w$`);
/** 90rpm, 85-95rpm. */
export const RPM = new RegExp(`^(${NUMBER})(?:-(${NUMBER}))?rpm$`);
/** Z2, z5. */
export const ZONE = /^z([1-7])$/;
/** Distances: 2km, 500m is ambiguous with minutes and is read as minutes (intervals.icu writes 500mtr). */
export const DISTANCE = new RegExp(`^${NUMBER}(?:km|mi|mtr)$`);
/** Heart-rate and pace words whose targets we do not model. */
export const OTHER_TARGETS = new Set(['hr', 'lthr', '%hr', '%lthr', 'pace', '%pace', 'bpm']);
export const KEYWORDS = new Set(['ramp', 'freeride', 'press', 'lap']);
/** A repeat header ends with "5x" or "5 x". */
export const REPEAT_HEADER = /(?:^|\s)(\d+)\s*x$/i;

/** Seconds of a duration token, or null when the word is not one. "30" alone is not a duration (it is text). */
export function durationSeconds(word: string): number | null {
  const lower = word.toLowerCase();
  const quotes = DURATION_QUOTES.exec(lower);
  if (quotes && (quotes[1] || quotes[2])) return Number(quotes[1] ?? 0) * 60 + Number(quotes[2] ?? 0);
  const match = DURATION.exec(lower);
  if (!match || !/[hms]/.test(lower)) return null;
  const [, h, m, s] = match;
  if (!h && !m && !s) return null;
  // "1m30" has implied seconds; a bare number after hours ("1h30") is minutes, as intervals.icu reads it.
  if (s && !m && h && !/\d(s|sec)$/.test(lower)) return Number(h) * 3600 + Number(s) * 60;
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
}

/** True when the parser would not read `word` as plain text. */
export function isIcuToken(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    durationSeconds(lower) !== null ||
    PERCENT.test(lower) ||
    WATTS.test(lower) ||
    RPM.test(lower) ||
    ZONE.test(lower) ||
    DISTANCE.test(lower) ||
    OTHER_TARGETS.has(lower) ||
    KEYWORDS.has(lower) ||
    /^\d+x$/.test(lower)
  );
}
