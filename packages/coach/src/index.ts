export type { StrengthExercise, StrengthFocus, StrengthSession, StrengthSetting } from './strength/types.ts';
export { STRENGTH_FOCUSES } from './strength/types.ts';
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
