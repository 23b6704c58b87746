/** Parses a decimal number; NaN when the text is empty or not a number. */
export function parseNumber(text: string): number {
  if (text === '') return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Longest ride name kept (the server's column and rename limit). */
export const RIDE_NAME_MAX = 200;

/**
 * A name as riders should see it: control characters and runs of white space made one space, trimmed, at most
 * {@link RIDE_NAME_MAX} characters (not splitting a surrogate pair); null when nothing is left.
 */
export function cleanName(text: string): string | null {
  const clean = text
    .replace(/\p{Cc}/gu, ' ') // control characters (C0, DEL, C1)
    .replace(/\s+/g, ' ')
    .trim();
  if (clean === '') return null;
  return Array.from(clean).slice(0, RIDE_NAME_MAX).join('').trim();
}

/** ISO 8601 timestamp → unix seconds (fractions kept); NaN when unparsable. */
export function parseTime(text: string): number {
  if (text === '') return Number.NaN;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms / 1000 : Number.NaN;
}

/**
 * Normalises sport names written by TCX (`Sport="Biking"`) and GPX (`<type>cycling</type>`, Strava's numeric
 * `<type>1</type>` for a ride) to the FIT profile's lower-case sport names.
 */
export function normaliseSport(text: string | undefined): string | null {
  if (text === undefined) return null;
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  if (value === '1' || value === 'biking' || value === 'ride' || /cycl|bik|ride/.test(value))
    return 'cycling';
  if (value === '9' || value === 'run' || /running/.test(value)) return 'running';
  return value.replace(/[^a-z0-9]+/g, '_');
}
