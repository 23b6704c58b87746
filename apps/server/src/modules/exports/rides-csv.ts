import { STANDARD_DURATIONS } from '@domestique/science';
import { and, asc, eq, getTableColumns, gt, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { decodePowerCurve } from '../../db/power-curve-codec.ts';
import { activities } from '../../db/schema.ts';

/** Rides read per query: a rider with 5,000 rides is 25 small pages, never all rows at once. */
const PAGE = 200;

/**
 * Columns of `activities` that are not metrics: the owner, packed binaries (the power curve becomes `mmp_*` columns
 * below; the histogram and laps are re-derived from the original file) and a cache key.
 */
const NOT_COLUMNS = new Set([
  'userId',
  'powerCurve',
  'powerCurveKind',
  'powerHistogram',
  'hrLoadKey',
  'laps',
]);

/**
 * The CSV's columns are the `activities` table's, read from the schema — whose metric columns come from science's
 * registry (`RIDE_METRICS`) — so a metric added there is exported without touching this file. Headers are the SQL column names
 * (snake_case with their unit: `normalized_power_w`), then the mean-maximal power at each standard duration.
 */
export function rideColumns(): { header: string; key: string }[] {
  const cols = Object.entries(getTableColumns(activities) as Record<string, PgColumn>)
    .filter(([key]) => !NOT_COLUMNS.has(key))
    .map(([key, col]) => ({ header: col.name, key }));
  return [...cols, { header: 'original_file', key: '' }];
}

export const mmpHeaders = () => STANDARD_DURATIONS.map((d) => `mmp_${d}s_w`);

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
function field(value: unknown): string {
  if (value == null) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type RideRow = typeof activities.$inferSelect;

/**
 * The rider's rides, oldest first, one page at a time (keyset on start time and id: stable while rides arrive). An
 * async generator: the next page is read only when the consumer (the ZIP writer) asks for it.
 */
export async function* ridePages(db: Db, userId: string): AsyncGenerator<RideRow[]> {
  let after: { startTime: Date; id: string } | null = null;
  for (;;) {
    const mine = eq(activities.userId, userId);
    const rows: RideRow[] = await db
      .select()
      .from(activities)
      .where(
        after
          ? and(
              mine,
              or(
                gt(activities.startTime, after.startTime),
                and(eq(activities.startTime, after.startTime), gt(activities.id, after.id)),
              ),
            )
          : mine,
      )
      .orderBy(asc(activities.startTime), asc(activities.id))
      .limit(PAGE);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { startTime: last.startTime, id: last.id };
  }
}

/**
 * `activities.csv` as a stream of text: one header line, then one line per ride, a page of rides per chunk, pulled
 * by the ZIP writer as it drains. `originalOf` names the ride's original file in the archive.
 */
export async function* ridesCsv(
  db: Db,
  userId: string,
  originalOf: (ride: RideRow) => string | null,
): AsyncGenerator<string> {
  const columns = rideColumns();
  yield `${[...columns.map((c) => c.header), ...mmpHeaders()].join(',')}\r\n`;
  for await (const rows of ridePages(db, userId)) {
    let chunk = '';
    for (const ride of rows) {
      const curve = decodePowerCurve(ride.powerCurve);
      const values = columns.map((c) =>
        c.key === '' ? originalOf(ride) : (ride as Record<string, unknown>)[c.key],
      );
      const mmp = STANDARD_DURATIONS.map((_, i) => {
        const w = curve?.[i];
        return w != null && Number.isFinite(w) ? Math.round(w * 10) / 10 : null;
      });
      chunk += `${[...values, ...mmp].map(field).join(',')}\r\n`;
    }
    yield chunk;
  }
}
