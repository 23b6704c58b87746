/** What a plan week is built with (`PlanContext`) and from (`PlanState`: what the weeks before left). */
import type { Weekday } from '../calendar/days.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import type { WorkoutCatalog } from './catalog.ts';
import type { PlanInput, PlanSettings, TrainingLoad } from './types.ts';

export interface PlanContext {
  readonly input: PlanInput;
  readonly catalog: WorkoutCatalog;
  readonly settings: PlanSettings;
  /** Cap per weekday the plan rides on. */
  readonly caps: ReadonlyMap<Weekday, number>;
  /** Appended to session uids (a re-plan's sessions never collide with older ones). */
  readonly uidSuffix: string;
  /** Seconds the rider can ride in a normal week: the lesser of the weekly hours and the riding days' caps. */
  readonly availableS: number;
  /** A workout is planned at most this many times while another fits (variety). */
  readonly maxRepeats: number;
}

export interface PlanState {
  /** CTL/ATL at the start of the week — or, with `loadFromDay`, at the start of that day of it (a re-plan today). */
  readonly load: TrainingLoad;
  /** Day offset in the week the load applies from (days before it are past and not simulated); default 0. */
  readonly loadFromDay?: number;
  /** Day number of the last hard session, or −∞. */
  readonly lastHard: number;
  /** Day number of the last strength session, or −∞. */
  readonly lastStrength: number;
  /** The FTP is unknown and the opening test is not placed yet: nothing is planned before it. */
  readonly testPending: boolean;
  /** Week index of the last FTP test (0 when the plan starts with a known FTP). */
  readonly lastTestWeek: number;
  /** A re-test the layout asked for and that is not placed yet (too soon after a late opening test, or no room). */
  readonly testDue: boolean;
  readonly levels: Readonly<Record<WorkoutFamily, number>>;
  /** The daily loads of the last three weeks (for the acute:chronic ratio); days before the plan at its start CTL. */
  readonly recent: readonly number[];
  /** How often each base workout (by id) was planned so far. */
  readonly uses: Readonly<Record<string, number>>;
}
