/**
 * Missed training (TrainerRoad's rules [T16]): after 1–2 missed days, skip them but keep the key sessions — a key
 * session missed yesterday or the day before moves to a free day of its week (48 h rule, caps), once; with no room
 * it is let go. Back after 7–10 days off: resume the plan as it stands (the break counts as the recovery week).
 * Back after more than 10 days: step back as many weeks as were missed, from today.
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import type { MatchResult } from '../compliance/match.ts';
import type { RideRecord } from '../compliance/types.ts';
import type { WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan, TrainingLoad } from '../plan/types.ts';
import { applyChange } from './apply.ts';
import { dayOf, findKeySlot, isKeySession } from './plan-query.ts';
import { replanFrom } from './replan.ts';
import { riddenHardDays } from './ridden-hard.ts';
import type { PlanChange } from './types.ts';

/** Missed days up to this many are a short gap; from `RESUME_FROM_DAYS` a break; above `STEP_BACK_ABOVE_DAYS` a long one. */
export const SHORT_GAP_MAX_DAYS = 2;
export const RESUME_FROM_DAYS = 7;
export const STEP_BACK_ABOVE_DAYS = 10;

export interface MissedContext {
  readonly today: IsoDate;
  readonly rides: readonly RideRecord[];
  readonly match: MatchResult;
  readonly catalog: WorkoutCatalog;
  /** Changes already made (so a return from a break is acted on once). */
  readonly history: readonly PlanChange[];
  /** CTL/ATL at the end of yesterday (for a step back's re-plan). */
  readonly load?: TrainingLoad | null;
}

/** The last break the rider came back from: the days between their last two riding days, if they rode today or yesterday. */
export function lastBreak(
  rides: readonly RideRecord[],
  today: IsoDate,
): { from: IsoDate; to: IsoDate; days: number; returnDate: IsoDate } | null {
  const dates = [...new Set(rides.map((r) => r.date))].filter((d) => daysBetween(d, today) >= 0).sort();
  const last = dates.at(-1);
  const before = dates.at(-2);
  if (!last || !before || daysBetween(last, today) > 1) return null;
  const days = daysBetween(before, last) - 1;
  return days > 0 ? { from: addDays(before, 1), to: addDays(last, -1), days, returnDate: last } : null;
}

export function missedTrainingChanges(plan: Plan, ctx: MissedContext): PlanChange[] {
  const { today } = ctx;
  const changes: PlanChange[] = [];
  const brk = lastBreak(ctx.rides, today);
  if (brk && brk.days >= RESUME_FROM_DAYS) {
    const done = ctx.history.some(
      (c) =>
        (c.reason === 'missedResume' || c.reason === 'missedStepBack') &&
        c.inputs.returnDate === brk.returnDate,
    );
    if (done) return [];
    const inputs = { gapDays: brk.days, breakFrom: brk.from, breakTo: brk.to, returnDate: brk.returnDate };
    if (brk.days <= STEP_BACK_ABOVE_DAYS)
      return [{ kind: 'note', reason: 'missedResume', decidedOn: today, inputs }];
    const weeks = Math.ceil(brk.days / 7);
    return [
      replanFrom(
        plan,
        ctx.catalog,
        { today, load: ctx.load ?? null, stepBackWeeks: weeks },
        'missedStepBack',
        {
          ...inputs,
          weeksBack: weeks,
          eventDate: plan.input.event?.priority === 'A' ? plan.input.event.date : null,
        },
      ),
    ];
  }

  // A short gap: key sessions missed in the last two days. A hard ride counts as a hard day for where they can go.
  let working = plan;
  const hardDays = riddenHardDays(ctx.rides);
  const missed = ctx.match.outcomes.filter(
    (o) =>
      o.status === 'missed' &&
      daysBetween(o.date, today) >= 1 &&
      daysBetween(o.date, today) <= SHORT_GAP_MAX_DAYS,
  );
  for (const outcome of missed) {
    const session = dayOf(working, outcome.date)?.sessions.find((s) => s.uid === outcome.uid);
    if (!session || !isKeySession(session)) continue;
    const at = { date: outcome.date, session };
    const slot =
      session.adjustedBy === 'missedKeyMoved' ? null : findKeySlot(working, at, today, new Set(), hardDays);
    const inputs = { missedDate: outcome.date, family: session.family };
    const made: PlanChange[] = [];
    if (slot) {
      for (const d of slot.displaced) {
        made.push({
          kind: 'skip',
          reason: 'madeRoom',
          decidedOn: today,
          inputs: { ...inputs, movedUid: session.uid, movedFamily: session.family },
          from: d,
          to: null,
        });
      }
      made.push({
        kind: 'move',
        reason: 'missedKeyMoved',
        decidedOn: today,
        inputs,
        from: at,
        to: { date: slot.date, session: { ...session, adjustedBy: 'missedKeyMoved' } },
      });
    } else {
      made.push({ kind: 'skip', reason: 'missedKeySkipped', decidedOn: today, inputs, from: at, to: null });
    }
    for (const change of made) working = applyChange(working, change);
    changes.push(...made);
  }
  return changes;
}
