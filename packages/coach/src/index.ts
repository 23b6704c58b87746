// Adaptation: rules that return plan changes with reason codes; applying and undoing them; their explanations.
export type { Adaptation, AdaptContext } from './adapt/adapt-plan.ts';
export { adaptPlan } from './adapt/adapt-plan.ts';
export type { PlanChangeErrorCode, UndoRefusal, UndoResult } from './adapt/apply.ts';
export { applyChange, applyChanges, PlanChangeError, undoChange } from './adapt/apply.ts';
export { CHANGE_PLACEHOLDERS, CHANGE_TEXTS } from './adapt/change-texts.ts';
export type { CheckInContext } from './adapt/check-in.ts';
export { checkInChanges } from './adapt/check-in.ts';
export { explainChange } from './adapt/explain-change.ts';
export type { FatigueContext } from './adapt/fatigue.ts';
export { FATIGUE_LOAD_SHARE, fatigueChanges } from './adapt/fatigue.ts';
export type { FtpSource } from './adapt/ftp.ts';
export { ftpChange } from './adapt/ftp.ts';
export { ftpCheckChanges } from './adapt/ftp-check.ts';
export { illnessReturnChanges } from './adapt/illness-return.ts';
export {
  breakLevelDelta,
  ftpLevelDelta,
  levelsAfterBreakChanges,
  levelsAfterFtpChanges,
} from './adapt/level-resets.ts';
export { LOAD_BASIS_TEXTS } from './adapt/load-basis-texts.ts';
export type { MissedContext } from './adapt/missed.ts';
export { lastBreak, missedTrainingChanges } from './adapt/missed.ts';
export type { ProgressionContext, SessionVerdict } from './adapt/progression.ts';
export { EXPECTED_RPE, progressionChanges, sessionVerdict } from './adapt/progression.ts';
export type { CheckIn, CheckInItem, Readiness, ReadinessBand } from './adapt/readiness.ts';
export { CHECK_IN_ITEMS, READINESS_BANDS, readiness, validateCheckIn } from './adapt/readiness.ts';
export { renamedEventsPlan } from './adapt/rename-events.ts';
export type { PlanInputChanges, ReplanRequest } from './adapt/replan.ts';
export { replanForChanges, replanFrom, replanReason } from './adapt/replan.ts';
export type { RiddenHardContext } from './adapt/ridden-hard.ts';
export { RIDDEN_HARD_REASONS, riddenHardChanges, riddenHardDays } from './adapt/ridden-hard.ts';
export { findTestSlot, TEST_SLOT_HORIZON_DAYS } from './adapt/test-slot.ts';
export type {
  ChangeInputs,
  ChangeKind,
  FtpChange,
  LevelChange,
  MoveChange,
  NoteChange,
  PlanChange,
  PlanSegment,
  ReasonCode,
  ReplaceChange,
  ReplanChange,
  SessionAt,
  SkipChange,
  SwapChange,
  UndoChange,
} from './adapt/types.ts';
export { CHANGE_KINDS, REASON_CODES } from './adapt/types.ts';
export type { UnavailableRange, UnavailableReason } from './adapt/unavailable.ts';
export { UNAVAILABLE_REASONS, unavailableChanges, validateUnavailableRange } from './adapt/unavailable.ts';
export type { GroupUndoRefusal, GroupUndoResult, UndoRules } from './adapt/undo-group.ts';
export { undoChanges } from './adapt/undo-group.ts';
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
// Calendar actions the rider takes (recorded as plan changes too).
export type { RiderActionRefusal, RiderActionResult, RiderActionWarning } from './calendar/rider-actions.ts';
export { moveSession, sessionAlternatives, skipSession, swapSession } from './calendar/rider-actions.ts';
// Compliance: planned vs done.
export type { MatchOptions, MatchResult, SessionOutcome } from './compliance/match.ts';
export { matchRides, sessionPurpose } from './compliance/match.ts';
export type { RideIntensity } from './compliance/ride-intensity.ts';
export {
  HARD_IF,
  HARD_IF_MIN_S,
  HARD_Z4_PLUS_S,
  HARD_Z5_PLUS_S,
  MAX_Z5_PLUS_PER_48H_S,
  plannedZ5PlusS,
  rideIntensity,
} from './compliance/ride-intensity.ts';
export {
  COMPLETED_FROM,
  COVERS_COMPLETED_FROM,
  COVERS_PARTIAL_FROM,
  PARTIAL_FROM,
  purposeCoverage,
  ratioAgreement,
  scoreCompliance,
  statusRank,
  zoneAgreement,
} from './compliance/score.ts';
export type { StrengthLogRecord, StrengthMatch, StrengthOutcome } from './compliance/strength.ts';
export { matchStrength } from './compliance/strength.ts';
export type {
  ComplianceScore,
  ComplianceStatus,
  Feel,
  PlannedTarget,
  RideFeedback,
  RideRecord,
  SessionPurpose,
} from './compliance/types.ts';
export { COMPLIANCE_STATUSES, FEELS } from './compliance/types.ts';
export type { WeekLoad } from './compliance/week-load.ts';
export { daysLoad, weekLoad, weekSessionCount } from './compliance/week-load.ts';
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
export { extendedWorkoutId, extendWorkout, parseExtendedId } from './library/extend.ts';
export { RAMP_TEST_STEPS } from './library/families/ftp-tests.ts';
export type { LocalizedWorkout } from './library/localize.ts';
export { localizeWorkout } from './library/localize.ts';
export { type CalendarWeek, calendarWeekOf, calendarWeeks } from './plan/calendar-weeks.ts';
// Plan generation.
export type {
  CatalogStrength,
  CatalogWorkout,
  PickOptions,
  WorkoutCatalog,
  WorkoutZones,
} from './plan/catalog.ts';
export {
  findWorkout,
  pickByDuration,
  pickByLevel,
  pickFtpTest,
  pickShortest,
  strengthFitting,
  zonesByWorkout,
} from './plan/catalog.ts';
// Week aims and the coach's vocabulary.
export { explainWeekFocus } from './plan/explain-focus.ts';
export { FOCUS_PLACEHOLDERS, FOCUS_TEXTS, type FocusTextCode } from './plan/focus-texts.ts';
export { generatePlan, planSettings } from './plan/generate-plan.ts';
export { planEvents } from './plan/layout.ts';
export { libraryCatalog } from './plan/library-catalog.ts';
export { acwrOf, monotonyOf } from './plan/load.ts';
export type { PlanOutlook } from './plan/outlook.ts';
export { FITNESS_GAIN, planOutlook } from './plan/outlook.ts';
export type { PlanQuality, WeekQuality } from './plan/quality.ts';
export { availableSeconds, planQuality } from './plan/quality.ts';
export {
  blockWeeks,
  ctlRampPerWeek,
  DEFAULT_CTL,
  defaultLoad,
  HARD_FAMILIES,
  isHardFamily,
  sustainableCtl,
  TSB_FLOOR,
} from './plan/rules.ts';
export type { LoadBasis, StartLoadBasis } from './plan/start-load.ts';
export { LOAD_BASES, startLoadBasis } from './plan/start-load.ts';
export { fillTemplate, placeholders } from './plan/template.ts';
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
  ProjectionAnchor,
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
export { advisedWeek, type VolumeAdvice, volumeAdvice } from './plan/volume-advice.ts';
export { GOAL_NAMES, sessionWords, ZONE_NAMES } from './plan/words.ts';
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
  ScoredEffort,
  Workout,
  WorkoutFamily,
  WorkoutMetrics,
  WorkoutNode,
  WorkoutRepeat,
  WorkoutSetting,
  WorkoutStep,
} from './workout/types.ts';
export { COACH_LANGUAGES, INTENSITY_CLASSES, SCORED_EFFORTS, WORKOUT_FAMILIES } from './workout/types.ts';
export type { WorkoutProblem, WorkoutProblemCode } from './workout/validate.ts';
export { validateWorkout, WORKOUT_LIMITS, WORKOUT_PROBLEM_CODES } from './workout/validate.ts';

