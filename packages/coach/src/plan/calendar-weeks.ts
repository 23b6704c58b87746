/**
 * The plan's days by calendar week, Monday to Sunday — the week the calendar shows and progress totals by
 * (`periodStart`) — so every week total a rider reads covers the same seven days wherever it is shown. The plan's own
 * training weeks run from its start day (its phases, 3:1 blocks, recovery and test weeks are laid out on them); a
 * plan that starts on a Friday has training weeks Friday–Thursday, whose totals covered other days than the
 * calendar's. A calendar week takes the phase, focus and recovery of the training week holding most of its plan days
 * (seven is odd: a week split between two training weeks always leans to one of them).
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import { periodStart } from '../calendar/periods.ts';
import type { Plan, PlanDay } from './types.ts';

export interface CalendarWeek {
  /** 0-based, in date order. */
  readonly index: number;
  /** Monday of the week. */
  readonly monday: IsoDate;
  /** The week's first and last plan days (the first and last weeks of a plan may be partial). */
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  /** Index of the training week (`plan.weeks`) that holds most of its days. */
  readonly planWeek: number;
  readonly days: readonly PlanDay[];
  /** A test session is planned on one of its days. */
  readonly ftpTest: boolean;
  /** The training weeks' targets over these days (each a seventh of its week's target per day), rounded. */
  readonly targetTss: number;
  readonly plannedTss: number;
  readonly plannedDurationS: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function calendarWeeks(plan: Plan): CalendarWeek[] {
  const byMonday = new Map<IsoDate, { day: PlanDay; week: number }[]>();
  for (const w of plan.weeks) {
    for (const day of w.days) {
      const monday = periodStart(day.date, 'week');
      const list = byMonday.get(monday) ?? [];
      list.push({ day, week: w.index });
      byMonday.set(monday, list);
    }
  }
  return [...byMonday.entries()]
    .sort(([a], [b]) => daysBetween(b, a))
    .map(([monday, entries], index) => {
      const count = new Map<number, number>();
      for (const e of entries) count.set(e.week, (count.get(e.week) ?? 0) + 1);
      const planWeek = [...count.entries()].reduce((best, e) => (e[1] > best[1] ? e : best))[0];
      const days = entries.map((e) => e.day);
      const sessions = days.flatMap((d) => d.sessions);
      const target = entries.reduce((t, e) => t + plan.weeks[e.week]!.targetTss / 7, 0);
      return {
        index,
        monday,
        startDate: days[0]!.date,
        endDate: days.at(-1)!.date,
        planWeek,
        days,
        ftpTest: sessions.some((s) => s.kind === 'ride' && s.role === 'test'),
        targetTss: Math.round(target),
        plannedTss: round1(sessions.reduce((t, s) => t + s.tss, 0)),
        plannedDurationS: sessions.reduce((t, s) => t + s.durationS, 0),
      };
    });
}

/** The calendar week holding `day`, or null when the plan has no day in that week. */
export function calendarWeekOf(weeks: readonly CalendarWeek[], day: IsoDate): CalendarWeek | null {
  const monday = periodStart(day, 'week');
  return weeks.find((w) => w.monday === monday) ?? null;
}
