/**
 * One week of the plan, from its skeleton and the load it starts from: choose the hard, long and strength days,
 * share the week's hours among them, pick the workouts, and check the load rules (ramp, form floor). When a rule
 * fails the week's time shrinks by 15 % and is built again; if even a short week fails, it is built without hard
 * sessions, and as a last resort left free (a free week always passes: form climbs back when it is negative).
 */
import { addDays, dayNumber, type IsoDate } from '../calendar/days.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import { type Composed, compose } from './compose-week.ts';
import { weekFocusCode } from './families.ts';
import type { WeekSkeleton } from './layout.ts';
import { checkWeekLoad } from './load.ts';
import { isHardFamily, LEVEL_STEP, weeklyTssForRamp } from './rules.ts';
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

const MAX_SHRINKS = 12;
const SHRINK = 0.85;

export function buildWeek(ctx: PlanContext, sk: WeekSkeleton, state: PlanState): BuiltWeek {
  const { settings } = ctx;
  const shape = shapeWeek(ctx, sk, state);
  const from = state.loadFromDay ?? 0;
  const ramp = (settings.rampPerWeek * (7 - from)) / 7;
  let composed: Composed | null = null;
  for (const withKeys of [true, false]) {
    let factor = 1;
    for (let t = 0; t < MAX_SHRINKS && !composed; t++, factor *= SHRINK) {
      const c = compose(ctx, sk, state, shape, factor, withKeys);
      const testPlaced = !shape.openingTest || c.sessions.some((d) => d.some((x) => x.role === 'test'));
      if (testPlaced && checkWeekLoad(state.load, c.daily.slice(from), ramp, settings.tsbFloor).ok)
        composed = c;
    }
    if (composed) break;
  }
  composed ??= { sessions: Array.from({ length: 7 }, () => []), daily: [0, 0, 0, 0, 0, 0, 0] };

  const start = dayNumber(sk.startDate);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(sk.startDate, i));
  const loadWeek = !sk.recovery && sk.phase !== 'taper';
  const levels = { ...state.levels };
  let lastHard = state.lastHard;
  let lastStrength = state.lastStrength;
  let { testPending, lastTestWeek } = state;
  let testDue = state.testDue || (sk.ftpTest && !(sk.index === 0 && ctx.input.ftpW == null));
  const keyFams: WorkoutFamily[] = [];
  const trained = new Set<WorkoutFamily>();
  let testDate: IsoDate | null = null;
  const days: PlanDay[] = dates.map((date, d) => {
    const sessions = composed.sessions[d]!.map((s, j) => ({ ...s, uid: `${date}#${j}${ctx.uidSuffix}` }));
    for (const s of sessions) {
      if (s.kind === 'strength') lastStrength = start + d;
      else if (isHardFamily(s.family)) {
        lastHard = start + d;
        if (s.role === 'test') testDate = date;
        else keyFams.push(s.family);
        if (loadWeek && s.role === 'key') trained.add(s.family);
      }
    }
    const event = ctx.input.event && ctx.input.event.date === date ? { event: ctx.input.event } : {};
    return { date, sessions, ...event };
  });

  // The level a family reached: one productive step per load week it was trained in (the plan assumes the rider
  // completes it; adaptation corrects that when they do not).
  for (const family of trained) levels[family] = Math.min(10, levels[family] + LEVEL_STEP);
  let load = state.load;
  const check = checkWeekLoad(
    load,
    composed.daily.slice(from),
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  );
  load = check.end;
  const notes: WeekNote[] = [];
  if (testDate) {
    notes.push({ code: shape.openingTest ? 'openingTest' : 'ftpTest', date: testDate });
    testPending = false;
    testDue = false;
    lastTestWeek = sk.index;
  }
  if (sk.bEventDate) notes.push({ code: 'bEvent', date: sk.bEventDate });
  const eventDate =
    ctx.input.event?.priority === 'A' && sk.phase === 'taper' ? ctx.input.event.date : sk.bEventDate;
  const volume = volumeOf(sk, settings.taperWeeks);
  const targetTss = loadWeek
    ? weeklyTssForRamp(state.load.ctl, settings.rampPerWeek)
    : volume * 7 * state.load.ctl;
  const week: PlanWeek = {
    index: sk.index,
    startDate: sk.startDate,
    phase: sk.phase,
    recovery: sk.recovery,
    ftpTest: testDate !== null,
    focus: {
      code: weekFocusCode(sk.phase, ctx.input.goal, sk.recovery, sk.aEventDate !== null),
      week: sk.index + 1,
      weeks: ctx.input.weeks!,
      keyFamilies: keyFams,
      notes,
      ...(eventDate ? { eventDate } : {}),
    },
    targetTss: Math.round(targetTss),
    plannedTss: round1(composed.daily.reduce((s, x) => s + x, 0)),
    plannedDurationS: days.reduce((s, day) => s + day.sessions.reduce((t, x) => t + x.durationS, 0), 0),
    days,
  };
  return {
    week,
    state: { load, lastHard, lastStrength, levels, testPending, lastTestWeek, testDue },
    dailyTss: composed.daily,
  };
}
