/**
 * A week's sessions from its shape and a time budget: strength within the hours, the FTP test, the opener, the hard
 * sessions at their progression level, the long ride, then the other easy days sharing what is left.
 */
import { addDays } from '../calendar/days.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import {
  type CatalogStrength,
  type CatalogWorkout,
  pickByDuration,
  pickByLevel,
  pickFtpTest,
  pickShortest,
  type WorkoutCatalog,
} from './catalog.ts';
import type { WeekSkeleton } from './layout.ts';
import {
  KEY_DURATION_S,
  LEVEL_STEP,
  longRideShare,
  MAX_DAY_TSS,
  MIN_KEY_S,
  MIN_SESSION_S,
  OPENER_DURATION_S,
  TAPER_KEY_DURATION_S,
} from './rules.ts';
import type { PlannedRide, PlannedSession } from './types.ts';
import { type RideSlot, volumeOf, type WeekShape } from './week-shape.ts';
import type { PlanContext, PlanState } from './week-state.ts';

/**
 * A hard session's workout. In a load week: a "productive" step above the level reached (+0.1…+1.0, aiming at
 * +0.5 [T3]); elsewhere (taper) an "achievable" one at or below it. When none of those fits the day, the nearest
 * level that does.
 */
function pickKey(
  catalog: WorkoutCatalog,
  family: WorkoutFamily,
  level: number,
  progress: boolean,
  maxDurationS: number,
  maxTss: number,
): CatalogWorkout | null {
  const target = Math.min(10, level + (progress ? LEVEL_STEP : 0));
  const band = progress ? { minLevel: level, maxLevel: level + 1 } : { maxLevel: level };
  return (
    pickByLevel(catalog, family, target, maxDurationS, { ...band, maxTss }) ??
    pickByLevel(catalog, family, target, maxDurationS, { maxTss })
  );
}

/** Shares `budget` seconds among slots by weight, none above its cap, dropping the smallest below `MIN_SESSION_S`. */
function shareTime(budget: number, slots: readonly { weight: number; cap: number }[]): number[] {
  const order = slots.map((_, i) => i).sort((a, b) => slots[b]!.weight - slots[a]!.weight || a - b);
  for (let k = order.length; k >= 1; k--) {
    const active = order.slice(0, k);
    const out = slots.map(() => 0);
    let remaining = budget;
    let open = [...active];
    while (open.length > 0) {
      const weights = open.reduce((s, i) => s + slots[i]!.weight, 0);
      const over = open.filter((i) => (remaining * slots[i]!.weight) / weights > slots[i]!.cap);
      if (over.length === 0) {
        for (const i of open) out[i] = (remaining * slots[i]!.weight) / weights;
        break;
      }
      for (const i of over) {
        out[i] = slots[i]!.cap;
        remaining -= slots[i]!.cap;
      }
      open = open.filter((i) => !over.includes(i));
    }
    if (active.every((i) => out[i]! >= MIN_SESSION_S)) return out;
  }
  return slots.map(() => 0);
}

export interface Composed {
  readonly sessions: PlannedSession[][];
  readonly daily: number[];
}

