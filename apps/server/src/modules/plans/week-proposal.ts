import type { PlanInput, Weekday } from '@domestique/coach';
import { type PlanUpdate, planUpdateSchema } from '@domestique/contract';
import { availabilityFromDays, weekChanged, weekOf } from './plan-input.ts';

export type WeekRefusal = 'noPlan' | 'hoursOutOfRange' | 'daysInvalid' | 'sameWeek' | 'nothingToChange';

export type WeekDryRun =
  | {
      ok: true;
      before: { weeklyHours: number; days: Weekday[] };
      /** What `PATCH /api/plans/active` is sent when the rider accepts (its own schema checked it). */
      update: Required<Pick<PlanUpdate, 'weeklyHours' | 'availability'>>;
    }
  | { ok: false; reason: WeekRefusal };

/**
 * A new training week asked for in the coach's chat (hours, days, or both), made the way the settings make it: days
 * get the plan's own cap where it keeps the day, else the default share of the hours (`availabilityFromDays`), and the
 * result must pass `planUpdateSchema`, the rider's own settings route's schema — hours out of its range, days that are
 * not weekdays or none at all, or the week the plan already has are refused with a reason, never sent on.
 */
export function proposedWeek(
  input: Pick<PlanInput, 'weeklyHours' | 'availability'> | null,
  ask: { weeklyHours?: number | undefined; days?: readonly string[] | undefined },
): WeekDryRun {
  if (!input) return { ok: false, reason: 'noPlan' };
  if (ask.weeklyHours === undefined && ask.days === undefined)
    return { ok: false, reason: 'nothingToChange' };
  const before = weekOf(input);
  const weeklyHours = ask.weeklyHours ?? input.weeklyHours;
  const days = ask.days ? [...new Set(ask.days)] : before.days;
  const availability = availabilityFromDays(days, weeklyHours, input.availability);
  const parsed = planUpdateSchema.safeParse({ weeklyHours, availability });
  if (!parsed.success) {
    const hoursWrong = parsed.error.issues.some((i) => i.path[0] === 'weeklyHours');
    return { ok: false, reason: hoursWrong ? 'hoursOutOfRange' : 'daysInvalid' };
  }
  // a name that is no weekday is dropped by availabilityFromDays: refused, not silently ignored
  if (availability.length !== days.length) return { ok: false, reason: 'daysInvalid' };
  if (!weekChanged(input, { weeklyHours, availability })) return { ok: false, reason: 'sameWeek' };
  return {
    ok: true,
    before: { weeklyHours: before.weeklyHours, days: before.days },
    update: { weeklyHours, availability },
  };
}
