import type { Workout } from '@domestique/coach';
import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import {
  cuePieces,
  decodeFitWorkout,
  encodeFitWorkout,
  FIT_MAX_STEPS,
  planFitSteps,
  readZwo,
} from '../src/index.ts';
import { fixture } from './helpers.ts';
import { expectSameRide } from './workout-support.ts';

/**
 * The written file's steps as Garmin's own SDK decodes them: when each starts (in its first repetition), how long,
 * and its note. A repeat step adds the time of its further repetitions.
 */
function deviceSteps(bytes: Uint8Array) {
  const decoder = new Decoder(Stream.fromByteArray(bytes));
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = decoder.read({ convertTypesToStrings: false });
  expect(errors).toEqual([]);
  type Raw = { durationType: number; durationValue: number; targetValue: number; notes?: string };
  const raw = (messages.workoutStepMesgs ?? []) as unknown as Raw[];
  const out: { startS: number; durationS: number; notes: string | null }[] = [];
  let t = 0;
  raw.forEach((step, i) => {
    if (step.durationType === 6) {
      const body = out.slice(step.durationValue, i).reduce((sum, s) => sum + s.durationS, 0);
      t += (step.targetValue - 1) * body;
      out.push({ startS: t, durationS: 0, notes: null });
      return;
    }
    const durationS = step.durationType === 0 ? step.durationValue / 1000 : 0;
    out.push({ startS: t, durationS, notes: step.notes ?? null });
    t += durationS;
  });
  return out;
}

const CREATED = new Date('2026-06-01T07:00:00Z');

describe('FIT: each cue is the note of its own step, at its time', () => {
  it("the Zwift-style FTP test's 20-minute free ride: one step per cue, notes whole and in order", () => {
    const { workout } = readZwo(fixture('zwo/domestique-ftp-test-style.zwo'));
    const steps = deviceSteps(encodeFitWorkout(workout, { ftpW: 250, createdAt: CREATED }));
    // the free ride starts after 900 + 2 × 90 + 20 + 300 + 300 = 1700 s; its cues are at 10, 600 and 1190 s
    const effort = steps.filter((s) => s.startS >= 1700 && s.startS < 2900 && s.durationS > 0);
    expect(effort).toEqual([
      { startS: 1700, durationS: 10, notes: null },
      {
        startS: 1710,
        durationS: 590,
        notes: 'Bring your power up to what you think you can hold for 20 minutes',
      },
      { startS: 2300, durationS: 590, notes: 'Half way!' },
      { startS: 2890, durationS: 10, notes: '10 seconds.' },
    ]);
    // the warm-up ramp's cues at 20 s and 35 s start steps there too, stairs continuing the ramp
    const warmup = steps.filter((s) => s.startS < 900);
    expect(warmup.slice(0, 3)).toEqual([
      { startS: 0, durationS: 10, notes: null },
      { startS: 10, durationS: 10, notes: null },
      { startS: 20, durationS: 15, notes: 'Welcome to the test' },
    ]);
    expect(warmup.find((s) => s.startS === 35)?.notes).toBe('Warm up and spin at 90-100 rpm');
    expect(steps.every((s) => s.notes === null || !/^\d+:\d\d /.test(s.notes))).toBe(true);
  });

  it('the ride is the same second for second, and the device steps fit in 100', () => {
    const { workout } = readZwo(fixture('zwo/domestique-ftp-test-style.zwo'));
    const plan = planFitSteps(workout);
    expect(plan.length).toBeLessThanOrEqual(FIT_MAX_STEPS);
    const back = decodeFitWorkout(encodeFitWorkout(workout, { ftpW: 250, createdAt: CREATED }), {
      ftpW: 250,
    });
    expectSameRide(workout.steps, back.workout.steps, { perSecond: false, maxAsFree: true });
  });

  it('cuts a step at its cues: same-second cues share a note, none before the first, offsets past the end ignored', () => {
    expect(cuePieces(60, undefined)).toEqual([{ startS: 0, durationS: 60 }]);
    expect(
      cuePieces(60, [
        { offsetS: 30, text: 'b' },
        { offsetS: 0, text: 'a' },
        { offsetS: 30, text: 'c' },
        { offsetS: 90, text: 'late' },
      ]),
    ).toEqual([
      { startS: 0, durationS: 30, notes: 'a' },
      { startS: 30, durationS: 30, notes: 'b · c' },
    ]);
  });

  it('an open step keeps its cues as one note ("m:ss text"): it has no clock to be cut by', () => {
    const open: Workout = {
      name: 'Open',
      description: '',
      steps: [
        {
          kind: 'step',
          durationS: null,
          target: { type: 'free' },
          intensity: 'warmup',
          cues: [
            { offsetS: 0, text: 'Easy' },
            { offsetS: 120, text: 'Spin up' },
          ],
        },
      ],
    };
    expect(deviceSteps(encodeFitWorkout(open, { createdAt: CREATED }))).toEqual([
      { startS: 0, durationS: 0, notes: '0:00 Easy · 2:00 Spin up' },
    ]);
  });

  it('when one step per cue would pass 100 steps, the cues merge into one note per step rather than fail', () => {
    const cues = Array.from({ length: 150 }, (_, i) => ({ offsetS: i * 10, text: `Cue ${i + 1}` }));
    const busy: Workout = {
      name: 'Chatty',
      description: '',
      steps: [
        {
          kind: 'step',
          durationS: 1800,
          target: { type: 'range', lowPct: 70, highPct: 75 },
          intensity: 'active',
          cues,
        },
      ],
    };
    const steps = deviceSteps(encodeFitWorkout(busy, { ftpW: 250, createdAt: CREATED }));
    expect(steps).toHaveLength(1);
    expect(steps[0]!.notes?.startsWith('0:00 Cue 1 · 0:10 Cue 2')).toBe(true);
  });
});
