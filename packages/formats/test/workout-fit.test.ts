import type { Workout, WorkoutNode } from '@domestique/coach';
import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import {
  decodeFitWorkout,
  encodeFitWorkout,
  encodeSyntheticRideFit,
  expandSteps,
  FIT_MAX_STEPS,
  foldRepeats,
  planFitSteps,
  rampStairs,
  readZwo,
  WorkoutFileError,
} from '../src/index.ts';
import { fixture } from './helpers.ts';
import { describeStep, expectSameRide, MIXED, SWEET_SPOT } from './workout-support.ts';

type Loose = Record<string, unknown>;

/** Decodes with the SDK exactly as a third party would, asserting the file is valid FIT. */
function sdkRead(bytes: Uint8Array) {
  const decoder = new Decoder(Stream.fromByteArray(bytes));
  expect(decoder.isFIT()).toBe(true);
  expect(decoder.checkIntegrity()).toBe(true);
  const order: string[] = [];
  const { messages, errors } = decoder.read({
    convertTypesToStrings: false,
    mesgListener: (mesgNum: number) => order.push(String(mesgNum)),
  });
  expect(errors).toEqual([]);
  return { messages: messages as unknown as Record<string, Loose[]>, order };
}

const CREATED = new Date('2026-06-01T07:00:00Z');

