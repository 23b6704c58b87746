import { CrcCalculator, Decoder, type DecoderOptions, Stream } from '@garmin/fitsdk';
import { RideFileError } from '../errors.ts';
import { SampleBuilder } from '../samples.ts';
import type { Ride, RideLap, RideSession, RideTimerEvent } from '../types.ts';
import type { RideWarning } from '../warnings.ts';
import { expandCompressedTimestamps } from './compressed-timestamps.ts';
import { FIT_EPOCH_S, finiteOrNull, fitDate, fitProductName, fitTypeName, snakeCase } from './fit-names.ts';

type Loose = Record<string, unknown>;
type LooseMessages = Record<string, Loose[] | undefined>;

/**
 * Fast path: scale/offset applied (we need SI units anyway) but no string conversion, no Date objects, no
 * component or sub-field expansion, no HR merge — about 1.4× faster than the SDK defaults on a 4-hour ride.
 * (The SDK requires mergeHeartRates off whenever expandComponents is off.)
 */
const FAST_OPTIONS: DecoderOptions = {
  applyScaleAndOffset: true,
  expandComponents: false,
  expandSubFields: false,
  convertTypesToStrings: false,
  convertDateTimesToDates: false,
  mergeHeartRates: false,
};
/** Used when the file needs components: compressed speed/distance (old Garmin), HR messages (HRM-Pro/Tri). */
const FULL_OPTIONS: DecoderOptions = { ...FAST_OPTIONS, expandComponents: true, mergeHeartRates: true };

/** A damaged file keeps what came before the damage when at least this many timestamped records survive. */
export const SALVAGE_MIN_RECORDS = 60;

const FILE_TYPE_ACTIVITY = 4;
const EVENT_TIMER = 0;
const TIMER_START = 0;
const TIMER_STOPS = new Set([1, 4, 8, 9]); // stop, stopAll, stopDisable, stopDisableAll
const SEMICIRCLE_TO_DEG = 180 / 2 ** 31;

interface ReadResult {
  messages: LooseMessages;
  error: string | null;
  misalignedFields: number;
}

function read(bytes: Uint8Array, options: DecoderOptions): ReadResult {
  let misalignedFields = 0;
  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read({
    ...options,
    // Some devices (e.g. COROS PACE 2) define fields whose size is not a multiple of their type's size; the SDK
    // skips such values (null) and stays aligned, so we only log it.
    mesgDefinitionListener: (definition) => {
      for (const field of definition.fieldDefinitions)
        if (field.size % field.baseTypeSize !== 0) misalignedFields++;
    },
  });
  const first = errors[0];
  return {
    messages: messages as unknown as LooseMessages,
    error: first ? (first instanceof Error ? first.message : String(first)) : null,
    misalignedFields,
  };
}

/** Byte length of the first FIT file in the chain, and whether all of it is present with a valid CRC. */
function firstFileStatus(bytes: Uint8Array): { end: number; complete: boolean } {
  if (bytes.length < 12) return { end: 12, complete: false };
  // A header size other than 12 or 14 means the header itself is garbage: its sizes say nothing.
  if (bytes[0] !== 12 && bytes[0] !== 14) return { end: 0, complete: false };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes[0]! + view.getUint32(4, true) + 2;
  if (bytes.length < end) return { end, complete: false };
  const crc = view.getUint16(end - 2, true);
  return { end, complete: crc === CrcCalculator.calculateCRC(bytes, 0, end - 2) };
}

function needsFullDecode(messages: LooseMessages): boolean {
  if ((messages.hrMesgs?.length ?? 0) > 0) return true;
  const records = messages.recordMesgs ?? [];
  for (let i = 0; i < records.length; i++) if (records[i]!.compressedSpeedDistance !== undefined) return true;
  return false;
}

function countTimestamped(records: Loose[]): number {
  let n = 0;
  for (const record of records) if (typeof record.timestamp === 'number') n++;
  return n;
}

