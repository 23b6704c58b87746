/**
 * Back from illness: the first two rides back are easy. After a few days ill the body needs a ride or two before it
 * takes intensity again, and a threshold session as the first ride back is the complaint riders make (TrainerRoad
 * has riders mark illness so the plan adapts [T16, T19]; "tired allows endurance only" [X2] is the same instinct).
 *
 * Which illness counts: a range the rider marked unavailable for illness (the stored ranges when the caller has them;
 * else the unavailable changes in `history`, `inputs.unavailableReason`) of at least `ILLNESS_MIN_DAYS` days — or a shorter one inside a gap in their
 * riding of at least that long (ill for two days, off the bike for four). Until the rider has ridden
 * `EASY_RIDES_BACK` times since the illness ended, the hard sessions on their next planned riding days (up to that
 * many) become endurance rides. Sessions eased are no longer hard, so a later pass changes nothing; a range the rider
 * removed no longer counts (gone from the stored ranges; without them, once its changes are all undone).
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import type { RideRecord } from '../compliance/types.ts';
import type { WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan } from '../plan/types.ts';
import { applyChange } from './apply.ts';
import { easyRide } from './ease.ts';
import { isHardSession, planDays } from './plan-query.ts';
import type { PlanChange } from './types.ts';
import type { UnavailableRange } from './unavailable.ts';

/** Days ill (or off the bike around an illness) from which the return is eased. */
export const ILLNESS_MIN_DAYS = 3;
/** Rides back that are easy. */
export const EASY_RIDES_BACK = 2;
/** An illness this long over no longer eases anything (the rider is long back in the plan). */
export const ILLNESS_RETURN_WINDOW_DAYS = 14;
/** An eased ride keeps at most this share of the hard session's load (as for a low check-in). */
const EASY_SHARE = 0.75;

export interface IllnessContext {
  readonly today: IsoDate;
  readonly rides: readonly RideRecord[];
  readonly catalog: WorkoutCatalog;
  readonly history: readonly PlanChange[];
  /**
   * The rider's unavailable ranges as stored, around today: when given, they alone say which illnesses count (a
   * range over rest days leaves no change in `history`; a removed one leaves changes on past days).
   */
  readonly unavailable?: readonly UnavailableRange[];
}

interface Range {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** Illness ranges the rider marked and did not remove: a range counts while one of its changes is not undone. */
export function illnessRanges(history: readonly PlanChange[]): Range[] {
  const live = new Map<string, number>();
  const key = (c: PlanChange) => `${String(c.inputs.from)}..${String(c.inputs.to)}`;
  const isIllness = (c: PlanChange) =>
    c.inputs.unavailableReason === 'illness' &&
    typeof c.inputs.from === 'string' &&
    typeof c.inputs.to === 'string';
  for (const c of history) {
    if (c.kind !== 'undo' && isIllness(c)) live.set(key(c), (live.get(key(c)) ?? 0) + 1);
    if (c.kind === 'undo' && isIllness(c.undoes)) live.set(key(c.undoes), (live.get(key(c.undoes)) ?? 0) - 1);
  }
  return [...live.entries()]
    .filter(([, n]) => n > 0)
    .map(([k]) => {
      const [from, to] = k.split('..') as [IsoDate, IsoDate];
      return { from, to };
    })
    .sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
}

/** Days the rider was off the bike around `range`: from the day after their last ride before it to the day before their first ride after it (or to yesterday when they are not back). */
export function daysOffAround(range: Range, rides: readonly RideRecord[], today: IsoDate): number {
  const dates = [...new Set(rides.map((r) => r.date))].sort();
  if (dates.some((d) => daysBetween(range.from, d) >= 0 && daysBetween(d, range.to) >= 0))
    return daysBetween(range.from, range.to) + 1;
  const before = dates.filter((d) => daysBetween(d, range.from) > 0).at(-1);
  const after = dates.find((d) => daysBetween(range.to, d) > 0);
  const start = before ? addDays(before, 1) : range.from;
  const yesterday = addDays(today, -1);
  const end = after ? addDays(after, -1) : daysBetween(range.to, yesterday) > 0 ? yesterday : range.to;
  return daysBetween(start, end) + 1;
}

export function illnessReturnChanges(plan: Plan, ctx: IllnessContext): PlanChange[] {
  const { today } = ctx;
  const changes: PlanChange[] = [];
  let working = plan;
  // The stored ranges are the truth when the caller has them: a range the rider removed is gone from them, while
  // its changes on days already past stay in the history (they cannot be undone).
  const ranges = ctx.unavailable
    ? ctx.unavailable.filter((r) => r.reason === 'illness').map((r) => ({ from: r.from, to: r.to }))
    : illnessRanges(ctx.history);
  for (const range of ranges) {
    if (daysBetween(range.to, today) > ILLNESS_RETURN_WINDOW_DAYS) continue;
    const rangeDays = daysBetween(range.from, range.to) + 1;
    const offDays = daysOffAround(range, ctx.rides, today);
    if (Math.max(rangeDays, offDays) < ILLNESS_MIN_DAYS) continue;
    const ridesBack = [...new Set(ctx.rides.map((r) => r.date))].filter(
      (d) => daysBetween(range.to, d) > 0 && daysBetween(d, today) >= 0,
    );
    const left = EASY_RIDES_BACK - ridesBack.length;
    if (left <= 0) continue;
    const lastRide = ridesBack.at(-1) ?? range.to;
    // The next planned riding days, from today, after the illness and after any ride already back.
    const days = planDays(working)
      .filter(
        (d) =>
          daysBetween(range.to, d.date) > 0 &&
          daysBetween(today, d.date) >= 0 &&
          daysBetween(lastRide, d.date) > 0 &&
          d.sessions.some((s) => s.kind === 'ride'),
      )
      .slice(0, left);
    const inputs = { from: range.from, to: range.to, unavailableReason: 'illness', rangeDays, offDays };
    for (const day of days) {
      for (const s of day.sessions) {
        if (s.kind !== 'ride' || !isHardSession(s)) continue;
        const easy =
          easyRide(ctx.catalog, s, 'endurance', s.durationS, EASY_SHARE, 'illnessEasyReturn') ??
          easyRide(ctx.catalog, s, 'recovery', s.durationS, EASY_SHARE, 'illnessEasyReturn');
        if (!easy) continue;
        const change: PlanChange = {
          kind: 'replace',
          reason: 'illnessEasyReturn',
          decidedOn: today,
          inputs,
          from: { date: day.date, session: s },
          to: { date: day.date, session: easy },
        };
        working = applyChange(working, change);
        changes.push(change);
      }
    }
  }
  return changes;
}
