/**
 * Training load over the plan: CTL/ATL/TSB as `fitness` of `@domestique/science` defines them (Banister/Coggan,
 * τ = 42 and 7 days, k = 1/τ [S1]). The week check steps the same recurrence, so what the generator checks is what
 * the projection shows.
 */
import { ATL_DAYS, CTL_DAYS, fitness } from '@domestique/science';
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import type { FitnessProjection, ProjectionAnchor, TrainingLoad } from './types.ts';

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

/**
 * The plan's projected CTL, ATL and TSB per day, rounded to 0.1 (what a chart shows): simulated from the anchor on,
 * the values of `previous` kept for the days before it (what was projected then stays what was projected).
 */
export function projectFitness(
  startDate: IsoDate,
  dailyTss: readonly number[],
  anchor: ProjectionAnchor,
  previous: FitnessProjection | null = null,
): FitnessProjection {
  const offset = Math.max(0, Math.min(dailyTss.length, daysBetween(startDate, anchor.date)));
  const series = fitness(dailyTss.slice(offset), { ctl0: anchor.load.ctl, atl0: anchor.load.atl });
  const before = (values: readonly number[] | undefined, fallback: number) =>
    Array.from({ length: offset }, (_, i) => values?.[i] ?? round1(fallback));
  return {
    startDate,
    anchor,
    ctl: [...before(previous?.ctl, anchor.load.ctl), ...Array.from(series.ctl, round1)],
    atl: [...before(previous?.atl, anchor.load.atl), ...Array.from(series.atl, round1)],
    tsb: [...before(previous?.tsb, anchor.load.ctl - anchor.load.atl), ...Array.from(series.tsb, round1)],
  };
}
