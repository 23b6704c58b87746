/**
 * Which days carry what: the weekdays the plan rides on, the hard days of a week (≥ 48 h apart [S7], the same
 * weekdays week after week where the rules allow), and the strength days (never the day before a hard one).
 * Small searches over at most 7 days: exact, deterministic, microseconds.
 */
import { WEEKDAYS, type Weekday } from '../calendar/days.ts';
import { HARD_DAY_GAP_DAYS, MAX_TRAINING_DAYS, MIN_HOURS_PER_TRAINING_DAY } from './rules.ts';
import type { DayAvailability, RiderLevel } from './types.ts';

/** Caps above 4 h add nothing to the choice of days (no plan asks for more in one ride of a normal week). */
const CAP_VALUE_LIMIT_S = 4 * 3600;

function* subsets(n: number, k: number, from = 0, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === k) {
    yield prefix;
    return;
  }
  for (let i = from; i < n; i++) yield* subsets(n, k, i + 1, [...prefix, i]);
}

/** Compares score tuples, higher first; then index lists, earlier first. */
function better(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! !== b[i]!) return a[i]! > b[i]!;
  }
  return false;
}

/**
 * The weekdays to ride on: as many as the hours fill at ≥ 45 min a day, at most six (one free day a week [G3]) and
 * at most the level's count; among the available days the longest caps, spread out (fewest back-to-back days).
 */
export function chooseTrainingDays(
  availability: readonly DayAvailability[],
  level: RiderLevel,
  weeklyHours: number,
): Weekday[] {
  const n = Math.min(
    availability.length,
    6,
    MAX_TRAINING_DAYS[level],
    Math.max(1, Math.floor(weeklyHours / MIN_HOURS_PER_TRAINING_DAY)),
  );
  const days = [...availability].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
  let best: number[] | null = null;
  let bestScore: number[] = [];
  for (const pick of subsets(days.length, n)) {
    const weekdays = pick.map((i) => WEEKDAYS.indexOf(days[i]!.day));
    let adjacent = 0;
    for (let a = 0; a < weekdays.length; a++) {
      for (let b = a + 1; b < weekdays.length; b++) {
        const gap = Math.abs(weekdays[a]! - weekdays[b]!);
        if (gap === 1 || gap === 6) adjacent++;
      }
    }
    const capSum = pick.reduce((s, i) => s + Math.min(days[i]!.maxDurationS, CAP_VALUE_LIMIT_S), 0);
    const score = [capSum - adjacent * 1800];
    if (!best || better(score, bestScore)) {
      best = pick;
      bestScore = score;
    }
  }
  return (best ?? []).map((i) => days[i]!.day);
}

export interface KeyDayRequest {
  /** Day offsets 0–6 within the week that may hold a hard session. */
  readonly candidates: readonly number[];
  /** Cap of each day offset, seconds. */
  readonly caps: readonly number[];
  readonly count: number;
  /** Offset the set must include (the opening FTP test), or null. */
  readonly forced: number | null;
  /** The day offset the long ride would rather have, or null. */
  readonly longDay: number | null;
  /** Session length a hard day would like, to value caps. */
  readonly keyDurationS: number;
}

/**
 * The week's hard days: the most that fit (up to `count`), pairwise ≥ 2 days apart; preferring sets that leave the
 * long-ride day and the day after it free, that also keep 48 h across the week boundary (so the same weekdays work next week), that are
 * spread widest, that have room for the session, and then the earliest.
 */
export function chooseKeyDays(req: KeyDayRequest): number[] {
  const pool = req.candidates.filter((d) => req.forced === null || d >= req.forced);
  for (let k = Math.min(req.count, pool.length); k >= 1; k--) {
    let best: number[] | null = null;
    let bestScore: number[] = [];
    for (const pick of subsets(pool.length, k)) {
      const days = pick.map((i) => pool[i]!);
      if (req.forced !== null && days[0] !== req.forced) continue;
      let minGap = 7;
      let ok = true;
      for (let i = 1; i < days.length; i++) {
        const gap = days[i]! - days[i - 1]!;
        if (gap < HARD_DAY_GAP_DAYS) ok = false;
        minGap = Math.min(minGap, gap);
      }
      if (!ok) continue;
      const wraps = days[0]! + 7 - days[days.length - 1]! >= HARD_DAY_GAP_DAYS ? 1 : 0;
      const room = days.reduce((s, d) => s + Math.min(req.caps[d]!, req.keyDurationS), 0);
      const long = req.longDay ?? -9;
      const score = [
        days.includes(long) ? 0 : 1,
        days.includes(long + 1) ? 0 : 1,
        wraps,
        minGap,
        room,
        -days.reduce((s, d) => s + d, 0),
      ];
      if (!best || better(score, bestScore)) {
        best = days;
        bestScore = score;
      }
    }
    if (best) return best;
  }
  return [];
}

export interface StrengthDayRequest {
  /** Day offsets that may hold strength, in order of preference (easy days first, then the long day, then hard days). */
  readonly tiers: readonly (readonly number[])[];
  readonly count: number;
}

/** Strength days: the first `count` of the tiers, never two on consecutive days. */
export function chooseStrengthDays(req: StrengthDayRequest): number[] {
  const chosen: number[] = [];
  for (const tier of req.tiers) {
    for (const d of tier) {
      if (chosen.length >= req.count) break;
      if (chosen.some((c) => Math.abs(c - d) <= 1)) continue;
      chosen.push(d);
    }
  }
  return chosen.sort((a, b) => a - b);
}

/** The caps of the days the plan rides on, in weekday order. */
export function trainingDayCaps(
  availability: readonly DayAvailability[],
  trainingDays: readonly Weekday[],
): number[] {
  return availability.filter((a) => trainingDays.includes(a.day)).map((a) => a.maxDurationS);
}
