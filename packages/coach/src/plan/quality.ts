/**
 * What a plan does to the rider, not which rules it keeps: its weeks simulated from the rider's start load (the
 * plan's own projection, `fitness` of science), with the hours, the load, monotony, the acute:chronic ratio, the
 * fitness gained and the taper. The coach's property tests, the plan benchmark's "coach quality" table and the
 * five riders' tables in docs/coach-plans.md all read these numbers, so a plan is judged the same way everywhere.
 */
import { daysBetween } from '../calendar/days.ts';
import { findWorkout, type WorkoutCatalog } from './catalog.ts';
import { trainingDayCaps } from './choose-days.ts';
import { acwrOf, monotonyOf } from './load.ts';
import type { Plan } from './types.ts';

export interface WeekQuality {
  readonly index: number;
  readonly phase: string;
  readonly recovery: boolean;
  readonly hours: number;
  readonly tss: number;
  /** Projected at the end of the week's last day. */
  readonly ctl: number;
  readonly atl: number;
  readonly tsb: number;
  /** Foster's monotony: mean ÷ standard deviation of the seven daily loads (null for an empty week). */
  readonly monotony: number | null;
  /** The week's mean daily load ÷ that of the four weeks ending with it (`acwrOf`). */
  readonly acwr: number;
  /** Planned seconds in Coggan zones Z1…Z7, when the catalog knows the workouts' zones. */
  readonly zonesS: readonly number[] | null;
}

export interface PlanQuality {
  readonly weeks: readonly WeekQuality[];
  readonly startCtl: number;
  /** CTL at the end of the plan's last day — or, with an A event, the evening before it. */
  readonly endCtl: number;
  readonly peakCtl: number;
  /** (endCtl − startCtl) ÷ startCtl, in %. */
  readonly ctlChangePct: number;
  /** Median of planned hours ÷ the hours the rider can ride (min(weekly hours, sum of the day caps)) over load weeks. */
  readonly loadWeekFill: number;
  /** Days from the taper's first day to the last A event (0 without one). */
  readonly taperDays: number;
  /** 1 − mean daily planned time in the taper ÷ that of the three load weeks before it (0 without a taper). */
  readonly taperCut: number;
  /** Form on the last A event's day (null without one). */
  readonly eventTsb: number | null;
  readonly maxMonotony: number;
  readonly maxAcwr: number;
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** Seconds the rider can ride in a week: the lesser of the weekly hours and the sum of the riding days' caps. */
export function availableSeconds(plan: Plan): number {
  const caps = trainingDayCaps(plan.input.availability, plan.settings.trainingDays).reduce(
    (s, c) => s + c,
    0,
  );
  return Math.min(plan.input.weeklyHours * 3600, caps);
}

export function planQuality(plan: Plan, catalog: WorkoutCatalog | null = null): PlanQuality {
  const { ctl, atl, tsb } = plan.projection;
  const start = plan.settings.startLoad;
  const allDaily = plan.weeks.flatMap((w) => w.days.map((d) => d.sessions.reduce((s, x) => s + x.tss, 0)));
  const weeks: WeekQuality[] = plan.weeks.map((w) => {
    const daily = w.days.map((d) => d.sessions.reduce((s, x) => s + x.tss, 0));
    // the week's last day (a plan's last week may end early, on its A event)
    const last = w.index * 7 + w.days.length - 1;
    const first = w.index * 7;
    const before = Array.from({ length: 21 }, (_, i) => allDaily[first - 21 + i] ?? start.ctl);
    let zonesS: number[] | null = catalog ? [0, 0, 0, 0, 0, 0, 0] : null;
    for (const s of w.days.flatMap((d) => d.sessions)) {
      if (!zonesS || !catalog || s.kind !== 'ride') continue;
      const z = findWorkout(catalog, s.workoutId)?.timeInZonesS;
      if (!z) zonesS = null;
      else zonesS = zonesS.map((v, i) => v + (z[i] ?? 0));
    }
    return {
      index: w.index,
      phase: w.phase,
      recovery: w.recovery,
      hours: round(w.plannedDurationS / 3600, 2),
      tss: round(w.plannedTss),
      ctl: ctl[last]!,
      atl: atl[last]!,
      tsb: round(ctl[last]! - atl[last]!),
      monotony: monotonyOf(daily),
      acwr: round(acwrOf(daily, before), 2),
      zonesS,
    };
  });

  const aEvents = plan.weeks.flatMap((w) =>
    w.days.filter((d) => d.event?.priority === 'A').map((d) => d.date),
  );
  const lastA = aEvents.at(-1) ?? null;
  const eventDay = lastA ? daysBetween(plan.input.startDate, lastA) : null;
  const endIndex = eventDay !== null ? eventDay - 1 : ctl.length - 1;
  const endCtl = endIndex >= 0 ? ctl[endIndex]! : start.ctl;
  const peakCtl = Math.max(start.ctl, ...ctl.slice(0, endIndex + 1));

  const available = availableSeconds(plan);
  const fills = plan.weeks
    .filter((w) => !w.recovery && w.phase !== 'taper')
    .map((w) => w.plannedDurationS / available)
    .sort((a, b) => a - b);
  const loadWeekFill = fills.length ? fills[Math.floor((fills.length - 1) / 2)]! : 0;

  const days = plan.weeks.flatMap((w) => w.days);
  // The last A event's taper: the run of taper days that ends the day before it.
  let firstTaper = eventDay !== null ? eventDay : -1;
  while (firstTaper > 0 && days[firstTaper - 1]?.taper === true) firstTaper--;
  if (eventDay !== null && firstTaper === eventDay) firstTaper = -1;
  const taperDays = eventDay !== null && firstTaper >= 0 ? eventDay - firstTaper : 0;
  let taperCut = 0;
  if (taperDays > 0) {
    const time = (from: number, to: number) =>
      days
        .slice(Math.max(0, from), to)
        .reduce((s, d) => s + d.sessions.reduce((t, x) => t + x.durationS, 0), 0);
    const before = Math.min(21, firstTaper);
    const normal = before > 0 ? time(firstTaper - before, firstTaper) / before : 0;
    const taper = time(firstTaper, eventDay!) / taperDays;
    taperCut = normal > 0 ? round(1 - taper / normal, 2) : 0;
  }
  const monotonies = weeks.flatMap((w) => (w.monotony === null ? [] : [w.monotony]));
  return {
    weeks,
    startCtl: start.ctl,
    endCtl,
    peakCtl,
    ctlChangePct: start.ctl > 0 ? round(((endCtl - start.ctl) / start.ctl) * 100) : endCtl > 0 ? 100 : 0,
    loadWeekFill: round(loadWeekFill, 2),
    taperDays,
    taperCut,
    eventTsb: eventDay !== null ? tsb[eventDay]! : null,
    maxMonotony: monotonies.length ? Math.max(...monotonies) : 0,
    maxAcwr: Math.max(0, ...weeks.map((w) => w.acwr)),
  };
}
