import type { CadenceTarget, IntensityClass, Workout, WorkoutNode, WorkoutStep } from '@domestique/coach';
import { WorkoutFileError } from './workout-errors.ts';
import { unnestRepeats } from './workout-tree.ts';

/** Garmin's Training API and Edge units take at most 100 workout steps, repeat steps included (coaching.md §4). */
export const FIT_MAX_STEPS = 100;

/**
 * Stair length tried for ramps, shortest first: FIT has no ramp target, so a ramp becomes stairs of about this many
 * seconds. When a workout would exceed {@link FIT_MAX_STEPS}, the next (coarser) length is tried; past the last
 * one the export fails with `too_many_steps` rather than silently dropping steps.
 */
export const RAMP_STAIR_LENGTHS_S = [60, 120, 300] as const;

/** Longest run of steps {@link foldRepeats} looks for (a 4DP-style set of 8 efforts and a rest is 9). */
const FOLD_MAX_PERIOD = 24;

/** A FIT workout step before encoding: %FTP band (or open target), duration or open, one level of repeats. */
export type FitPlanStep =
  | {
      readonly kind: 'step';
      readonly durationS: number | null;
      /** null: open target (free ride, max effort — the rider sets the power). */
      readonly power: { readonly lowPct: number; readonly highPct: number } | null;
      readonly cadence?: CadenceTarget;
      readonly intensity: IntensityClass;
      readonly name?: string;
      readonly notes?: string;
    }
  | { readonly kind: 'repeat'; readonly fromIndex: number; readonly count: number };

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

/**
 * How cues reach a FIT device. The FIT `workout_step` message carries one `notes` string (field 8) and one
 * `wkt_step_name` (field 0) per step and no time offset (FIT profile message 27, `@garmin/fitsdk` 21.217.0;
 * coaching.md §4), and Garmin units show a step's name and notes when that step begins (Garmin Connect's workout
 * editor likewise gives each step its own note). So, `timed`: a cue becomes the note of a step of its own that
 * starts at the cue's time — a 20-minute effort with cues at 0:10 and 10:00 is three steps of the same target, the
 * last two with one note each (cues at the same second share one). `merged`, the fallback when the timed steps would
 * pass {@link FIT_MAX_STEPS}, and always for an open step (it has no clock to split): one note per step, "m:ss text"
 * joined by " · ".
 */
export type FitCueMode = 'timed' | 'merged';

function mergedNotes(step: WorkoutStep): string | undefined {
  if (!step.cues || step.cues.length === 0) return undefined;
  return step.cues.map((cue) => `${clock(cue.offsetS)} ${cue.text}`).join(' · ');
}

/** A timed step cut at its cues' offsets: each piece's start, length and note (none before the first cue). */
export function cuePieces(
  durationS: number,
  cues: WorkoutStep['cues'],
): { startS: number; durationS: number; notes?: string }[] {
  const byOffset = new Map<number, string[]>();
  for (const cue of cues ?? []) {
    if (cue.offsetS < 0 || cue.offsetS >= durationS) continue;
    byOffset.set(cue.offsetS, [...(byOffset.get(cue.offsetS) ?? []), cue.text]);
  }
  const starts = [...byOffset.keys()].sort((a, b) => a - b);
  if (starts[0] !== 0) starts.unshift(0);
  return starts.map((startS, i) => {
    const notes = byOffset.get(startS)?.join(' · ');
    return { startS, durationS: (starts[i + 1] ?? durationS) - startS, ...(notes ? { notes } : {}) };
  });
}

/**
 * A ramp of `seconds` as stairs of about `stairS`: n = round(seconds / stairS), at least 2 for ramps of 20 s or
 * more. Stair i spans [tᵢ, tᵢ₊₁) of whole seconds and its band is the ramp's own span over that stretch, so its
 * centre is the ramp's mean there and the stairs hold the ramp's average power (and nearly its TSS).
 */
export function rampStairs(
  seconds: number,
  fromPct: number,
  toPct: number,
  stairS: number,
): { durationS: number; lowPct: number; highPct: number }[] {
  const n = Math.max(seconds >= 20 ? 2 : 1, Math.round(seconds / stairS));
  const at = (t: number) => fromPct + ((toPct - fromPct) * t) / seconds;
  const stairs = [];
  for (let i = 0; i < n; i++) {
    const t0 = Math.floor((i * seconds) / n);
    const t1 = Math.floor(((i + 1) * seconds) / n);
    const a = at(t0);
    const b = at(t1);
    stairs.push({ durationS: t1 - t0, lowPct: Math.min(a, b), highPct: Math.max(a, b) });
  }
  return stairs;
}

