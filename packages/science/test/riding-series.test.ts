import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRidingSeries, type RawSamples } from '../src/index.ts';

const T0 = 1_700_000_000;
const f64 = (values: readonly number[]) => Float64Array.from(values);
/** Samples at the given offsets from T0. */
const at = (
  offsets: readonly number[],
  channels: Partial<Record<keyof RawSamples, readonly number[]>> = {},
) => {
  const s: RawSamples = { time: f64(offsets.map((o) => T0 + o)) };
  for (const [k, v] of Object.entries(channels)) (s as unknown as Record<string, Float64Array>)[k] = f64(v);
  return s;
};
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('buildRidingSeries', () => {
  it('keeps a clean 1 Hz recording: n records 1 s apart are n − 1 riding seconds', () => {
    const s = buildRidingSeries(
      at([0, 1, 2, 3], { power: [100, 200, 300, 400], heartRate: [120, 121, 122, 123] }),
    );
    // Each record describes the second before it; the first one opens the ride.
    expect(s.movingS).toBe(3);
    expect(s.elapsedS).toBe(3);
    expect(s.startTime).toBe(T0);
    expect(Array.from(s.elapsedOffset)).toEqual([0, 1, 2]);
    expect(Array.from(s.power!)).toEqual([200, 300, 400]);
    expect(Array.from(s.heartRate!)).toEqual([121, 122, 123]);
    expect(s.cadence).toBeNull();
    expect(s.spikesRemoved).toBe(0);
  });

  it('averages duplicate timestamps and > 1 Hz samples into one second', () => {
    const dup = buildRidingSeries(at([0, 1, 1, 2], { power: [100, 200, 300, 400] }));
    expect(Array.from(dup.power!)).toEqual([250, 400]);
    // 2 Hz: a record at t covers (t − 1, t], so 0.5 and 1.0 share second 1.
    const twoHz = buildRidingSeries(at([0, 0.5, 1, 1.5, 2], { power: [10, 20, 30, 40, 50] }));
    expect(Array.from(twoHz.power!)).toEqual([25, 45]);
  });

  it('fills smart-recording gaps (≤ 10 s) by holding values and interpolating distance', () => {
    const s = buildRidingSeries(at([0, 1, 5, 6], { power: [0, 100, 200, 300], distance: [0, 0, 40, 50] }));
    expect(s.movingS).toBe(6);
    expect(Array.from(s.power!)).toEqual([100, 100, 100, 100, 200, 300]);
    expect(Array.from(s.distance!)).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('cuts gaps longer than the limit out as stops (auto-pause without events)', () => {
    // Records 0…10 and 40…50: the records at 0 and 40 open a stretch, so 10 + 10 riding seconds.
    const s = buildRidingSeries(at([...range(0, 11), ...range(40, 51)], { power: new Array(22).fill(150) }));
    expect(s.movingS).toBe(20);
    expect(s.elapsedS).toBe(50);
    expect(s.elapsedOffset[9]).toBe(9);
    expect(s.elapsedOffset[10]).toBe(40);
    // A 12-s gap after 1 Hz recording: a stop by default, riding with maxGapS = 15.
    expect(buildRidingSeries(at([0, 1, 2, 3, 15])).movingS).toBe(3);
    expect(buildRidingSeries(at([0, 1, 2, 3, 15]), { maxGapS: 15 }).movingS).toBe(15);
  });

  it('riding distance leaves out what the counter moved during a stop (auto-pause gap or timer off)', () => {
    // 10 m a second; records 0…10, then a 30-s stop during which the track moved 246 m, then 40…50
    const times = [...range(0, 11), ...range(40, 51)];
    const distance = times.map((t) => (t <= 10 ? t * 10 : 100 + 246 + (t - 40) * 10));
    const s = buildRidingSeries(at(times, { distance }));
    expect(s.movingS).toBe(20);
    expect(s.distance![0]).toBe(10); // the first riding second adds its 10 m
    expect(s.distance![9]).toBe(100);
    expect(s.distance![10]).toBe(110); // the stretch after the stop starts from the restart record, not from 100
    expect(s.distance![19]).toBe(200);
    // The same with the recorder writing through a timer stop (seconds 11…39 not riding)
    const all = range(0, 51);
    const gated = buildRidingSeries(
      at(all, {
        distance: all.map((t) => (t <= 10 ? t * 10 : t < 40 ? 100 + (t - 10) * 8 : 340 + (t - 40) * 10)),
      }),
      {
        timerEvents: [
          { time: T0 + 10, type: 'stop' },
          { time: T0 + 40, type: 'start' },
        ],
      },
    );
    expect(gated.movingS).toBe(20);
    expect(gated.distance![19]).toBe(200);
    // A counter that goes backwards (a device reset) adds nothing
    const reset = buildRidingSeries(at(range(0, 5), { distance: [0, 10, 20, 5, 15] }));
    expect(Array.from(reset.distance!)).toEqual([10, 20, 20, 30]);
  });

  it('scales the gap limit with a slow recording interval', () => {
    // Every 8 s: the limit becomes 16 s, so the recording is continuous: 9 gaps of 8 s.
    const s = buildRidingSeries(
      at(
        range(0, 10).map((i) => i * 8),
        { power: new Array(10).fill(200) },
      ),
    );
    expect(s.movingS).toBe(72);
  });

  it('drops seconds where the timer was stopped, even if the recorder kept writing', () => {
    const s = buildRidingSeries(at(range(0, 30), { power: range(0, 30) }), {
      timerEvents: [
        { time: T0 + 10, type: 'stop' },
        { time: T0 + 20, type: 'start' },
      ],
    });
    // Seconds 1…10 (record 10 closes the last running second) and 21…29.
    expect(s.movingS).toBe(19);
    expect(Array.from(s.power!.subarray(8, 12))).toEqual([9, 10, 21, 22]);
    expect(s.elapsedS).toBe(29);
  });

  it('starts riding at the first start event', () => {
    const s = buildRidingSeries(at(range(0, 10)), { timerEvents: [{ time: T0 + 3, type: 'start' }] });
    expect(s.movingS).toBe(6);
    expect(s.startTime).toBe(T0 + 3);
  });

  it('ignores timer events that would leave no riding at all', () => {
    const s = buildRidingSeries(at(range(0, 10)), { timerEvents: [{ time: T0 - 5, type: 'stop' }] });
    expect(s.movingS).toBe(9);
  });

  it('counts missing power inside riding as 0 W and replaces spikes by their neighbours', () => {
    const s = buildRidingSeries(at(range(0, 6), { power: [50, 100, Number.NaN, 200, 5000, 300] }));
    expect(Array.from(s.power!)).toEqual([100, 0, 200, 250, 300]);
    expect(s.spikesRemoved).toBe(1);
    const lowLimit = buildRidingSeries(at(range(0, 4), { power: [0, 100, 900, 300] }), { maxPowerW: 800 });
    expect(Array.from(lowLimit.power!)).toEqual([100, 200, 300]);
  });

  it('treats implausible sensor values as missing and negative power as 0 W', () => {
    const s = buildRidingSeries(
      at(range(0, 4), { power: [0, -5, 10, 20], heartRate: [0, 0, 140, 300], speed: [0, 5, -1, 99] }),
    );
    expect(Array.from(s.power!)).toEqual([0, 10, 20]);
    expect(Array.from(s.heartRate!)).toEqual([Number.NaN, 140, Number.NaN]);
    expect(Array.from(s.speed!)).toEqual([5, Number.NaN, Number.NaN]);
  });

  it('has no power channel when no sample carries power', () => {
    expect(
      buildRidingSeries(at(range(0, 3), { power: [Number.NaN, Number.NaN, Number.NaN] })).power,
    ).toBeNull();
  });

  it('handles empty and single-record input', () => {
    const empty = buildRidingSeries({ time: new Float64Array(0) });
    expect(empty.movingS).toBe(0);
    expect(empty.power).toBeNull();
    expect(buildRidingSeries(at([0], { power: [100] })).movingS).toBe(0);
  });

  it('moving time never exceeds elapsed time; a gap-free 1 Hz file of n records rides n − 1 s (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 300 }),
        fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 300, maxLength: 300 }),
        (steps, watts) => {
          const times: number[] = [];
          let t = 0;
          for (const step of steps) {
            t += step;
            times.push(t);
          }
          const s = buildRidingSeries(at(times, { power: watts.slice(0, times.length) }));
          expect(s.movingS).toBeLessThanOrEqual(s.elapsedS);
          expect(s.elapsedOffset.length).toBe(s.movingS);
          for (let i = 1; i < s.movingS; i++)
            expect(s.elapsedOffset[i]!).toBeGreaterThan(s.elapsedOffset[i - 1]!);
          const oneHz = buildRidingSeries(
            at(range(0, steps.length), { power: watts.slice(0, steps.length) }),
          );
          expect(oneHz.movingS).toBe(steps.length - 1);
        },
      ),
    );
  });
});