describe('encodeFitWorkout', () => {
  it('writes file_id (workout) first, the workout header and indexed steps that the SDK decodes without errors', () => {
    const bytes = encodeFitWorkout(SWEET_SPOT, { ftpW: 250, setting: 'indoor', createdAt: CREATED });
    const { messages, order } = sdkRead(bytes);
    expect(order[0]).toBe('0'); // file_id
    const fileId = messages.fileIdMesgs![0]!;
    expect(fileId).toMatchObject({ type: 5, manufacturer: 255, product: 0 });
    expect(fileId.serialNumber).toBeGreaterThan(0);
    const header = messages.workoutMesgs![0]!;
    const steps = messages.workoutStepMesgs!;
    expect(header).toMatchObject({
      sport: 2,
      subSport: 6,
      wktName: 'Sweet spot 3 × 12',
      numValidSteps: steps.length,
    });
    // 10 warm-up stairs; the effort in two steps (its cue at 0:30 starts the second), the rest and a repeat step;
    // 10 cool-down stairs.
    expect(steps).toHaveLength(24);
    expect(steps.map((s) => s.messageIndex)).toEqual(steps.map((_, i) => i));
    const effort = {
      wktStepName: 'Sweet spot',
      intensity: 5,
      durationType: 0,
      targetType: 4,
      targetValue: 0,
      customTargetValueLow: 1220, // 88 % of 250 W
      customTargetValueHigh: 1235, // 94 %
      secondaryTargetType: 3,
      secondaryCustomTargetValueLow: 85,
      secondaryCustomTargetValueHigh: 95,
    };
    expect(steps[10]).toMatchObject({ ...effort, durationValue: 30_000 });
    expect(steps[10]!.notes).toBeUndefined();
    // the cue is the note of the step that starts at its time, as the device shows it: whole, no clock
    expect(steps[11]).toMatchObject({
      ...effort,
      durationValue: 690_000,
      notes: 'Settle in, smooth pedalling',
    });
    // 55 % is a single value: widened by ±2 % FTP (±5 W) around 137.5 W.
    expect(steps[12]).toMatchObject({ intensity: 4, durationValue: 300_000 });
    expect(steps[12]!.customTargetValueLow).toBe(1000 + 133);
    expect(steps[12]!.customTargetValueHigh).toBe(1000 + 143);
    expect(steps[13]).toMatchObject({ durationType: 6, durationValue: 10, targetValue: 3 });
    for (const step of steps) {
      if (step.targetType === 4)
        expect(step.customTargetValueHigh as number).toBeGreaterThan(step.customTargetValueLow as number);
    }
  });

  it('writes % FTP (≤ 1000) when asked, and road for outdoor', () => {
    const bytes = encodeFitWorkout(SWEET_SPOT, { power: 'percent', setting: 'outdoor', createdAt: CREATED });
    const { messages } = sdkRead(bytes);
    expect(messages.workoutMesgs![0]!.subSport).toBe(7);
    const work = messages.workoutStepMesgs![10]!;
    expect([work.customTargetValueLow, work.customTargetValueHigh]).toEqual([88, 94]);
    // 55 % single value → 53–57 %.
    const rest = messages.workoutStepMesgs![12]!;
    expect([rest.customTargetValueLow, rest.customTargetValueHigh]).toEqual([53, 57]);
  });

  it('gives the same file_id serial to the same workout and another to a different one', () => {
    const serial = (w: Workout) =>
      sdkRead(encodeFitWorkout(w, { createdAt: CREATED })).messages.fileIdMesgs![0]!.serialNumber;
    expect(serial(SWEET_SPOT)).toBe(serial(SWEET_SPOT));
    expect(serial(SWEET_SPOT)).not.toBe(serial(MIXED));
  });

  it('writes ramps as stairs whose bands span the ramp over each stair', () => {
    expect(rampStairs(600, 50, 75, 60)).toHaveLength(10);
    const stairs = rampStairs(600, 50, 75, 60);
    expect(stairs[0]).toEqual({ durationS: 60, lowPct: 50, highPct: 52.5 });
    expect(stairs[9]).toEqual({ durationS: 60, lowPct: 72.5, highPct: 75 });
    const down = rampStairs(333, 65, 40, 60); // 5.55 → 6 stairs of 55–56 s
    expect(down.map((s) => s.durationS).reduce((a, b) => a + b)).toBe(333);
    expect(down).toHaveLength(6);
    expect(down[0]!.highPct).toBe(65);
    expect(rampStairs(30, 50, 60, 60)).toHaveLength(2);
    expect(rampStairs(10, 50, 60, 60)).toHaveLength(1);
  });

  it('flattens nested repeats into one level of repeat steps and leaves free ride and max effort open', () => {
    const plan = planFitSteps(MIXED);
    const repeats = plan.filter((s) => s.kind === 'repeat');
    expect(repeats).toEqual([{ kind: 'repeat', fromIndex: 7, count: 2 }]);
    const { messages } = sdkRead(encodeFitWorkout(MIXED, { ftpW: 280, createdAt: CREATED }));
    const steps = messages.workoutStepMesgs!;
    expect(steps).toHaveLength(plan.length);
    const sprint = steps[7]!;
    expect(sprint).toMatchObject({
      wktStepName: 'Sprint',
      targetType: 2,
      durationValue: 20_000,
      intensity: 5,
    });
    // 105 % and 100 rpm single values widened: 288–300 W, 98–102 rpm.
    const single = steps.find((s) => s.durationValue === 95_000)!;
    expect(single).toMatchObject({ customTargetValueLow: 1288, customTargetValueHigh: 1300 });
    expect(single).toMatchObject({ secondaryCustomTargetValueLow: 98, secondaryCustomTargetValueHigh: 102 });
  });

  it('folds identical runs into repeats, then coarsens ramp stairs to fit 100 steps, then refuses', () => {
    const ramps: WorkoutNode[] = Array.from({ length: 12 }, (_, i) => ({
      kind: 'step' as const,
      durationS: 900,
      target: { type: 'ramp' as const, fromPct: 50 + i, toPct: 80 + i },
      intensity: 'active' as const,
    }));
    // 12 × 15 one-minute stairs = 180 steps; 12 × 8 two-minute stairs = 96.
    const plan = planFitSteps({ name: 'Ramps', description: '', steps: ramps });
    expect(plan.length).toBe(96);
    expect(plan.length).toBeLessThanOrEqual(FIT_MAX_STEPS);

    // A flat file of 60 × (30 s on, 30 s off) plus a warm-up: 121 steps, folded into 1 + 2 + 1 repeat step.
    const on = {
      kind: 'step' as const,
      durationS: 30,
      target: { type: 'range' as const, lowPct: 120, highPct: 120 },
      intensity: 'interval' as const,
    };
    const off = {
      ...on,
      target: { type: 'range' as const, lowPct: 50, highPct: 50 },
      intensity: 'recovery' as const,
    };
    const warmup = { ...on, durationS: 600, intensity: 'warmup' as const };
    const flat: Workout = {
      name: 'Flat',
      description: '',
      steps: [warmup, ...Array.from({ length: 60 }, () => [on, off]).flat()],
    };
    expect(foldRepeats(flat.steps)).toEqual([warmup, { kind: 'repeat', count: 60, steps: [on, off] }]);
    expect(planFitSteps(flat)).toHaveLength(4);
    const read = decodeFitWorkout(encodeFitWorkout(flat, { power: 'percent', createdAt: CREATED }));
    expectSameRide(flat.steps, read.workout.steps, { perSecond: false });

    // 101 different steps: nothing to fold, no ramp to coarsen.
    const distinct: WorkoutNode[] = Array.from({ length: 101 }, (_, i) => ({
      kind: 'step' as const,
      durationS: 30,
      target: { type: 'range' as const, lowPct: 50 + i, highPct: 50 + i },
      intensity: 'active' as const,
    }));
    expect(() => encodeFitWorkout({ name: 'Too long', description: '', steps: distinct })).toThrowError(
      expect.objectContaining({ code: 'too_many_steps' }),
    );
  });

  it('folds the 4DP files written step by step only when they need it', () => {
    const tabata = readZwo(fixture('zwo/AC_Tabata-Style_30min.zwo')).workout;
    expect(planFitSteps(tabata)).toHaveLength(35 + 8 + 5); // 35 steady blocks, 8-min warm-up and 5-min cool-down as 1-min stairs
    // warm-up, 3 × (4 × (20 s, 10 s) + 180 s) as 9 steps + repeat step, the last set as 2 steps + repeat, cool-down
    expect(
      foldRepeats(tabata.steps).map((n) => (n.kind === 'repeat' ? `${n.count}×${n.steps.length}` : 'step')),
    ).toEqual(['step', '3×9', '4×2', 'step']);
  });

  it('needs an FTP for watts and refuses an empty workout', () => {
    expect(() => encodeFitWorkout(SWEET_SPOT, { power: 'watts' })).toThrowError(
      expect.objectContaining({ code: 'ftp_required' }),
    );
    expect(() => encodeFitWorkout({ name: 'x', description: '', steps: [] })).toThrowError(
      expect.objectContaining({ code: 'no_steps' }),
    );
  });

  it('cuts long names to FIT string limits without breaking characters', () => {
    const long: Workout = { ...SWEET_SPOT, name: 'Ação '.repeat(80), description: 'é'.repeat(400) };
    const { messages } = sdkRead(encodeFitWorkout(long, { createdAt: CREATED }));
    const name = messages.workoutMesgs![0]!.wktName as string;
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(100);
    expect(name.startsWith('Ação Ação')).toBe(true);
    expect(name).not.toContain('\uFFFD');
  });
});

