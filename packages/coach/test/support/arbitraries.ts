import fc from 'fast-check';
import type { PowerTarget, WorkoutNode, WorkoutStep } from '../../src/index.ts';
import { INTENSITY_CLASSES } from '../../src/index.ts';

/** A %FTP target of any kind, percentages 0–300 (the validator's bounds). */
export const targetArb: fc.Arbitrary<PowerTarget> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }))
    .map(([a, b]) => ({ type: 'range' as const, lowPct: Math.min(a, b), highPct: Math.max(a, b) })),
  fc
    .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }))
    .map(([fromPct, toPct]) => ({ type: 'ramp' as const, fromPct, toPct })),
  fc.constant({ type: 'free' as const }),
  fc.constant({ type: 'max' as const }),
);

export const stepArb = (opts: { open?: boolean; maxS?: number } = {}): fc.Arbitrary<WorkoutStep> =>
  fc.record({
    kind: fc.constant('step' as const),
    durationS: opts.open
      ? fc.option(fc.integer({ min: 1, max: opts.maxS ?? 900 }), { nil: null, freq: 5 })
      : fc.integer({ min: 1, max: opts.maxS ?? 900 }),
    target: targetArb,
    intensity: fc.constantFrom(...INTENSITY_CLASSES),
  });

/** Steps and repeats nested up to three levels, small enough to expand quickly. */
export const nodesArb = (opts: { open?: boolean } = {}): fc.Arbitrary<WorkoutNode[]> => {
  const { nodes } = fc.letrec<{ nodes: WorkoutNode[]; node: WorkoutNode }>((tie) => ({
    node: fc.oneof(
      { maxDepth: 2, depthIdentifier: 'tree', withCrossShrink: true },
      stepArb(opts),
      fc.record({
        kind: fc.constant('repeat' as const),
        count: fc.integer({ min: 1, max: 3 }),
        steps: tie('nodes') as fc.Arbitrary<WorkoutNode[]>,
      }),
    ),
    nodes: fc.array(tie('node'), { minLength: 1, maxLength: 3, depthIdentifier: 'tree' }) as fc.Arbitrary<
      WorkoutNode[]
    >,
  }));
  return nodes;
};

export const steady = (durationS: number, pct: number): WorkoutStep => ({
  kind: 'step',
  durationS,
  target: { type: 'range', lowPct: pct, highPct: pct },
  intensity: 'active',
});

export const ramp = (durationS: number, fromPct: number, toPct: number): WorkoutStep => ({
  kind: 'step',
  durationS,
  target: { type: 'ramp', fromPct, toPct },
  intensity: 'active',
});
