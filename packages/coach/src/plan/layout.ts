/**
 * The plan's skeleton: which weeks are load, recovery and taper weeks, their phases, and where the FTP tests go.
 * Weeks come in blocks of `b` (3:1 → b = 4, 2:1 → b = 3): b − 1 load weeks then one recovery week [S8, S9].
 * Without an A event blocks run forward from the start. With one, they are laid backwards from the taper, so the
 * last block's easy week *is* the taper (a recovery week just before a taper would be three easy weeks in a row).
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import { MIN_WEEKS_BEFORE_LONG_TAPER, RETEST_MIN_WEEKS } from './rules.ts';
import type { PlanInput, PlanPhase } from './types.ts';

export interface WeekSkeleton {
  readonly index: number;
  readonly startDate: IsoDate;
  readonly phase: PlanPhase;
  readonly recovery: boolean;
  /** 0-based position within the taper (taper weeks only). */
  readonly taperStep: number | null;
  /** 0-based week within its phase, and the phase's length. */
  readonly weekInPhase: number;
  readonly phaseWeeks: number;
  readonly ftpTest: boolean;
  /** The A event, when it falls in this week (the last one). */
  readonly aEventDate: IsoDate | null;
  /** The B event, when it falls in this week. */
  readonly bEventDate: IsoDate | null;
}

export interface Layout {
  readonly weeks: readonly WeekSkeleton[];
  readonly taperWeeks: 0 | 1 | 2;
}

/**
 * With backward blocks the first block is partial: its load run has `T mod b` weeks (T = weeks before the taper).
 * `T mod b = 0` would open the plan with a recovery week; with b = 4, `T mod b = 2` would leave no block start 4–6
 * weeks after week 0 for the first re-test. The taper's length (1 or 2 weeks) is chosen to avoid both.
 */
function acceptableResidue(trainingWeeks: number, b: number): boolean {
  if (trainingWeeks < b) return true;
  const r = trainingWeeks % b;
  return r !== 0 && !(b === 4 && r === 2);
}

function chooseTaper(weeks: number, b: number): 1 | 2 {
  const preferred: 1 | 2 = weeks - 2 >= MIN_WEEKS_BEFORE_LONG_TAPER ? 2 : 1;
  if (weeks < 2) return 1;
  // Valid residue first, then a first block of at least two load weeks, then the preferred length.
  const score = (t: 1 | 2) => {
    const trainingWeeks = weeks - t;
    const fullStart = trainingWeeks < b || trainingWeeks % b >= 2;
    return (acceptableResidue(trainingWeeks, b) ? 4 : 0) + (fullStart ? 2 : 0) + (t === preferred ? 1 : 0);
  };
  return score(2) > score(1) ? 2 : 1;
}

/** Phases of `n` blocks: base ≈ 40 %, build ≈ 35 %, specialty ≈ 25 % (TrainerRoad's order [T4], Xert's 45/45/30 [X6]). */
function blockPhases(n: number, hasAEvent: boolean): PlanPhase[] {
  if (n === 0) return [];
  if (n === 1) return [hasAEvent ? 'specialty' : 'base'];
  if (n === 2) return hasAEvent ? ['build', 'specialty'] : ['base', 'build'];
  const specialty = Math.max(1, Math.round(n * 0.25));
  const build = Math.max(1, Math.round(n * 0.35));
  const base = n - build - specialty;
  return [
    ...Array<PlanPhase>(base).fill('base'),
    ...Array<PlanPhase>(build).fill('build'),
    ...Array<PlanPhase>(specialty).fill('specialty'),
  ];
}

export function layoutPlan(input: PlanInput, blockWeeks: 3 | 4): Layout {
  const weeks = input.weeks!;
  const aEvent = input.event?.priority === 'A' ? input.event.date : null;
  const taperWeeks: 0 | 1 | 2 = aEvent ? chooseTaper(weeks, blockWeeks) : 0;
  const trainingWeeks = weeks - taperWeeks;

  // Recovery weeks and block starts among the training weeks.
  const recovery: boolean[] = [];
  for (let i = 0; i < trainingWeeks; i++) {
    recovery.push(aEvent ? (trainingWeeks - i) % blockWeeks === 0 && i > 0 : (i + 1) % blockWeeks === 0);
  }
  const blockOf: number[] = [];
  let block = 0;
  for (let i = 0; i < trainingWeeks; i++) {
    if (i > 0 && recovery[i - 1]) block++;
    blockOf.push(block);
  }
  const blockCount = trainingWeeks > 0 ? block + 1 : 0;
  const phases = blockPhases(blockCount, aEvent !== null);

  const phaseOf = (i: number): PlanPhase => (i >= trainingWeeks ? 'taper' : phases[blockOf[i]!]!);
  const isBlockStart = (i: number) => i === 0 || (i < trainingWeeks && recovery[i - 1] === true);

  // FTP tests: week 0 when the FTP is unknown; then at block starts 4–6 weeks after the last test (the plan's start
  // counts as the last test when the FTP is known).
  const tests = new Set<number>();
  if (input.ftpW == null) tests.add(0);
  // Block starts are at most b ≤ 4 weeks apart, so the first one ≥ 4 weeks after the last test is ≤ 6 weeks after it
  // (the taper choice above rules out the one layout where it would be 7).
  let last = 0;
  for (let i = 1; i < trainingWeeks; i++) {
    if (isBlockStart(i) && !recovery[i] && i - last >= RETEST_MIN_WEEKS) {
      tests.add(i);
      last = i;
    }
  }

  const bEvent = input.event?.priority === 'B' ? input.event.date : null;
  const out: WeekSkeleton[] = [];
  for (let i = 0; i < weeks; i++) {
    const startDate = addDays(input.startDate, 7 * i);
    const phase = phaseOf(i);
    let first = i;
    while (first > 0 && phaseOf(first - 1) === phase) first--;
    let end = i;
    while (end + 1 < weeks && phaseOf(end + 1) === phase) end++;
    const inWeek = (date: IsoDate | null) =>
      date !== null && daysBetween(startDate, date) >= 0 && daysBetween(startDate, date) < 7 ? date : null;
    out.push({
      index: i,
      startDate,
      phase,
      recovery: i < trainingWeeks && recovery[i] === true,
      taperStep: i >= trainingWeeks ? i - trainingWeeks : null,
      weekInPhase: i - first,
      phaseWeeks: end - first + 1,
      ftpTest: tests.has(i),
      aEventDate: inWeek(aEvent),
      bEventDate: inWeek(bEvent),
    });
  }
  return { weeks: out, taperWeeks };
}