describe('decodeFitWorkout', () => {
  it('reads back our own export (watts) with the same duration and targets; stairs hold the ramp mean', () => {
    for (const workout of [SWEET_SPOT, MIXED]) {
      const read = decodeFitWorkout(encodeFitWorkout(workout, { ftpW: 250, createdAt: CREATED }), {
        ftpW: 250,
      });
      expect(read.format).toBe('fit');
      expect(read.warnings).toEqual([]);
      expect(read.workout.name).toBe(workout.name);
      expectSameRide(workout.steps, read.workout.steps, { perSecond: false, maxAsFree: true });
    }
  });

  it('keeps repeats as repeats and labels, cadence and intensity', () => {
    const read = decodeFitWorkout(encodeFitWorkout(SWEET_SPOT, { power: 'percent', createdAt: CREATED }));
    const repeat = read.workout.steps[10]!;
    expect(repeat.kind).toBe('repeat');
    if (repeat.kind !== 'repeat') return;
    expect(repeat.count).toBe(3);
    const effort = {
      target: { type: 'range', lowPct: 88, highPct: 94 },
      cadence: { lowRpm: 85, highRpm: 95 },
      intensity: 'interval',
      label: 'Sweet spot',
    };
    expect(repeat.steps[0]).toMatchObject({ ...effort, durationS: 30 });
    expect(repeat.steps[1]).toMatchObject({
      ...effort,
      durationS: 690,
      cues: [{ offsetS: 0, text: 'Settle in, smooth pedalling' }],
    });
  });

  it('reads the FIT SDK example workout: zones, distance and heart-rate durations', () => {
    const read = decodeFitWorkout(fixture('fit-bad/not-activity-WorkoutIndividualSteps.fit'));
    expect(read.workout.name).toBe('Example 1');
    // _A_: 60 s in heart-rate zone 2 (dropped → free); B1_/B2_: 500 m in power zones 5 and 3 (open);
    // _C_: until HR < 225 (open) in power zone 1 (45–55 %).
    expect(expandSteps(read.workout.steps).map(describeStep)).toEqual([
      '60s free warmup',
      'opens 105-120% active',
      'opens 75-90% active',
      'opens 45-55% cooldown',
    ]);
    expect(read.workout.steps.map((s) => (s.kind === 'step' ? s.label : null))).toEqual([
      '_A_',
      'B1_',
      'B2_',
      '_C_',
    ]);
    expect(read.warnings).toEqual([
      { code: 'durations_made_open', value: 3 },
      { code: 'targets_dropped', value: 1 },
    ]);
  });

  it('refuses what is not a FIT workout with a typed error', () => {
    const codeOf = (bytes: Uint8Array, ftpW?: number) => {
      try {
        decodeFitWorkout(bytes, ftpW ? { ftpW } : {});
        return 'ok';
      } catch (error) {
        expect(error).toBeInstanceOf(WorkoutFileError);
        return (error as WorkoutFileError).code;
      }
    };
    const good = encodeFitWorkout(SWEET_SPOT, { ftpW: 250, createdAt: CREATED });
    expect(codeOf(new Uint8Array())).toBe('empty');
    expect(codeOf(new TextEncoder().encode('<workout_file/>'))).toBe('unsupported_format');
    expect(codeOf(good.subarray(0, good.length - 20))).toBe('corrupt');
    const flipped = good.slice();
    flipped[60] = flipped[60]! ^ 0xff;
    expect(codeOf(flipped)).toBe('corrupt');
    expect(codeOf(encodeSyntheticRideFit({ durationS: 120 }))).toBe('not_workout');
    expect(codeOf(good)).toBe('ftp_required');
    expect(codeOf(good, 250)).toBe('ok');
    expect(codeOf(new Uint8Array(2 * 1024 * 1024))).toBe('too_large');
  });
});
