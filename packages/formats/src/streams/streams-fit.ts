import { Encoder, type Mesg } from '@garmin/fitsdk';

/**
 * One activity as a provider's streams API gives it (Strava `GET /activities/{id}/streams?key_by_type=true`): a
 * shared time axis in seconds from the start and optional columns of the same length. A column the provider did not
 * send (no power meter, no heart-rate strap, an indoor ride without GPS) is simply absent — never filled with zeros.
 */
export interface ActivityStreams {
  startTime: Date;
  /** Strava `sport_type` (`Ride`, `VirtualRide`, `Run`…) or null when unknown */
  sportType: string | null;
  /** Strava `trainer`: ridden indoors */
  trainer?: boolean;
  /** elapsed and moving seconds as the provider reports them (the session summary) */
  elapsedS?: number | null;
  movingS?: number | null;
  /** seconds from the start; required — without a time axis nothing can be placed in time */
  time: readonly number[];
  watts?: readonly (number | null)[] | null;
  heartrate?: readonly (number | null)[] | null;
  cadence?: readonly (number | null)[] | null;
  /** [latitude, longitude] in degrees */
  latlng?: readonly (readonly [number, number] | null)[] | null;
  /** metres */
  altitude?: readonly (number | null)[] | null;
  /** metres, cumulative */
  distance?: readonly (number | null)[] | null;
  /** metres per second */
  velocitySmooth?: readonly (number | null)[] | null;
  /** a product name for the FIT `device_info` (e.g. the provider's `device_name`) */
  deviceName?: string | null;
}

/** Thrown for streams that cannot make a ride: no time axis, or columns of another length than the time axis. */
export class StreamsError extends Error {
  readonly code: 'no_samples' | 'length_mismatch';
  constructor(code: 'no_samples' | 'length_mismatch', message: string) {
    super(message);
    this.code = code;
  }
}

const M = { FILE_ID: 0, SESSION: 18, RECORD: 20, EVENT: 21, DEVICE_INFO: 23, ACTIVITY: 34 } as const;

/**
 * Strava sport types → FIT sport and sub-sport. Every kind of ride is `cycling` (or `e_biking`); everything else
 * keeps a named non-cycling sport so the import marks it `not_cycling` — never `generic`, which would count as a ride.
 */
