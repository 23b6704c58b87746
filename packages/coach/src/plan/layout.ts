/**
 * The plan's skeleton: which weeks are load, recovery and taper weeks, their phases, where the FTP tests go, and how
 * much of a normal day each day may hold (the taper's progressive cut, the easier days around races).
 *
 * Weeks come in blocks of `b` (3:1 → b = 4, 2:1 → b = 3): b − 1 load weeks then one recovery week [S8, S9]. Every A
 * event gets a taper of 10–14 days [S14, S16] and the plan ends on the last one's day. The training weeks between
 * tapers are laid out backwards from each taper, so a block's easy week is never followed by the taper (three easy
 * weeks in a row); after the last A event (or in a plan without one) blocks run forward from the start.
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import {
  B_EVENT_EASY_DAYS_BEFORE,
  EVENT_EASY_DAY_VOLUME,
  FTP_TEST_CLEAR_DAYS,
  MIN_TAPER_DAYS,
  POST_A_EASY_DAYS,
  RETEST_MIN_WEEKS,
  taperDays,
  taperVolume,
} from './rules.ts';
import type { PlanEvent, PlanInput, PlanPhase } from './types.ts';

export interface WeekSkeleton {
  readonly index: number;
  readonly startDate: IsoDate;
  readonly phase: PlanPhase;
  readonly recovery: boolean;
  /** 0-based week within its phase, and the phase's length. */
  readonly weekInPhase: number;
  readonly phaseWeeks: number;
  readonly ftpTest: boolean;
  /** The rider's events that fall in this week. */
  readonly events: readonly PlanEvent[];
  /** The A event this week tapers for (taper weeks and the event's own week), else null. */
  readonly taperFor: IsoDate | null;
  /**
   * Each day's share of a normal day's riding (1): the taper's progressive cut, lighter days around B events and
   * after an A event, 0 on race days and after the plan's last A event.
   */
  readonly dayVolume: readonly number[];
  /** Days that may not hold a hard session (around races, the taper's last days). */
  readonly easyOnly: readonly boolean[];
  /** Days of an A event's taper. */
  readonly taperDay: readonly boolean[];
  /** Days that count as a hard day although nothing is planned on them (a C race, ridden as training). */
  readonly hardEvent: readonly boolean[];
  /** An FTP test may go in this week (none in the three weeks before an A event). */
  readonly testAllowed: boolean;
}

export interface Layout {
  readonly weeks: readonly WeekSkeleton[];
  /** Days of the last A event's taper (0 without one). */
  readonly taperDays: number;
}

/** Phases of `n` blocks: base ≈ 40 %, build ≈ 35 %, specialty ≈ 25 % (TrainerRoad's order [T4], Xert's 45/45/30 [X6]). */
function blockPhases(n: number, towardAEvent: boolean): PlanPhase[] {
  if (n === 0) return [];
  if (n === 1) return [towardAEvent ? 'specialty' : 'base'];
  if (n === 2) return towardAEvent ? ['build', 'specialty'] : ['base', 'build'];
  const specialty = Math.max(1, Math.round(n * 0.25));
  const build = Math.max(1, Math.round(n * 0.35));
  const base = n - build - specialty;
  return [
    ...Array<PlanPhase>(base).fill('base'),
    ...Array<PlanPhase>(build).fill('build'),
    ...Array<PlanPhase>(specialty).fill('specialty'),
  ];
}

/**
 * The events of a plan, in date order: the list, plus the single `event` older requests send. A name is kept trimmed,
 * and only when there is one (an unnamed event stays `{date, priority}`, as plans made before names were).
 */
