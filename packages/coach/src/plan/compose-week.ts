/**
 * A week's sessions from its shape and a time budget. The budget is the rider's time — the lesser of their weekly
 * hours and the sum of their riding days' caps — times the week's volume (recovery, taper) and the shrink factor
 * the load rules asked for; it is shared among the rides by weight within each day's cap, and each ride is chosen to
 * fill its share: a hard session's main set at its progression level, ridden within a longer ride when the day has
 * room; the long ride up to 6 hours; the other easy days the longest ride that fits. Whatever rounding leaves goes
 * back to the rides that still have room. (docs/coach-plans.md, "Dose".)
 */
import { addDays } from '../calendar/days.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import {
  type CatalogStrength,
  type CatalogWorkout,
  fillSlot,
  pickByDuration,
  pickByLevel,
  pickFtpTest,
  pickOpener,
  pickShortest,
  type WorkoutCatalog,
} from './catalog.ts';
import type { WeekSkeleton } from './layout.ts';
import {
  EASY_RIDE_MIN_S,
  KEY_DURATION_S,
  KEY_EXTRA_WEIGHT,
  LEVEL_STEP,
  LIGHT_DAY_MIN_S,
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
 * A hard session's main set. In a load week: a "productive" step above the level reached (+0.1…+1.0, aiming at
 * +0.5 [T3]); elsewhere (taper) an "achievable" one at or below it. When none of those fits the day, the nearest
 * level that does. Workouts the plan already used often are taken only when nothing else fits (variety).
 */
function pickKey(
  catalog: WorkoutCatalog,
  family: WorkoutFamily,
  level: number,
  progress: boolean,
  maxDurationS: number,
  maxTss: number,
  avoidIds: ReadonlySet<string>,
): CatalogWorkout | null {
  const target = Math.min(10, level + (progress ? LEVEL_STEP : 0));
  const band = progress ? { minLevel: level, maxLevel: level + 1 } : { maxLevel: level };
  return (
    pickByLevel(catalog, family, target, maxDurationS, {
      ...band,
      maxTss,
      avoidIds,
      harderOnTie: progress,
    }) ?? pickByLevel(catalog, family, target, maxDurationS, { maxTss, avoidIds, harderOnTie: progress })
  );
}

interface ShareSlot {
  readonly weight: number;
  readonly cap: number;
  /** A share below this is dropped (0: any share counts). */
  readonly min: number;
}

/**
 * Shares `budget` seconds among slots: each slot its minimum first (so a day keeps a real ride rather than a sliver),
 * the rest by weight, none above its cap. When the minimums do not fit, the lowest-weight slots are left out.
 */
function shareTime(budget: number, slots: readonly ShareSlot[]): number[] {
  const usable = slots.map((_, i) => i).filter((i) => slots[i]!.cap > 0 && slots[i]!.cap >= slots[i]!.min);
  const order = usable.sort((a, b) => slots[b]!.weight - slots[a]!.weight || a - b);
  for (let k = order.length; k >= 0; k--) {
    const active = order.slice(0, k);
    const floor = active.reduce((t, i) => t + slots[i]!.min, 0);
    if (floor > budget + 1e-9) continue;
    const out = slots.map((_, i) => (active.includes(i) ? slots[i]!.min : 0));
    let remaining = budget - floor;
    let open = active.filter((i) => slots[i]!.weight > 0 && slots[i]!.cap > out[i]!);
    while (open.length > 0 && remaining > 1e-9) {
      const weights = open.reduce((t, i) => t + slots[i]!.weight, 0);
      const over = open.filter((i) => out[i]! + (remaining * slots[i]!.weight) / weights > slots[i]!.cap);
      if (over.length === 0) {
        for (const i of open) out[i]! += (remaining * slots[i]!.weight) / weights;
        break;
      }
      for (const i of over) {
        remaining -= slots[i]!.cap - out[i]!;
        out[i] = slots[i]!.cap;
      }
      open = open.filter((i) => !over.includes(i));
    }
    return out;
  }
  return slots.map(() => 0);
}

