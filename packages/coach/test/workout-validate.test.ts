import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateWorkout, WORKOUT_LIMITS, WORKOUT_PROBLEM_CODES, type WorkoutNode } from '../src/index.ts';
import { nodesArb, steady } from './support/arbitraries.ts';

const workout = (steps: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'Sweet spot 3 × 12',
  description: '',
  steps,
  ...extra,
});
const codes = (w: unknown) => validateWorkout(w).map((p) => p.code);

describe('validateWorkout', () => {
  it('accepts a well-formed workout, nested repeats, open steps and cues', () => {
    const steps: WorkoutNode[] = [
      { kind: 'step', durationS: null, target: { type: 'free' }, intensity: 'warmup', label: 'Warm up' },
      {
        kind: 'repeat',
        count: 3,
        steps: [
          {
            kind: 'repeat',
            count: 2,
            steps: [
              {
                kind: 'step',
                durationS: 120,
                target: { type: 'range', lowPct: 95, highPct: 100 },
                intensity: 'interval',
                cadence: { lowRpm: 85, highRpm: 95 },
                cues: [
                  { offsetS: 0, text: 'Under' },
                  { offsetS: 119, text: 'Over next', durationS: 5 },
                ],
              },
              steady(60, 110),
            ],
          },
          steady(240, 50),
        ],
      },
      {
        kind: 'step',
        durationS: 600,
        target: { type: 'ramp', fromPct: 70, toPct: 40 },
        intensity: 'cooldown',
      },
    ];
    expect(validateWorkout(workout(steps))).toEqual([]);
  });

  it('names each broken rule with its path', () => {
    const problems = validateWorkout(
      workout([
        {
          kind: 'step',
          durationS: 0,
          target: { type: 'range', lowPct: 100, highPct: 90 },
          intensity: 'active',
        },
        {
          kind: 'step',
          durationS: 1.5,
          target: { type: 'ramp', fromPct: -5, toPct: 301 },
          intensity: 'sprint',
        },
        { kind: 'repeat', count: 0, steps: [] },
        {
          kind: 'step',
          durationS: 60,
          target: { type: 'watts' },
          intensity: 'active',
          cadence: { lowRpm: 100, highRpm: 90 },
          cues: [
            { offsetS: 60, text: 'late' },
            { offsetS: 0, text: ' ' },
          ],
        },
      ]),
    );
    expect(problems).toEqual([
      { code: 'duration_invalid', path: ['steps', 0, 'durationS'] },
      { code: 'low_above_high', path: ['steps', 0, 'target', 'lowPct'] },
      { code: 'duration_invalid', path: ['steps', 1, 'durationS'] },
      { code: 'percent_out_of_range', path: ['steps', 1, 'target', 'fromPct'], limit: 0 },
      { code: 'percent_out_of_range', path: ['steps', 1, 'target', 'toPct'], limit: 300 },
      { code: 'intensity_invalid', path: ['steps', 1, 'intensity'] },
      { code: 'repeat_count_invalid', path: ['steps', 2, 'count'], limit: 100 },
      { code: 'repeat_empty', path: ['steps', 2, 'steps'] },
      { code: 'target_invalid', path: ['steps', 3, 'target', 'type'] },
      { code: 'low_above_high', path: ['steps', 3, 'cadence', 'lowRpm'] },
      { code: 'cue_invalid', path: ['steps', 3, 'cues', 0, 'offsetS'] },
      { code: 'text_missing', path: ['steps', 3, 'cues', 1, 'text'] },
    ]);
  });

  it("keeps a test's scored mark only when it is one it knows (Zwift's ftptest / ramptest)", () => {
    const free = { kind: 'step', durationS: 1200, target: { type: 'free' }, intensity: 'active' };
    expect(validateWorkout(workout([{ ...free, scored: 'ftpTest' }]))).toEqual([]);
    expect(validateWorkout(workout([{ ...steady(60, 100), scored: 'rampTest' }]))).toEqual([]);
    expect(validateWorkout(workout([{ ...free, scored: '1' }]))).toEqual([
      { code: 'node_invalid', path: ['steps', 0, 'scored'] },
    ]);
  });

  it('checks texts: a name is required, a Localized text needs every language', () => {
    expect(codes(workout([steady(60, 50)], { name: '  ' }))).toEqual(['text_missing']);
    expect(
      validateWorkout(workout([steady(60, 50)], { name: { en: 'Tempo', pt: 'Tempo', es: '' } })).map(
        (p) => p.path,
      ),
    ).toEqual([['name', 'es']]);
    expect(codes(workout([steady(60, 50)], { name: 'x'.repeat(101) }))).toEqual(['text_too_long']);
    expect(codes(workout([steady(60, 50)], { description: undefined }))).toEqual(['text_missing']);
  });

  it('bounds the whole workout: steps present, ≤ 12 h, ≤ 1000 unrolled steps, ≤ 3 nested levels', () => {
    expect(codes(workout([]))).toEqual(['steps_empty']);
    expect(codes(workout([steady(43_200, 50), steady(1, 50)]))).toEqual(['duration_too_long']);
    expect(codes(workout([{ kind: 'repeat', count: 100, steps: Array(11).fill(steady(1, 50)) }]))).toEqual([
      'too_many_steps',
    ]);
    let deep: WorkoutNode = steady(60, 50);
    for (let i = 0; i < 4; i++) deep = { kind: 'repeat', count: 1, steps: [deep] };
    expect(validateWorkout(workout([deep]))).toEqual([
      { code: 'nesting_too_deep', path: ['steps', 0, 'steps', 0, 'steps', 0, 'steps', 0], limit: 3 },
    ]);
    // huge counts multiply without overflow into a false pass
    expect(codes(workout([{ kind: 'repeat', count: 1e308, steps: [steady(1, 50)] }]))).toEqual([
      'repeat_count_invalid',
    ]);
  });

  it('bounds cues: at most 30 on a step and 500 in the workout as written (repeats count once)', () => {
    const cues = (n: number) => Array.from({ length: n }, (_, i) => ({ offsetS: i % 60, text: `cue ${i}` }));
    const withCues = (n: number) => ({ ...steady(60, 50), cues: cues(n) });
    const max = WORKOUT_LIMITS.maxCuesPerStep;
    expect(validateWorkout(workout([withCues(max)]))).toEqual([]);
    // one problem for the list, whatever its length: 20,500 cues do not give 20,500 answers
    expect(validateWorkout(workout([withCues(20_500)]))).toEqual([
      { code: 'too_many_cues', path: ['steps', 0, 'cues'], limit: max },
      { code: 'too_many_cues', path: ['steps'], limit: WORKOUT_LIMITS.maxCues },
    ]);
    const full = Math.floor(WORKOUT_LIMITS.maxCues / max);
    const atLimit = Array.from({ length: full }, () => withCues(max));
    const rest = WORKOUT_LIMITS.maxCues - full * max;
    expect(validateWorkout(workout([...atLimit, withCues(rest)]))).toEqual([]);
    expect(validateWorkout(workout([...atLimit, withCues(rest + 1)]))).toEqual([
      { code: 'too_many_cues', path: ['steps'], limit: WORKOUT_LIMITS.maxCues },
    ]);
    // a repeat stores its cues once: 20 × a step with 30 cues is 30 cues, not 600
    expect(codes(workout([{ kind: 'repeat', count: 20, steps: [withCues(max)] }]))).toEqual([]);
  });

  it('never throws and answers only known codes, whatever it is given (property)', () => {
    const junk = fc.anything({ withNullPrototype: true, withBigInt: true, maxDepth: 6 });
    fc.assert(
      fc.property(
        fc.oneof(
          junk,
          junk.map((steps) => workout(steps)),
          junk.map((s) => workout([s])),
        ),
        (value) => {
          const problems = validateWorkout(value);
          for (const p of problems) expect(WORKOUT_PROBLEM_CODES).toContain(p.code);
          expect(problems.length).toBeLessThanOrEqual(WORKOUT_LIMITS.maxProblems);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts every generated valid tree of three levels or fewer (property)', () => {
    fc.assert(
      fc.property(nodesArb({ open: true }), (steps) => {
        expect(validateWorkout(workout(steps))).toEqual([]);
      }),
    );
  });

  it('stops at 100 problems', () => {
    const bad = Array.from({ length: 500 }, () => ({ kind: 'step', durationS: -1 }));
    expect(validateWorkout(workout(bad))).toHaveLength(WORKOUT_LIMITS.maxProblems);
  });
});
