import { OPEN_STEP_ASSUMED_S } from './assumptions.ts';
import { COACH_LANGUAGES, INTENSITY_CLASSES, SCORED_EFFORTS } from './types.ts';

/**
 * Bounds a workout must keep. Wide enough for any real session (a 12-hour ultra ride, 300 % FTP sprints, a ramp test
 * of 1-minute steps), narrow enough that a typo or a hostile payload cannot make a 1 Hz series of billions of points.
 */
export const WORKOUT_LIMITS = {
  /** Total seconds, open steps counted at `OPEN_STEP_ASSUMED_S`. */
  maxDurationS: 12 * 3600,
  /** Steps once repeats are unrolled. */
  maxSteps: 1000,
  maxRepeatCount: 100,
  /** Repeats inside repeats: 3 levels (sets × reps × on/off is 2). */
  maxRepeatDepth: 3,
  minPct: 0,
  maxPct: 300,
  minRpm: 20,
  maxRpm: 200,
  maxNameLength: 100,
  maxTextLength: 2000,
  maxLabelLength: 60,
  maxCueLength: 300,
  /**
   * Cues (text events) on one step, and on the whole workout as written (repeats not unrolled). A real step carries
   * a handful; a hostile .zwo carried 20,500 (675 KB stored, 1.1 MB per download), so both are bounded.
   */
  maxCuesPerStep: 30,
  maxCues: 500,
  /** Own workouts per rider: bounds what one rider stores and what a list reads (a coach's whole library fits). */
  maxOwnWorkouts: 500,
  /** A problem list stops growing here: a payload of 10,000 bad steps gets 100 answers, not 10,000. */
  maxProblems: 100,
} as const;

export const WORKOUT_PROBLEM_CODES = [
  'steps_empty',
  'node_invalid',
  'duration_invalid',
  'duration_too_long',
  'too_many_steps',
  'target_invalid',
  'percent_out_of_range',
  'low_above_high',
  'cadence_out_of_range',
  'intensity_invalid',
  'repeat_count_invalid',
  'repeat_empty',
  'nesting_too_deep',
  'cue_invalid',
  'too_many_cues',
  'text_missing',
  'text_too_long',
] as const;
export type WorkoutProblemCode = (typeof WORKOUT_PROBLEM_CODES)[number];

/**
 * One broken rule. `path` locates the value from the workout's root (`['steps', 2, 'steps', 0, 'target', 'lowPct']`),
 * as zod issues do; `limit` is the bound that was crossed, when there is one. Codes are stable; callers word them.
 */
export interface WorkoutProblem {
  readonly code: WorkoutProblemCode;
  readonly path: readonly (string | number)[];
  readonly limit?: number;
}

type Path = readonly (string | number)[];
type Bag = Record<string, unknown>;

const isObject = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPositiveInteger = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

class Collector {
  readonly problems: WorkoutProblem[] = [];
  add(code: WorkoutProblemCode, path: Path, limit?: number): void {
    if (this.problems.length >= WORKOUT_LIMITS.maxProblems) return;
    this.problems.push(limit === undefined ? { code, path } : { code, path, limit });
  }
}

/**
 * A text is a string, or a `Localized` object with a string in every coach language. `required`: present and not
 * blank; `optional`: absent, or present and not blank; `blankAllowed`: present, may be empty (a rider's description).
 */
function checkText(
  out: Collector,
  value: unknown,
  path: Path,
  maxLength: number,
  rule: 'required' | 'optional' | 'blankAllowed',
): void {
  if (value === undefined && rule === 'optional') return;
  const check = (text: unknown, at: Path) => {
    if (typeof text !== 'string' || (rule !== 'blankAllowed' && text.trim() === ''))
      out.add('text_missing', at);
    else if (text.length > maxLength) out.add('text_too_long', at, maxLength);
  };
  if (isObject(value)) for (const lang of COACH_LANGUAGES) check(value[lang], [...path, lang]);
  else check(value, path);
}

