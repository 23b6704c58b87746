/**
 * One week of the plan, from its skeleton and the load it starts from: choose the hard, long and strength days,
 * share the rider's time among them, pick the workouts, and check the load rules — CTL ramp, form floor,
 * acute:chronic ratio, monotony. When a rule fails the week's time shrinks by 3.5 % and the week is built again, so a
 * week that cannot fill the rider's hours still reaches close to the load the rules allow; if even a short week
 * fails it is built without hard sessions, and as a last resort left free (a free week always passes).
 */
import { addDays, dayNumber, daysBetween, type IsoDate } from '../calendar/days.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import { baseWorkoutId } from './catalog.ts';
import { type Composed, compose } from './compose-week.ts';
import { weekFocusCode } from './families.ts';
import type { WeekSkeleton } from './layout.ts';
import { acwrOf, CHRONIC_DAYS, checkWeekLoad, monotonyOf } from './load.ts';
import { lastAEventDay } from './plan-end.ts';
import { acwrCap, isHardFamily, MONOTONY_MAX, weeklyTssForRamp } from './rules.ts';
import type { PlanDay, PlanWeek, WeekNote } from './types.ts';
import { shapeWeek, volumeOf } from './week-shape.ts';
import type { PlanContext, PlanState } from './week-state.ts';

export type { PlanContext, PlanState } from './week-state.ts';

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface BuiltWeek {
  readonly week: PlanWeek;
  readonly state: PlanState;
  readonly dailyTss: readonly number[];
}

const MAX_SHRINKS = 60;
const REBUILD_SHARE = 0.5;
/** Below this share of the rider's time a week is left free rather than shrunk further. */
const MIN_FACTOR = 0.03;
const SHRINK = 0.965;

/**
 * Whether the days from `from` to `to` (exclusive) keep every load rule from `state.load`. A week cut on the plan's
 * last A event is judged over its own days: the empty days after the race would dilute its acute load.
 */
function keepsRules(
  ctx: PlanContext,
  state: PlanState,
  daily: readonly number[],
  from: number,
  to: number,
): boolean {
  const { settings, input } = ctx;
  const days = daily.slice(from, to);
  const ramp = (settings.rampPerWeek * days.length) / 7;
  if (!checkWeekLoad(state.load, days, ramp, settings.tsbFloor).ok) return false;
  // Over the days planned: all seven, or those left of a week re-planned mid-week.
  if (acwrOf(days, state.recent) > acwrCap(input.level) + 1e-9) return false;
  const monotony = days.length === 7 ? monotonyOf(days) : null;
  return monotony === null || monotony <= MONOTONY_MAX + 1e-9;
}

