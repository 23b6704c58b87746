/**
 * Undo on the server: a stored change is undone with the changes decided with it (coach `undoChanges`, by
 * `PlanChange.group`), checked against the rider's days off and the days they have already ridden, and a refusal
 * becomes the API's error code (worded in the rider's language by the error handler).
 */
import { addDays, daysBetween, type GroupUndoRefusal, type UndoRules, undoChanges } from '@domestique/coach';
import type { ErrorCode, UndoRefusalCode } from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { StoredChange } from './change-repository.ts';
import type { FactsRepository } from './facts-repository.ts';
import type { DecideContext, Decision, RiderDay } from './plan-engine.ts';
import type { PlanRecord } from './plan-repository.ts';
import type { WellnessRepository } from './wellness-repository.ts';

/** The changes undone with `h`: itself and every change of its group not undone yet, in the order they were made. */
export function groupOf(h: StoredChange, history: readonly StoredChange[]): StoredChange[] {
  const key = h.change.group;
  if (key === undefined) return [h];
  const mates = history.filter((x) => x.change.group === key && x.undoneAt === null);
  return mates.some((x) => x.id === h.id) ? mates : [h, ...mates].sort((a, b) => a.seq - b.seq);
}

export interface UndoState {
  possible: boolean;
  refusal: UndoRefusalCode | null;
  /** The other changes the undo would undo with it. */
  linked: string[];
}

/** Whether `h` (with its group) can be undone on `today`, and why not. */
export function undoState(
  h: StoredChange,
  record: PlanRecord,
  today: string,
  history: readonly StoredChange[],
  rules: UndoRules,
): UndoState {
  const group = groupOf(h, history);
  const linked = group.filter((x) => x.id !== h.id).map((x) => x.id);
  const no = (refusal: UndoRefusalCode) => ({ possible: false, refusal, linked });
  if (h.undoneAt) return no('alreadyUndone');
  // the rider's own moves are undone by moving again; a chat proposal they accepted keeps the undo the coach's
  // changes have (the rider decided on the coach's words, and "Why did my plan change?" offers it back)
  if (h.origin === 'rider' && h.trigger !== 'chat') return no('riderChange');
  if (record.status !== 'active') return no('planEnded');
  const result = undoChanges(
    record.plan,
    group.map((x) => x.change),
    today,
    rules,
  );
  return result.ok ? { possible: true, refusal: null, linked } : no(result.reason);
}

const ERRORS: Partial<Record<GroupUndoRefusal | UndoRefusalCode, ErrorCode>> = {
  inPast: 'undo_in_past',
  changedSince: 'undo_changed_since',
  alreadyUndone: 'undo_already_undone',
  unavailableDay: 'undo_unavailable_day',
  dayRidden: 'undo_day_ridden',
  hardDaysInRow: 'undo_hard_days',
};

/** The API error of a refusal (409: the request is fine, the plan's state forbids it). */
export function undoErrorCode(refusal: GroupUndoRefusal | UndoRefusalCode | null): ErrorCode {
  return (refusal && ERRORS[refusal]) ?? 'undo_not_possible';
}

/** What an undo from `day.today` on is checked against: the days marked off and the days already ridden, ahead. */
export async function loadUndoRules(
  wellness: Pick<WellnessRepository, 'ranges'>,
  facts: Pick<FactsRepository, 'rides'>,
  record: PlanRecord,
  day: RiderDay,
): Promise<UndoRules> {
  const later = (a: string, b: string) => (daysBetween(a, b) > 0 ? b : a);
  const from = later(day.today, record.startDate);
  // the ranges of the plan's days to come, and the rides of those days already ridden (today's, or none yet)
  const [ranges, rides] = await Promise.all([
    wellness.ranges(day.userId, from, record.endDate),
    facts.rides(day.userId, day.timeZone, from, later(from, day.today)),
  ]);
  const unavailable = new Set<string>();
  for (const r of ranges)
    for (let d = later(r.from, from); d <= r.to && d <= record.endDate; d = addDays(d, 1)) unavailable.add(d);
  return { unavailable: [...unavailable], ridden: rides.filter((r) => r.cycling).map((r) => r.date) };
}

/** The decision that undoes `h` with its group (each undo a change, origin rider), or the 409 of its refusal. */
export function groupUndoDecision(h: StoredChange, ctx: DecideContext, rules: UndoRules): Decision {
  const state = undoState(h, ctx.record, ctx.day.today, ctx.history, rules);
  if (!state.possible) throw new HttpError(409, undoErrorCode(state.refusal));
  const group = groupOf(h, ctx.history);
  const undo = undoChanges(
    ctx.record.plan,
    group.map((x) => x.change),
    ctx.day.today,
    rules,
  );
  if (!undo.ok) throw new HttpError(409, undoErrorCode(undo.reason));
  // newest first, as undone: the i-th undo answers the group's i-th change from the end
  const undone = group.filter((x) => x.change.kind !== 'note').reverse();
  return {
    plan: undo.plan,
    changes: undo.changes.map((change, i) => ({
      change,
      origin: 'rider',
      trigger: 'undo',
      triggerRef: h.id,
      undoesId: undone[i]!.id,
    })),
    undone: undone.map((x, index) => ({ id: x.id, index })),
  };
}
