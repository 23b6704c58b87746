import type { IsoDate } from '../calendar/days.ts';
import { planEvents } from '../plan/layout.ts';
import type { Plan, PlanEvent } from '../plan/types.ts';
import type { PlanInputChanges } from './replan.ts';

/**
 * The plan with its events renamed, when a settings change does nothing but rename them (the same events on the same
 * days with the same priorities, only `events`/`event` sent; the same names too is a rename to themselves); else null. A name shapes no session, so a rename must
 * not re-plan from today: the sessions, their ids and what the rider already did stay as they are.
 */
export function renamedEventsPlan(plan: Plan, changes: PlanInputChanges): Plan | null {
  const keys = Object.keys(changes).filter((k) => changes[k as keyof PlanInputChanges] !== undefined);
  if (keys.length === 0 || keys.some((k) => k !== 'events' && k !== 'event')) return null;
  const before = planEvents(plan.input);
  // the events as the re-plan would read them: `events` replaces the list, a lone `event` is merged into it
  const after = planEvents({
    events: changes.events !== undefined ? changes.events : plan.input.events,
    event: changes.event !== undefined ? changes.event : plan.input.event,
  });
  if (before.length !== after.length) return null;
  const same = before.every((b, i) => b.date === after[i]!.date && b.priority === after[i]!.priority);
  if (!same) return null;
  const byDate = new Map<IsoDate, PlanEvent>(after.map((e) => [e.date, e]));
  return {
    ...plan,
    input: { ...plan.input, events: after, event: null },
    weeks: plan.weeks.map((week) => ({
      ...week,
      days: week.days.map((day) => {
        const event = day.event ? byDate.get(day.event.date) : undefined;
        return event ? { ...day, event } : day;
      }),
    })),
  };
}
