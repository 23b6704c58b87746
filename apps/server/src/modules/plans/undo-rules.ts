/**
 * Undo on the server: a stored change is undone with the changes decided with it (coach `undoChanges`, by
 * `PlanChange.group`), checked against the rider's days off and the days they have already ridden, and a refusal
 * becomes the API's error code (worded in the rider's language by the error handler).
 */
import { type GroupUndoRefusal, type UndoRules, undoChanges } from '@domestique/coach';
import type { ErrorCode, UndoRefusalCode } from '@domestique/contract';
import type { StoredChange } from './change-repository.ts';
import type { PlanRecord } from './plan-repository.ts';

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
  if (h.origin === 'rider') return no('riderChange');
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