/** Decodes a FIT activity file with the Garmin SDK. Throws only RideFileError. */
export function decodeFit(bytes: Uint8Array): Ride {
  const warnings: RideWarning[] = [];
  let source = bytes;
  let result = read(source, FAST_OPTIONS);
  if (result.error?.includes('compressed timestamp')) {
    const rewritten = expandCompressedTimestamps(bytes);
    if (rewritten) {
      source = rewritten;
      result = read(source, FULL_OPTIONS);
      warnings.push({ code: 'compressed_timestamps' });
    }
  } else if (needsFullDecode(result.messages)) {
    result = read(source, FULL_OPTIONS);
  }
  const { messages, error } = result;
  const records = messages.recordMesgs ?? [];
  if (result.misalignedFields > 0) {
    warnings.push({ code: 'misaligned_fields', count: result.misalignedFields });
  }

  if (error) {
    const status = firstFileStatus(source);
    const truncated = source.length < status.end || error.includes('end of stream');
    if (status.complete) {
      warnings.push({ code: 'trailing_data_ignored', detail: error });
    } else if (source.length >= status.end && error.includes('CRC error')) {
      warnings.push({ code: 'crc_mismatch', detail: error });
    } else if (countTimestamped(records) >= SALVAGE_MIN_RECORDS) {
      warnings.push({
        code: truncated ? 'truncated_salvaged' : 'damaged_salvaged',
        count: records.length,
        detail: error,
      });
    } else {
      throw new RideFileError(truncated ? 'truncated' : 'corrupt', error);
    }
  }

  const fileId = messages.fileIdMesgs?.[0];
  if (fileId && typeof fileId.type === 'number' && fileId.type !== FILE_TYPE_ACTIVITY) {
    throw new RideFileError(
      'not_activity',
      `FIT file type ${fitTypeName('file', fileId.type) ?? fileId.type}`,
    );
  }
  if (!fileId) warnings.push({ code: 'no_file_id' });

  const builder = new SampleBuilder(records.length);
  const row = new Float64Array(8);
  const nan = Number.NaN;
  for (let i = 0; i < records.length; i++) {
    const r = records[i] as {
      timestamp?: number | null;
      power?: number | null;
      heartRate?: number | null;
      cadence?: number | null;
      fractionalCadence?: number | null;
      speed?: number | null;
      enhancedSpeed?: number | null;
      altitude?: number | null;
      enhancedAltitude?: number | null;
      distance?: number | null;
      positionLat?: number | null;
      positionLong?: number | null;
    };
    if (typeof r.timestamp !== 'number') {
      builder.push(nan, row);
      continue;
    }
    row[0] = r.power ?? nan;
    row[1] = r.heartRate ?? nan;
    row[2] = r.cadence == null ? nan : r.cadence + (r.fractionalCadence ?? 0);
    row[3] = r.enhancedSpeed ?? r.speed ?? nan;
    row[4] = r.enhancedAltitude ?? r.altitude ?? nan;
    row[5] = r.distance ?? nan;
    row[6] = r.positionLat == null ? nan : r.positionLat * SEMICIRCLE_TO_DEG;
    row[7] = r.positionLong == null ? nan : r.positionLong * SEMICIRCLE_TO_DEG;
    builder.push(r.timestamp + FIT_EPOCH_S, row);
  }
  const columns = builder.finish();
  warnings.push(...columns.warnings);
  if (columns.samples.time.length === 0) {
    throw new RideFileError('no_records', `${records.length} record messages, none with a usable timestamp`);
  }

  const sessions = messages.sessionMesgs ?? [];
  const session = sessions[0];
  if (sessions.length > 1) warnings.push({ code: 'multiple_sessions', count: sessions.length });
  const laps = messages.lapMesgs ?? [];
  const sportSource = session ?? messages.sportMesgs?.[0] ?? laps[0];
  const sport = fitTypeName('sport', sportSource?.sport);
  const subSport = fitTypeName('subSport', sportSource?.subSport);
  const firstSampleTime = new Date(columns.samples.time[0]! * 1000);
  const startTime = fitDate(session?.startTime) ?? firstSampleTime;
  if (startTime.getTime() < Date.UTC(2000, 0, 1)) {
    warnings.push({ code: 'clock_not_set' });
  }

  return {
    format: 'fit',
    name: null,
    workoutName: fitWorkoutName(messages.workoutMesgs?.[0]),
    sport: sport ? snakeCase(sport) : null,
    subSport: subSport ? snakeCase(subSport) : null,
    startTime,
    device: fitDevice(fileId, messages.deviceInfoMesgs ?? []),
    samples: columns.samples,
    latitude: columns.latitude,
    longitude: columns.longitude,
    laps: laps.map(
      (lap): RideLap => ({
        startTime: fitDate(lap.startTime) ?? fitDate(lap.timestamp) ?? startTime,
        totalElapsedS: finiteOrNull(lap.totalElapsedTime),
        totalTimerS: finiteOrNull(lap.totalTimerTime),
        distanceM: finiteOrNull(lap.totalDistance),
        avgPowerW: finiteOrNull(lap.avgPower),
        avgHeartRateBpm: finiteOrNull(lap.avgHeartRate),
      }),
    ),
    timerEvents: fitTimerEvents(messages.eventMesgs ?? []),
    session: session ? fitSession(session) : null,
    warnings,
  };
}

