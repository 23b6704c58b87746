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
export { DAMAGE_WARNINGS, isSalvagedFragment, MIN_SALVAGED_RIDING_S } from './salvaged-fragment.ts';
export { isCyclingSport } from './sport.ts';
export { type ActivityStreams, encodeStreamsFit, StreamsError } from './streams/streams-fit.ts';
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
export { DECODE_MEMORY_PER_BYTE, decodeMemoryEstimate } from './worker/decode-cost.ts';
export {
  closeRideWorkers,
  DEFAULT_DECODING_MEMORY_BYTES,
  type DecodeInWorkerOptions,
  decodeRideInWorker,
  decodeWorkerCount,
  processRideInWorker,
  readWorkoutFileInWorker,
  setDecodingMemoryLimit,
  setIdleRetirement,
} from './worker/decode-in-worker.ts';
export type { RideTaskOutput } from './worker/decode-ride-worker.ts';
export {
  ERG_MAX_EFFORT_PCT,
  ERG_NOTICE_LEAD_S,
  type ErgNoticeKind,
  ergModeNotice,
} from './workout/erg-mrc-notes.ts';
export { readErgMrc } from './workout/erg-mrc-read.ts';
export { type CourseOptions, courseMinutes, writeErg, writeMrc } from './workout/erg-mrc-write.ts';
export { decodeFitWorkout } from './workout/fit-workout-decode.ts';
export {
  encodeFitWorkout,
  type FitWorkoutOptions,
  SINGLE_CADENCE_HALF_BAND_RPM,
  SINGLE_TARGET_HALF_BAND_PCT,
} from './workout/fit-workout-encode.ts';
export {
  cuePieces,
  FIT_MAX_STEPS,
  type FitCueMode,
  foldRepeats,
  planFitSteps,
  RAMP_STAIR_LENGTHS_S,
  rampStairs,
} from './workout/fit-workout-plan.ts';
export {
  type GarminRepeatStep,
  type GarminTrainingWorkout,
  type GarminWorkoutOptions,
  type GarminWorkoutStep,
  toGarminTrainingWorkout,
} from './workout/garmin-training-workout.ts';
export { readIcuText } from './workout/icu-text-read.ts';
export { icuDuration, icuStepLine, writeIcuText } from './workout/icu-text-write.ts';
export {
  isWorkoutFileError,
  WORKOUT_FILE_ERROR_CODES,
  WORKOUT_FILE_ERROR_MESSAGES,
  WORKOUT_FILE_LIMITS,
  WorkoutFileError,
  type WorkoutFileErrorCode,
} from './workout/workout-errors.ts';
export {
  detectWorkoutFormat,
  readWorkoutFile,
  WORKOUT_CONTENT_TYPES,
  type WorkoutFile,
  type WorkoutWriteOptions,
  writeWorkoutFile,
} from './workout/workout-files.ts';
export { cleanFileMeta, META_LIMITS, type WorkoutFileMeta } from './workout/workout-meta.ts';
export {
  expandSteps,
  FREE_RIDE_ASSUMED_PCT,
  type ImportedWorkout,
  MAX_EFFORT_ASSUMED_PCT,
  meanTargetPct,
  OPEN_STEP_ASSUMED_S,
  stepSeconds,
  totalSeconds,
  unnestRepeats,
  WORKOUT_FILE_FORMATS,
  type WorkoutFileFormat,
  type WorkoutReadOptions,
} from './workout/workout-tree.ts';
export {
  WORKOUT_WARNING_CODES,
  WORKOUT_WARNING_MESSAGES,
  type WorkoutWarning,
  type WorkoutWarningCode,
  workoutWarningMessage,
} from './workout/workout-warnings.ts';
export { readZwo } from './workout/zwo-read.ts';
export { writeZwo } from './workout/zwo-write.ts';
