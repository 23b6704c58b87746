/**
 * Progression levels that fall (or rise) without a workout to earn it: TrainerRoad's levels "fall with FTP changes or
 * inactivity" [T17]. Each family with hard sessions ahead gets a `levelChange`, its upcoming sessions swapped to
 * workouts of the new level (as a feedback streak does, `progression.ts`).
 *
 * - A new FTP: every target is a percentage of FTP, so after a rise the same level asks for more watts and is harder
 *   than the rider earned it at. We lower levels by one per 5 % of FTP gained, rounded down to half levels, at most
 *   `FTP_MAX_LEVEL_DROP`: TrainerRoad gives no formula, and 5 % is roughly the gap between a productive and a stretch
 *   workout at threshold [T3]. After a fall the same level is easier, but an FTP often falls after illness or a
 *   break, so levels rise only modestly: half as fast (one per 10 %), at most `FTP_MAX_LEVEL_RISE`. Changes under
 *   half a level (under 2.5 % up, 5 % down) are left alone.
 * - Back after `BREAK_LEVELS_FROM_DAYS` days or more off: one level down per full week off (at least one, at most
 *   `BREAK_MAX_LEVEL_DROP`) — fitness fades within weeks, and a step back re-plans the weeks but starts them at the
 *   levels last ridden.
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import type { RideRecord } from '../compliance/types.ts';
import { pickByLevel, type WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan, PlannedRide } from '../plan/types.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import { lastBreak } from './missed.ts';
import { planDays, sessionFromWorkout } from './plan-query.ts';
import type { ChangeInputs, FtpChange, LevelChange, PlanChange, SessionAt } from './types.ts';

export const FTP_PERCENT_PER_LEVEL_DOWN = 5;
export const FTP_PERCENT_PER_LEVEL_UP = 10;
export const FTP_MAX_LEVEL_DROP = 2;
export const FTP_MAX_LEVEL_RISE = 1;
export const BREAK_LEVELS_FROM_DAYS = 10;
export const BREAK_MAX_LEVEL_DROP = 3;

/** Whole half levels in `x` (rounded down: an FTP change moves levels only by what it fully earns). */
const halfSteps = (x: number) => Math.floor(x * 2 + 1e-9) / 2;
const clampLevel = (x: number) => Math.min(10, Math.max(1, x));

/** Levels to move after an FTP change from `beforeW` to `afterW` (negative: down). */
export function ftpLevelDelta(beforeW: number, afterW: number): number {
  const percent = ((afterW - beforeW) / beforeW) * 100;
  if (percent > 0) return -Math.min(FTP_MAX_LEVEL_DROP, halfSteps(percent / FTP_PERCENT_PER_LEVEL_DOWN));
  return Math.min(FTP_MAX_LEVEL_RISE, halfSteps(-percent / FTP_PERCENT_PER_LEVEL_UP));
}

/** Levels to move after `days` off (0 under `BREAK_LEVELS_FROM_DAYS`). */
export function breakLevelDelta(days: number): number {
  if (days < BREAK_LEVELS_FROM_DAYS) return 0;
  return -Math.min(BREAK_MAX_LEVEL_DROP, Math.max(1, Math.floor(days / 7)));
}

/**
 * One `levelChange` per family with hard (key) sessions on days after `after` (and from `today`): each moved by
 * `delta`, the family's level read from its next session.
 */
export function shiftLevels(
  plan: Plan,
  opts: {
    readonly today: IsoDate;
    readonly after: IsoDate;
    readonly delta: number;
    readonly catalog: WorkoutCatalog;
    readonly reason: 'levelsAfterFtp' | 'levelsAfterFtpDrop' | 'levelsAfterBreak';
    readonly inputs: ChangeInputs;
  },
): LevelChange[] {
  if (Math.abs(opts.delta) < 0.5) return [];
  const upcoming = new Map<WorkoutFamily, (SessionAt & { session: PlannedRide })[]>();
  for (const day of planDays(plan)) {
    if (daysBetween(opts.today, day.date) < 0 || daysBetween(opts.after, day.date) <= 0) continue;
    for (const s of day.sessions) {
      if (s.kind !== 'ride' || s.role !== 'key') continue;
      upcoming.set(s.family, [...(upcoming.get(s.family) ?? []), { date: day.date, session: s }]);
    }
  }
  const changes: LevelChange[] = [];
  for (const [family, list] of upcoming) {
    const fromLevel = list[0]!.session.level;
    const toLevel = clampLevel(fromLevel + opts.delta);
    if (toLevel === fromLevel) continue;
    const swaps = list.flatMap((at) => {
      const w = pickByLevel(
        opts.catalog,
        family,
        clampLevel(at.session.level + opts.delta),
        at.session.durationS,
      );
      return w && w.id !== at.session.workoutId
        ? [{ from: at, to: { date: at.date, session: sessionFromWorkout(at.session, w, opts.reason) } }]
        : [];
    });
    changes.push({
      kind: 'levelChange',
      reason: opts.reason,
      decidedOn: opts.today,
      inputs: { ...opts.inputs, family },
      from: { family, level: fromLevel },
      to: { family, level: toLevel },
      swaps,
    });
  }
  return changes;
}

/**
 * Levels after a new FTP (the `ftpChange` just made, applied or not — sessions are the same): from tomorrow, since
 * today's session is often the test that set the FTP.
 */
export function levelsAfterFtpChanges(plan: Plan, change: FtpChange, catalog: WorkoutCatalog): LevelChange[] {
  const before = change.from.ftpW;
  if (before == null || before <= 0) return [];
  const delta = ftpLevelDelta(before, change.to.ftpW);
  const percent = Math.round((Math.abs(change.to.ftpW - before) / before) * 1000) / 10;
  return shiftLevels(plan, {
    today: change.decidedOn,
    after: change.decidedOn,
    delta,
    catalog,
    reason: delta < 0 ? 'levelsAfterFtp' : 'levelsAfterFtpDrop',
    inputs: { before, after: change.to.ftpW, percent, levelDelta: delta },
  });
}

/** Levels after a return from `BREAK_LEVELS_FROM_DAYS` days or more off, once per return. */
export function levelsAfterBreakChanges(
  plan: Plan,
  ctx: {
    readonly today: IsoDate;
    readonly rides: readonly RideRecord[];
    readonly catalog: WorkoutCatalog;
    readonly history: readonly PlanChange[];
  },
): LevelChange[] {
  const brk = lastBreak(ctx.rides, ctx.today);
  if (!brk) return [];
  const delta = breakLevelDelta(brk.days);
  const done = ctx.history.some(
    (c) => c.reason === 'levelsAfterBreak' && c.inputs.returnDate === brk.returnDate,
  );
  if (delta === 0 || done) return [];
  return shiftLevels(plan, {
    today: ctx.today,
    after: brk.returnDate,
    delta,
    catalog: ctx.catalog,
    reason: 'levelsAfterBreak',
    inputs: { gapDays: brk.days, returnDate: brk.returnDate, levelDelta: delta },
  });
}
