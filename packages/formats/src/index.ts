export { decodeRide } from './decode-ride.ts';
export { detectFormat, formatFromFilename } from './detect.ts';
export {
  isRideFileError,
  RIDE_FILE_ERROR_CODES,
  RIDE_FILE_ERROR_MESSAGES,
  RIDE_FILE_LIMITS,
  RideFileError,
  type RideFileErrorCode,
  type RideFileErrorLanguage,
} from './errors.ts';
export { expandCompressedTimestamps } from './fit/compressed-timestamps.ts';
export { encodeSyntheticRideFit, type SyntheticRideOptions } from './fit/encode-synthetic.ts';
export { gunzipCapped } from './gzip.ts';
export { isCyclingSport } from './sport.ts';
export type {
  RawSamples,
  Ride,
  RideDescription,
  RideDevice,
  RideFormat,
  RideLap,
  RideSession,
  RideTimerEvent,
} from './types.ts';
export {
  publicWarning,
  RIDE_WARNING_CODES,
  RIDE_WARNING_MESSAGES,
  type RideWarning,
  type RideWarningCode,
  rideWarningMessage,
} from './warnings.ts';
export {
  closeRideWorkers,
  type DecodeInWorkerOptions,
  decodeRideInWorker,
  processRideInWorker,
} from './worker/decode-in-worker.ts';
export type { RideTaskOutput } from './worker/decode-ride-worker.ts';