export function compose(
  ctx: PlanContext,
  sk: WeekSkeleton,
  state: PlanState,
  shape: WeekShape,
  factor: number,
  withKeys: boolean,
): Composed {
  const { input, catalog } = ctx;
  const dates = Array.from({ length: 7 }, (_, i) => addDays(sk.startDate, i));
  const budget = input.weeklyHours * 3600 * volumeOf(sk, ctx.settings.taperWeeks) * factor;
  const rideOn = new Map<number, CatalogWorkout & { role: PlannedRide['role'] }>();
  // Strength counts in the week's hours: the sessions that fit the budget, in date order.
  const strength = new Map<number, CatalogStrength>();
  let left = budget;
  for (const [day, session] of [...shape.strength].sort((a, b) => a[0] - b[0])) {
    if (session.durationS > left) break;
    strength.set(day, session);
    left -= session.durationS;
  }
  const room = (d: number) => shape.caps[d]! - (strength.get(d)?.durationS ?? 0);
  const maxTss = (d: number) => MAX_DAY_TSS - (strength.get(d)?.tss ?? 0);
  const put = (d: number, w: CatalogWorkout | null, role: PlannedRide['role']) => {
    if (!w) return;
    const ride = { ...w, role };
    rideOn.set(d, ride);
    left -= w.durationS;
  };

  if (withKeys && shape.test !== null)
    put(shape.test, pickFtpTest(catalog, Math.min(room(shape.test), left)), 'test');
  if (shape.opener !== null) {
    const o = shape.opener;
    const time = Math.min(room(o), OPENER_DURATION_S, left);
    const opts = { maxTss: maxTss(o) };
    put(
      o,
      pickByDuration(catalog, 'endurance', time, 1, opts) ??
        pickByDuration(catalog, 'recovery', time, 1, opts),
      'opener',
    );
  }
  const keys = withKeys ? shape.keys : [];
  if (keys.length > 0) {
    const want = sk.phase === 'taper' ? TAPER_KEY_DURATION_S : KEY_DURATION_S[input.level];
    const per = Math.min(want, left / keys.length);
    const loadWeek = !sk.recovery && sk.phase !== 'taper';
    for (const k of keys) {
      const limit = Math.min(room(k.day), per);
      if (limit < MIN_KEY_S) continue;
      put(k.day, pickKey(catalog, k.family, state.levels[k.family], loadWeek, limit, maxTss(k.day)), 'key');
    }
  }
  const easy: readonly RideSlot[] = withKeys
    ? shape.easy
    : [
        ...shape.easy,
        ...shape.keys.map((k): RideSlot => ({ ...k, role: 'endurance', family: 'endurance', weight: 1 })),
      ].sort((a, b) => a.day - b.day);
  // The long ride first: its share of the week [longRideShare], and at least twice what another easy day gets.
  const longSlot = easy.find((e) => e.role === 'long') ?? null;
  const others = easy.filter((e) => e !== longSlot);
  /**
   * An easy day's workout: the longest that fits its share; when none does, the shortest that fits the day and the
   * week's time left (library rides come in fixed lengths: a 60-minute ride beats an empty day that "should" get 50).
   * A support day falls back to endurance, any easy day to a recovery spin.
   */
  const pickEasy = (slot: RideSlot, share: number) => {
    const limit = Math.min(room(slot.day), left);
    if (limit < MIN_SESSION_S) return;
    const level = state.levels[slot.family];
    const opts = { maxTss: maxTss(slot.day) };
    const families: WorkoutFamily[] =
      slot.role === 'support'
        ? [slot.family, 'endurance', 'recovery']
        : slot.role === 'recovery' && share <= 3600
          ? ['recovery', 'endurance']
          : ['endurance', 'recovery'];
    for (const family of families) {
      const w =
        pickByDuration(catalog, family, Math.min(share, limit), level, opts) ??
        pickShortest(catalog, family, limit, opts);
      if (w) {
        put(
          slot.day,
          w,
          family === 'recovery' ? 'recovery' : family === slot.family ? slot.role : 'endurance',
        );
        return;
      }
    }
  };
  // The long ride first: its share of the week [longRideShare], and at least twice what another easy day gets.
  const shares = shareTime(
    left,
    others.map((e) => ({ weight: e.weight, cap: room(e.day) })),
  );
  if (longSlot) {
    const alone = shares.every((x) => x === 0);
    const wanted = alone
      ? left
      : Math.max(longRideShare(input.goal) * budget, (left * 2) / (others.length + 2));
    pickEasy(longSlot, Math.max(0, Math.min(room(longSlot.day), wanted, left)));
  }
  // The other easy days that get time, the tightest caps first, each sharing what is left.
  const active = others
    .filter((_, i) => shares[i]! > 0)
    .sort((a, b) => room(a.day) - room(b.day) || a.day - b.day);
  active.forEach((slot, i) => {
    const weights = active.slice(i).reduce((t, e) => t + e.weight, 0);
    pickEasy(slot, (left * slot.weight) / weights);
  });

  const sessions: PlannedSession[][] = dates.map(() => []);
  const daily = dates.map(() => 0);
  for (let d = 0; d < 7; d++) {
    const ride = rideOn.get(d);
    if (ride) {
      sessions[d]!.push({
        uid: '',
        kind: 'ride',
        workoutId: ride.id,
        name: ride.name,
        family: ride.family,
        level: ride.level,
        durationS: ride.durationS,
        tss: ride.tss,
        role: ride.role,
      });
      daily[d]! += ride.tss;
    }
    const s = strength.get(d);
    if (s) {
      sessions[d]!.push({
        uid: '',
        kind: 'strength',
        workoutId: s.id,
        name: s.name,
        focus: s.focus,
        durationS: s.durationS,
        tss: s.tss,
        role: 'strength',
      });
      daily[d]! += s.tss;
    }
  }
  return { sessions, daily };
}