function fitSport(sportType: string | null, trainer: boolean): { sport: string; subSport: string } {
  switch (sportType) {
    case null:
    case 'Ride':
      return { sport: 'cycling', subSport: trainer ? 'indoorCycling' : 'road' };
    case 'VirtualRide':
      return { sport: 'cycling', subSport: 'virtualActivity' };
    case 'MountainBikeRide':
      return { sport: 'cycling', subSport: 'mountain' };
    case 'GravelRide':
      return { sport: 'cycling', subSport: 'gravelCycling' };
    case 'EBikeRide':
      return { sport: 'eBiking', subSport: 'generic' };
    case 'EMountainBikeRide':
      return { sport: 'eBiking', subSport: 'eBikeMountain' };
    case 'Velomobile':
    case 'Handcycle':
      return { sport: 'cycling', subSport: 'generic' };
    case 'Run':
    case 'TrailRun':
    case 'VirtualRun':
      return { sport: 'running', subSport: 'generic' };
    case 'Walk':
      return { sport: 'walking', subSport: 'generic' };
    case 'Hike':
      return { sport: 'hiking', subSport: 'generic' };
    case 'Swim':
      return { sport: 'swimming', subSport: 'generic' };
    case 'Rowing':
    case 'VirtualRow':
      return { sport: 'rowing', subSport: 'generic' };
    case 'WeightTraining':
      return { sport: 'training', subSport: 'strengthTraining' };
    default:
      return { sport: 'training', subSport: 'generic' };
  }
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const semicircles = (deg: number) => Math.round((deg * 2 ** 31) / 180);

/**
 * Writes a provider's activity streams as a FIT activity file, so a synced ride takes the one way in every ride
 * takes (the byte ingest: the same decoder, analysis, duplicate check and stored original as an upload). Only the
 * columns the provider sent are written: a ride without a power stream decodes without power and is scored by heart
 * rate, one without positions has no map. Samples at the same whole second collapse (FIT records are whole seconds).
 */
export function encodeStreamsFit(activity: ActivityStreams): Uint8Array {
  const { time } = activity;
  if (time.length === 0) throw new StreamsError('no_samples', 'no time stream');
  const columns = {
    watts: activity.watts,
    heartrate: activity.heartrate,
    cadence: activity.cadence,
    latlng: activity.latlng,
    altitude: activity.altitude,
    distance: activity.distance,
    velocitySmooth: activity.velocitySmooth,
  };
  for (const [name, column] of Object.entries(columns)) {
    if (column && column.length !== time.length)
      throw new StreamsError('length_mismatch', `${name}: ${column.length} values for ${time.length} times`);
  }
  const start = activity.startTime;
  const startS = Math.floor(start.getTime() / 1000);
  const at = (s: number) => new Date((startS + s) * 1000);
  const { sport, subSport } = fitSport(activity.sportType, activity.trainer ?? false);
  const encoder = new Encoder();
  const write = (mesgNum: number, fields: Record<string, unknown>) => encoder.onMesg(mesgNum, fields as Mesg);
  write(M.FILE_ID, {
    type: 'activity',
    manufacturer: 'development',
    product: 2,
    serialNumber: 1,
    timeCreated: start,
  });
  if (activity.deviceName) {
    write(M.DEVICE_INFO, {
      deviceIndex: 'creator',
      manufacturer: 'development',
      productName: activity.deviceName.slice(0, 60),
      timestamp: start,
    });
  }
  write(M.EVENT, { event: 'timer', eventType: 'start', timestamp: start });
  let last = -1;
  let lastSecond = 0;
  for (let i = 0; i < time.length; i++) {
    const offset = time[i];
    if (!finite(offset) || offset < 0) continue;
    const second = Math.floor(offset);
    if (second === last) continue;
    last = second;
    lastSecond = second;
    const record: Record<string, unknown> = { timestamp: at(second) };
    const watts = columns.watts?.[i];
    if (finite(watts)) record.power = Math.round(watts);
    const hr = columns.heartrate?.[i];
    if (finite(hr)) record.heartRate = Math.round(hr);
    const cadence = columns.cadence?.[i];
    if (finite(cadence)) record.cadence = Math.round(cadence);
    const position = columns.latlng?.[i];
    if (position && finite(position[0]) && finite(position[1])) {
      record.positionLat = semicircles(position[0]);
      record.positionLong = semicircles(position[1]);
    }
    const altitude = columns.altitude?.[i];
    if (finite(altitude)) record.enhancedAltitude = altitude;
    const distance = columns.distance?.[i];
    if (finite(distance)) record.distance = distance;
    const speed = columns.velocitySmooth?.[i];
    if (finite(speed)) record.enhancedSpeed = speed;
    write(M.RECORD, record);
  }
  if (last < 0) throw new StreamsError('no_samples', 'no usable time value');
  const elapsedS = finite(activity.elapsedS) ? activity.elapsedS : lastSecond;
  const timerS = finite(activity.movingS) ? activity.movingS : elapsedS;
  write(M.EVENT, { event: 'timer', eventType: 'stopAll', timestamp: at(lastSecond) });
  const totalDistance = [...(columns.distance ?? [])].reverse().find(finite);
  write(M.SESSION, {
    messageIndex: 0,
    timestamp: at(lastSecond),
    startTime: start,
    totalElapsedTime: elapsedS,
    totalTimerTime: timerS,
    ...(totalDistance !== undefined ? { totalDistance } : {}),
    sport,
    subSport,
    firstLapIndex: 0,
    numLaps: 0,
    event: 'session',
    eventType: 'stop',
  });
  write(M.ACTIVITY, {
    timestamp: at(lastSecond),
    totalTimerTime: timerS,
    numSessions: 1,
    type: 'manual',
    event: 'activity',
    eventType: 'stop',
  });
  return encoder.close();
}
