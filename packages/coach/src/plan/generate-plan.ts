/**
 * `generatePlan`: a periodised plan that fits the rider's week. Pure and deterministic — no clock, no randomness,
 * stable orderings — so the same input gives the same plan byte for byte (`JSON.stringify`), on any machine.
 */
import { dayNumber, type Weekday } from '../calendar/days.ts';
import { WORKOUT_FAMILIES, type WorkoutFamily } from '../workout/types.ts';
import { buildWeek, type PlanContext, type PlanState } from './build-week.ts';
import type { WorkoutCatalog } from './catalog.ts';
import { chooseTrainingDays } from './choose-days.ts';
import { layoutPlan, type WeekSkeleton } from './layout.ts';
import { projectFitness } from './load.ts';
import { blockWeeks, ctlRampPerWeek, defaultLoad, START_LEVEL, TSB_FLOOR } from './rules.ts';
import type { Plan, PlanInput, PlanSettings, PlanWeek, TrainingLoad } from './types.ts';
import { normalizePlanInput, PlanInputError, validatePlanInput } from './validate-input.ts';

export interface GenerateOptions {
  /** Appended to every session uid (re-plans use the re-plan day, so new sessions never reuse an old uid). */
  readonly uidSuffix?: string;
}

/** The plan settings an input leads to (also what a re-plan reuses). */
export function planSettings(input: PlanInput): PlanSettings {
  const startLoad: TrainingLoad & { assumed: boolean } = input.load
    ? { ctl: input.load.ctl, atl: input.load.atl, assumed: false }
    : { ...defaultLoad(input.level, input.weeklyHours), assumed: true };
  const startLevels = Object.fromEntries(
    WORKOUT_FAMILIES.map((f) => [f, input.progression?.[f] ?? START_LEVEL[input.level]]),
  ) as Record<WorkoutFamily, number>;
  const b = blockWeeks(input.age);
  return {
    rampPerWeek: ctlRampPerWeek(input.level, startLoad.ctl),
    tsbFloor: TSB_FLOOR[input.level],
    blockWeeks: b,
    taperWeeks: layoutPlan(input, b).taperWeeks,
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
  const layout = layoutPlan(normalized, settings.blockWeeks);
  const ctx = planContext(normalized, catalog, settings, options.uidSuffix ?? '');
  const { weeks, daily } = buildWeeks(ctx, layout.weeks, {
    load: { ctl: settings.startLoad.ctl, atl: settings.startLoad.atl },
    lastHard: normalized.lastHardDate ? dayNumber(normalized.lastHardDate) : Number.NEGATIVE_INFINITY,
    lastStrength: Number.NEGATIVE_INFINITY,
    levels: settings.startLevels,
    testPending: normalized.ftpW == null,
    lastTestWeek: 0,
    testDue: false,
  });
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
  return { input, catalog, settings, caps, uidSuffix };
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
