import type { Workout } from '@domestique/coach';
import { describe, expect, it } from 'vitest';
import { type GarminWorkoutStep, planFitSteps, toGarminTrainingWorkout } from '../src/index.ts';
import { MIXED, SWEET_SPOT } from './workout-support.ts';

type AnyStep = ReturnType<typeof toGarminTrainingWorkout>['segments'][0]['steps'][number];
const flat = (steps: AnyStep[]): GarminWorkoutStep[] =>
  steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));
/** Seconds the workout lasts as Garmin will run it (repeats multiplied; open steps count 0). */
const seconds = (steps: AnyStep[]): number =>
  steps.reduce(
    (sum, s) =>
      sum + (s.type === 'WorkoutRepeatStep' ? s.repeatValue * seconds(s.steps) : (s.durationValue ?? 0)),
    0,
  );

describe('toGarminTrainingWorkout (Training API V2)', () => {
  it('one CYCLING segment; repeats nest their steps; stepOrder runs 1…n in reading order', () => {
    const w = toGarminTrainingWorkout(SWEET_SPOT, { ftpW: 250 });
    expect(w.sport).toBe('CYCLING');
    expect(w.workoutProvider.length).toBeLessThanOrEqual(20);
    expect(w.segments).toHaveLength(1);
    const orders: number[] = [];
    for (const s of w.segments[0].steps) {
      orders.push(s.stepOrder);
      if (s.type === 'WorkoutRepeatStep') {
        expect(s.repeatType).toBe('REPEAT_UNTIL_STEPS_CMPLT');
        expect(s.repeatValue).toBe(3);
        for (const c of s.steps) orders.push(c.stepOrder);
      }
    }
    expect(orders).toEqual(orders.map((_, i) => i + 1));
    expect(w.segments[0].steps.filter((s) => s.type === 'WorkoutRepeatStep')).toHaveLength(1);
  });

  it('lasts as long as the workout and the FIT export (same step plan: ramps as stairs)', () => {
    for (const workout of [SWEET_SPOT, MIXED]) {
      const w = toGarminTrainingWorkout(workout, { ftpW: 250 });
      const plan = planFitSteps(workout);
      const planSeconds = plan.reduce((sum, p, i) => {
        if (p.kind === 'step') return sum + (p.durationS ?? 0);
        const inside = plan
          .slice(p.fromIndex, i)
          .reduce((s, q) => s + (q.kind === 'step' ? (q.durationS ?? 0) : 0), 0);
        return sum + (p.count - 1) * inside;
      }, 0);
      expect(seconds(w.segments[0].steps)).toBe(planSeconds);
      expect(
        flat(w.segments[0].steps).length +
          w.segments[0].steps.filter((s) => s.type === 'WorkoutRepeatStep').length,
      ).toBe(plan.length);
    }
  });

  it('power in the rider’s watts with an FTP; percent (labelled PERCENT) without one; single values widened', () => {
    const one: Workout = {
      name: 'Tempo',
      description: 'Steady',
      steps: [
        {
          kind: 'step',
          durationS: 1200,
          target: { type: 'range', lowPct: 88, highPct: 88 },
          intensity: 'active',
        },
        {
          kind: 'step',
          durationS: 300,
          target: { type: 'range', lowPct: 50, highPct: 60 },
          intensity: 'recovery',
        },
      ],
    };
    const watts = flat(toGarminTrainingWorkout(one, { ftpW: 250 }).segments[0].steps);
    expect(watts[0]).toMatchObject({ targetType: 'POWER', targetValueLow: 215, targetValueHigh: 225 });
    expect(watts[0]?.targetValueType).toBeUndefined();
    expect(watts[1]).toMatchObject({ intensity: 'RECOVERY', targetValueLow: 125, targetValueHigh: 150 });
    const pct = flat(toGarminTrainingWorkout(one, { ftpW: null }).segments[0].steps);
    expect(pct[0]).toMatchObject({ targetValueLow: 86, targetValueHigh: 90, targetValueType: 'PERCENT' });
  });

  it('open steps, free ride with cadence as the primary target, cadence as secondary beside power', () => {
    const w: Workout = {
      name: 'Mixed targets',
      description: '',
      steps: [
        {
          kind: 'step',
          durationS: null,
          target: { type: 'free' },
          intensity: 'warmup',
          label: 'Spin until ready',
        },
        {
          kind: 'step',
          durationS: 60,
          target: { type: 'free' },
          cadence: { lowRpm: 100, highRpm: 110 },
          intensity: 'interval',
        },
        {
          kind: 'step',
          durationS: 60,
          target: { type: 'range', lowPct: 100, highPct: 105 },
          cadence: { lowRpm: 90, highRpm: 90 },
          intensity: 'interval',
        },
      ],
    };
    const [open, free, both] = flat(toGarminTrainingWorkout(w, { ftpW: 300 }).segments[0].steps);
    expect(open).toMatchObject({ durationType: 'OPEN', targetType: 'OPEN', description: 'Spin until ready' });
    expect(open?.durationValue).toBeUndefined();
    expect(free).toMatchObject({ targetType: 'CADENCE', targetValueLow: 100, targetValueHigh: 110 });
    expect(free?.secondaryTargetType).toBeUndefined();
    expect(both).toMatchObject({
      targetType: 'POWER',
      targetValueLow: 300,
      targetValueHigh: 315,
      secondaryTargetType: 'CADENCE',
      secondaryTargetValueLow: 88,
      secondaryTargetValueHigh: 92,
    });
  });

  it('keeps Garmin’s text limits (description 1,024, step description 512)', () => {
    const long: Workout = {
      name: 'x'.repeat(300),
      description: 'd'.repeat(5000),
      steps: [
        {
          kind: 'step',
          durationS: 60,
          target: { type: 'range', lowPct: 60, highPct: 70 },
          intensity: 'active',
          label: 'l'.repeat(900),
        },
      ],
    };
    const w = toGarminTrainingWorkout(long, { ftpW: 200 });
    expect(w.description?.length).toBe(1024);
    expect(flat(w.segments[0].steps)[0]?.description?.length).toBe(512);
  });
});
