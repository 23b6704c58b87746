/**
 * Undo of a decision as a whole. One decision can make several changes (days off: easy rides dropped, a test moved,
 * the long ride on its new day taken off to make room); undoing only one of them leaves a plan nobody chose — a test
 * back on a sick day, the long ride still gone. So the changes of a group are undone together, newest first, or not
 * at all, and the undo is refused when the plan it gives breaks a rule the coach keeps when it decides:
 * - `unavailableDay`: a session would go back onto a day the rider marked unavailable;
 * - `dayRidden`: a session would go back onto a day the rider has already ridden;
 * - `hardDaysInRow`: a hard session would come back within 48 h of another hard session [S7];
 * plus `undoChange`'s own refusals (a day past, the plan changed since, nothing to undo).
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import { HARD_DAY_GAP_DAYS } from '../plan/rules.ts';
import type { Plan, PlannedSession } from '../plan/types.ts';
import { applyChange, type UndoRefusal, undoChange } from './apply.ts';
import { dayOf, isHardSession } from './plan-query.ts';
import type { PlanChange, PlanSegment, SessionAt, UndoChange } from './types.ts';

export type GroupUndoRefusal = UndoRefusal | 'unavailableDay' | 'dayRidden' | 'hardDaysInRow';

/** Facts outside the plan an undo must respect. */
export interface UndoRules {
  /** Days the rider marked unavailable (illness, travel). */
  readonly unavailable?: readonly IsoDate[];
  /** Days the rider has ridden (a ride recorded on the day). */
  readonly ridden?: readonly IsoDate[];
}

export type GroupUndoResult =
  | { readonly ok: true; readonly changes: readonly UndoChange[]; readonly plan: Plan }
  | {
      readonly ok: false;
      readonly reason: GroupUndoRefusal;
      /** The change of the group the refusal is about, and the day, when it is about one. */
      readonly change: PlanChange | null;
      readonly date: IsoDate | null;
    };

/**
 * Sessions that undoing `change` puts onto a day from `today` on (what the rules are checked on). A re-plan puts back
 * a whole segment: its sessions land where the plan it replaces did not hold the same workout on the same day (a
 * re-plan gives its sessions new uids, so the workout and the day say what is new to the rider).
 */
function landings(change: PlanChange, today: IsoDate, undoing = true): SessionAt[] {
  switch (change.kind) {
    case 'move':
    case 'swap':
    case 'replace':
      return [undoing ? change.from : change.to];
    case 'skip':
      return undoing ? [change.from] : [];
    case 'levelChange':
      return change.swaps.map((s) => (undoing ? s.from : s.to));
    case 'replan':
      return segmentLandings(undoing ? change.from : change.to, undoing ? change.to : change.from, today);
    case 'undo':
      // undoing an undo redoes the change it undid
      return landings(change.undoes, today, !undoing);
    default:
      return [];
  }
}

function segmentLandings(restored: PlanSegment, replaced: PlanSegment, today: IsoDate): SessionAt[] {
  const key = (date: IsoDate, s: PlannedSession) => `${date}|${s.workoutId}`;
  const held = new Set(
    replaced.weeks.flatMap((w) => w.days.flatMap((d) => d.sessions.map((s) => key(d.date, s)))),
  );
  return restored.weeks.flatMap((w) =>
    w.days
      .filter((d) => daysBetween(today, d.date) >= 0)
      .flatMap((d) =>
        d.sessions.filter((s) => !held.has(key(d.date, s))).map((session) => ({ date: d.date, session })),
      ),
  );
}

/**
 * The undo of every change of `group` (in the order they were applied), newest first, on `today`, with the plan it
 * gives — or why not. Pass the whole group: the server looks the group up by `PlanChange.group`.
 */
export function undoChanges(
  plan: Plan,
  group: readonly PlanChange[],
  today: IsoDate,
  rules: UndoRules = {},
): GroupUndoResult {
  const refuse = (reason: GroupUndoRefusal, change: PlanChange | null = null, date: IsoDate | null = null) =>
    ({ ok: false, reason, change, date }) as const;
  if (group.length === 0) return refuse('nothingToUndo');
  const undoable = group.filter((c) => c.kind !== 'note');
  if (undoable.length === 0) return refuse('nothingToUndo', group[0]!);
  const key = group[0]!.group;
  let working = plan;
  const changes: UndoChange[] = [];
  for (const change of [...undoable].reverse()) {
    const result = undoChange(working, change, today);
    if (!result.ok) return refuse(result.reason, change);
    const undo: UndoChange = key === undefined ? result.change : { ...result.change, group: `undo:${key}` };
    working = applyChange(working, undo);
    changes.push(undo);
  }
  const unavailable = new Set(rules.unavailable ?? []);
  const ridden = new Set(rules.ridden ?? []);
  // newest first, as undone: the refusal names the change the rider most likely means (the move, not the room)
  for (const change of [...undoable].reverse()) {
    for (const at of landings(change, today)) {
      if (unavailable.has(at.date)) return refuse('unavailableDay', change, at.date);
      if (ridden.has(at.date)) return refuse('dayRidden', change, at.date);
      if (!isHardSession(at.session)) continue;
      for (let k = -(HARD_DAY_GAP_DAYS - 1); k <= HARD_DAY_GAP_DAYS - 1; k++) {
        const near = dayOf(working, addDays(at.date, k))?.sessions ?? [];
        if (near.some((s) => s.uid !== at.session.uid && isHardSession(s)))
          return refuse('hardDaysInRow', change, at.date);
      }
    }
  }
  return { ok: true, changes, plan: working };
}
