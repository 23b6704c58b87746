import { Encoder, type Mesg } from '@garmin/fitsdk';

export interface SyntheticRideOptions {
  /** elapsed duration of the ride in seconds */
  durationS: number;
  /** records per second, 0 < hz ≤ 1 (FIT record timestamps are whole seconds); default 1, 0.25 = every 4 s */
  hz?: number;
  /** insert two timer stop/start pauses (default false) */
  withPauses?: boolean;
  /** PRNG seed, same seed → same bytes (default 1) */
  seed?: number;
  /** start time (default 2026-06-01T07:00:00Z) */
  startTime?: Date;
  /**
   * Watts at each second of the ride (e.g. a workout's target series), instead of the default random model — for
   * rides with a known shape such as an FTP test.
   */
  power?: (second: number) => number;
  /** Writes a `workout` message with this `wkt_name`, as head units do for a ride that followed a workout. */
  workoutName?: string;
}

/** mulberry32: a tiny deterministic PRNG so generated rides are reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FIT global message numbers (profile: mesg_num). */
const M = {
  FILE_ID: 0,
  WORKOUT: 26,
  SESSION: 18,
  LAP: 19,
  RECORD: 20,
  EVENT: 21,
  DEVICE_INFO: 23,
  ACTIVITY: 34,
} as const;

/**
 * Builds a plausible cycling activity FIT file with the Garmin SDK `Encoder`: file_id, device_info, timer
 * start/stop events, records (power, HR, cadence, speed, distance, altitude, position), one lap per 30 minutes,
 * session and activity. For tests and the import benchmark; the values are random but physiologically shaped
 * (power around 200 W with surges, HR lagging power, speed from power on rolling terrain).
 */
