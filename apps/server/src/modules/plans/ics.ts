/**
 * A minimal iCalendar (RFC 5545) writer for all-day events: CRLF line ends (§3.1), content lines folded at 75 octets
 * without splitting a UTF-8 character (§3.1), TEXT values escaped (§3.3.11: backslash, semicolon, comma, newline).
 */

export interface IcsEvent {
  /** Globally unique and stable for the same event (§3.8.4.7): a moved session keeps its UID. */
  uid: string;
  /** All-day: `YYYY-MM-DD`. */
  date: string;
  summary: string;
  description: string;
  url?: string | null;
}

export interface IcsCalendar {
  name: string;
  /** When the events were last changed (DTSTAMP, §3.8.7.2). */
  stamp: Date;
  events: readonly IcsEvent[];
  /** How often clients should refresh (REFRESH-INTERVAL, RFC 7986 §5.7), e.g. `PT6H`. */
  refresh: string;
}

const MAX_OCTETS = 75;

/** §3.3.11: `\` → `\\`, `;` → `\;`, `,` → `\,`, line breaks → `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.1: lines longer than 75 octets are split, each continuation starting with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `20260602T061500Z` (UTC date-time, §3.3.5 form 2). */
export function utcStamp(at: Date): string {
  return (
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`
  );
}

const dateValue = (day: string) => day.replaceAll('-', '');

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function writeIcs(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Domestique//Training plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`,
    `X-PUBLISHED-TTL:${calendar.refresh}`,
  ];
  for (const e of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(e.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(e.date))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      ...(e.url ? [`URL:${e.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