/**
 * How a week is composed: as shaped; `plain` — its long and support rides as steady endurance (less load for the
 * same time); `noKeys` — without hard sessions, every ride easy.
 */
export type ComposeMode = 'shaped' | 'plain' | 'noKeys';

export interface Composed {
  readonly sessions: PlannedSession[][];
  readonly daily: number[];
}

type Ride = CatalogWorkout & { role: PlannedRide['role'] };

export function compose(
  ctx: PlanContext,
  sk: WeekSkeleton,
  state: PlanState,
  shape: WeekShape,
  factor: number,
  mode: ComposeMode,
): Composed {
  const withKeys = mode !== 'noKeys';
  const { input, catalog } = ctx;
  const dates = Array.from({ length: 7 }, (_, i) => addDays(sk.startDate, i));
  const budget = ctx.availableS * volumeOf(sk, shape.caps) * factor;
  const rideOn = new Map<number, Ride>();
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
    left += rideOn.get(d)?.durationS ?? 0;
    rideOn.set(d, { ...w, role });
    left -= w.durationS;
  };
  const avoid = new Set(Object.entries(state.uses).flatMap(([id, n]) => (n >= ctx.maxRepeats ? [id] : [])));

  // The test goes in whatever the week's budget: the plan's targets depend on it (the other rides give way).
  if (shape.test !== null) put(shape.test, pickFtpTest(catalog, room(shape.test)), 'test');
  if (shape.opener !== null) {
    const o = shape.opener;
    const time = Math.min(room(o), OPENER_DURATION_S, left);
    const opts = { maxTss: maxTss(o) };
    put(
      o,
      pickOpener(catalog, time) ??
        pickByDuration(catalog, 'endurance', time, 1, opts) ??
        pickByDuration(catalog, 'recovery', time, 1, opts),
      'opener',
    );
  }

  // A lighter day (taper, around a race) gets its share of the day's cap, but a ride it keeps stays a real session
  // — the taper cuts volume, not frequency or intensity [S14]: a hard session keeps its main set (≤ 1 h).
  const capOf = (s: RideSlot) => {
    const v = Math.min(1, shape.volume[s.day]! || 1);
    if (v >= 1) return room(s.day);
    const floor = s.role === 'key' ? TAPER_KEY_DURATION_S : LIGHT_DAY_MIN_S;
    return Math.min(room(s.day), Math.max(v * room(s.day), floor));
  };
  const loadWeek = !sk.recovery && sk.phase !== 'taper';
  const asEasy = (k: RideSlot): RideSlot => ({ ...k, role: 'endurance', family: 'endurance', weight: 1 });
  // A hard day whose family has no workout that fits the day (or the week's time) is ridden easy instead.
  const fits = (k: RideSlot) =>
    pickKey(
      catalog,
      k.family,
      state.levels[k.family],
      loadWeek,
      Math.min(capOf(k), left),
      maxTss(k.day),
      avoid,
    ) !== null;
  const keys = withKeys ? shape.keys.filter(fits) : [];
  const plain = (slot: RideSlot): RideSlot =>
    mode === 'plain' && slot.family !== 'endurance' ? { ...slot, family: 'endurance' } : slot;
  const easy: readonly RideSlot[] = [
    ...shape.easy.map(plain),
    ...shape.keys.filter((k) => !keys.includes(k)).map(asEasy),
  ].sort((a, b) => a.day - b.day);
  const slots = [...keys, ...easy];
  // Hard sessions keep their main set's room first (a week the load rules shorten loses easy riding before it
  // loses a hard session); the rest of the time is shared by weight, a hard day's extra riding included.
  let coreLeft = left;
  const keyCore = keys.map((k) => {
    const core = Math.min(capOf(k), KEY_DURATION_S[input.level], coreLeft);
    coreLeft -= core;
    return core;
  });
  const coreTotal = left - coreLeft;
  const extra = shareTime(
    Math.max(0, left - coreTotal),
    slots.map((slot, i) => {
      const v = shape.volume[slot.day]! || 1;
      return i < keys.length
        ? { weight: KEY_EXTRA_WEIGHT * v, cap: capOf(slot) - keyCore[i]!, min: 0 }
        : {
            weight: slot.weight * v,
            cap: capOf(slot),
            min: Math.max(MIN_SESSION_S, Math.min(capOf(slot), EASY_RIDE_MIN_S, left - coreTotal)),
          };
    }),
  );
  const shares = slots.map((_, i) => (i < keys.length ? keyCore[i]! : 0) + extra[i]!);

  /** The ride for `slot` filling at most `share` seconds, or null. */
  const choose = (slot: RideSlot, share: number): Ride | null => {
    const limit = Math.min(room(slot.day), share);
    const tssCap = maxTss(slot.day);
    const level = state.levels[slot.family];
    const within = (w: CatalogWorkout | null) => {
      if (!w) return null;
      // The longest fill under the day's TSS cap (≤ 300 TSS a day [G3]).
      for (let s = limit; s >= w.durationS; s -= 15 * 60) {
        const filled = fillSlot(catalog, w, s);
        if (filled.tss <= tssCap + 1e-9) return filled;
      }
      return w.tss <= tssCap + 1e-9 ? w : null;
    };
    if (slot.role === 'key') {
      if (limit < MIN_KEY_S) return null;
      const core =
        sk.phase === 'taper' || sk.taperFor !== null ? Math.min(limit, TAPER_KEY_DURATION_S) : limit;
      const w = within(pickKey(catalog, slot.family, level, loadWeek, core, tssCap, avoid));
      return w ? { ...w, role: 'key' } : null;
    }
    if (limit < MIN_SESSION_S) return null;
    // Endurance and recovery rides are chosen by length (the same long ride every week is how base is built);
    // structured rides avoid workouts the plan already used often.
    const byLength = { maxTss: tssCap };
    const opts = { maxTss: tssCap, avoidIds: avoid };
    const families: WorkoutFamily[] =
      slot.family !== 'endurance'
        ? [slot.family, 'endurance', 'recovery']
        : slot.role === 'recovery' && share < LIGHT_DAY_MIN_S
          ? ['recovery', 'endurance']
          : ['endurance', 'recovery'];
    for (const family of families) {
      const w =
        family === 'endurance' || family === 'recovery'
          ? (pickByDuration(catalog, family, limit, level, byLength) ??
            pickShortest(catalog, family, limit, byLength))
          : within(pickByLevel(catalog, family, state.levels[family], limit, opts));
      if (w) {
        const role = family === 'recovery' ? 'recovery' : family === slot.family ? slot.role : 'endurance';
        return { ...w, role };
      }
    }
    return null;
  };

  // Hard sessions first, then the long ride, then the other easy days, the tightest caps first.
  const order = slots
    .map((slot, i) => ({ slot, share: shares[i]! }))
    .filter((x) => x.share > 0)
    .sort(
      (a, b) => rank(a.slot) - rank(b.slot) || room(a.slot.day) - room(b.slot.day) || a.slot.day - b.slot.day,
    );
  for (const { slot, share } of order) put(slot.day, choose(slot, share), slot.role);
  // What rounding to whole workouts and quarter hours left goes to the rides with room, long ride first.
  for (const { slot } of order) {
    const current = rideOn.get(slot.day);
    if (!current || left < 15 * 60) continue;
    const more = choose(slot, Math.min(capOf(slot), current.durationS + left));
    if (more && more.durationS > current.durationS && more.durationS - current.durationS <= left)
      put(slot.day, more, current.role);
  }

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

function rank(slot: RideSlot): number {
  return slot.role === 'key' ? 0 : slot.role === 'long' ? 1 : 2;
}