export function planEvents(input: Pick<PlanInput, 'events' | 'event'>): PlanEvent[] {
  const all = [...(input.events ?? []), ...(input.event ? [input.event] : [])];
  const byDate = new Map<IsoDate, PlanEvent>();
  const rank = { A: 0, B: 1, C: 2 } as const;
  for (const e of all) {
    const seen = byDate.get(e.date);
    const name = typeof e.name === 'string' ? e.name.trim() : '';
    if (!seen || rank[e.priority] < rank[seen.priority])
      byDate.set(e.date, { date: e.date, priority: e.priority, ...(name ? { name } : {}) });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

interface DayPlan {
  volume: number;
  easy: boolean;
  taper: boolean;
  hardEvent: boolean;
  taperFor: IsoDate | null;
}

/** How a plan's tapers are drawn: the mean volume cut (0.4–0.6) and how many days shorter than `taperDays` (0–4). */
export interface TaperChoice {
  readonly cut: number;
  readonly shorten: number;
}

export const DEFAULT_TAPER: TaperChoice = { cut: 0.5, shorten: 0 };

/** Per-day volumes and restrictions from the events. */
function dayPlans(input: PlanInput, totalDays: number, taper: TaperChoice): DayPlan[] {
  const { cut } = taper;
  const days: DayPlan[] = Array.from({ length: totalDays }, () => ({
    volume: 1,
    easy: false,
    taper: false,
    hardEvent: false,
    taperFor: null,
  }));
  const events = planEvents(input);
  const aDays = events.filter((e) => e.priority === 'A').map((e) => daysBetween(input.startDate, e.date));
  const lastA = aDays.at(-1) ?? null;
  const set = (d: number, f: (p: DayPlan) => void) => {
    if (d >= 0 && d < totalDays) f(days[d]!);
  };
  aDays.forEach((a, i) => {
    const previous = i > 0 ? aDays[i - 1]! + POST_A_EASY_DAYS + 1 : 0;
    const length = Math.min(Math.max(MIN_TAPER_DAYS, taperDays(a) - taper.shorten), a - previous);
    for (let j = length; j >= 1; j--) {
      set(a - j, (p) => {
        p.taper = true;
        p.taperFor = addDays(input.startDate, a);
        p.volume = Math.min(p.volume, taperVolume(j, length, cut));
        // The last two days before the race: the opener and an easy day, nothing hard.
        if (j <= 2) p.easy = true;
      });
    }
    set(a, (p) => {
      p.volume = 0;
      p.easy = true;
      p.taperFor = addDays(input.startDate, a);
    });
    for (let j = 1; j <= POST_A_EASY_DAYS; j++)
      set(a + j, (p) => {
        p.easy = true;
        p.volume = Math.min(p.volume, EVENT_EASY_DAY_VOLUME);
      });
  });
  if (lastA !== null) for (let d = lastA + 1; d < totalDays; d++) days[d]!.volume = 0;
  for (const e of events) {
    const d = daysBetween(input.startDate, e.date);
    if (e.priority === 'B') {
      // B: a short rest of 2–3 easier days before and an easy day after (Friel), the race itself on its day.
      for (let j = 1; j <= B_EVENT_EASY_DAYS_BEFORE; j++)
        set(d - j, (p) => {
          p.easy = true;
          p.volume = Math.min(p.volume, EVENT_EASY_DAY_VOLUME);
        });
      set(d, (p) => {
        p.volume = 0;
        p.easy = true;
      });
      set(d + 1, (p) => {
        p.easy = true;
        p.volume = Math.min(p.volume, EVENT_EASY_DAY_VOLUME);
      });
    } else if (e.priority === 'C') {
      // C: ridden as training — the race is that day's hard session, nothing else is planned on it.
      set(d, (p) => {
        p.volume = 0;
        p.hardEvent = true;
      });
    }
  }
  return days;
}

export function layoutPlan(input: PlanInput, blockWeeks: 3 | 4, taper: TaperChoice = DEFAULT_TAPER): Layout {
  const weeks = input.weeks!;
  const days = dayPlans(input, weeks * 7, taper);
  const weekDays = (i: number) => days.slice(i * 7, i * 7 + 7);
  // Which weeks are taper weeks — and so the blocks laid back from them — come from the full-length taper, whatever
  // variant is drawn: the variants differ only in their last days, so a plan tries them without re-laying its blocks.
  const fullTaper = dayPlans(input, weeks * 7, { ...taper, shorten: 0 });
  const aEvents = planEvents(input).filter((e) => e.priority === 'A');
  const aDays = aEvents.map((e) => daysBetween(input.startDate, e.date));
  // A week is a taper week when most of its days taper, or when it holds an A event.
  const isTaper = Array.from(
    { length: weeks },
    (_, i) =>
      fullTaper.slice(i * 7, i * 7 + 7).filter((d) => d.taper).length >= 4 ||
      aDays.some((a) => a >= i * 7 && a < i * 7 + 7),
  );

  // Runs of training weeks between tapers; each run before a taper is laid out backwards from it.
  const recovery = Array<boolean>(weeks).fill(false);
  const phase = Array<PlanPhase>(weeks).fill('taper');
  let i = 0;
  while (i < weeks) {
    if (isTaper[i]) {
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < weeks && !isTaper[end + 1]) end++;
    const run = end - i + 1;
    const towardA = end + 1 < weeks && isTaper[end + 1]!;
    // Laid back from the taper; a first block of one load week would open the plan with a recovery week in its
    // second week, so that week trains and the first block runs one week longer.
    for (let k = 0; k < run; k++) {
      recovery[i + k] = towardA ? (run - k) % blockWeeks === 0 && k > 1 : (k + 1) % blockWeeks === 0;
    }
    const blockOf: number[] = [];
    let block = 0;
    for (let k = 0; k < run; k++) {
      if (k > 0 && recovery[i + k - 1]) block++;
      blockOf.push(block);
    }
    const phases = blockPhases(block + 1, towardA);
    for (let k = 0; k < run; k++) phase[i + k] = phases[blockOf[k]!]!;
    i = end + 1;
  }

  // FTP tests: week 0 when the FTP is unknown (a rider over 60 who is new to training first rides a block by feel
  // and is tested at its end); then at block starts 4–6 weeks after the last test [S7] — never in a recovery or
  // taper week, nor in the three weeks before an A event.
  const isBlockStart = (w: number) => w === 0 || (recovery[w - 1] === true && !isTaper[w]);
  const clearOfA = (w: number) => aDays.every((a) => a - (w * 7 + 6) > FTP_TEST_CLEAR_DAYS || a < w * 7);
  const tests = new Set<number>();
  const gentleStart = input.level === 'beginner' && (input.age ?? 0) >= 60;
  if (input.ftpW == null && !gentleStart) tests.add(0);
  let last = 0;
  for (let w = 1; w < weeks; w++) {
    if (isBlockStart(w) && !recovery[w] && !isTaper[w] && clearOfA(w) && w - last >= RETEST_MIN_WEEKS) {
      tests.add(w);
      last = w;
    }
  }

  const events = planEvents(input);
  const out: WeekSkeleton[] = [];
  for (let w = 0; w < weeks; w++) {
    const startDate = addDays(input.startDate, 7 * w);
    const same = (x: number) => x >= 0 && x < weeks && phase[x] === phase[w];
    let first = w;
    while (same(first - 1)) first--;
    let end = w;
    while (same(end + 1)) end++;
    const wd = weekDays(w);
    out.push({
      index: w,
      startDate,
      phase: phase[w]!,
      recovery: !isTaper[w] && recovery[w] === true,
      weekInPhase: w - first,
      phaseWeeks: end - first + 1,
      ftpTest: tests.has(w),
      events: events.filter((e) => {
        const d = daysBetween(startDate, e.date);
        return d >= 0 && d < 7;
      }),
      taperFor: isTaper[w] ? (wd.find((d) => d.taperFor !== null)?.taperFor ?? null) : null,
      dayVolume: wd.map((d) => d.volume),
      easyOnly: wd.map((d) => d.easy),
      taperDay: wd.map((d) => d.taper),
      hardEvent: wd.map((d) => d.hardEvent),
      testAllowed: clearOfA(w),
    });
  }
  const lastA = aDays.at(-1);
  const lastTaper =
    lastA === undefined
      ? 0
      : days.filter((d) => d.taper && d.taperFor === addDays(input.startDate, lastA)).length;
  return { weeks: out, taperDays: lastTaper };
}
