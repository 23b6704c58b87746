/**
 * A planned session's own page: its workout's page opened as that day's session (`?day&session`), so the rider sees
 * the day, the status and the actions beside the workout's chart and downloads, and can go back to the calendar.
 */
export function sessionHref(s: { workoutId: string; uid: string; date: string }): string {
  return `/workouts/${encodeURIComponent(s.workoutId)}?${new URLSearchParams({ day: s.date, session: s.uid })}`;
}

/** The calendar's week around `day`. */
export const calendarDayHref = (day: string) =>
  `/plans/calendar?${new URLSearchParams({ view: 'week', day })}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The session a workout page was opened as, from its query; null when it was opened from the library. */
export function sessionFromSearch(search: URLSearchParams): { day: string; uid: string } | null {
  const day = search.get('day');
  const uid = search.get('session');
  return day && uid && DAY.test(day) && uid.length <= 80 ? { day, uid } : null;
}
