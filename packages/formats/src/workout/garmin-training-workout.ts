import type { IntensityClass, Workout } from '@domestique/coach';
import { SINGLE_CADENCE_HALF_BAND_RPM, SINGLE_TARGET_HALF_BAND_PCT } from './fit-workout-encode.ts';
import { type FitPlanStep, planFitSteps } from './fit-workout-plan.ts';

/**
 * A workout as Garmin's Training API V2 takes it (integrations.md §1, coaching.md §5): one CYCLING segment, steps
 * and one level of `WorkoutRepeatStep` (`REPEAT_UNTIL_STEPS_CMPLT`), stepOrder numbered in reading order (a repeat
 * before its children), TIME durations in seconds (OPEN for lap-button steps), power as the rider's watts when the
 * FTP is known (Garmin's `PERCENT` is not documented as % FTP, so it is used only without an FTP), cadence as the
 * secondary target (or the primary when the step has no power target). Same step plan as the FIT export
 * (`planFitSteps`: ramps as stairs, ≤ 100 steps, nested repeats flattened), so device and file agree.
 */
export interface GarminWorkoutStep {
  type: 'WorkoutStep';
  stepOrder: number;
  intensity: 'REST' | 'WARMUP' | 'COOLDOWN' | 'RECOVERY' | 'ACTIVE' | 'INTERVAL';
  description?: string;
  durationType: 'TIME' | 'OPEN';
  durationValue?: number;
  targetType: 'POWER' | 'CADENCE' | 'OPEN';
  targetValueLow?: number;
  targetValueHigh?: number;
  targetValueType?: 'PERCENT';
  secondaryTargetType?: 'CADENCE';
  secondaryTargetValueLow?: number;
  secondaryTargetValueHigh?: number;
}

export interface GarminRepeatStep {
  type: 'WorkoutRepeatStep';
  stepOrder: number;
  repeatType: 'REPEAT_UNTIL_STEPS_CMPLT';
  repeatValue: number;
  steps: GarminWorkoutStep[];
}

export interface GarminTrainingWorkout {
  workoutName: string;
  description?: string;
  sport: 'CYCLING';
  workoutProvider: string;
  workoutSourceId: string;
  segments: [{ segmentOrder: 1; sport: 'CYCLING'; steps: (GarminWorkoutStep | GarminRepeatStep)[] }];
}

export interface GarminWorkoutOptions {
  /** The rider's FTP in watts; null → targets in percent (`targetValueType: "PERCENT"`). */
  readonly ftpW: number | null;
  /** Shown as the provider (at most 20 characters, Garmin's limit). */
  readonly provider?: string;
}

const INTENSITY: Record<IntensityClass, GarminWorkoutStep['intensity']> = {
  warmup: 'WARMUP',
  active: 'ACTIVE',
  interval: 'INTERVAL',
  recovery: 'RECOVERY',
  cooldown: 'COOLDOWN',
  rest: 'REST',
};

/** Garmin's documented text limits: workout description 1,024, step description 512 characters. */
const cut = (text: string | undefined, max: number) =>
  text ? (text.length > max ? `${text.slice(0, max - 1)}…` : text) : undefined;

function band(low: number, high: number, half: number): [number, number] {
  return low === high ? [low - half, high + half] : [low, high];
}

function convertStep(step: Extract<FitPlanStep, { kind: 'step' }>, order: number, ftpW: number | null) {
  const out: GarminWorkoutStep = {
    type: 'WorkoutStep',
    stepOrder: order,
    intensity: INTENSITY[step.intensity],
    durationType: step.durationS === null ? 'OPEN' : 'TIME',
    ...(step.durationS === null ? {} : { durationValue: step.durationS }),
    targetType: 'OPEN',
  };
  const text = [step.name, step.notes].filter(Boolean).join(' — ');
  if (text) out.description = cut(text, 512);
  const cadence = step.cadence
    ? band(step.cadence.lowRpm, step.cadence.highRpm, SINGLE_CADENCE_HALF_BAND_RPM).map(Math.round)
    : null;
  if (step.power) {
    const [lowPct, highPct] = band(step.power.lowPct, step.power.highPct, SINGLE_TARGET_HALF_BAND_PCT);
    out.targetType = 'POWER';
    if (ftpW === null) {
      out.targetValueLow = Math.round(lowPct);
      out.targetValueHigh = Math.round(highPct);
      out.targetValueType = 'PERCENT';
    } else {
      out.targetValueLow = Math.round((lowPct / 100) * ftpW);
      out.targetValueHigh = Math.round((highPct / 100) * ftpW);
    }
    if (cadence) {
      out.secondaryTargetType = 'CADENCE';
      out.secondaryTargetValueLow = cadence[0];
      out.secondaryTargetValueHigh = cadence[1];
    }
  } else if (cadence) {
    // OPEN cannot be the primary target when a secondary is set: cadence becomes the primary
    out.targetType = 'CADENCE';
    out.targetValueLow = cadence[0];
    out.targetValueHigh = cadence[1];
  }
  return out;
}

/** Converts a workout (texts already in the rider's language) to the Training API's JSON. */
export function toGarminTrainingWorkout(
  workout: Workout,
  options: GarminWorkoutOptions,
): GarminTrainingWorkout {
  const plan = planFitSteps(workout);
  const provider = (options.provider ?? 'Domestique').slice(0, 20);
  const steps: (GarminWorkoutStep | GarminRepeatStep)[] = [];
  // planFitSteps lists a repeat marker after the steps it repeats; Garmin nests them under the repeat step.
  const pending: { index: number; step: Extract<FitPlanStep, { kind: 'step' }> }[] = [];
  plan.forEach((item, index) => {
    if (item.kind === 'step') pending.push({ index, step: item });
    else {
      const inside = pending.filter((p) => p.index >= item.fromIndex);
      const before = pending.filter((p) => p.index < item.fromIndex);
      pending.length = 0;
      for (const p of before) steps.push(convertStep(p.step, 0, options.ftpW));
      steps.push({
        type: 'WorkoutRepeatStep',
        stepOrder: 0,
        repeatType: 'REPEAT_UNTIL_STEPS_CMPLT',
        repeatValue: item.count,
        steps: inside.map((p) => convertStep(p.step, 0, options.ftpW)),
      });
    }
  });
  for (const p of pending) steps.push(convertStep(p.step, 0, options.ftpW));
  let order = 0;
  for (const step of steps) {
    step.stepOrder = ++order;
    if (step.type === 'WorkoutRepeatStep') for (const child of step.steps) child.stepOrder = ++order;
  }
  const description = cut(workout.description, 1024);
  return {
    workoutName: cut(workout.name, 100) ?? provider,
    ...(description ? { description } : {}),
    sport: 'CYCLING',
    workoutProvider: provider,
    workoutSourceId: provider,
    segments: [{ segmentOrder: 1, sport: 'CYCLING', steps }],
  };
}
