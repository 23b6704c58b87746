/**
 * Re-planning from today, keeping the past: a new goal, event, hours or days, or a step back after a long break.
 * The plan keeps its week grid (weeks still start on the plan's start date); the weeks from today's on are built
 * again by the generator's own rules from the rider's real load, and the days before today stay as they were.
 * Phases keep their place in the calendar (a new goal mid-plan changes what the coming weeks train, not where the
 * plan is in its periodisation); a new A event lays the weeks out again up to it.
 */
import { addDays, dayNumber, daysBetween, type IsoDate } from '../calendar/days.ts';
import type { WorkoutCatalog } from '../plan/catalog.ts';
import { baseWorkoutId } from '../plan/catalog.ts';
import { buildWithTaper, planContext, planSettings } from '../plan/generate-plan.ts';
import { layoutPlan, planEvents, type TaperChoice } from '../plan/layout.ts';
import { CHRONIC_DAYS } from '../plan/load.ts';
import { endWeeksOn, lastAEventDay } from '../plan/plan-end.ts';
import { ctlRampPerWeek, LEVEL_STEP } from '../plan/rules.ts';
import type { StartLoadBasis } from '../plan/start-load.ts';
import { rebuildPlan } from '../plan/totals.ts';
import type { Plan, PlanInput, PlanWeek, TrainingLoad } from '../plan/types.ts';
import {
  headlineEvent,
  normalizePlanInput,
  PlanInputError,
  validatePlanInput,
} from '../plan/validate-input.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import { applyChange } from './apply.ts';
import type { LoadBasisText } from './load-basis-texts.ts';
import { isHardSession, planDays } from './plan-query.ts';
import { effectiveStepBack, paidByBreak, stepBackSkeletons } from './step-back.ts';
import type { ChangeInputs, PlanSegment, ReasonCode, ReplanChange } from './types.ts';

/** What a rider can change about their plan. */
export type PlanInputChanges = Partial<
  Pick<
    PlanInput,
    'goal' | 'level' | 'age' | 'weeklyHours' | 'availability' | 'weeks' | 'events' | 'event' | 'strength'
  >
>;

export interface ReplanRequest {
  readonly today: IsoDate;
  /** CTL/ATL at the end of yesterday, from the rider's rides; null → the plan's own projection for yesterday. */
  readonly load?: TrainingLoad | null;
  readonly changes?: PlanInputChanges;
  /**
   * Repeat this many weeks of training from today (the missed-training rule after > 10 days off); before an A event
   * only as many as fit before the specialty block (`effectiveStepBack`).
   */
  readonly stepBackWeeks?: number;
  /** Recovery weeks starting on or before this day become load weeks: a break of ≥ 7 days was their rest. */
  readonly loadWeeksUntil?: IsoDate | null;
  /** The last hard day the rider actually rode (else the plan's last hard day before today). */
  readonly lastHardDate?: IsoDate | null;
  /** Where `load` comes from (`startLoadBasis` at the end of yesterday); unknown → taken as recent rides. */
  readonly loadBasis?: StartLoadBasis | null;
}

/**
 * The load a re-plan starts from, and what it tells the rider. It keeps the plan's basis: a plan built on the
 * rider's rides goes on from their rides; a plan built on an assumption goes on from its own projection while the
 * rider has no recent rides (rides older than 42 days would read as detrained), and switches to their rides — saying
 * so — once they have some.
 */
function replanLoad(plan: Plan, request: ReplanRequest): { load: TrainingLoad; text: LoadBasisText | null } {
  const projected = loadAt(plan, request.today);
  if (!request.load) return { load: projected, text: null };
  const assumed = plan.settings.startLoad.assumed;
  const recent = (request.loadBasis?.basis ?? 'recentRides') === 'recentRides';
  if (!assumed) return { load: request.load, text: null };
  return recent ? { load: request.load, text: 'fromRides' } : { load: projected, text: 'keptProjection' };
}

function loadAt(plan: Plan, today: IsoDate): TrainingLoad {
  const i = daysBetween(plan.input.startDate, today) - 1;
  const p = plan.projection;
  if (i < 0 || i >= p.ctl.length) return plan.projection.anchor.load;
  return { ctl: p.ctl[i]!, atl: p.atl[i]! };
}

/** Progression levels the rider has reached: the last hard session of each family before today, else the plan's. */
function levelsAt(plan: Plan, today: IsoDate): Record<WorkoutFamily, number> {
  const levels = { ...plan.settings.startLevels };
  const seen = new Set<WorkoutFamily>();
  for (const day of planDays(plan)) {
    for (const s of day.sessions) {
      if (s.kind !== 'ride' || s.role !== 'key') continue;
      if (daysBetween(day.date, today) > 0) {
        levels[s.family] = s.level;
        seen.add(s.family);
      } else if (!seen.has(s.family)) {
        levels[s.family] = Math.max(1, s.level - LEVEL_STEP);
        seen.add(s.family);
      }
    }
  }
  return levels;
}

