/**
 * The plan's public types: what a rider asks for (`PlanInput`) and what the generator returns (`Plan`). Everything is
 * plain data (JSON-safe), so the server stores a plan as it is and the web, e-mails and CLI read the same object.
 */
import type { IsoDate, Weekday } from '../calendar/days.ts';
import type { StrengthFocus, StrengthSetting } from '../strength/types.ts';
import type { Localized, WorkoutFamily } from '../workout/types.ts';
import type { LoadBasis, StartLoadBasis } from './start-load.ts';

export const PLAN_GOALS = ['climbing', 'sprinting', 'endurance', 'timeTrial', 'generalFitness'] as const;
export type PlanGoal = (typeof PLAN_GOALS)[number];

export const RIDER_LEVELS = ['beginner', 'intermediate', 'advanced', 'elite'] as const;
export type RiderLevel = (typeof RIDER_LEVELS)[number];

/** Periodisation phases in order. `specialty` is the goal-specific peak block; `taper` only comes before an A event. */
export const PLAN_PHASES = ['base', 'build', 'specialty', 'taper'] as const;
export type PlanPhase = (typeof PLAN_PHASES)[number];

/**
 * Friel's race priorities: A = what the season peaks for (a 10–14-day taper; the plan ends on the last A event);
 * B = a race with 2–3 easier days before and an easy day after, no peak; C = a race ridden as training.
 */
export const EVENT_PRIORITIES = ['A', 'B', 'C'] as const;
export type EventPriority = (typeof EVENT_PRIORITIES)[number];

/** A day of the week the rider can ride, and for how long at most (seconds, strength included). */
export interface DayAvailability {
  readonly day: Weekday;
  readonly maxDurationS: number;
}

export interface PlanEvent {
  readonly date: IsoDate;
  readonly priority: EventPriority;
  /** What the rider calls it ("Gran Fondo Serra"), at most `PLAN_LIMITS.eventName.max` characters; left out when unnamed. */
  readonly name?: string | null;
}

/** Chronic and acute training load (CTL, ATL), TSS per day, as `fitness` of `@domestique/science` computes them. */
export interface TrainingLoad {
  readonly ctl: number;
  readonly atl: number;
}

export interface PlanInput {
  readonly goal: PlanGoal;
  readonly level: RiderLevel;
  /** Years; over 50 → 2:1 blocks. Unknown → 3:1. */
  readonly age?: number | null;
  /** Watts; unknown → the plan opens with an FTP test. Targets are %FTP, so the plan itself never depends on it. */
  readonly ftpW?: number | null;
  /** Hours the rider can train in a normal week (a ceiling: the plan progresses intensity, not duration). */
  readonly weeklyHours: number;
  /** The days the rider can ride, each with its own cap. */
  readonly availability: readonly DayAvailability[];
  /** The plan's first day; plan weeks run seven days from it. */
  readonly startDate: IsoDate;
  /** Number of weeks. With an A event it may be left out: the plan then ends with the event's week. */
  readonly weeks?: number | null;
  /** The rider's events (races, fondos), each A, B or C. */
  readonly events?: readonly PlanEvent[] | null;
  /** One event, as older requests send it; merged into `events` (normalised plans keep it null). */
  readonly event?: PlanEvent | null;
  readonly strength?: boolean;
  /** Where strength sessions happen: at home without equipment (default) or in a gym. */
  readonly strengthSetting?: StrengthSetting | null;
  /** CTL/ATL on the day before `startDate`, from the rider's recent rides; unknown → `defaultLoad(level, hours)`. */
  readonly load?: TrainingLoad | null;
  /** Why `load` is what it is (`startLoadBasis`): shown to the rider with the plan. Default: recentRides with a load. */
  readonly loadBasis?: StartLoadBasis | null;
  /** The rider's current progression level per family (1–10); missing families start from the level's default. */
  readonly progression?: Readonly<Partial<Record<WorkoutFamily, number>>> | null;
  /** The last hard day ridden before the plan (keeps hard days 48 h apart across a re-plan). */
  readonly lastHardDate?: IsoDate | null;
  /** No session before this day (a re-plan keeps the days already past as they were). */
  readonly notBefore?: IsoDate | null;
}

/** What a session is for in its week. `key` and `test` are the hard sessions the plan protects when life intervenes. */
export type SessionRole =
  | 'test'
  | 'key'
  | 'long'
  | 'endurance'
  | 'support'
  | 'recovery'
  | 'opener'
  | 'strength';

interface SessionBase {
  /** Stable within a plan: adaptations move and swap sessions by it. */
  readonly uid: string;
  readonly workoutId: string;
  readonly name: Localized;
  readonly durationS: number;
  /** Planned TSS (strength: the estimated equivalent load). */
  readonly tss: number;
  /** Set when an adaptation changed this session (the reason code), so the rider can see it was adjusted. */
  readonly adjustedBy?: string;
}

