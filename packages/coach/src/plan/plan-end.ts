/**
 * Where a plan ends. With an A event the plan ends on the last one's day [Friel: the A race is what the season peaks
 * for]: the weeks keep their seven-day grid from the start date, so the week of that race is cut after it rather than
 * run on as empty days (`dayPlans` gives the days after the last A event no volume, so nothing planned is lost).
 * Without an A event the plan runs its whole last week.
 */
import type { IsoDate } from '../calendar/days.ts';
import { planEvents } from './layout.ts';
import type { PlanInput, PlanWeek } from './types.ts';

/** The plan's last day when an A event ends it, else null. */
export function lastAEventDay(input: Pick<PlanInput, 'events' | 'event'>): IsoDate | null {
  return (
    planEvents(input)
      .filter((e) => e.priority === 'A')
      .at(-1)?.date ?? null
  );
}

/** The weeks cut after `lastDay` (a week that starts after it goes; the one holding it ends on it); as they are when null. */
export function endWeeksOn<W extends PlanWeek>(weeks: readonly W[], lastDay: IsoDate | null): W[] {
  if (lastDay === null) return [...weeks];
  return weeks
    .filter((w) => w.startDate <= lastDay)
    .map((w) =>
      w.days.some((d) => d.date > lastDay) ? { ...w, days: w.days.filter((d) => d.date <= lastDay) } : w,
    );
}