/** How often each workout was planned on the days before today (a re-plan keeps the plan's variety). */
function usesBefore(plan: Plan, today: IsoDate): Record<string, number> {
  const uses: Record<string, number> = {};
  for (const day of planDays(plan)) {
    if (daysBetween(day.date, today) <= 0) continue;
    for (const s of day.sessions) {
      if (s.kind !== 'ride') continue;
      const id = baseWorkoutId(s.workoutId);
      uses[id] = (uses[id] ?? 0) + 1;
    }
  }
  return uses;
}

/**
 * The daily loads of the three weeks before the re-plan's first planned day, for the acute:chronic ratio: the plan's
 * own days (what it asked for), the days before the plan at the load the rider has now.
 */
function recentBefore(plan: Plan, today: IsoDate, load: TrainingLoad): number[] {
  const days = planDays(plan);
  const byDate = new Map(days.map((d) => [d.date, d.sessions.reduce((t, s) => t + s.tss, 0)] as const));
  return Array.from(
    { length: CHRONIC_DAYS - 7 },
    (_, i) => byDate.get(addDays(today, i - (CHRONIC_DAYS - 7))) ?? load.ctl,
  );
}

/**
 * The re-plan as a change (kind `replan`): from = the plan's weeks from today's week on as they are, to = as rebuilt.
 * Throws `PlanInputError` when the changed input is not valid (the same rules as a new plan).
 */
export function replanFrom(
  plan: Plan,
  catalog: WorkoutCatalog,
  request: ReplanRequest,
  reason: ReasonCode,
  inputs: ChangeInputs,
): ReplanChange {
  const { today } = request;
  const changes = request.changes ?? {};
  const startOffset = daysBetween(plan.input.startDate, today);
  const c = Math.max(0, Math.floor(startOffset / 7));
  const eventsChanged = changes.events !== undefined || changes.event !== undefined;
  const events =
    changes.events !== undefined
      ? planEvents({ events: changes.events })
      : changes.event !== undefined
        ? planEvents({ event: changes.event })
        : planEvents(plan.input);
  const hasA = events.some((e) => e.priority === 'A');
  const stepBack = Math.max(0, Math.round(request.stepBackWeeks ?? 0));
  let weeks = changes.weeks !== undefined ? changes.weeks : plan.input.weeks;
  if (eventsChanged && hasA && changes.weeks === undefined) weeks = null;
  if (stepBack > 0 && !hasA) weeks = (weeks ?? plan.weeks.length) + stepBack;
  const draft: PlanInput = { ...plan.input, ...changes, events, event: null, weeks };
  const issues = validatePlanInput(draft);
  const before = new Set(planEvents(plan.input).map((e) => `${e.date}${e.priority}`));
  events.forEach((e, i) => {
    if (eventsChanged && daysBetween(today, e.date) < 0 && !before.has(`${e.date}${e.priority}`))
      issues.push({
        field: changes.events !== undefined ? `events.${i}.date` : 'event.date',
        code: 'eventBeforeStart',
        message: 'is in the past',
      });
  });
  if (draft.weeks != null && draft.weeks <= c)
    issues.push({
      field: 'weeks',
      code: 'outOfRange',
      message: `must be at least ${c + 1} to include today`,
    });
  if (issues.length > 0) throw new PlanInputError(issues);
  const input = normalizePlanInput(draft);
  const { load, text: loadText } = replanLoad(plan, request);
  const base = planSettings(input);
  const settings = {
    ...base,
    startLoad: plan.settings.startLoad,
    rampPerWeek: ctlRampPerWeek(input.level, load.ctl),
  };

  const old = layoutPlan(plan.input, plan.settings.blockWeeks).weeks;
  const back = {
    weeks: effectiveStepBack(old, c, stepBack, hasA),
    loadWeeksUntil: request.loadWeeksUntil ?? null,
  };
  const skeletonsFor = (taper: TaperChoice) =>
    stepBackSkeletons(layoutPlan(input, settings.blockWeeks, taper).weeks, old, c, back, hasA).slice(c);

  const pastHard = planDays(plan)
    .filter((d) => daysBetween(d.date, today) > 0 && d.sessions.some(isHardSession))
    .map((d) => d.date);
  const pastStrength = planDays(plan)
    .filter((d) => daysBetween(d.date, today) > 0 && d.sessions.some((s) => s.kind === 'strength'))
    .map((d) => d.date);
  const testWeeks = plan.weeks
    .filter((w) =>
      w.days.some(
        (d) =>
          daysBetween(d.date, today) > 0 && d.sessions.some((s) => s.kind === 'ride' && s.role === 'test'),
      ),
    )
    .map((w) => w.index);
  const lastHard = request.lastHardDate ?? pastHard.at(-1) ?? null;
  const ctx = planContext(
    { ...input, notBefore: startOffset > 0 ? today : null },
    catalog,
    settings,
    `@${today}`,
  );
  const built = buildWithTaper(ctx, skeletonsFor, {
    load,
    loadFromDay: Math.max(0, startOffset - 7 * c),
    lastHard: lastHard ? dayNumber(lastHard) : Number.NEGATIVE_INFINITY,
    lastStrength: pastStrength.length > 0 ? dayNumber(pastStrength.at(-1)!) : Number.NEGATIVE_INFINITY,
    levels: levelsAt(plan, today),
    testPending: input.ftpW == null && testWeeks.length === 0,
    lastTestWeek: testWeeks.at(-1) ?? 0,
    testDue: false,
    uses: usesBefore(plan, today),
    recent: recentBefore(plan, today, load),
  });
  // Days before today stay as they were.
  const oldDays = new Map(planDays(plan).map((d) => [d.date, d] as const));
  // Like a new plan, it ends on its last A event's day.
  const rebuilt: PlanWeek[] = endWeeksOn(built.weeks, lastAEventDay(input)).map((w) => ({
    ...w,
    days: w.days.map((d) => (daysBetween(d.date, today) > 0 ? (oldDays.get(d.date) ?? d) : d)),
  }));
  const anchor = { date: startOffset > 0 ? today : plan.input.startDate, load };
  const recorded: PlanInput = { ...input, notBefore: null };
  const to: PlanSegment = {
    fromWeek: c,
    input: recorded,
    settings,
    weeks: rebuildPlan(plan, [...plan.weeks.slice(0, c), ...rebuilt], {
      input: recorded,
      settings,
      anchor,
    }).weeks.slice(c),
    anchor,
  };
  const from: PlanSegment = {
    fromWeek: c,
    input: plan.input,
    settings: plan.settings,
    weeks: plan.weeks.slice(c),
    anchor: plan.projection.anchor,
  };
  // The recovery week the break paid for, if one was turned into a load week (said in the change's sentence).
  const paid = back.loadWeeksUntil
    ? stepBackSkeletons(
        layoutPlan(input, settings.blockWeeks).weeks,
        old,
        c,
        { ...back, loadWeeksUntil: null },
        hasA,
      )
        .slice(c)
        .find((sk) => sk.recovery && paidByBreak(sk, back.loadWeeksUntil))
    : undefined;
  const facts = paid ? { ...inputs, weekDate: paid.startDate } : inputs;
  const withLoad = loadText ? { ...facts, loadText, loadCtl: Math.round(load.ctl * 10) / 10 } : facts;
  return { kind: 'replan', reason, decidedOn: today, inputs: withLoad, from, to };
}

