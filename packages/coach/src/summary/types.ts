/**
 * The weekly and monthly summary (issue #19, "The coach speaks"): what the server hands the coach, the typed facts the
 * coach builds from it, and the paragraphs that word them. Every number a rider reads in a summary is a fact with an
 * id; a paragraph names the facts it says (`factIds`), so a narration — the templates here, or a language model later
 * (reference coaching.md §6: the engine computes every number, a model only words them) — can be checked against them.
 */
import type { PlanChange } from '../adapt/types.ts';
import type { IsoDate } from '../calendar/days.ts';
import type { WeekFocus } from '../plan/types.ts';
import type { Localized, WorkoutFamily } from '../workout/types.ts';

export const SUMMARY_PERIODS = ['week', 'month'] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];

/** The coach persona the rider chose (profile `coach_gender`): Portuguese and Spanish agree with it in gender. */
export const COACH_VOICES = ['male', 'female'] as const;
export type CoachVoice = (typeof COACH_VOICES)[number];

/** A session the plan had on one of the period's days, and what became of it (the calendar row's status). */
export interface SummarySession {
  readonly date: IsoDate;
  readonly kind: 'ride' | 'strength';
  readonly role: string;
  readonly family: WorkoutFamily | null;
  readonly name: Localized;
  readonly durationS: number;
  readonly tss: number;
  readonly status: 'planned' | 'completed' | 'partial' | 'missed' | 'skipped' | 'moved';
}

/** One point of the season power curve: the period's best at a duration and the best of every ride before it. */
export interface SummaryBest {
  readonly durationS: number;
  readonly watts: number | null;
  /** The local day of the ride that set `watts`. */
  readonly date: IsoDate | null;
  readonly activityId: string | null;
  readonly before: number | null;
}

/** An FTP history entry of the period: the value, the one it replaced, and why (ftp_history's source and reason). */
export interface SummaryFtpChange {
  readonly date: IsoDate;
  readonly watts: number;
  readonly before: number | null;
  readonly source: 'manual' | 'test' | 'estimate';
  /** ftp_history.reason: profile_update, ftp_test_ramp, ftp_estimate_best20min, … */
  readonly reason: string;
}

/** What the server reads for one period of one rider (all days local to the rider). */
export interface SummaryInput {
  readonly period: SummaryPeriod;
  /** First and last day of the period, inclusive. */
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** Whether the rider had an active plan over the period (no plan: no planned-vs-done, no changes). */
  readonly hasPlan: boolean;
  readonly planned: readonly SummarySession[];
  /** The period's rides (cycling): how many and their moving time (their load is in `dailyLoads`). */
  readonly rides: { readonly count: number; readonly movingS: number };
  /** Load per local day (rides' TSS or hrTSS and logged strength), as the fitness chart sums it. */
  readonly dailyLoads: readonly { readonly date: IsoDate; readonly load: number }[];
  /** CTL/ATL/TSB per day from the day before `from` through `to`. */
  readonly fitness: readonly {
    readonly date: IsoDate;
    readonly ctl: number;
    readonly atl: number;
    readonly tsb: number;
  }[];
  readonly bests: readonly SummaryBest[];
  readonly ftpChanges: readonly SummaryFtpChange[];
  /** The coach's changes decided in the period and still in force (not undone), oldest first. */
  readonly changes: readonly { readonly id: string; readonly change: PlanChange }[];
  /** The week after the summary (Monday to Sunday) as the active plan has it, or null without a plan. */
  readonly next: {
    readonly from: IsoDate;
    readonly to: IsoDate;
    readonly focus: WeekFocus | null;
    readonly sessions: readonly Omit<SummarySession, 'status'>[];
  } | null;
}

/** How a fact's value reads: a number in a unit, a day, or words already in every language. */
export type FactUnit =
  | 'count'
  | 's'
  | 'TSS'
  | 'CTL'
  | 'ATL'
  | 'TSB'
  | 'W'
  | 'day'
  | 'period'
  | 'name'
  | 'sentence';

/** Where a fact came from. */
export type FactSource =
  | 'period'
  | 'plan'
  | 'rides'
  | 'fitness'
  | 'powerCurve'
  | 'ftpHistory'
  | 'planChanges';

export interface Fact {
  /** Stable within a summary: `done.tss`, `best.300.watts`, `change.<id>`. */
  readonly id: string;
  /** A number (numeric units), a `YYYY-MM-DD` day (`day`), `week`/`month` (`period`), or words (`name`, `sentence`). */
  readonly value: number | string | Localized;
  readonly unit: FactUnit;
  /** The rider's local day the fact is about, when it is about one. */
  readonly date?: IsoDate;
  readonly source: FactSource;
  /** The row it came from (a plan change, a ride), when one. */
  readonly ref?: string;
}

export interface SummaryParagraph {
  readonly text: string;
  readonly factIds: readonly string[];
}
