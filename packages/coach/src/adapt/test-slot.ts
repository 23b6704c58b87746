/**
 * Where an FTP test goes when the day it was planned cannot take it (a very poor check-in, a tired day, days off).
 * A test sets the watts of every later session, so it is moved, never silently dropped: to the next day — beyond its
 * own week if need be — that would have been chosen for a test when the plan was made.
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import { planEvents } from '../plan/layout.ts';
import { FTP_TEST_CLEAR_DAYS, HARD_DAY_GAP_DAYS, POST_A_EASY_DAYS } from '../plan/rules.ts';
import type { Plan } from '../plan/types.ts';
import { capOn, dayOf, isHardSession, type KeySlot, weekIndexOf } from './plan-query.ts';
import type { SessionAt } from './types.ts';

/** How far ahead a test looks for a day (our choice: three weeks; further out the next block's own test comes). */
export const TEST_SLOT_HORIZON_DAYS = 21;

/**
 * The first day after `today` (and after the test's own day) within `TEST_SLOT_HORIZON_DAYS`, before the plan's
 * next test, that fits the test: a rider's day with room for it, not `blocked`, no event on it, no A event within
 * `FTP_TEST_CLEAR_DAYS` after it nor in the easy days after one, nor a taper week (a rider arrives at an A event rested, not tested), clear of a B
 * event by a day, no hard session the day before, that day or the day after (48 h [S7]), no strength the day before,
 * and leaving its week a free day. Easy sessions on it give way; a day holding the long ride is taken last.
 */
export function findTestSlot(
  plan: Plan,
  test: SessionAt,
  today: IsoDate,
  blocked: ReadonlySet<IsoDate>,
): KeySlot | null {
  const events = planEvents(plan.input);
  const start = daysBetween(today, test.date) > 0 ? test.date : today;
  const sessionsOn = (date: IsoDate) => dayOf(plan, date)?.sessions ?? [];
  const candidates: IsoDate[] = [];
  for (let n = 1; n <= TEST_SLOT_HORIZON_DAYS; n++) {
    const date = addDays(start, n);
    if (daysBetween(today, date) > TEST_SLOT_HORIZON_DAYS || !dayOf(plan, date)) break;
    // a test already planned later stands in for this one
    if (sessionsOn(date).some((s) => s.kind === 'ride' && s.role === 'test' && s.uid !== test.session.uid))
      break;
    candidates.push(date);
  }
  const fits = (date: IsoDate): boolean => {
    const day = dayOf(plan, date)!;
    const week = plan.weeks[weekIndexOf(plan, date)]!;
    if (blocked.has(date) || day.event || week.phase === 'taper') return false;
    if (capOn(plan, date) < test.session.durationS) return false;
    for (const e of events) {
      const toEvent = daysBetween(date, e.date);
      if (e.priority === 'A' && toEvent >= -POST_A_EASY_DAYS && toEvent <= FTP_TEST_CLEAR_DAYS) return false;
      if (e.priority === 'B' && Math.abs(toEvent) <= 1) return false;
    }
    for (let k = -(HARD_DAY_GAP_DAYS - 1); k <= HARD_DAY_GAP_DAYS - 1; k++)
      if (sessionsOn(addDays(date, k)).some((s) => s.uid !== test.session.uid && isHardSession(s)))
        return false;
    if (sessionsOn(addDays(date, -1)).some((s) => s.kind === 'strength')) return false;
    const free = week.days.filter((d) => d.sessions.length === 0 || blocked.has(d.date)).length;
    return !(day.sessions.length === 0 && free <= 1);
  };
  const hasLong = (date: IsoDate) => sessionsOn(date).some((s) => s.kind === 'ride' && s.role === 'long');
  const date =
    candidates.find((d) => !hasLong(d) && fits(d)) ?? candidates.find((d) => hasLong(d) && fits(d));
  if (!date) return null;
  const room = capOn(plan, date) - test.session.durationS;
  return {
    date,
    displaced: sessionsOn(date)
      .filter((s) => s.kind === 'ride' || s.durationS > room)
      .map((session) => ({ date, session })),
  };
}
