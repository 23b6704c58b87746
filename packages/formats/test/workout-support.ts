import type { Workout, WorkoutNode, WorkoutStep } from '@domestique/coach';
import { expect } from 'vitest';
import { expandSteps, meanTargetPct, stepSeconds, totalSeconds } from '../src/index.ts';

/** 3 × 12 min sweet spot: ramps, a repeat, a band, cadence, labels and cues. */
export const SWEET_SPOT: Workout = {
  name: 'Sweet spot 3 × 12',
  description: 'Three long sweet-spot efforts.',
  steps: [
    { kind: 'step', durationS: 600, target: { type: 'ramp', fromPct: 50, toPct: 75 }, intensity: 'warmup' },
    {
      kind: 'repeat',
      count: 3,
      steps: [
        {
          kind: 'step',
          durationS: 720,
          target: { type: 'range', lowPct: 88, highPct: 94 },
          cadence: { lowRpm: 85, highRpm: 95 },
          intensity: 'interval',
          label: 'Sweet spot',
          cues: [{ offsetS: 30, text: 'Settle in, smooth pedalling' }],
        },
        {
          kind: 'step',
          durationS: 300,
          target: { type: 'range', lowPct: 55, highPct: 55 },
          intensity: 'recovery',
        },
      ],
    },
    { kind: 'step', durationS: 600, target: { type: 'ramp', fromPct: 70, toPct: 45 }, intensity: 'cooldown' },
  ],
};

/** Every feature at once: nested repeats, free ride, max effort, single values, a cue, odd durations. */
export const MIXED: Workout = {
  name: 'Mixed bag',
  description: 'Nested repeats & <odd> "characters".',
  steps: [
    { kind: 'step', durationS: 437, target: { type: 'ramp', fromPct: 45, toPct: 72.5 }, intensity: 'warmup' },
    {
      kind: 'repeat',
      count: 2,
      steps: [
        {
          kind: 'repeat',
          count: 3,
          steps: [
            { kind: 'step', durationS: 20, target: { type: 'max' }, intensity: 'interval', label: 'Sprint' },
            {
              kind: 'step',
              durationS: 40,
              target: { type: 'range', lowPct: 50, highPct: 50 },
              intensity: 'rest',
            },
          ],
        },
        {
          kind: 'step',
          durationS: 301,
          target: { type: 'range', lowPct: 76, highPct: 82 },
          intensity: 'active',
          cues: [{ offsetS: 0, text: 'Tempo' }],
        },
      ],
    },
    { kind: 'step', durationS: 900, target: { type: 'free' }, intensity: 'active', label: 'Free ride' },
    {
      kind: 'step',
      durationS: 95,
      target: { type: 'range', lowPct: 105, highPct: 105 },
      cadence: { lowRpm: 100, highRpm: 100 },
      intensity: 'interval',
    },
    { kind: 'step', durationS: 333, target: { type: 'ramp', fromPct: 65, toPct: 40 }, intensity: 'cooldown' },
  ],
};

/**
 * The %FTP a device holds each second (ramp value at the second's middle; free/max at the coach's assumption).
 * `max`: how the format holds an all-out effort — 'free' (FIT, text: open), a %FTP (ERG/MRC), or the assumption.
 */
export function targetSeries(nodes: readonly WorkoutNode[], max: 'free' | number | null = null): number[] {
  const out: number[] = [];
  for (const step of expandSteps(nodes)) {
    const seconds = stepSeconds(step);
    for (let t = 0; t < seconds; t++) {
      const target = step.target;
      out.push(
        target.type === 'ramp'
          ? target.fromPct + ((target.toPct - target.fromPct) * (t + 0.5)) / seconds
          : target.type === 'max' && typeof max === 'number'
            ? max
            : meanTargetPct(max === 'free' && target.type === 'max' ? { type: 'free' } : target),
      );
    }
  }
  return out;
}

/**
 * Round-trip check. Duration: equal within 1 s. Targets: for every step read back, the mean %FTP the original
 * asks over that step's seconds equals the read-back step's mean within `tolerancePct` — so a FIT stair must hold
 * the ramp's average over its own stretch, and a ramp read back as a ramp must match at every stretch. With
 * `perSecond`, also every second (formats that keep ramps as ramps). `maxAsFree`: the format has no all-out
 * target (FIT, text), so the original's max efforts are expected back as free ride; `maxAsPct`: the format holds
 * them at this %FTP (ERG/MRC, `ERG_MAX_EFFORT_PCT`).
 */
export function expectSameRide(
  original: readonly WorkoutNode[],
  readBack: readonly WorkoutNode[],
  {
    tolerancePct = 1,
    perSecond = true,
    maxAsFree = false,
    maxAsPct,
  }: { tolerancePct?: number; perSecond?: boolean; maxAsFree?: boolean; maxAsPct?: number } = {},
): void {
  expect(Math.abs(totalSeconds(readBack) - totalSeconds(original))).toBeLessThanOrEqual(1);
  const a = targetSeries(original, maxAsFree ? 'free' : (maxAsPct ?? null));
  const b = targetSeries(readBack);
  let t = 0;
  for (const step of expandSteps(readBack)) {
    const seconds = stepSeconds(step);
    let sumA = 0;
    let sumB = 0;
    for (let i = t; i < Math.min(t + seconds, a.length); i++) {
      sumA += a[i]!;
      sumB += b[i]!;
    }
    const n = Math.min(t + seconds, a.length) - t;
    if (n > 0 && Math.abs(sumA / n - sumB / n) > tolerancePct) {
      throw new Error(`step at ${t} s: original mean ${sumA / n} % vs read back ${sumB / n} %`);
    }
    t += seconds;
  }
  if (perSecond) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (Math.abs(a[i]! - b[i]!) > tolerancePct) throw new Error(`second ${i}: ${a[i]} % vs ${b[i]} %`);
    }
  }
}

/** Steps as a compact string for readable assertions: "600s ramp 50→75 warmup". */
export function describeStep(step: WorkoutStep): string {
  const t = step.target;
  const target =
    t.type === 'range'
      ? `${t.lowPct}-${t.highPct}%`
      : t.type === 'ramp'
        ? `ramp ${t.fromPct}→${t.toPct}`
        : t.type;
  return `${step.durationS ?? 'open'}s ${target} ${step.intensity}`;
}
