/**
 * Training load over the plan: CTL/ATL/TSB as `fitness` of `@domestique/science` defines them (Banister/Coggan,
 * τ = 42 and 7 days, k = 1/τ [S1]). The week check steps the same recurrence, so what the generator checks is what
 * the projection shows.
 */
import { ATL_DAYS, CTL_DAYS, fitness } from '@domestique/science';
import type { IsoDate } from '../calendar/days.ts';
import type { FitnessProjection, TrainingLoad } from './types.ts';

const KC = 1 / CTL_DAYS;
const KA = 1 / ATL_DAYS;

/** CTL/ATL at the end of a day with `tss`, from the end of the day before. */
export function stepLoad(load: TrainingLoad, tss: number): TrainingLoad {
  return { ctl: load.ctl + KC * (tss - load.ctl), atl: load.atl + KA * (tss - load.atl) };
}

export interface WeekLoadCheck {
  readonly ok: boolean;
  readonly end: TrainingLoad;
}

/**
 * Whether a week of daily loads keeps the two load rules: CTL rises at most `ramp` over the week, and every day ends
 * with form (CTL − ATL) at or above `floor` — or, when the week starts below it (an inherited deficit), with form no
 * lower than the day before (it climbs back).
 */
export function checkWeekLoad(
  start: TrainingLoad,
  dailyTss: readonly number[],
  ramp: number,
  floor: number,
): WeekLoadCheck {
  let load = start;
  let form = start.ctl - start.atl;
  let ok = true;
  for (const tss of dailyTss) {
    load = stepLoad(load, tss);
    const next = load.ctl - load.atl;
    if (next < floor - 1e-9 && next < form - 1e-9) ok = false;
    form = next;
  }
  if (load.ctl - start.ctl > ramp + 1e-9) ok = false;
  return { ok, end: load };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The plan's projected CTL, ATL and TSB per day, rounded to 0.1 (what a chart shows). */
export function projectFitness(
  startDate: IsoDate,
  dailyTss: readonly number[],
  start: TrainingLoad,
): FitnessProjection {
  const series = fitness(dailyTss, { ctl0: start.ctl, atl0: start.atl });
  return {
    startDate,
    ctl: Array.from(series.ctl, round1),
    atl: Array.from(series.atl, round1),
    tsb: Array.from(series.tsb, round1),
  };
}
