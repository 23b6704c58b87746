import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveWorkoutMetrics,
  expandedStepCount,
  expandRepeats,
  flattenNestedRepeats,
  type WorkoutNode,
  workoutDurationS,
  workoutProfile,
} from '../src/index.ts';
import { nodesArb, ramp, steady } from './support/arbitraries.ts';

const a = steady(60, 50);
const b = steady(30, 120);
const c = steady(90, 60);
// 2 × [a, 3 × [b, c]]
const nested: WorkoutNode[] = [
  { kind: 'repeat', count: 2, steps: [a, { kind: 'repeat', count: 3, steps: [b, c] }] },
  ramp(300, 60, 40),
];

describe('expanding and flattening repeats', () => {
  it('unrolls nested repeats in riding order', () => {
    expect(expandRepeats(nested)).toEqual([a, b, c, b, c, b, c, a, b, c, b, c, b, c, nested[1]]);
    expect(expandedStepCount(nested)).toBe(15);
    expect(workoutDurationS(nested)).toBe(2 * (60 + 3 * 120) + 300);
  });

  it('flattening keeps top-level repeats and unrolls the inner ones', () => {
    expect(flattenNestedRepeats(nested)).toEqual([
      { kind: 'repeat', count: 2, steps: [a, b, c, b, c, b, c] },
      nested[1],
    ]);
  });

  it('expanded step count and duration agree with the unrolled list (property)', () => {
    fc.assert(
      fc.property(nodesArb({ open: true }), (nodes) => {
        const steps = expandRepeats(nodes);
        expect(expandedStepCount(nodes)).toBe(steps.length);
        expect(workoutDurationS(nodes)).toBe(workoutDurationS(steps));
        const flat = flattenNestedRepeats(nodes);
        for (const node of flat)
          if (node.kind === 'repeat') expect(node.steps.every((s) => s.kind === 'step')).toBe(true);
        expect(expandRepeats(flat)).toEqual(steps);
      }),
    );
  });
});

describe('workoutProfile', () => {
  it('is one segment per step, identical neighbours merged, ramps kept', () => {
    const profile = workoutProfile([steady(60, 50), steady(60, 50), ramp(120, 50, 100), ramp(120, 50, 100)]);
    expect(profile.map((s) => [s.startS, s.durationS, s.fromPct, s.toPct, s.target])).toEqual([
      [0, 120, 50, 50, 'range'],
      [120, 120, 50, 100, 'ramp'],
      [240, 120, 50, 100, 'ramp'],
    ]);
    expect(profile[1]).toMatchObject({ lowPct: 50, highPct: 100, estimated: false });
  });

  it('keeps the band and flags assumed segments', () => {
    const [band, free, open] = workoutProfile([
      {
        kind: 'step',
        durationS: 600,
        target: { type: 'range', lowPct: 88, highPct: 94 },
        intensity: 'interval',
      },
      { kind: 'step', durationS: 600, target: { type: 'free' }, intensity: 'active' },
      {
        kind: 'step',
        durationS: null,
        target: { type: 'range', lowPct: 40, highPct: 50 },
        intensity: 'cooldown',
      },
    ]);
    expect(band).toMatchObject({ fromPct: 91, toPct: 91, lowPct: 88, highPct: 94, estimated: false });
    expect(free).toMatchObject({ fromPct: 60, estimated: true, target: 'free' });
    expect(open).toMatchObject({ durationS: 300, estimated: true });
  });

  it('tiles the workout without gaps, is no longer than the unrolled steps, and carries the same work (property)', () => {
    fc.assert(
      fc.property(nodesArb({ open: true }), (nodes) => {
        const profile = workoutProfile(nodes);
        let at = 0;
        let work = 0;
        for (const s of profile) {
          expect(s.startS).toBe(at);
          expect(s.lowPct).toBeLessThanOrEqual(s.highPct);
          at += s.durationS;
          work += ((s.fromPct + s.toPct) / 2) * s.durationS;
        }
        expect(at).toBe(workoutDurationS(nodes));
        expect(profile.length).toBeLessThanOrEqual(expandedStepCount(nodes));
        expect(work / 100).toBeCloseTo((deriveWorkoutMetrics(nodes, 100).workKj * 1000) / 100, 6);
      }),
    );
  });
});
