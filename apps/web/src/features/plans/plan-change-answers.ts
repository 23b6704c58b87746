import type { PLAN_GOALS } from '@domestique/coach';
import type { PlanUpdate, PlanView } from '@domestique/contract';
import { type EventRow, eventRows, eventsChanged, toEvents } from './event-answers.ts';

/** The "Change plan" form's answers as it holds them (strings where the rider types). */
export type PlanChangeAnswers = {
  goal: (typeof PLAN_GOALS)[number];
  weeks: string;
  events: EventRow[];
  strength: boolean;
};

/** The form starts from what the active plan was made with: every event of it. */
export function planChangeDefaults(input: PlanView['input']): PlanChangeAnswers {
  return {
    goal: input.goal,
    weeks: String(input.weeks),
    events: eventRows(input.events),
    strength: input.strength,
  };
}

/**
 * The body of PATCH /api/plans/active: only what the rider changed (each changed field is a re-plan the coach
 * explains), or null when nothing changed. A typed number goes as typed — the server answers a field message in the
 * rider's language; an event row with no date goes as an empty date for the same reason. The events go as a whole
 * list when any was added, moved, re-prioritised or removed; with an A event and the weeks untouched, the coach runs
 * the plan to the last A event.
 */
export function toPlanUpdate(a: PlanChangeAnswers, input: PlanView['input']): PlanUpdate | null {
  const body: PlanUpdate = {};
  if (a.goal !== input.goal) body.goal = a.goal;
  const typed = a.weeks.trim();
  const weeks = typed === '' ? Number.NaN : Number(typed.replace(',', '.'));
  if (weeks !== input.weeks) body.weeks = Number.isFinite(weeks) ? weeks : (typed as unknown as number);
  if (eventsChanged(a.events, input.events)) body.events = toEvents(a.events);
  if (a.strength !== input.strength) body.strength = a.strength;
  return Object.keys(body).length > 0 ? body : null;
}
