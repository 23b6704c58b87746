import { readFileSync } from 'node:fs';
import { Decoder, Stream } from '@garmin/fitsdk';
import type { RawSamples, TimerEvent } from '../../src/index.ts';

/** The head unit's own session totals, for comparison. */
export interface SessionTotals {
  normalizedPower: number | null;
  avgPower: number | null;
  totalTimerTime: number | null;
  totalElapsedTime: number | null;
  totalWork: number | null;
  avgHeartRate: number | null;
  totalAscent: number | null;
  totalDistance: number | null;
}

type Mesg = Record<string, unknown>;

const num = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);
const orNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const seconds = (v: unknown): number => (v instanceof Date ? v.getTime() / 1000 : Number.NaN);

/**
 * Test-only FIT reader (the real decoder lives in @domestique/formats): records → RawSamples columns,
 * timer events → TimerEvent[], first session → totals.
 */
export function decodeFit(path: string): {
  samples: RawSamples;
  timerEvents: TimerEvent[];
  session: SessionTotals;
} {
  const bytes = readFileSync(path);
  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read();
  if (errors.length > 0) throw new Error(`FIT decode failed for ${path}: ${String(errors[0])}`);
  const records = (messages.recordMesgs ?? []) as Mesg[];
  const n = records.length;
  const col = () => new Float64Array(n).fill(Number.NaN);
  const samples = {
    time: col(),
    power: col(),
    heartRate: col(),
    cadence: col(),
    speed: col(),
    altitude: col(),
    distance: col(),
  };
  records.forEach((r, i) => {
    samples.time[i] = seconds(r.timestamp);
    samples.power[i] = num(r.power);
    samples.heartRate[i] = num(r.heartRate);
    samples.cadence[i] = num(r.cadence);
    samples.speed[i] = num(r.enhancedSpeed ?? r.speed);
    samples.altitude[i] = num(r.enhancedAltitude ?? r.altitude);
    samples.distance[i] = num(r.distance);
  });
  const timerEvents: TimerEvent[] = [];
  for (const e of (messages.eventMesgs ?? []) as Mesg[]) {
    if (e.event !== 'timer') continue;
    const type = e.eventType === 'start' ? 'start' : String(e.eventType).startsWith('stop') ? 'stop' : null;
    if (type) timerEvents.push({ time: seconds(e.timestamp), type });
  }
  const s = ((messages.sessionMesgs ?? [])[0] ?? {}) as Mesg;
  const session: SessionTotals = {
    normalizedPower: orNull(s.normalizedPower),
    avgPower: orNull(s.avgPower),
    totalTimerTime: orNull(s.totalTimerTime),
    totalElapsedTime: orNull(s.totalElapsedTime),
    totalWork: orNull(s.totalWork),
    avgHeartRate: orNull(s.avgHeartRate),
    totalAscent: orNull(s.totalAscent),
    totalDistance: orNull(s.totalDistance),
  };
  return { samples, timerEvents, session };
}
