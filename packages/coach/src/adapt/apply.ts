/**
 * Replays and reverts plan changes. A change records the exact sessions before and after, so applying it checks the
 * plan still holds what it started from (else `PlanChangeError` 'conflict'), and undoing it is its exact inverse.
 *
 * What undo means, per kind:
 * - move: the session goes back to its first day; swap/replace: the first workout returns to its day;
 * - skip: the session is put back on its day;
 * - levelChange: the family's upcoming sessions get their former workouts back;
 * - ftpChange: the former FTP is restored (targets follow, as they did);
 * - replan: the weeks from the re-plan on are restored as they were, except the days already past;
 * - undo: redoes the change it undid; note: nothing to undo.
 * A change can be undone only while the days it touches are today or later, and while the plan still holds what
 * the change left (a later change to the same session must be undone first).
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import { rebuildPlan } from '../plan/totals.ts';
import type { Plan, PlanDay, PlannedSession, PlanWeek } from '../plan/types.ts';
import type { PlanChange, PlanSegment, SessionAt, UndoChange } from './types.ts';

export type PlanChangeErrorCode = 'conflict' | 'outsidePlan';

export class PlanChangeError extends Error {
  readonly code: PlanChangeErrorCode;
  constructor(code: PlanChangeErrorCode, message: string) {
    super(message);
    this.name = 'PlanChangeError';
    this.code = code;
  }
}

type DayEdits = Map<IsoDate, PlannedSession[]>;

const sessionOrder = (a: PlannedSession, b: PlannedSession) =>
  (a.kind === b.kind ? 0 : a.kind === 'ride' ? -1 : 1) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

function dayList(edits: DayEdits, date: IsoDate): PlannedSession[] {
  const list = edits.get(date);
  if (!list) throw new PlanChangeError('outsidePlan', `${date} is not a day of the plan`);
  return list;
}

function take(edits: DayEdits, at: SessionAt): void {
  const list = dayList(edits, at.date);
  const i = list.findIndex((s) => s.uid === at.session.uid && s.workoutId === at.session.workoutId);
  if (i < 0)
    throw new PlanChangeError('conflict', `${at.session.uid} (${at.session.workoutId}) is not on ${at.date}`);
  list.splice(i, 1);
}

function put(edits: DayEdits, at: SessionAt): void {
  const list = dayList(edits, at.date);
  if (list.some((s) => s.uid === at.session.uid))
    throw new PlanChangeError('conflict', `${at.session.uid} is already on ${at.date}`);
  list.push(at.session);
  list.sort(sessionOrder);
}

function editSessions(plan: Plan, edit: (edits: DayEdits) => void): Plan {
  const edits: DayEdits = new Map(
    plan.weeks.flatMap((w) => w.days.map((d) => [d.date, [...d.sessions]] as const)),
  );
  edit(edits);
  const weeks = plan.weeks.map((w) => ({
    ...w,
    days: w.days.map((d): PlanDay => ({ ...d, sessions: edits.get(d.date)! })),
  }));
  return rebuildPlan(plan, weeks);
}

/** Puts `segment` in from its week on; with `keepBefore`, days before that date stay as the plan has them. */
function spliceSegment(plan: Plan, segment: PlanSegment, keepBefore: IsoDate | null): Plan {
  const current = new Map(plan.weeks.flatMap((w) => w.days.map((d) => [d.date, d] as const)));
  const restored = segment.weeks.map(
    (w): PlanWeek => ({
      ...w,
      days: w.days.map((d) =>
        keepBefore !== null && daysBetween(d.date, keepBefore) > 0 ? (current.get(d.date) ?? d) : d,
      ),
    }),
  );
  return rebuildPlan(plan, [...plan.weeks.slice(0, segment.fromWeek), ...restored], {
    input: segment.input,
    settings: segment.settings,
    anchor: segment.anchor,
  });
}

