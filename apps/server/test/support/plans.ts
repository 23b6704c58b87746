import type { TestClient } from './http-client.ts';

/** A clock the test moves: the coach's "today" follows it (the rest of the app keeps the system clock). */
export function testClock(start: string | Date) {
  let at = new Date(start);
  return {
    now: () => new Date(at),
    set(to: string | Date) {
      at = new Date(to);
    },
    /** Moves the clock `days` days on. */
    advance(days: number) {
      at = new Date(at.getTime() + days * 86_400_000);
    },
  };
}

/** The wizard's answers for a plan of four riding days (Tue, Thu, Sat, Sun), 5 h a week. */
export const FOUR_DAYS = [
  { day: 'tue', maxDurationS: 5400 },
  { day: 'thu', maxDurationS: 5400 },
  { day: 'sat', maxDurationS: 3 * 3600 },
  { day: 'sun', maxDurationS: 2 * 3600 },
];

/** Creates a plan through the API and returns its view; throws otherwise. */
export async function createPlan(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/plans', { weeklyHours: 5, availability: FOUR_DAYS, ...body });
  if (res.status !== 201) throw new Error(`plan failed: ${res.status} ${res.text}`);
  return res.json.plan;
}

/** The calendar's sessions from `from` to `to`, flat, in date order. */
export async function calendarSessions(
  client: TestClient,
  from: string,
  to: string,
  headers: Record<string, string> = {},
) {
  const res = await client.get(`/api/calendar?from=${from}&to=${to}`, headers);
  if (res.status !== 200) throw new Error(`calendar failed: ${res.status} ${res.text}`);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return res.json.days.flatMap((d: any) => d.sessions);
}

export const uidPath = (uid: string) => encodeURIComponent(uid);
