/**
 * Plan changes: what the coach (or the rider) changed, from what to what, why (a reason code) and on which facts
 * (`inputs`). The server stores each change as it is; `explainChange` words it in en/pt/es; `applyChange` and
 * `undoChange` replay and revert it. Nothing about a plan changes except through a `PlanChange`.
 */
import type { IsoDate } from '../calendar/days.ts';
import type { PlanInput, PlannedSession, PlanSettings, PlanWeek, ProjectionAnchor } from '../plan/types.ts';
import type { WorkoutFamily } from '../workout/types.ts';

export const CHANGE_KINDS = [
  'move',
  'swap',
  'replace',
  'skip',
  'levelChange',
  'ftpChange',
  'replan',
  'note',
  'undo',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Every reason a plan changes. Each has a sentence in en, pt and es (`explainChange`). */
export const REASON_CODES = [
  'missedKeyMoved',
  'missedKeySkipped',
  'missedTestMoved',
  'missedResume',
  'missedStepBack',
  'missedStepBackEvent',
  'missedRebuildEvent',
  'breakNoRecovery',
  'illnessEasyReturn',
  'levelsAfterBreak',
  'levelsAfterFtp',
  'levelsAfterFtpDrop',
  'ftpCheckProposed',
  'ftpCheckNote',
  'madeRoom',
  'streakTooEasy',
  'streakTooHard',
  'feedbackTooHard',
  'keyFailed',
  'ftpSet',
  'ftpRaised',
  'ftpLowered',
  'fatigueFloor',
  'riddenHardMoved',
  'riddenHardEased',
  'riddenHardRest',
  'readinessVeryLow',
  'veryTired',
  'veryTiredRest',
  'tired',
  'readinessLow',
  'testMoved',
  'testNoRoom',
  'unavailableMoved',
  'unavailableDropped',
  'unavailableNoRoom',
  'replanGoal',
  'replanEvent',
  'replanNoEvent',
  'replanHours',
  'replanDays',
  'replanSettings',
  'riderMoved',
  'riderSkipped',
  'riderSwapped',
  'riderUndo',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** The facts that triggered a change, flat and JSON-safe (dates as `YYYY-MM-DD`). */
export type ChangeInputs = Readonly<Record<string, string | number | boolean | null>>;

/** A session on a day: what a move, swap or skip starts from or ends at. */
export interface SessionAt {
  readonly date: IsoDate;
  readonly session: PlannedSession;
}

/** The part of a plan a re-plan replaces: weeks from `fromWeek` on, with the input and settings they came from. */
export interface PlanSegment {
  readonly fromWeek: number;
  readonly input: PlanInput;
  readonly settings: PlanSettings;
  readonly weeks: readonly PlanWeek[];
  readonly anchor: ProjectionAnchor;
}

interface ChangeBase {
  readonly reason: ReasonCode;
  /** The day the change was decided ("today" of the rule that made it). */
  readonly decidedOn: IsoDate;
  readonly inputs: ChangeInputs;
  /**
   * Changes decided together share this key (a key session moved and the easy ride that gave it room; every change
   * one range of days off made): undoing one undoes them all (`undoChanges`), since half of a decision is a plan
   * nobody chose. Unique within one run of a rule; the server scopes it to the run that stored it.
   */
  readonly group?: string;
}

/** A session goes to another day (same uid, same workout). */
export interface MoveChange extends ChangeBase {
  readonly kind: 'move';
  readonly from: SessionAt;
  readonly to: SessionAt;
}

/** Same day, another workout of the same family (easier, or the rider's alternative). Keeps the uid. */
export interface SwapChange extends ChangeBase {
  readonly kind: 'swap';
  readonly from: SessionAt;
  readonly to: SessionAt;
}

/** Same day, a workout of another family (a hard session becomes endurance or recovery). Keeps the uid. */
export interface ReplaceChange extends ChangeBase {
  readonly kind: 'replace';
  readonly from: SessionAt;
  readonly to: SessionAt;
}

/** A session leaves the plan. */
export interface SkipChange extends ChangeBase {
  readonly kind: 'skip';
  readonly from: SessionAt;
  readonly to: null;
}

/** A family's progression level moves; its upcoming sessions are swapped to match. */
export interface LevelChange extends ChangeBase {
  readonly kind: 'levelChange';
  readonly from: { readonly family: WorkoutFamily; readonly level: number };
  readonly to: { readonly family: WorkoutFamily; readonly level: number };
  readonly swaps: readonly { readonly from: SessionAt; readonly to: SessionAt }[];
}

/** A new FTP: nothing else moves (targets are %FTP), but the rider is told what it means. */
export interface FtpChange extends ChangeBase {
  readonly kind: 'ftpChange';
  readonly from: { readonly ftpW: number | null };
  readonly to: { readonly ftpW: number };
}

/** The plan from a week on is rebuilt (new goal, event, hours or days; a step back after a long break). */
export interface ReplanChange extends ChangeBase {
  readonly kind: 'replan';
  readonly from: PlanSegment;
  readonly to: PlanSegment;
}

/** Nothing in the plan moves, but the rider should know why (resuming after a break). */
export interface NoteChange extends ChangeBase {
  readonly kind: 'note';
}

/** Reverts an earlier change (see `undoChange` for what undo means for each kind). */
export interface UndoChange extends ChangeBase {
  readonly kind: 'undo';
  readonly undoes: PlanChange;
}

export type PlanChange =
  | MoveChange
  | SwapChange
  | ReplaceChange
  | SkipChange
  | LevelChange
  | FtpChange
  | ReplanChange
  | NoteChange
  | UndoChange;