// The rider's FTP (its history as a timeline, the estimate from the answers), FTP-test proposals, the rider's local
// day and calendar periods: rules the server applies with its clock and its rows.

export { localDay, safeTimeZone, startOfDayIn } from './calendar/local-day.ts';
export type { CalendarPeriod } from './calendar/periods.ts';
export { periodStart, periodsBetween, previousPeriod } from './calendar/periods.ts';
export type { RiderFtpFacts } from './ftp/ftp-from-answers.ts';
export { ftpFromAnswers, ONBOARDING_FTP_BOUNDS_W, ONBOARDING_FTP_W_PER_KG } from './ftp/ftp-from-answers.ts';
export type {
  CurrentFtp,
  FtpChangeEffect,
  FtpDayProblem,
  FtpEntry,
  NoSuggestionReason,
} from './ftp/ftp-rules.ts';
export {
  currentFtp,
  EARLIEST_FTP_DAY,
  FTP_SUGGESTION_MAX_AGE_DAYS,
  ftpChangeEffect,
  ftpForRide,
  ftpSourceForRide,
  ftpTimeline,
  knownFtp,
  manualFtpStart,
  rideFtpEvidence,
  withFtpSources,
} from './ftp/ftp-rules.ts';
export type { FtpTestProposal, PlannedFtpTest } from './ftp-test/ftp-test-proposal.ts';
export { plannedTestOn, proposeFtpTest } from './ftp-test/ftp-test-proposal.ts';
export type { ModelFact, ModelNarration, NarrationSection } from './summary/model-narration.ts';
export {
  acceptNarration,
  mergeNarration,
  narrationRequest,
  narrationSections,
  RIDE_DERIVED_SOURCES,
  rideDerived,
} from './summary/model-narration.ts';
export { narrateSummary } from './summary/narrate-summary.ts';
// The weekly and monthly summary: facts from what the server read, worded by templates, checked by the number guard.
export {
  buildSummaryFacts,
  NEXT_KEY_SESSIONS,
  SUMMARY_BEST_DURATIONS,
  SUMMARY_CHANGES_SHOWN,
} from './summary/summary-facts.ts';
export type { NarrationProblem, WrittenNumber } from './summary/summary-guard.ts';
export { checkNarration, factNumbers, numbersIn } from './summary/summary-guard.ts';
export type { PeriodRange } from './summary/summary-periods.ts';
export {
  dueSummaryPeriod,
  isSummaryPeriod,
  lastCompletePeriod,
  periodBefore,
  SUMMARY_DUE_HOUR,
} from './summary/summary-periods.ts';
export type { SummaryTextCode } from './summary/summary-texts.ts';
export { SUMMARY_PLACEHOLDERS, SUMMARY_TEXT_CODES, SUMMARY_TEXTS } from './summary/summary-texts.ts';
export type {
  CoachVoice,
  Fact,
  FactSource,
  FactUnit,
  SummaryBest,
  SummaryFtpChange,
  SummaryInput,
  SummaryParagraph,
  SummaryPeriod,
  SummarySession,
} from './summary/types.ts';
export { COACH_VOICES, SUMMARY_PERIODS } from './summary/types.ts';
