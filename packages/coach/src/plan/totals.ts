/** Keeps a plan's derived numbers true after its days change: week totals and the projected CTL/ATL/TSB. */
import { projectFitness } from './load.ts';
import type { Plan, PlanDay, PlanInput, PlanSettings, PlanWeek, ProjectionAnchor } from './types.ts';

const round1 = (x: number) => Math.round(x * 10) / 10;

export function dayTss(day: PlanDay): number {
  return day.sessions.reduce((t, s) => t + s.tss, 0);
}

/** The week with its planned TSS and duration summed again from its days. */
export function withWeekTotals(week: PlanWeek): PlanWeek {
  return {
    ...week,
    plannedTss: round1(week.days.reduce((t, d) => t + dayTss(d), 0)),
    plannedDurationS: week.days.reduce((t, d) => t + d.sessions.reduce((u, s) => u + s.durationS, 0), 0),
  };
}

export interface PlanPatch {
  readonly input?: PlanInput;
  readonly settings?: PlanSettings;
  readonly anchor?: ProjectionAnchor;
}

/** `plan` with new weeks (and optionally input, settings, projection anchor), totals and projection recomputed. */
export function rebuildPlan(plan: Plan, weeks: readonly PlanWeek[], patch: PlanPatch = {}): Plan {
  const totals = weeks.map(withWeekTotals);
  const daily = totals.flatMap((w) => w.days.map(dayTss));
  const input = patch.input ?? plan.input;
  return {
    version: 1,
    input,
    settings: patch.settings ?? plan.settings,
    weeks: totals,
    projection: projectFitness(
      input.startDate,
      daily,
      patch.anchor ?? plan.projection.anchor,
      plan.projection,
    ),
  };
}