function forward(plan: Plan, change: PlanChange): Plan {
  switch (change.kind) {
    case 'move':
    case 'swap':
    case 'replace':
      return editSessions(plan, (e) => {
        take(e, change.from);
        put(e, change.to);
      });
    case 'skip':
      return editSessions(plan, (e) => take(e, change.from));
    case 'levelChange':
      return editSessions(plan, (e) => {
        for (const s of change.swaps) {
          take(e, s.from);
          put(e, s.to);
        }
      });
    case 'ftpChange':
      return rebuildPlan(plan, plan.weeks, { input: { ...plan.input, ftpW: change.to.ftpW } });
    case 'replan':
      return spliceSegment(plan, change.to, null);
    case 'note':
      return plan;
    case 'undo':
      return backward(plan, change.undoes, change.decidedOn);
  }
}

function backward(plan: Plan, change: PlanChange, today: IsoDate): Plan {
  switch (change.kind) {
    case 'move':
    case 'swap':
    case 'replace':
      return editSessions(plan, (e) => {
        take(e, change.to);
        put(e, change.from);
      });
    case 'skip':
      return editSessions(plan, (e) => put(e, change.from));
    case 'levelChange':
      return editSessions(plan, (e) => {
        for (const s of change.swaps) {
          take(e, s.to);
          put(e, s.from);
        }
      });
    case 'ftpChange':
      return rebuildPlan(plan, plan.weeks, { input: { ...plan.input, ftpW: change.from.ftpW } });
    case 'replan':
      return spliceSegment(plan, change.from, today);
    case 'note':
      return plan;
    case 'undo':
      return forward(plan, change.undoes);
  }
}

/** The plan with `change` applied. Throws `PlanChangeError` when the plan no longer holds what the change expects. */
export function applyChange(plan: Plan, change: PlanChange): Plan {
  return forward(plan, change);
}

/** Applies changes in order. */
export function applyChanges(plan: Plan, changes: readonly PlanChange[]): Plan {
  return changes.reduce(applyChange, plan);
}

export type UndoRefusal = 'inPast' | 'changedSince' | 'nothingToUndo';

export type UndoResult =
  | { readonly ok: true; readonly change: UndoChange }
  | { readonly ok: false; readonly reason: UndoRefusal };

function touchedDates(change: PlanChange): IsoDate[] {
  switch (change.kind) {
    case 'move':
    case 'swap':
    case 'replace':
      return [change.from.date, change.to.date];
    case 'skip':
      return [change.from.date];
    case 'levelChange':
      return change.swaps.flatMap((s) => [s.from.date, s.to.date]);
    case 'undo':
      return touchedDates(change.undoes);
    default:
      return [];
  }
}

/**
 * The plan's days from `today` on, as text to compare. Keys are sorted: a plan read back from storage (PostgreSQL's
 * jsonb orders keys its own way) must compare equal to the same plan still in memory, as the re-plan just made.
 */
function daysFrom(weeks: readonly PlanWeek[], today: IsoDate): string {
  const sorted = (_key: string, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v;
  return JSON.stringify(
    weeks.flatMap((w) => w.days.filter((d) => daysBetween(today, d.date) >= 0)),
    sorted,
  );
}

/**
 * The change that reverts `change` on `today`, or why it cannot be undone: a day it touches is past, or the plan
 * changed since in a way the undo would overwrite.
 */
export function undoChange(plan: Plan, change: PlanChange, today: IsoDate): UndoResult {
  if (change.kind === 'note') return { ok: false, reason: 'nothingToUndo' };
  if (touchedDates(change).some((d) => daysBetween(today, d) < 0)) return { ok: false, reason: 'inPast' };
  const undo: UndoChange = {
    kind: 'undo',
    reason: 'riderUndo',
    decidedOn: today,
    inputs: { undoneKind: change.kind, undoneReason: change.reason, undoneOn: change.decidedOn },
    undoes: change,
  };
  if (
    change.kind === 'replan' &&
    daysFrom(plan.weeks.slice(change.to.fromWeek), today) !== daysFrom(change.to.weeks, today)
  )
    return { ok: false, reason: 'changedSince' };
  if (change.kind === 'ftpChange' && plan.input.ftpW !== change.to.ftpW)
    return { ok: false, reason: 'changedSince' };
  try {
    applyChange(plan, undo);
  } catch (error) {
    if (error instanceof PlanChangeError) return { ok: false, reason: 'changedSince' };
    throw error;
  }
  return { ok: true, change: undo };
}