/** Which reason a set of input changes is explained with (the most important one changed). */
export function replanReason(plan: Plan, changes: PlanInputChanges): ReasonCode {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  if (changes.goal !== undefined && changes.goal !== plan.input.goal) return 'replanGoal';
  if (changes.events !== undefined || changes.event !== undefined) {
    const events = planEvents(
      changes.events !== undefined ? { events: changes.events } : { event: changes.event },
    );
    if (!same(events, planEvents(plan.input))) return events.length > 0 ? 'replanEvent' : 'replanNoEvent';
  }
  if (changes.weeklyHours !== undefined && changes.weeklyHours !== plan.input.weeklyHours)
    return 'replanHours';
  if (changes.availability !== undefined && !same(changes.availability, plan.input.availability))
    return 'replanDays';
  return 'replanSettings';
}

/**
 * The rider changed their goal, event, hours, days or settings: re-plan from today (see `replanFrom`), explained by
 * the most important change. Returns the change and the plan with it applied.
 */
export function replanForChanges(
  plan: Plan,
  catalog: WorkoutCatalog,
  request: ReplanRequest & { readonly changes: PlanInputChanges },
): { change: ReplanChange; plan: Plan } {
  const reason = replanReason(plan, request.changes);
  const c = request.changes;
  // The event the sentence names: the new headline event (the last A, else the first), or none.
  const changedEvent =
    c.events !== undefined
      ? headlineEvent(planEvents({ events: c.events }))
      : c.event === undefined
        ? undefined
        : c.event;
  const inputs: ChangeInputs = {
    goal: c.goal ?? null,
    eventDate: changedEvent === undefined ? null : (changedEvent?.date ?? null),
    eventPriority: changedEvent === undefined ? null : (changedEvent?.priority ?? null),
    weeklyHours: c.weeklyHours ?? null,
    days: c.availability ? c.availability.map((a) => a.day).join(',') : null,
    level: c.level ?? null,
    weeks: c.weeks ?? null,
    strength: c.strength ?? null,
    fromDate: request.today,
  };
  const change = replanFrom(plan, catalog, request, reason, inputs);
  return { change, plan: applyChange(plan, change) };
}
