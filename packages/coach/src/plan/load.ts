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

/**
 * Training monotony (Foster 1998 [S6]): the mean daily load of a week ÷ its standard deviation. High when every day
 * is alike; > 2.0 is too high [S6]. Null for a week with no load; a week of equal non-zero days counts as 10.
 */
export function monotonyOf(dailyTss: readonly number[]): number | null {
  const n = dailyTss.length;
  const mean = dailyTss.reduce((s, x) => s + x, 0) / n;
  if (mean <= 0) return null;
  const sd = Math.sqrt(dailyTss.reduce((s, x) => s + (x - mean) ** 2, 0) / n);
  return sd < 1e-9 ? 10 : Math.round((mean / sd) * 100) / 100;
}

/**
 * Chronic load never counts as less than this (TSS a day, about an easy hour a week): a rider starting from nothing
 * may begin with a couple of easy hours, which a ratio over zero would forbid (our choice).
 */
export const CHRONIC_FLOOR = 10;

/** Days of the chronic window: four weeks, the current one included (Gabbett's coupled rolling average [S5]). */
export const CHRONIC_DAYS = 28;

/**
 * Acute:chronic workload ratio of a week [S5, Gabbett 2016]: its mean daily load (acute, 7 days) ÷ the mean daily
 * load of the four weeks ending with it (chronic, the week included). `before` holds the daily loads that came
 * before the week (the last 21 are used; days before a plan count at the rider's start CTL). 0.8–1.3 is the sweet
 * spot, > 1.5 the danger zone [S5, G3].
 */
export function acwrOf(weekDaily: readonly number[], before: readonly number[]): number {
  const n = weekDaily.length;
  if (n === 0) return 0;
  const past = before.slice(-(CHRONIC_DAYS - n));
  const acute = weekDaily.reduce((s, x) => s + x, 0) / n;
  const chronic = (past.reduce((s, x) => s + x, 0) + acute * n) / (past.length + n);
  return acute / Math.max(CHRONIC_FLOOR, chronic);
}