export interface PlannedRide extends SessionBase {
  readonly kind: 'ride';
  readonly family: WorkoutFamily;
  /** Progression level of the workout, 1.0–10.0. */
  readonly level: number;
  readonly role: Exclude<SessionRole, 'strength'>;
}

export interface PlannedStrength extends SessionBase {
  readonly kind: 'strength';
  readonly focus: StrengthFocus;
  readonly role: 'strength';
}

export type PlannedSession = PlannedRide | PlannedStrength;

export interface PlanDay {
  readonly date: IsoDate;
  readonly sessions: readonly PlannedSession[];
  /** The rider's event, when it falls on this day (no workout is planned on it). */
  readonly event?: PlanEvent;
  /** Set on the days of an A event's taper (the days the plan eases toward it). */
  readonly taper?: true;
}

/** The week's aim ("Training Focus"), as a reason code the coach words in en/pt/es (`explainWeekFocus`). */
export const WEEK_FOCUS_CODES = [
  'base',
  'buildThreshold',
  'buildVo2max',
  'buildAnaerobic',
  'specialtyClimbing',
  'specialtySprinting',
  'specialtyEndurance',
  'specialtyTimeTrial',
  'specialtyGeneralFitness',
  'recovery',
  'taper',
  'eventWeek',
] as const;
export type WeekFocusCode = (typeof WEEK_FOCUS_CODES)[number];

/** Extra facts of a week worth a sentence of their own. */
export const WEEK_NOTE_CODES = ['openingTest', 'ftpTest', 'bEvent', 'cEvent'] as const;
export type WeekNoteCode = (typeof WEEK_NOTE_CODES)[number];

export interface WeekNote {
  readonly code: WeekNoteCode;
  readonly date: IsoDate;
}

export interface WeekFocus {
  readonly code: WeekFocusCode;
  /** 1-based week number and total, for "week 3 of 12". */
  readonly week: number;
  readonly weeks: number;
  /** Families of the week's key sessions, in date order (may be empty). */
  readonly keyFamilies: readonly WorkoutFamily[];
  readonly notes: readonly WeekNote[];
  /** Set in the event's week and the taper. */
  readonly eventDate?: IsoDate;
}

export interface PlanWeek {
  /** 0-based. */
  readonly index: number;
  readonly startDate: IsoDate;
  readonly phase: PlanPhase;
  readonly recovery: boolean;
  /** Holds an FTP test. */
  readonly ftpTest: boolean;
  readonly focus: WeekFocus;
  /** The load the week aimed for before the hours, the ramp and the form floor trimmed it (TSS). */
  readonly targetTss: number;
  readonly plannedTss: number;
  readonly plannedDurationS: number;
  /** Seven days from `startDate`. */
  readonly days: readonly PlanDay[];
}

/** Derived numbers the plan was built with (each documented with its source in docs/coach-plans.md). */
export interface PlanSettings {
  /** Highest CTL rise allowed per week. */
  readonly rampPerWeek: number;
  /** Form (TSB) the plan never lets a day end below. */
  readonly tsbFloor: number;
  /** 4 = three weeks on, one easy (3:1); 3 = 2:1. */
  readonly blockWeeks: 3 | 4;
  /** Days of the last A event's taper (0 without one). */
  readonly taperDays: number;
  /**
   * Load the projection starts from; `assumed` when it came from the level and hours, not the rider's rides, and
   * `basis` why (no rides, or none in the 42 days before the start), with the last ride's day.
   */
  readonly startLoad: TrainingLoad & {
    readonly assumed: boolean;
    readonly basis?: LoadBasis;
    readonly lastRideDate?: IsoDate | null;
  };
  /** Progression level per family at the start. */
  readonly startLevels: Readonly<Record<WorkoutFamily, number>>;
  /** Weekdays the plan rides on (at most six: one day a week is always free). */
  readonly trainingDays: readonly Weekday[];
}

/** Where the projection is simulated from: the plan's start load, or the rider's real load on a re-plan day. */
export interface ProjectionAnchor {
  readonly date: IsoDate;
  /** CTL/ATL at the end of the day before `date`. */
  readonly load: TrainingLoad;
}

/**
 * Projected CTL, ATL and TSB per day of the plan: `fitness` of `@domestique/science` over the planned daily TSS,
 * seeded at the anchor. Days before the anchor keep the values they were projected with.
 */
export interface FitnessProjection {
  readonly startDate: IsoDate;
  readonly anchor: ProjectionAnchor;
  readonly ctl: readonly number[];
  readonly atl: readonly number[];
  /** Form on each day = yesterday's CTL − yesterday's ATL. */
  readonly tsb: readonly number[];
}

export interface Plan {
  readonly version: 1;
  /** The input, normalised (defaults filled, availability sorted): what a re-plan starts from. */
  readonly input: PlanInput;
  readonly settings: PlanSettings;
  readonly weeks: readonly PlanWeek[];
  readonly projection: FitnessProjection;
}
