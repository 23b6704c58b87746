/**
 * `generatePlan`: a periodised plan that fits the rider's week. Pure and deterministic — no clock, no randomness,
 * stable orderings — so the same input gives the same plan byte for byte (`JSON.stringify`), on any machine.
 */
import { dayNumber, daysBetween, type Weekday } from '../calendar/days.ts';
import { WORKOUT_FAMILIES, type WorkoutFamily } from '../workout/types.ts';
import { buildWeek, type PlanContext, type PlanState } from './build-week.ts';
import type { WorkoutCatalog } from './catalog.ts';
import { chooseTrainingDays, trainingDayCaps } from './choose-days.ts';
import { DEFAULT_TAPER, layoutPlan, planEvents, type TaperChoice, type WeekSkeleton } from './layout.ts';
import { CHRONIC_DAYS, projectFitness, stepLoad } from './load.ts';
import { endWeeksOn, lastAEventDay } from './plan-end.ts';
import {
  blockWeeks,
  ctlRampPerWeek,
  defaultLoad,
  MAX_WORKOUT_REPEATS,
  RACE_FORM,
  SHALLOW_TAPER_CUT,
  START_LEVEL,
  sustainableCtl,
  TAPER_CUTS,
  TAPER_SHORTENINGS,
  TSB_FLOOR,
} from './rules.ts';
import type { Plan, PlanInput, PlanSettings, PlanWeek, TrainingLoad } from './types.ts';
import { normalizePlanInput, PlanInputError, validatePlanInput } from './validate-input.ts';

export interface GenerateOptions {
  /** Appended to every session uid (re-plans use the re-plan day, so new sessions never reuse an old uid). */
  readonly uidSuffix?: string;
}

/**
 * The load assumed for a rider without recent rides: the level's, capped by what their week carries
 * (`sustainableCtl` over the days the plan rides) — a rider with three half-hour days is not assumed fitter than
 * those days can keep them.
 */
function assumedLoad(input: PlanInput): TrainingLoad {
  const days = chooseTrainingDays(input.availability, input.level, input.weeklyHours);
  const caps = trainingDayCaps(input.availability, days);
  const level = defaultLoad(input.level, input.weeklyHours);
  const ctl =
    Math.round(Math.min(level.ctl, sustainableCtl(input.weeklyHours, caps, blockWeeks(input.age))) * 10) / 10;
  return { ctl, atl: ctl };
}

/** The plan settings an input leads to (also what a re-plan reuses). */
export function planSettings(input: PlanInput): PlanSettings {
  const lastRideDate = input.loadBasis?.lastRideDate ?? null;
  const startLoad: PlanSettings['startLoad'] = input.load
    ? { ctl: input.load.ctl, atl: input.load.atl, assumed: false, basis: 'recentRides', lastRideDate }
    : {
        ...assumedLoad(input),
        assumed: true,
        basis: input.loadBasis?.basis === 'oldRides' ? 'oldRides' : 'noRides',
        lastRideDate,
      };
  const startLevels = Object.fromEntries(
    WORKOUT_FAMILIES.map((f) => [f, input.progression?.[f] ?? START_LEVEL[input.level]]),
  ) as Record<WorkoutFamily, number>;
  const b = blockWeeks(input.age);
  return {
    rampPerWeek: ctlRampPerWeek(input.level, startLoad.ctl),
    tsbFloor: TSB_FLOOR[input.level],
    blockWeeks: b,
    taperDays: layoutPlan(input, b).taperDays,
    startLoad,
    startLevels,
    trainingDays: chooseTrainingDays(input.availability, input.level, input.weeklyHours),
  };
}

/**
 * Builds the plan week by week: the layout (phases, 3:1 or 2:1 blocks, taper, FTP tests), then each week's days
 * and workouts from the load the week before left (CTL/ATL, last hard day, progression levels), then the projected
 * CTL/ATL/TSB. Throws `PlanInputError` for an input `validatePlanInput` rejects.
 */
export function generatePlan(input: PlanInput, catalog: WorkoutCatalog, options: GenerateOptions = {}): Plan {
  const issues = validatePlanInput(input);
  if (issues.length > 0) throw new PlanInputError(issues);
  const normalized = normalizePlanInput(input);
  const settings = planSettings(normalized);
  const ctx = planContext(normalized, catalog, settings, options.uidSuffix ?? '');
  const start: PlanState = {
    load: { ctl: settings.startLoad.ctl, atl: settings.startLoad.atl },
    lastHard: normalized.lastHardDate ? dayNumber(normalized.lastHardDate) : Number.NEGATIVE_INFINITY,
    lastStrength: Number.NEGATIVE_INFINITY,
    levels: settings.startLevels,
    testPending: normalized.ftpW == null,
    lastTestWeek: 0,
    testDue: false,
    uses: {},
    // Before the plan the rider rode at their start load: the chronic window's first weeks at the start CTL.
    recent: Array<number>(CHRONIC_DAYS - 7).fill(settings.startLoad.ctl),
  };
  const built = buildWithTaper(
    ctx,
    (taper) => layoutPlan(normalized, settings.blockWeeks, taper).weeks,
    start,
  );
  // The plan ends on its last A event's day: the rest of that week is not part of it.
  const weeks = endWeeksOn(built.weeks, lastAEventDay(normalized));
  const daily = built.daily.slice(
    0,
    weeks.reduce((n, w) => n + w.days.length, 0),
  );
  return {
    version: 1,
    input: normalized,
    settings,
    weeks,
    projection: projectFitness(normalized.startDate, daily, {
      date: normalized.startDate,
      load: { ctl: settings.startLoad.ctl, atl: settings.startLoad.atl },
    }),
  };
}