export function buildWeek(ctx: PlanContext, sk: WeekSkeleton, state: PlanState): BuiltWeek {
  const { input } = ctx;
  const shape = shapeWeek(ctx, sk, state);
  const from = state.loadFromDay ?? 0;
  const lastDay = lastAEventDay(input);
  const to =
    lastDay !== null && lastDay < addDays(sk.startDate, 7) ? daysBetween(sk.startDate, lastDay) + 1 : 7;
  let composed: Composed | null = null;
  // The most time first: at each length the week as shaped, then with plain endurance instead of tempo (a rider
  // the load rules hold back keeps their hours before their tempo); without hard sessions only when nothing else fits.
  const target = weekTarget(ctx, sk, shape.caps, state);
  const loadWeek = !sk.recovery && sk.phase !== 'taper';
  // A rider whose load allows less than half of what their week holds (back from a break, or new with many hours)
  // rebuilds with easy volume first: the hours before the intervals (our choice).
  const full = compose(ctx, sk, state, shape, 1, 'plain').daily.reduce((a, x) => a + x, 0);
  const rebuilding = loadWeek && full > 0 && target < REBUILD_SHARE * full;
  const order = rebuilding
    ? ([['noKeys'], ['shaped', 'plain']] as const)
    : ([['shaped', 'plain'], ['noKeys']] as const);
  for (const modes of order) {
    let factor = 1;
    for (let t = 0; t < MAX_SHRINKS && !composed && factor >= MIN_FACTOR; t++) {
      let tss = 0;
      for (const mode of modes) {
        const c = compose(ctx, sk, state, shape, factor, mode);
        const testPlaced = !shape.openingTest || c.sessions.some((d) => d.some((x) => x.role === 'test'));
        if (testPlaced && keepsRules(ctx, state, c.daily, from, to)) {
          composed = c;
          break;
        }
        tss = Math.max(
          tss,
          c.daily.reduce((a, x) => a + x, 0),
        );
      }
      // A week far over what the rules allow jumps close to it (a rider starting from little has many hours to spare).
      const jump = loadWeek && tss > 0 && target > 0 && tss > 1.5 * target ? (1.1 * target) / tss : 1;
      factor *= Math.min(SHRINK, jump);
    }
    if (composed) break;
  }
  composed ??= { sessions: Array.from({ length: 7 }, () => []), daily: [0, 0, 0, 0, 0, 0, 0] };

  const start = dayNumber(sk.startDate);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(sk.startDate, i));
  const levels = { ...state.levels };
  const uses = { ...state.uses };
  let lastHard = state.lastHard;
  let lastStrength = state.lastStrength;
  let { testPending, lastTestWeek } = state;
  let testDue = state.testDue || (sk.ftpTest && !(sk.index === 0 && input.ftpW == null));
  const keyFams: WorkoutFamily[] = [];
  let testDate: IsoDate | null = null;
  const days: PlanDay[] = dates.map((date, d) => {
    const sessions = composed.sessions[d]!.map((s, j) => ({ ...s, uid: `${date}#${j}${ctx.uidSuffix}` }));
    if (sk.hardEvent[d]) lastHard = start + d;
    for (const s of sessions) {
      if (s.kind === 'strength') {
        lastStrength = start + d;
        continue;
      }
      const id = baseWorkoutId(s.workoutId);
      uses[id] = (uses[id] ?? 0) + 1;
      if (!isHardFamily(s.family)) continue;
      lastHard = start + d;
      if (s.role === 'test') testDate = date;
      else keyFams.push(s.family);
      // The level a family reached: the level of the workout planned, once the rider rides it (the plan assumes
      // they do; adaptation corrects that when they do not). Booked only for a workout of that level [T3, T17].
      if (loadWeek && s.role === 'key') levels[s.family] = Math.max(levels[s.family], s.level);
    }
    const event = sk.events.find((e) => e.date === date);
    return {
      date,
      sessions,
      ...(event ? { event } : {}),
      ...(sk.taperDay[d] ? { taper: true as const } : {}),
    };
  });

  const check = checkWeekLoad(
    state.load,
    composed.daily.slice(from),
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  );
  const notes: WeekNote[] = [];
  if (testDate) {
    notes.push({ code: shape.openingTest ? 'openingTest' : 'ftpTest', date: testDate });
    testPending = false;
    testDue = false;
    lastTestWeek = sk.index;
  }
  for (const e of sk.events) {
    if (e.priority === 'B') notes.push({ code: 'bEvent', date: e.date });
    if (e.priority === 'C') notes.push({ code: 'cEvent', date: e.date });
  }
  const eventDate = sk.taperFor ?? sk.events.find((e) => e.priority !== 'C')?.date ?? null;
  const week: PlanWeek = {
    index: sk.index,
    startDate: sk.startDate,
    phase: sk.phase,
    recovery: sk.recovery,
    ftpTest: testDate !== null,
    focus: {
      code: weekFocusCode(
        sk.phase,
        input.goal,
        sk.recovery,
        sk.events.some((e) => e.priority === 'A'),
      ),
      week: sk.index + 1,
      weeks: input.weeks!,
      keyFamilies: keyFams,
      notes,
      ...(eventDate ? { eventDate } : {}),
    },
    targetTss: Math.round(target),
    plannedTss: round1(composed.daily.reduce((s, x) => s + x, 0)),
    plannedDurationS: days.reduce((s, day) => s + day.sessions.reduce((t, x) => t + x.durationS, 0), 0),
    days,
  };
  return {
    week,
    state: {
      load: check.end,
      lastHard,
      lastStrength,
      levels,
      testPending,
      lastTestWeek,
      testDue,
      uses,
      recent: [...state.recent, ...composed.daily.slice(from)].slice(-(CHRONIC_DAYS - 7)),
    },
    dailyTss: composed.daily,
  };
}

/**
 * The load a week aims for. A load week: what raises CTL by the ramp [S2], but no more than the acute:chronic cap
 * allows [S5] (the largest week whose ratio over the three weeks before stays at the cap: 7·cap·S/(28 − 7·cap),
 * S = their daily loads summed); a recovery or taper week: its volume of the rider's current CTL.
 */
function weekTarget(ctx: PlanContext, sk: WeekSkeleton, caps: readonly number[], state: PlanState): number {
  const { ctl } = state.load;
  if (sk.recovery || sk.phase === 'taper') return volumeOf(sk, caps) * 7 * ctl;
  const cap = acwrCap(ctx.input.level);
  const past = state.recent.slice(-(CHRONIC_DAYS - 7)).reduce((t, x) => t + x, 0);
  const byRatio = (7 * cap * past) / (CHRONIC_DAYS - 7 * cap);
  return Math.min(weeklyTssForRamp(ctl, ctx.settings.rampPerWeek), byRatio);
}
