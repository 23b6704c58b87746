/**
 * The daily adaptation pass: everything the coach decides by itself from what happened, in a fixed order — missed
 * training (a step back after a long break), what was ridden (a hard ride moves or eases the hard session the day
 * after it), levels after a break, an easy return from illness, an FTP check when several workouts were too hard,
 * then progression from how sessions went, then fatigue, then today's check-in — each rule seeing the plan as the
 * previous one left it. Pure: the same plan, rides, feedback, check-ins, load and "today" give the same changes.
 * Rules act once per trigger (missed sessions move once, eased sessions are marked, a return from a break, a hard
 * ride, a feedback streak or an FTP check is looked up in `history`), so running it again the same day changes
 * nothing.
 */
import type { IsoDate } from '../calendar/days.ts';
import { type MatchOptions, type MatchResult, matchRides } from '../compliance/match.ts';
import type { RideFeedback, RideRecord } from '../compliance/types.ts';
import type { WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan, TrainingLoad } from '../plan/types.ts';
import { applyChanges } from './apply.ts';
import { checkInChanges } from './check-in.ts';
import { fatigueChanges } from './fatigue.ts';
import { ftpCheckChanges } from './ftp-check.ts';
import { illnessReturnChanges } from './illness-return.ts';
import { levelsAfterBreakChanges } from './level-resets.ts';
import { missedTrainingChanges } from './missed.ts';
import { progressionChanges } from './progression.ts';
import type { CheckIn } from './readiness.ts';
import { riddenHardChanges } from './ridden-hard.ts';
import type { PlanChange } from './types.ts';
import type { UnavailableRange } from './unavailable.ts';

export interface AdaptContext extends MatchOptions {
  readonly today: IsoDate;
  readonly catalog: WorkoutCatalog;
  readonly rides: readonly RideRecord[];
  readonly feedback?: readonly RideFeedback[];
  /** Check-ins, today's included when the rider made one (earlier ones give the HR/HRV baselines). */
  readonly checkIns?: readonly CheckIn[];
  /** CTL/ATL at the end of yesterday from the rider's rides (fatigue and re-plans); without it fatigue is skipped. */
  readonly load?: TrainingLoad | null;
  /** Changes made before (so a trigger acts once). */
  readonly history?: readonly PlanChange[];
  /** Days the rider marked unavailable, around today (an illness eases the return; see `illness-return.ts`). */
  readonly unavailable?: readonly UnavailableRange[];
}

export interface Adaptation {
  readonly plan: Plan;
  readonly changes: readonly PlanChange[];
  /** Ride ↔ session matching on the adapted plan. */
  readonly match: MatchResult;
}

export function adaptPlan(plan: Plan, ctx: AdaptContext): Adaptation {
  const { today, catalog } = ctx;
  const history = [...(ctx.history ?? [])];
  const changes: PlanChange[] = [];
  let working = plan;
  const match = () => matchRides(working, ctx.rides, today, ctx);
  const step = (made: readonly PlanChange[]) => {
    working = applyChanges(working, made);
    changes.push(...made);
    history.push(...made);
  };
  step(
    missedTrainingChanges(working, {
      today,
      rides: ctx.rides,
      match: match(),
      catalog,
      history,
      load: ctx.load ?? null,
    }),
  );
  step(riddenHardChanges(working, { today, rides: ctx.rides, match: match(), catalog, history }));
  step(levelsAfterBreakChanges(working, { today, rides: ctx.rides, catalog, history }));
  step(
    illnessReturnChanges(working, {
      today,
      rides: ctx.rides,
      catalog,
      history,
      unavailable: ctx.unavailable,
    }),
  );
  // The FTP check first: a test that replaces the next key session settles what easing one family would guess at.
  step(ftpCheckChanges(working, { today, match: match(), feedback: ctx.feedback ?? [], catalog, history }));
  step(
    progressionChanges(working, { today, match: match(), feedback: ctx.feedback ?? [], catalog, history }),
  );
  if (ctx.load) step(fatigueChanges(working, { today, load: ctx.load, catalog }));
  const checkIns = ctx.checkIns ?? [];
  const todays = checkIns.filter((c) => c.date === today).at(-1);
  if (todays) {
    step(
      checkInChanges(working, {
        today,
        checkIn: todays,
        previous: checkIns.filter((c) => c !== todays),
        catalog,
        match: match(),
      }),
    );
  }
  return { plan: working, changes, match: match() };
}