function planStep(step: WorkoutStep, stairS: number, cueMode: FitCueMode, out: FitPlanStep[]): void {
  const base = {
    intensity: step.intensity,
    ...(step.cadence ? { cadence: step.cadence } : {}),
    ...(step.label ? { name: step.label } : {}),
  };
  const target = step.target;
  const seconds = step.durationS;
  // Timed cues: the step in pieces that start at its cues (one piece when it has none).
  const pieces =
    seconds !== null && cueMode === 'timed'
      ? cuePieces(seconds, step.cues)
      : [{ startS: 0, durationS: seconds, notes: mergedNotes(step) }];
  for (const piece of pieces) {
    const notes = piece.notes ? { notes: piece.notes } : {};
    if (target.type === 'ramp' && seconds !== null && piece.durationS !== null) {
      // the ramp's own line over this piece, then stairs; the note goes on the piece's first stair
      const at = (t: number) => target.fromPct + ((target.toPct - target.fromPct) * t) / seconds;
      const stairs = rampStairs(
        piece.durationS,
        at(piece.startS),
        at(piece.startS + piece.durationS),
        stairS,
      );
      stairs.forEach((stair, i) => {
        out.push({
          kind: 'step',
          ...base,
          ...(i === 0 ? notes : {}),
          durationS: stair.durationS,
          power: { lowPct: stair.lowPct, highPct: stair.highPct },
        });
      });
      continue;
    }
    let power: { lowPct: number; highPct: number } | null = null;
    if (target.type === 'range') power = { lowPct: target.lowPct, highPct: target.highPct };
    // An open-ended ramp cannot be stair-stepped: the band covers the ramp's span.
    else if (target.type === 'ramp')
      power = {
        lowPct: Math.min(target.fromPct, target.toPct),
        highPct: Math.max(target.fromPct, target.toPct),
      };
    out.push({ kind: 'step', ...base, ...notes, durationS: piece.durationS, power });
  }
}

function planNodes(nodes: readonly WorkoutNode[], stairS: number, cueMode: FitCueMode): FitPlanStep[] {
  const out: FitPlanStep[] = [];
  for (const node of unnestRepeats(nodes)) {
    if (node.kind === 'step') planStep(node, stairS, cueMode, out);
    else {
      const fromIndex = out.length;
      for (const step of node.steps) planStep(step as WorkoutStep, stairS, cueMode, out);
      out.push({ kind: 'repeat', fromIndex, count: node.count });
    }
  }
  return out;
}

/**
 * Folds runs of identical top-level steps into repeats — what a flat file (a Zwift workout written step by step)
 * meant: 4 × (20 s on, 10 s off) becomes one repeat of two steps. Greedy from the start, taking at each step the
 * period (1…24 steps) and count that save the most FIT steps; the ride is unchanged, second for second.
 */
export function foldRepeats(nodes: readonly WorkoutNode[]): WorkoutNode[] {
  const keys = nodes.map((node) => (node.kind === 'step' ? JSON.stringify(node) : null));
  const out: WorkoutNode[] = [];
  let i = 0;
  while (i < nodes.length) {
    let best = { period: 0, count: 1 };
    for (let period = 1; period <= FOLD_MAX_PERIOD && i + 2 * period <= nodes.length; period++) {
      const same = (k: number) => {
        for (let j = 0; j < period; j++) {
          const key = keys[i + j];
          if (key === null || key !== keys[i + k * period + j]) return false;
        }
        return true;
      };
      let count = 1;
      while (i + (count + 1) * period <= nodes.length && same(count)) count++;
      // k × p steps become p + 1: worth it when (k − 1) × p ≥ 2.
      const saved = (count - 1) * period;
      if (saved >= 2 && saved > (best.count - 1) * best.period) best = { period, count };
    }
    if (best.period === 0) {
      out.push(nodes[i]!);
      i++;
    } else {
      out.push({ kind: 'repeat', count: best.count, steps: nodes.slice(i, i + best.period) });
      i += best.count * best.period;
    }
  }
  return out;
}

/**
 * The FIT steps of a workout: nested repeats flattened into their parent (one level of repeat steps, which every
 * Garmin and Wahoo unit follows), ramps as stairs, each cue a step of its own ({@link FitCueMode}). When the workout
 * exceeds {@link FIT_MAX_STEPS}, in order: runs of identical steps are folded into repeats ({@link foldRepeats}),
 * then ramp stairs are coarsened ({@link RAMP_STAIR_LENGTHS_S}); only then are cues merged into one note per step,
 * and the same tried again. Throws `too_many_steps` when even that does not fit.
 */
export function planFitSteps(workout: Workout): FitPlanStep[] {
  let steps: FitPlanStep[] = [];
  const folded = foldRepeats(unnestRepeats(workout.steps));
  for (const cueMode of ['timed', 'merged'] as const) {
    steps = planNodes(workout.steps, RAMP_STAIR_LENGTHS_S[0], cueMode);
    if (steps.length <= FIT_MAX_STEPS) return steps;
    for (const stairS of RAMP_STAIR_LENGTHS_S) {
      steps = planNodes(folded, stairS, cueMode);
      if (steps.length <= FIT_MAX_STEPS) return steps;
    }
  }
  throw new WorkoutFileError(
    'too_many_steps',
    `${steps.length} FIT steps with ${RAMP_STAIR_LENGTHS_S.at(-1)} s stairs`,
  );
}
