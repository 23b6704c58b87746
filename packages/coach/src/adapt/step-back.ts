/**
 * The week skeletons of a re-plan after a break: how far a step back goes, which earlier weeks the coming weeks
 * repeat, and which recovery weeks the break has already paid for.
 *
 * - More than 10 days off: step back as many weeks as were missed [T16] — the coming weeks repeat the phases and
 *   blocks of earlier weeks. Without an A event the plan grows by those weeks. With one the race does not move, so
 *   the repeated weeks come out of the weeks *before* the race-specific (specialty) block: that block and the taper
 *   stay whole, and the step back is shortened to fit (to nothing when the rider is already in the block). Each
 *   repeated week keeps the target week's own test window, so no FTP test lands in the three weeks before an A event
 *   (`FTP_TEST_CLEAR_DAYS`, as in a new plan).
 * - A break of 7 days or more is itself the recovery [T16: "it counts as the recovery week if it fell on one"]: a
 *   recovery week that starts within the week after the return becomes a load week, and the next easy week comes at
 *   the end of the following block as laid out. We convert the week rather than shift the blocks so the rest of the
 *   plan (tests, specialty, taper) keeps its place — the simplest change a rider can follow.
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import type { WeekSkeleton } from '../plan/layout.ts';

/**
 * The first week (0-based) a step back leaves as laid out: the first taper, or with an A event the specialty block
 * before it; none (infinity) in a plan without a taper.
 */
function protectedFrom(old: readonly WeekSkeleton[], hasA: boolean): number {
  const taperStart = old.findIndex((w) => w.phase === 'taper');
  if (taperStart < 0) return Number.POSITIVE_INFINITY;
  if (!hasA) return taperStart;
  let s = taperStart;
  while (s > 0 && old[s - 1]!.phase === 'specialty') s--;
  return s;
}

/**
 * How many weeks a step back of `requested` weeks from week `c` can repeat: all of them without an A event, else only
 * as many as there are weeks left before the specialty block.
 */
export function effectiveStepBack(
  old: readonly WeekSkeleton[],
  c: number,
  requested: number,
  hasA: boolean,
): number {
  if (requested <= 0) return 0;
  if (!hasA) return requested;
  return Math.max(0, Math.min(requested, protectedFrom(old, true) - c));
}

/** The skeleton of week `target`, taken from `source` (a step back repeats an earlier week's phase and block). */
function relabel(source: WeekSkeleton, target: WeekSkeleton): WeekSkeleton {
  return {
    ...source,
    index: target.index,
    startDate: target.startDate,
    events: target.events,
    taperFor: target.taperFor,
    dayVolume: target.dayVolume,
    easyOnly: target.easyOnly,
    taperDay: target.taperDay,
    hardEvent: target.hardEvent,
    testAllowed: target.testAllowed && source.testAllowed,
  };
}

export interface StepBackLayout {
  /** Weeks repeated (after the A-event limit). */
  readonly weeks: number;
  /** Weeks before this day that the break turned from recovery into load weeks (null: none). */
  readonly loadWeeksUntil: IsoDate | null;
}

/**
 * The re-plan's skeletons from week `c` on: `targets` (the new layout), with the step back's repeated weeks and the
 * recovery weeks the break paid for turned into load weeks.
 */
export function stepBackSkeletons(
  targets: readonly WeekSkeleton[],
  old: readonly WeekSkeleton[],
  c: number,
  layout: StepBackLayout,
  hasA: boolean,
): WeekSkeleton[] {
  const keepFrom = protectedFrom(old, hasA);
  return targets.map((target, i) => {
    let sk = target;
    if (layout.weeks > 0 && i >= c && i < keepFrom) sk = relabel(old[Math.max(0, i - layout.weeks)]!, target);
    if (i >= c && sk.recovery && paidByBreak(sk, layout.loadWeeksUntil)) sk = { ...sk, recovery: false };
    return sk;
  });
}

/** A recovery week starting on or before `until` (the week after a return): the break was its rest. */
export function paidByBreak(week: { readonly startDate: IsoDate }, until: IsoDate | null): boolean {
  return until !== null && daysBetween(week.startDate, until) >= 0;
}
