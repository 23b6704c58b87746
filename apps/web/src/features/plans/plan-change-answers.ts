import type { EventPriority, PLAN_GOALS } from '@domestique/coach';
import type { PlanUpdate, PlanView } from '@domestique/contract';

/** The "Change plan" form's answers as it holds them (strings where the rider types). */
export type PlanChangeAnswers = {
  goal: (typeof PLAN_GOALS)[number];
  weeks: string;
  hasEvent: boolean;
  eventDate: string;
  eventPriority: EventPriority;
  strength: boolean;
};

/** The form starts from what the active plan was made with. */
export function planChangeDefaults(input: PlanView['input']): PlanChangeAnswers {
  return {
    goal: input.goal,
    weeks: String(input.weeks),
    hasEvent: input.event !== null,
    eventDate: input.event?.date ?? '',
    eventPriority: input.event?.priority ?? 'A',
    strength: input.strength,
  };
}

/**
 * The body of PATCH /api/plans/active: only what the rider changed (each changed field is a re-plan the coach
 * explains), or null when nothing changed. A typed number goes as typed — the server answers a field message in the
 * rider's language; an event box ticked with no date goes as an empty date for the same reason.
 */
export function toPlanUpdate(a: PlanChangeAnswers, input: PlanView['input']): PlanUpdate | null {
  const body: PlanUpdate = {};
  if (a.goal !== input.goal) body.goal = a.goal;
  const typed = a.weeks.trim();
  const weeks = typed === '' ? Number.NaN : Number(typed.replace(',', '.'));
  if (weeks !== input.weeks) body.weeks = Number.isFinite(weeks) ? weeks : (typed as unknown as number);
  if (!a.hasEvent) {
    if (input.event !== null) body.event = null;
  } else if (a.eventDate !== input.event?.date || a.eventPriority !== input.event?.priority) {
    body.event = { date: a.eventDate, priority: a.eventPriority };
  }
  if (a.strength !== input.strength) body.strength = a.strength;
  return Object.keys(body).length > 0 ? body : null;
}