/** Longest workout name kept (FIT's `wkt_name` has no fixed size; ours are ≤ 100 characters). */
const WORKOUT_NAME_MAX_CHARS = 100;

/** The followed workout's name, control characters and extra white space removed; null when absent or blank. */
function fitWorkoutName(workout: Loose | undefined): string | null {
  const raw = workout?.wktName;
  if (typeof raw !== 'string') return null;
  const clean = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? [...clean].slice(0, WORKOUT_NAME_MAX_CHARS).join('') : null;
}

function fitSession(session: Loose): RideSession {
  return {
    totalElapsedS: finiteOrNull(session.totalElapsedTime),
    totalTimerS: finiteOrNull(session.totalTimerTime),
    distanceM: finiteOrNull(session.totalDistance),
    avgPowerW: finiteOrNull(session.avgPower),
    normalizedPowerW: finiteOrNull(session.normalizedPower),
    maxPowerW: finiteOrNull(session.maxPower),
    avgHeartRateBpm: finiteOrNull(session.avgHeartRate),
    totalAscentM: finiteOrNull(session.totalAscent),
  };
}

function fitTimerEvents(events: Loose[]): RideTimerEvent[] {
  const out: RideTimerEvent[] = [];
  for (const event of events) {
    if (event.event !== EVENT_TIMER || typeof event.timestamp !== 'number') continue;
    const type =
      event.eventType === TIMER_START ? 'start' : TIMER_STOPS.has(event.eventType as number) ? 'stop' : null;
    if (type) out.push({ time: event.timestamp + FIT_EPOCH_S, type });
  }
  return out.sort((a, b) => a.time - b.time);
}

function fitDevice(fileId: Loose | undefined, deviceInfos: Loose[]): Ride['device'] {
  // device_index 0 is the "creator": the head unit that recorded the file.
  const creator = deviceInfos.find((d) => d.deviceIndex === 0);
  const source = fileId ?? creator;
  if (!source) return null;
  const manufacturer = fitTypeName('manufacturer', source.manufacturer);
  const productName = fileId?.productName ?? creator?.productName;
  const serial = finiteOrNull(source.serialNumber) ?? finiteOrNull(creator?.serialNumber);
  return {
    manufacturer: manufacturer ? snakeCase(manufacturer) : null,
    product: fitProductName(source.manufacturer, source.product, productName),
    serialNumber: serial === null ? null : String(serial),
  };
}
