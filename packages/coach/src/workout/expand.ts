import type { WorkoutNode, WorkoutStep } from './types.ts';

/** Calls `visit` for every step in riding order, repeats unrolled (nested ones too), without building a list. */
export function forEachStep<T>(
  nodes: readonly WorkoutNode<T>[],
  visit: (step: WorkoutStep<T>) => void,
): void {
  for (const node of nodes) {
    if (node.kind === 'step') visit(node);
    else for (let i = 0; i < node.count; i++) forEachStep(node.steps, visit);
  }
}

/**
 * The steps a rider rides, in order: every repeat (nested ones too) unrolled `count` times. Duration, the 1 Hz
 * series and every derived number are the same for a workout and its expansion (tested).
 */
export function expandRepeats<T>(nodes: readonly WorkoutNode<T>[]): WorkoutStep<T>[] {
  const out: WorkoutStep<T>[] = [];
  forEachStep(nodes, (step) => out.push(step));
  return out;
}

/**
 * Repeats kept one level deep: a repeat inside a repeat is unrolled into its parent, top-level repeats stay.
 * For codecs that cannot nest (intervals.icu text, ERG/MRC-style lists with a single loop level).
 */
export function flattenNestedRepeats<T>(nodes: readonly WorkoutNode<T>[]): WorkoutNode<T>[] {
  return nodes.map((node) =>
    node.kind === 'step' ? node : { kind: 'repeat', count: node.count, steps: expandRepeats(node.steps) },
  );
}

/** How many steps the workout has once unrolled, counted without unrolling (Σ count × inner steps). */
export function expandedStepCount(nodes: readonly WorkoutNode<unknown>[]): number {
  let total = 0;
  for (const node of nodes) total += node.kind === 'step' ? 1 : node.count * expandedStepCount(node.steps);
  return total;
}
