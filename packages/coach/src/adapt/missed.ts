/**
 * Missed training (TrainerRoad's rules [T16]): after 1–2 missed days, skip them but keep the key sessions — a key
 * session missed yesterday or the day before moves to a free day of its week (48 h rule, caps), once; with no room
 * it is let go. Back after 7–10 days off: resume the plan as it stands (the break counts as the recovery week).
 * Back after more than 10 days: step back as many weeks as were missed, from today — before an A event never into
 * the specialty block (`step-back.ts`). After either break a recovery week that starts within the week after the
 * return trains instead: the break was the rest [T16].
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import type { MatchResult } from '../compliance/match.ts';
import type { RideRecord } from '../compliance/types.ts';
import type { WorkoutCatalog } from '../plan/catalog.ts';
import { layoutPlan, planEvents } from '../plan/layout.ts';
import type { Plan, TrainingLoad } from '../plan/types.ts';
import { applyChange } from './apply.ts';
import { moveWithRoom } from './move-with-room.ts';
import { dayOf, findKeySlot, isKeySession } from './plan-query.ts';
import { replanFrom } from './replan.ts';
import { riddenHardDays } from './ridden-hard.ts';
import { effectiveStepBack, paidByBreak } from './step-back.ts';
import { findTestSlot } from './test-slot.ts';
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

/** Reasons of the changes a return from a break makes (each return is acted on once). */
const BREAK_REASONS: ReadonlySet<string> = new Set([
  'missedResume',
  'missedStepBack',
  'missedStepBackEvent',
  'missedRebuildEvent',
  'breakNoRecovery',
]);

/** The first plan week from today's on that is a recovery week starting within the week after `returnDate`. */
function recoveryWeekAfter(plan: Plan, today: IsoDate, returnDate: IsoDate) {
  const until = addDays(returnDate, 7);
  return plan.weeks.find(
    (w) => w.recovery && daysBetween(today, addDays(w.startDate, 6)) >= 0 && paidByBreak(w, until),
  );
}

/** The changes for a return after ≥ 7 days off (see the file comment), or null when there is none to act on. */
function breakChanges(plan: Plan, ctx: MissedContext): PlanChange[] | null {
  const { today } = ctx;
  const brk = lastBreak(ctx.rides, today);
  if (!brk || brk.days < RESUME_FROM_DAYS) return null;
  if (ctx.history.some((c) => BREAK_REASONS.has(c.reason) && c.inputs.returnDate === brk.returnDate))
    return [];
  const inputs = { gapDays: brk.days, breakFrom: brk.from, breakTo: brk.to, returnDate: brk.returnDate };
  const load = ctx.load ?? null;
  // A break of 7 days or more is the rest a recovery week gives: one right after it trains instead.
  const loadWeeksUntil = addDays(brk.returnDate, 7);
  if (brk.days <= STEP_BACK_ABOVE_DAYS) {
    const note: PlanChange = { kind: 'note', reason: 'missedResume', decidedOn: today, inputs };
    const recovery = recoveryWeekAfter(plan, today, brk.returnDate);
    if (!recovery) return [note];
    const facts = { ...inputs, weekDate: recovery.startDate };
    return [note, replanFrom(plan, ctx.catalog, { today, load, loadWeeksUntil }, 'breakNoRecovery', facts)];
  }
  const weeks = Math.ceil(brk.days / 7);
  const nextA = planEvents(plan.input).find((e) => e.priority === 'A' && daysBetween(today, e.date) >= 0);
  const c = Math.max(0, Math.floor(daysBetween(plan.input.startDate, today) / 7));
  const old = layoutPlan(plan.input, plan.settings.blockWeeks).weeks;
  const back = effectiveStepBack(old, c, weeks, nextA !== undefined);
  const reason = !nextA ? 'missedStepBack' : back > 0 ? 'missedStepBackEvent' : 'missedRebuildEvent';
  return [
    replanFrom(plan, ctx.catalog, { today, load, stepBackWeeks: weeks, loadWeeksUntil }, reason, {
      ...inputs,
      weeksBack: back,
      weeksMissed: weeks,
      eventDate: nextA?.date ?? null,
    }),
  ];
}

export function missedTrainingChanges(plan: Plan, ctx: MissedContext): PlanChange[] {
  const { today } = ctx;
  const changes: PlanChange[] = [];
  const afterBreak = breakChanges(plan, ctx);
  if (afterBreak) return afterBreak;

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
    const once = session.adjustedBy === 'missedKeyMoved' || session.adjustedBy === 'missedTestMoved';
    const inWeek = once ? null : findKeySlot(working, at, today, new Set(), hardDays);
    // a missed test sets the watts of every later session: with no day left in its week it looks further ahead
    const later =
      !once && !inWeek && session.role === 'test' ? findTestSlot(working, at, today, new Set()) : null;
    const slot = inWeek ?? later;
    const moved = later ? 'missedTestMoved' : 'missedKeyMoved';
    const inputs = { missedDate: outcome.date, family: session.family };
    const made: PlanChange[] = slot
      ? moveWithRoom(at, slot, moved, inputs, today)
      : [{ kind: 'skip', reason: 'missedKeySkipped', decidedOn: today, inputs, from: at, to: null }];
    // the move and the rides that made room for it are one decision: undone together
    const grouped = made.map((c) => ({ ...c, group: `missed:${outcome.uid}` }));
    for (const change of grouped) working = applyChange(working, change);
    changes.push(...grouped);
  }
  return changes;
}
