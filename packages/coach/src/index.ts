export { dayRangeWords, dayWords, weekdayName } from './calendar/date-words.ts';
// Calendar days (pure, no time zone: "today" is always an input).
export type { IsoDate, Weekday } from './calendar/days.ts';
export {
  addDays,
  dayNumber,
  dayString,
  daysBetween,
  isValidDay,
  WEEKDAYS,
  weekdayOf,
} from './calendar/days.ts';
// Plan generation.
export type {
  CatalogStrength,
  CatalogWorkout,
  PickOptions,
  WorkoutCatalog,
} from './plan/catalog.ts';
export { findWorkout, pickByDuration, pickByLevel, pickFtpTest } from './plan/catalog.ts';
export { generatePlan, planSettings } from './plan/generate-plan.ts';
export {
  blockWeeks,
  ctlRampPerWeek,
  DEFAULT_CTL,
  defaultLoad,
  HARD_FAMILIES,
  isHardFamily,
  TSB_FLOOR,
} from './plan/rules.ts';
export type {
  DayAvailability,
  EventPriority,
  FitnessProjection,
  Plan,
  PlanDay,
  PlanEvent,
  PlanGoal,
  PlanInput,
  PlannedRide,
  PlannedSession,
  PlannedStrength,
  PlanPhase,
  PlanSettings,
  PlanWeek,
  RiderLevel,
  SessionRole,
  TrainingLoad,
  WeekFocus,
  WeekFocusCode,
  WeekNote,
  WeekNoteCode,
} from './plan/types.ts';
export {
  EVENT_PRIORITIES,
  PLAN_GOALS,
  PLAN_PHASES,
  RIDER_LEVELS,
  WEEK_FOCUS_CODES,
  WEEK_NOTE_CODES,
} from './plan/types.ts';
export type { PlanInputIssue, PlanInputIssueCode } from './plan/validate-input.ts';
export { PLAN_LIMITS, PlanInputError, validatePlanInput } from './plan/validate-input.ts';
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