/**
 * Builds the weeks with the tapers of `TAPER_CUTS` × `TAPER_SHORTENINGS` when the plan has an A event, and keeps the
 * one that brings the rider to every A event inside the race form window (`RACE_FORM`) with the most CTL left (else
 * the nearest to the window); without an A event, the default. Weeks before the first taper are the same in every
 * variant and built once.
 */
export function buildWithTaper(
  ctx: PlanContext,
  layout: (taper: TaperChoice) => readonly WeekSkeleton[],
  start: PlanState,
): { weeks: PlanWeek[]; daily: number[]; state: PlanState } {
  const aDays = planEvents(ctx.input)
    .filter((e) => e.priority === 'A')
    .map((e) => daysBetween(ctx.input.startDate, e.date));
  if (aDays.length === 0) return buildWeeks(ctx, layout(DEFAULT_TAPER), start);
  // Most fitness first: shallower cuts and shorter tapers keep more CTL, so the first variant that brings the rider
  // to every A event inside the form window is kept; cuts under 40 % come last (only when nothing else does).
  const variants = TAPER_CUTS.flatMap((cut) => TAPER_SHORTENINGS.map((shorten) => ({ cut, shorten }))).sort(
    (a, b) =>
      Number(a.cut < SHALLOW_TAPER_CUT - 1e-9) - Number(b.cut < SHALLOW_TAPER_CUT - 1e-9) ||
      a.cut - a.shorten / 20 - (b.cut - b.shorten / 20),
  );
  const skeletons = variants.map(layout);
  const key = (w: WeekSkeleton | undefined) =>
    w ? `${w.phase}|${w.dayVolume}|${w.easyOnly}|${w.taperDay}` : '';
  const keys = skeletons.map((sk) => sk.map(key));
  let prefix = 0;
  while (prefix < keys[0]!.length && keys.every((k) => k[prefix] === keys[0]![prefix])) prefix++;
  const head = buildWeeks(ctx, skeletons[0]!.slice(0, prefix), start);
  const offset = 7 * (ctx.input.weeks! - skeletons[0]!.length);
  const from = start.loadFromDay ?? 0;
  let best: { weeks: PlanWeek[]; daily: number[]; state: PlanState } | null = null;
  let bestMiss = Number.POSITIVE_INFINITY;
  for (const sk of skeletons) {
    const tail = buildWeeks(ctx, sk.slice(prefix), prefix > 0 ? head.state : start);
    const daily = [...head.daily, ...tail.daily];
    // Form on each A event's day (a re-plan's first week starts mid-week: its past days are skipped).
    let load = start.load;
    let miss = 0;
    for (let i = from; i < daily.length; i++) {
      if (aDays.includes(i + offset)) {
        const tsb = load.ctl - load.atl;
        miss += Math.max(0, RACE_FORM.min - tsb) + Math.max(0, tsb - RACE_FORM.max);
      }
      load = stepLoad(load, daily[i]!);
    }
    if (miss < bestMiss - 1e-9) {
      best = { weeks: [...head.weeks, ...tail.weeks], daily, state: tail.state };
      bestMiss = miss;
    }
    if (miss <= 1e-9) break;
  }
  return best!;
}

/** What every week of a plan is built with. */
export function planContext(
  input: PlanInput,
  catalog: WorkoutCatalog,
  settings: PlanSettings,
  uidSuffix: string,
): PlanContext {
  const caps = new Map<Weekday, number>();
  for (const a of input.availability) {
    if (settings.trainingDays.includes(a.day)) caps.set(a.day, a.maxDurationS);
  }
  const capSum = [...caps.values()].reduce((t, c) => t + c, 0);
  return {
    input,
    catalog,
    settings,
    caps,
    uidSuffix,
    availableS: Math.min(input.weeklyHours * 3600, capSum),
    maxRepeats: MAX_WORKOUT_REPEATS,
  };
}

/** Builds weeks in order, each from the state the one before left. */
export function buildWeeks(
  ctx: PlanContext,
  skeletons: readonly WeekSkeleton[],
  start: PlanState,
): { weeks: PlanWeek[]; daily: number[]; state: PlanState } {
  const weeks: PlanWeek[] = [];
  const daily: number[] = [];
  let state = start;
  for (const skeleton of skeletons) {
    const built = buildWeek(ctx, skeleton, state);
    weeks.push(built.week);
    daily.push(...built.dailyTss);
    state = { ...built.state, loadFromDay: 0 };
  }
  return { weeks, daily, state };
}
