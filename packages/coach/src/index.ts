export { looksLikeRampTest, RAMP_SHAPE } from './ftp-test/detect-ramp.ts';
export { looksLike8MinTest, looksLike20MinTest, SUSTAINED_SHAPE } from './ftp-test/detect-sustained.ts';
export { ftpTestFromWorkoutName, normalizeWorkoutName } from './ftp-test/recognize-by-name.ts';
export type { FtpTestRideFacts } from './ftp-test/recognize-ftp-test.ts';
export { recognizeFtpTest } from './ftp-test/recognize-ftp-test.ts';
export type { FtpTestEvidence, FtpTestProtocolId, RecognizedFtpTest } from './ftp-test/types.ts';
export { FTP_TEST_EVIDENCE } from './ftp-test/types.ts';
export type { PickWorkoutOptions } from './library/catalog.ts';
export {
  LIBRARY_WORKOUTS,
  libraryWorkoutById,
  libraryWorkoutsByFamily,
  pickWorkout,
} from './library/catalog.ts';
export { RAMP_TEST_STEPS } from './library/families/ftp-tests.ts';
export type { LocalizedWorkout } from './library/localize.ts';
export { localizeWorkout } from './library/localize.ts';
export { localizeStrengthSession } from './strength/localize.ts';
export { STRENGTH_SESSIONS, strengthSessionById } from './strength/sessions.ts';
export {
  SESSION_RPE_AU_PER_TSS,
  sessionRpeLoad,
  strengthSessionLoad,
  strengthTss,
} from './strength/strength-load.ts';
export type { StrengthExercise, StrengthFocus, StrengthSession, StrengthSetting } from './strength/types.ts';
export { STRENGTH_FOCUSES } from './strength/types.ts';
export { FREE_RIDE_ASSUMED_PCT, MAX_EFFORT_ASSUMED_PCT, OPEN_STEP_ASSUMED_S } from './workout/assumptions.ts';
export { deriveWorkoutMetrics, isWorkoutEstimated } from './workout/derive-workout.ts';
export { expandedStepCount, expandRepeats, flattenNestedRepeats, forEachStep } from './workout/expand.ts';
export type { ProfileSegment } from './workout/profile.ts';
export { workoutProfile } from './workout/profile.ts';
export { isStepEstimated, stepDurationS, stepEndsPct, wattsForPct } from './workout/step-target.ts';
export { targetPctSeries, targetPowerSeries, workoutDurationS } from './workout/target-series.ts';
export type {
  CadenceTarget,
  CoachLanguage,
  Cue,
  IntensityClass,
  LibraryWorkout,
  Localized,
  PowerTarget,
  Workout,
  WorkoutFamily,
  WorkoutMetrics,
  WorkoutNode,
  WorkoutRepeat,
  WorkoutSetting,
  WorkoutStep,
} from './workout/types.ts';
export { COACH_LANGUAGES, INTENSITY_CLASSES, WORKOUT_FAMILIES } from './workout/types.ts';
export type { WorkoutProblem, WorkoutProblemCode } from './workout/validate.ts';
export { validateWorkout, WORKOUT_LIMITS, WORKOUT_PROBLEM_CODES } from './workout/validate.ts';