function checkPct(out: Collector, value: unknown, path: Path): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    out.add('target_invalid', path);
    return false;
  }
  if (value < WORKOUT_LIMITS.minPct || value > WORKOUT_LIMITS.maxPct)
    out.add(
      'percent_out_of_range',
      path,
      value < WORKOUT_LIMITS.minPct ? WORKOUT_LIMITS.minPct : WORKOUT_LIMITS.maxPct,
    );
  return true;
}

function checkTarget(out: Collector, target: unknown, path: Path): void {
  if (!isObject(target)) {
    out.add('target_invalid', path);
    return;
  }
  if (target.type === 'range') {
    const low = checkPct(out, target.lowPct, [...path, 'lowPct']);
    const high = checkPct(out, target.highPct, [...path, 'highPct']);
    if (low && high && (target.lowPct as number) > (target.highPct as number))
      out.add('low_above_high', [...path, 'lowPct']);
  } else if (target.type === 'ramp') {
    checkPct(out, target.fromPct, [...path, 'fromPct']);
    checkPct(out, target.toPct, [...path, 'toPct']);
  } else if (target.type !== 'free' && target.type !== 'max') out.add('target_invalid', [...path, 'type']);
}

function checkCadence(out: Collector, cadence: unknown, path: Path): void {
  if (cadence === undefined) return;
  if (!isObject(cadence)) {
    out.add('cadence_out_of_range', path);
    return;
  }
  const inRange = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v) && v >= WORKOUT_LIMITS.minRpm && v <= WORKOUT_LIMITS.maxRpm;
  if (!inRange(cadence.lowRpm)) out.add('cadence_out_of_range', [...path, 'lowRpm']);
  if (!inRange(cadence.highRpm)) out.add('cadence_out_of_range', [...path, 'highRpm']);
  if (
    inRange(cadence.lowRpm) &&
    inRange(cadence.highRpm) &&
    (cadence.lowRpm as number) > (cadence.highRpm as number)
  )
    out.add('low_above_high', [...path, 'lowRpm']);
}

/** Returns how many cues the step carries (0 when they are not a list). */
function checkCues(out: Collector, cues: unknown, stepS: number | null, path: Path): number {
  if (cues === undefined) return 0;
  if (!Array.isArray(cues)) {
    out.add('cue_invalid', path);
    return 0;
  }
  if (cues.length > WORKOUT_LIMITS.maxCuesPerStep) {
    // one problem for the list, not one per cue: 20,000 cues would otherwise fill the answer with noise
    out.add('too_many_cues', path, WORKOUT_LIMITS.maxCuesPerStep);
    return cues.length;
  }
  cues.forEach((cue: unknown, i) => {
    const at = [...path, i];
    if (!isObject(cue)) {
      out.add('cue_invalid', at);
      return;
    }
    const offset = cue.offsetS;
    if (
      !Number.isInteger(offset) ||
      (offset as number) < 0 ||
      (stepS !== null && (offset as number) >= stepS)
    )
      out.add('cue_invalid', [...at, 'offsetS']);
    if (cue.durationS !== undefined && !isPositiveInteger(cue.durationS))
      out.add('cue_invalid', [...at, 'durationS']);
    checkText(out, cue.text, [...at, 'text'], WORKOUT_LIMITS.maxCueLength, 'required');
  });
  return cues.length;
}

function checkStep(out: Collector, step: Bag, path: Path, totals: Totals): void {
  const d = step.durationS;
  const valid = d === null || (isPositiveInteger(d) && d <= WORKOUT_LIMITS.maxDurationS);
  if (!valid) out.add('duration_invalid', [...path, 'durationS']);
  checkTarget(out, step.target, [...path, 'target']);
  checkCadence(out, step.cadence, [...path, 'cadence']);
  if (!(INTENSITY_CLASSES as readonly unknown[]).includes(step.intensity))
    out.add('intensity_invalid', [...path, 'intensity']);
  checkText(out, step.label, [...path, 'label'], WORKOUT_LIMITS.maxLabelLength, 'optional');
  totals.cues += checkCues(out, step.cues, valid && d !== null ? (d as number) : null, [...path, 'cues']);
  if (step.scored !== undefined && !(SCORED_EFFORTS as readonly unknown[]).includes(step.scored))
    out.add('node_invalid', [...path, 'scored']);
  totals.durationS += valid ? ((d as number | null) ?? OPEN_STEP_ASSUMED_S) : 0;
  totals.steps += 1;
}