export function encodeSyntheticRideFit(options: SyntheticRideOptions): Uint8Array {
  const { durationS, hz = 1, withPauses = false, seed = 1 } = options;
  if (!(hz > 0 && hz <= 1)) throw new RangeError(`hz must be in (0, 1], got ${hz}`);
  if (!(durationS > 0 && durationS <= 48 * 3600))
    throw new RangeError(`durationS must be in (0, 172800], got ${durationS}`);
  const start = options.startTime ?? new Date('2026-06-01T07:00:00Z');
  const random = mulberry32(seed);
  const stepS = 1 / hz;
  const startS = Math.floor(start.getTime() / 1000);
  const pauses = withPauses
    ? [
        { from: Math.floor(durationS * 0.3), to: Math.floor(durationS * 0.3) + 120 },
        { from: Math.floor(durationS * 0.7), to: Math.floor(durationS * 0.7) + 300 },
      ]
    : [];
  const at = (s: number) => new Date((startS + s) * 1000);

  const encoder = new Encoder();
  const write = (mesgNum: number, fields: Record<string, unknown>) => encoder.onMesg(mesgNum, fields as Mesg);
  write(M.FILE_ID, {
    type: 'activity',
    manufacturer: 'development',
    product: 1,
    serialNumber: 123456789,
    timeCreated: start,
  });
  write(M.DEVICE_INFO, {
    deviceIndex: 'creator',
    manufacturer: 'development',
    product: 1,
    productName: 'Domestique synthetic',
    serialNumber: 123456789,
    softwareVersion: 1.0,
    timestamp: start,
  });
  if (options.workoutName !== undefined) {
    write(M.WORKOUT, { wktName: options.workoutName, sport: 'cycling', numValidSteps: 1 });
  }
  write(M.EVENT, { event: 'timer', eventType: 'start', timestamp: start });

  const laps: Array<{
    startS: number;
    endS: number;
    energyJ: number;
    hrSum: number;
    n: number;
    dist0: number;
  }> = [];
  let lap = { startS: 0, endS: 0, energyJ: 0, hrSum: 0, n: 0, dist0: 0 };
  let distance = 0;
  let altitude: number;
  let hr = 95;
  let power = 180;
  let maxPower = 0;
  let energyJ = 0;
  let hrSum = 0;
  let records = 0;
  let pausedS = 0;
  let paused: { from: number; to: number } | undefined;
  const lat0 = 38.72;
  const lon0 = -9.14;
  const semicircles = (deg: number) => Math.round((deg * 2 ** 31) / 180);

  const sampleCount = Math.floor(durationS * hz) + 1;
  for (let i = 0; i < sampleCount; i++) {
    const s = i / hz;
    const whole = Math.floor(s);
    const pause = pauses.find((p) => whole >= p.from && whole < p.to);
    if (pause) {
      if (!paused) write(M.EVENT, { event: 'timer', eventType: 'stopAll', timestamp: at(pause.from) });
      paused = pause;
      continue;
    }
    if (paused) {
      pausedS += paused.to - paused.from;
      write(M.EVENT, { event: 'timer', eventType: 'start', timestamp: at(paused.to) });
      paused = undefined;
    }
    const surge = Math.sin(s / 97) > 0.92 ? 180 : 0;
    power = options.power
      ? Math.max(0, options.power(whole))
      : Math.max(0, 0.9 * power + 0.1 * (200 + surge + (random() - 0.5) * 160));
    const watts = Math.round(power);
    hr += ((100 + watts * 0.3 - hr) / 30) * stepS;
    // rolling terrain fixed along the road (not in time), so climbs and descents balance: 120 ± 60 m
    const grade = 0.03 * Math.cos(distance / 2000);
    const speed = Math.max(2, 6 + watts / 40 - grade * 150);
    distance += speed * stepS;
    altitude = 120 + 60 * Math.sin(distance / 2000);
    const lat = lat0 + (distance / 111_320) * Math.cos(s / 3000);
    const lon = lon0 + (distance / 111_320) * Math.sin(s / 3000);
    write(M.RECORD, {
      timestamp: at(whole),
      positionLat: semicircles(lat),
      positionLong: semicircles(lon),
      power: watts,
      heartRate: Math.round(hr),
      cadence: watts > 0 ? 85 + Math.round((random() - 0.5) * 10) : 0,
      speed,
      enhancedSpeed: speed,
      distance,
      altitude,
      enhancedAltitude: altitude,
    });
    maxPower = Math.max(maxPower, watts);
    energyJ += watts * stepS;
    hrSum += Math.round(hr);
    records++;
    lap.energyJ += watts * stepS;
    lap.hrSum += Math.round(hr);
    lap.n++;
    lap.endS = s;
    if (s - lap.startS >= 1800 || s + stepS > durationS) {
      laps.push(lap);
      lap = { startS: s + stepS, endS: s + stepS, energyJ: 0, hrSum: 0, n: 0, dist0: distance };
    }
  }
  write(M.EVENT, { event: 'timer', eventType: 'stopAll', timestamp: at(durationS) });

  let lapStartDistance = 0;
  for (const [index, l] of laps.entries()) {
    const lapDistance = index === laps.length - 1 ? distance : (laps[index + 1]?.dist0 ?? distance);
    write(M.LAP, {
      messageIndex: index,
      timestamp: at(Math.floor(l.endS)),
      startTime: at(Math.floor(l.startS)),
      totalElapsedTime: l.endS - l.startS,
      totalTimerTime: l.endS - l.startS,
      totalDistance: lapDistance - lapStartDistance,
      avgPower: Math.round(l.energyJ / Math.max(1, l.endS - l.startS)),
      avgHeartRate: Math.round(l.hrSum / Math.max(1, l.n)),
      event: 'lap',
      eventType: 'stop',
      sport: 'cycling',
    });
    lapStartDistance = lapDistance;
  }
  const timerS = durationS - pausedS;
  write(M.SESSION, {
    messageIndex: 0,
    timestamp: at(durationS),
    startTime: start,
    totalElapsedTime: durationS,
    totalTimerTime: timerS,
    totalDistance: distance,
    avgPower: Math.round(energyJ / Math.max(1, timerS)),
    maxPower,
    avgHeartRate: Math.round(hrSum / Math.max(1, records)),
    sport: 'cycling',
    subSport: 'road',
    firstLapIndex: 0,
    numLaps: laps.length,
    event: 'session',
    eventType: 'stop',
  });
  write(M.ACTIVITY, {
    timestamp: at(durationS),
    totalTimerTime: timerS,
    numSessions: 1,
    type: 'manual',
    event: 'activity',
    eventType: 'stop',
  });
  return encoder.close();
}
