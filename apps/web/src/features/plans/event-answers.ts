import type { EventPriority, PlanEvent } from '@domestique/coach';

/**
 * One event as the wizard and the "Change plan" form hold it: its name and date as typed (empty until the rider fills
 * them; the name is optional) and its priority, with a key that stays with the row when another row is removed (React
 * keys, focus).
 */
export type EventRow = { key: string; name: string; date: string; priority: EventPriority };

let lastKey = 0;
const nextKey = () => `event-${++lastKey}`;

/** The rows of a plan's events (the plan view lists them in date order). */
export function eventRows(events: readonly PlanEvent[]): EventRow[] {
  return events.map((e) => ({ key: nextKey(), name: e.name ?? '', date: e.date, priority: e.priority }));
}

/**
 * A new row: A when the list has none yet (most riders add their main event first), else B — a second A would move
 * the plan's end, which the rider should choose on purpose.
 */
export function newEventRow(rows: readonly EventRow[]): EventRow {
  return { key: nextKey(), name: '', date: '', priority: rows.some((r) => r.priority === 'A') ? 'B' : 'A' };
}

/**
 * The `events` of a request body, in the rows' order: the server's field errors (`events.1.date`) point at a row by
 * that index. An empty date goes as typed so the server words the problem at its row.
 */
export function toEvents(rows: readonly EventRow[]): PlanEvent[] {
  return rows.map((r) => {
    const name = r.name.trim();
    return name ? { date: r.date, priority: r.priority, name } : { date: r.date, priority: r.priority };
  });
}

/** With an A event the plan runs up to the last one, so its length may be left to the server. */
export const hasAEvent = (rows: readonly EventRow[]) => rows.some((r) => r.priority === 'A');

/** Whether the rows hold other events than `events` (order aside: the plan sorts them by date). */
export function eventsChanged(rows: readonly EventRow[], events: readonly PlanEvent[]): boolean {
  const key = (list: readonly PlanEvent[]) =>
    list
      .map((e) => `${e.date}${e.priority}${e.name ?? ''}`)
      .sort()
      .join(',');
  return key(toEvents(rows)) !== key(events);
}

/**
 * The server's field message for a row's date or priority (`events.N.date`, keyed by serverFieldMessages), or for the
 * list as a whole (`events`: too many).
 */
export const eventFieldKey = (index: number, field: 'name' | 'date' | 'priority') =>
  `events.${index}.${field}`;