interface Totals {
  durationS: number;
  steps: number;
  /** Cues as written: a repeat's cues count once (they are stored once). */
  cues: number;
}

/** Checks a node list; returns its duration and unrolled step count (invalid parts count as 0, counts as 1). */
function checkNodes(out: Collector, nodes: unknown, path: Path, depth: number): Totals {
  const totals: Totals = { durationS: 0, steps: 0, cues: 0 };
  if (!Array.isArray(nodes)) {
    out.add('node_invalid', path);
    return totals;
  }
  nodes.forEach((node: unknown, i) => {
    const at = [...path, i];
    if (!isObject(node)) {
      out.add('node_invalid', at);
      return;
    }
    if (node.kind === 'step') checkStep(out, node, at, totals);
    else if (node.kind === 'repeat') {
      const count = node.count;
      const countOk =
        Number.isInteger(count) &&
        (count as number) >= 1 &&
        (count as number) <= WORKOUT_LIMITS.maxRepeatCount;
      if (!countOk) out.add('repeat_count_invalid', [...at, 'count'], WORKOUT_LIMITS.maxRepeatCount);
      if (depth >= WORKOUT_LIMITS.maxRepeatDepth) {
        out.add('nesting_too_deep', at, WORKOUT_LIMITS.maxRepeatDepth);
        return;
      }
      if (Array.isArray(node.steps) && node.steps.length === 0) out.add('repeat_empty', [...at, 'steps']);
      const inner = checkNodes(out, node.steps, [...at, 'steps'], depth + 1);
      const times = countOk ? (count as number) : 1;
      totals.durationS += times * inner.durationS;
      totals.steps += times * inner.steps;
      totals.cues += inner.cues;
    } else out.add('node_invalid', [...at, 'kind']);
  });
  return totals;
}

/**
 * Every broken invariant of a workout, or `[]`: steps present; durations positive whole seconds (or `null`, open);
 * targets known with percentages within 0–300 % and low ≤ high; cadence 20–200 rpm, low ≤ high; a known intensity
 * class; `scored`, when set, one of SCORED_EFFORTS; repeats with a whole count 1–100, at least one step and at most 3 levels deep; cues at a whole offset
 * inside their step, at most 30 per step and 500 in all; a name and cue texts present, a description (may be empty); every language for `Localized` texts; none too long; the whole workout at
 * most 12 h and 1000 unrolled steps ({@link WORKOUT_LIMITS}). Never throws, whatever it is given (JSON from a
 * request included): the contract's schema calls it and turns each problem into a field message.
 */
export function validateWorkout(workout: unknown): WorkoutProblem[] {
  const out = new Collector();
  if (!isObject(workout)) {
    out.add('node_invalid', []);
    return out.problems;
  }
  checkText(out, workout.name, ['name'], WORKOUT_LIMITS.maxNameLength, 'required');
  checkText(out, workout.description, ['description'], WORKOUT_LIMITS.maxTextLength, 'blankAllowed');
  checkText(out, workout.purpose, ['purpose'], WORKOUT_LIMITS.maxTextLength, 'optional');
  if (Array.isArray(workout.steps) && workout.steps.length === 0) out.add('steps_empty', ['steps']);
  const totals = checkNodes(out, workout.steps, ['steps'], 0);
  if (totals.durationS > WORKOUT_LIMITS.maxDurationS)
    out.add('duration_too_long', ['steps'], WORKOUT_LIMITS.maxDurationS);
  if (totals.steps > WORKOUT_LIMITS.maxSteps) out.add('too_many_steps', ['steps'], WORKOUT_LIMITS.maxSteps);
  if (totals.cues > WORKOUT_LIMITS.maxCues) out.add('too_many_cues', ['steps'], WORKOUT_LIMITS.maxCues);
  return out.problems;
}
