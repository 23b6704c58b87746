/**
 * Catalog keys the code builds at run time (`t(\`faq.items.${item}.q\`)`), declared so test/catalogs.test.ts can tell
 * used keys from dead ones: each entry is "namespace:template" (the `${…}` written as {}) → every value the code can
 * put there. The check fails when a template in the code has no entry here, when an entry matches no template any
 * more, or when a declared key is missing from the catalog. Only the test reads this file (it is not bundled).
 *
 * Values are typed against the unions the code uses: `every<Union>({ a: true, … })` is a type error when a member is
 * missing or unknown, so a new goal, level or FAQ item cannot be forgotten here.
 */

import type {
  EventPriority,
  IntensityClass,
  PowerTarget,
  StrengthFocus,
  SummaryPeriod,
} from '@domestique/coach';
import type {
  ActivityDetail,
  CheckInView,
  COACH_GENDERS,
  ConnectionErrorCode,
  ConnectionStatus,
  ConsentPurpose,
  DashboardSummary,
  EXPERIENCE_LEVELS,
  FTP_NO_SUGGESTION_REASONS,
  FTP_SOURCES,
  FTP_TEST_PROTOCOLS,
  FTP_TEST_UNAVAILABLE,
  MoveWarning,
  PlanChangeView,
  PlannedSessionView,
  PlanView,
  POWER_CURVE_RANGES,
  PRIMARY_GOALS,
  PROPOSAL_STATUSES,
  ProposalKind,
  ProviderId,
  RideFeedbackView,
  SessionStatus,
  STRENGTH_SETTINGS,
  UnavailableRangeView,
  UndoRefusalCode,
  W_PRIME_FALLBACK_REASONS,
  WEIGHT_UNITS,
  WORKOUT_SETTINGS,
  WorkoutDownloadFormat,
  WorkoutFamily,
} from '@domestique/contract';
import { metricsShownIn } from '@domestique/science';
import type { SocialNetwork } from '../components/social-icons.tsx';
import type { ChartChannel } from '../features/activities/stream-series.ts';
import type { SignUpProblem } from '../features/auth/auth-rules.ts';
import type { SessionKind } from '../features/dashboard/training-focus.ts';
import type { CallbackMessage } from '../features/garmin/garmin-api.ts';
import type { DIFFERENTIALS } from '../features/home/components/differentials.tsx';
import type { FAQ_ITEMS } from '../features/home/components/faq-accordion.tsx';
import type { HOW_IT_WORKS_STEPS, StepStatus } from '../features/home/components/how-it-works.tsx';
import type { Outcome } from '../features/newsletter/components/newsletter-form.tsx';
import type { CHECK_IN_ITEMS } from '../features/plans/components/check-in-card.tsx';
import type { emptyDayWord } from '../features/plans/plan-dates.ts';
import { KNOWN_REASONS } from '../features/progress/components/ftp-history-list.tsx';
import type { FITNESS_RANGES } from '../features/progress/fitness-range.ts';
import type { SLIDE_IDS } from '../features/trial/components/onboarding-carousel.tsx';
import { RPE_POINTS } from '../features/workouts/components/strength-view.tsx';
import { ZONE_KEYS as WORKOUT_ZONE_KEYS } from '../features/workouts/components/zone-time.tsx';
import type {
  DurationBucket,
  LevelBucket,
  SettingFilter,
  WorkoutTab,
} from '../features/workouts/list-params.ts';
import type { CapabilityId, ConnectionId } from '../lib/capabilities.ts';
import type { DayPart } from '../lib/ride-name.ts';
import type { TsbState } from '../lib/training-load.ts';
import type { AUTH_POINTS } from '../routes/auth.tsx';
import type { INSTALL_TARGETS } from '../routes/launch.tsx';
import type { REQUIREMENTS } from '../routes/trial.tsx';

/** Every member of a string union, checked by the compiler (a missing or unknown member is a type error). */
const every = <T extends string>(members: Record<T, true>): T[] => Object.keys(members) as T[];
const coachVoices = every<(typeof COACH_GENDERS)[number]>({ male: true, female: true });
const summaryPeriods = every<SummaryPeriod>({ week: true, month: true });
const proposalKinds = every<ProposalKind>({
  move: true,
  skip: true,
  swap: true,
  unavailable: true,
  week: true,
});
const proposalStatuses = every<(typeof PROPOSAL_STATUSES)[number]>({
  pending: true,
  accepted: true,
  dismissed: true,
  expired: true,
});

const priorities = every<EventPriority>({ A: true, B: true, C: true });
const levels = every<(typeof EXPERIENCE_LEVELS)[number]>({
  beginner: true,
  intermediate: true,
  advanced: true,
  elite: true,
});
const goals = every<(typeof PRIMARY_GOALS)[number]>({
  climbing: true,
  sprinting: true,
  endurance: true,
  timeTrial: true,
  generalFitness: true,
});
const faq = every<(typeof FAQ_ITEMS)[number]>({
  expo: true,
  export: true,
  safety: true,
  devices: true,
  accuracy: true,
});
const steps = every<(typeof HOW_IT_WORKS_STEPS)[number]['key']>({
  profile: true,
  plans: true,
  feedback: true,
  export: true,
});
const differentials = every<(typeof DIFFERENTIALS)[number]['key']>({
  ai: true,
  ftp: true,
  wellness: true,
  security: true,
});
const slides = every<(typeof SLIDE_IDS)[number]>({
  1: true,
  2: true,
  3: true,
  5: true,
  6: true,
  7: true,
  8: true,
});
const fitnessTerms = every<'ctl' | 'atl' | 'tsb' | 'ramp'>({ ctl: true, atl: true, tsb: true, ramp: true });
const tsbStates = every<TsbState>({
  transition: true,
  fresh: true,
  neutral: true,
  productive: true,
  overreaching: true,
});
/** The keys of the rides' metric cards: the registry's ids of the metrics shown on a card (activity-metrics.tsx). */
const metrics = metricsShownIn('card').map((m) => m.id);
/** Zone keys of packages/science's zone models (test/catalogs.test.ts checks this list against them). */
export const ZONE_KEYS = [
  'active_recovery',
  'endurance',
  'tempo',
  'threshold',
  'vo2max',
  'anaerobic',
  'neuromuscular',
  'recovery',
  'aerobic',
  'subthreshold',
  'superthreshold',
  'aerobic_capacity',
  'anaerobic_capacity',
];
const ftpTestProtocols = every<(typeof FTP_TEST_PROTOCOLS)[number]>({
  ramp: true,
  '20min': true,
  '8min': true,
});
const columns = ['date', 'name', 'duration', 'distance', 'elevation', 'np', 'tss', 'if'];

/** Files whose `useTranslation` namespace is a variable → the namespaces it can be. */
export const FILE_NAMESPACES: Record<string, readonly string[]> = {
  'src/routes/legal-page.tsx': ['privacy', 'terms'],
};

/** Consent purposes Settings lists under the health-data consent (purpose-consents.tsx). */
const otherPurposes = every<Exclude<ConsentPurpose, 'health_data' | 'ai_coach'>>({
  marketing_email: true,
  strava: true,
  garmin: true,
  intervals: true,
});
const providers = every<ProviderId>({ garmin: true, strava: true, intervals: true });
const capabilities = every<CapabilityId>({
  profile: true,
  rideImport: true,
  rideAnalysis: true,
  ftpEstimate: true,
  ftpTests: true,
  plans: true,
  adaptation: true,
  checkIns: true,
  workouts: true,
  workoutFiles: true,
  calendarFeed: true,
  progress: true,
  garmin: true,
  strava: true,
  intervals: true,
  languages: true,
  dataExport: true,
  accountDeletion: true,
  summaries: true,
  summaryEmails: true,
  assistantAccess: true,
  coachNarrator: true,
  coachChat: true,
  wahooPolar: true,
});
const connections = every<ConnectionId>({ garmin: true, strava: true, intervals: true });
export const DYNAMIC_KEYS: Record<string, readonly string[]> = {
  'capabilities:items.{}': capabilities,
  'capabilities:connections.{}.name': connections,
  'capabilities:connections.{}.reads': connections,
  'capabilities:connections.{}.writes': connections,
  'garmin:callback.errors.{}': every<CallbackMessage>({
    authorization: true,
    invalidResponse: true,
    notSignedIn: true,
    unexpected: true,
  }),
  ...Object.fromEntries(
    ['title', 'what', 'withdraw', 'withdrawn', 'dialogTitle', 'dialogText'].map((field) => [
      `consents:purposes.{}.${field}`,
      otherPurposes,
    ]),
  ),
  'connections:providers.{}.name': providers,
  'connections:providers.{}.description': providers,
  'connections:status.{}': every<ConnectionStatus>({
    not_connected: true,
    active: true,
    reauth_required: true,
  }),
  'connections:errors.{}': every<ConnectionErrorCode>({
    reauth_required: true,
    permission_missing: true,
    provider_rate_limited: true,
    provider_unavailable: true,
    ride_unreadable: true,
    workout_push_failed: true,
  }),
  'home:footer.social.{}': every<SocialNetwork>({
    twitter: true,
    instagram: true,
    linkedin: true,
    facebook: true,
  }),
  'home:footer.newsletter.{}': every<Exclude<Outcome, null>>({
    success: true,
    already: true,
    invalid: true,
    error: true,
    consentRequired: true,
  }),
  'home:howItWorks.steps.{}.title': steps,
  'home:howItWorks.steps.{}.text': steps,
  'home:howItWorks.status.{}': every<StepStatus>({ now: true, soon: true }),
  'home:faq.items.{}.q': faq,
  'home:faq.items.{}.a': faq,
  'home:differentials.items.{}.title': differentials,
  'home:differentials.items.{}.text': differentials,
  'trial:carousel.slides.{}.caption': slides,
  'trial:carousel.slides.{}.description': slides,
  'trial:requirements.items.{}': every<(typeof REQUIREMENTS)[number]>({
    beta: true,
    runner: true,
    devices: true,
  }),
  'launch:install.{}': every<(typeof INSTALL_TARGETS)[number][0]>({
    ios: true,
    android: true,
    desktop: true,
  }),
  'plans:phases.{}': every<PlanView['phases'][number]['phase']>({
    base: true,
    build: true,
    specialty: true,
    taper: true,
  }),
  'plans:roles.{}': every<PlannedSessionView['role']>({
    test: true,
    key: true,
    long: true,
    endurance: true,
    support: true,
    recovery: true,
    opener: true,
    strength: true,
  }),
  'plans:status.{}': every<SessionStatus>({
    planned: true,
    completed: true,
    partial: true,
    missed: true,
    skipped: true,
    moved: true,
  }),
  'plans:calendar.views.{}': every<'week' | 'month'>({ week: true, month: true }),
  'plans:calendar.{}': every<NonNullable<ReturnType<typeof emptyDayWord>>>({ rest: true, noPlanYet: true }),
  'plans:calendar.legend.{}': every<'done' | 'missed' | 'key' | 'other' | 'ride'>({
    done: true,
    missed: true,
    key: true,
    other: true,
    ride: true,
  }),
  'plans:changes.origin.{}': every<PlanChangeView['origin']>({ coach: true, rider: true }),
  'plans:changes.refusals.{}': every<UndoRefusalCode>({
    inPast: true,
    changedSince: true,
    nothingToUndo: true,
    riderChange: true,
    alreadyUndone: true,
    planEnded: true,
    unavailableDay: true,
    dayRidden: true,
    hardDaysInRow: true,
  }),
  'plans:checkIn.bands.{}': every<CheckInView['readiness']['band']>({
    good: true,
    fair: true,
    poor: true,
    veryPoor: true,
  }),
  'plans:checkIn.items.{}': every<(typeof CHECK_IN_ITEMS)[number]>({
    sleep: true,
    fatigue: true,
    soreness: true,
    stress: true,
    motivation: true,
  }),
  'plans:overview.terms.{}': every<'ctl' | 'atl' | 'tsb'>({ ctl: true, atl: true, tsb: true }),
  'plans:unavailable.reasons.{}': every<UnavailableRangeView['reason']>({
    illness: true,
    travel: true,
    other: true,
  }),
  'plans:warnings.{}': every<MoveWarning>({
    hardDaysTooClose: true,
    overDayCap: true,
    notARidingDay: true,
    eventDay: true,
  }),
  'plans:events.priorities.{}': priorities,
  'plans:events.hints.{}': priorities,
  'plans:outlook.start.{}': every<PlanView['settings']['startLoad']['basis']>({
    recentRides: true,
    oldRides: true,
    noRides: true,
  }),
  'plans:feedback.feels.{}': every<NonNullable<RideFeedbackView['feel']>>({
    tooEasy: true,
    right: true,
    tooHard: true,
  }),
  'auth:aside.points.{}': every<(typeof AUTH_POINTS)[number]['key']>({ plan: true, ftp: true, rides: true }),
  'auth:errors.{}': every<SignUpProblem>({ passwordMismatch: true, passwordTooShort: true }),
  'profile:units.{}': every<(typeof WEIGHT_UNITS)[number]>({ kg: true, lb: true }),
  'profile:levels.{}.label': levels,
  'profile:levels.{}.description': levels,
  'profile:goals.{}.label': goals,
  'profile:goals.{}.description': goals,
  'profile:coachGenders.{}': every<(typeof COACH_GENDERS)[number]>({ male: true, female: true }),
  // words about the coach agree with the coach the rider chose (features/summaries/use-coach-voice.ts)
  'summaries:voice.{}.eyebrow': coachVoices,
  'summaries:voice.{}.subtitle': coachVoices,
  'summaries:voice.{}.sourceTemplate': coachVoices,
  'summaries:voice.{}.latestTitle': coachVoices,
  // the coach's chat: its title and "checking your plan" speak as the coach
  'summaries:chat.voice.{}.title': coachVoices,
  'summaries:chat.voice.{}.thinking': coachVoices,
  // a chat proposal's state (contract PROPOSAL_STATUSES)
  'summaries:chat.status.{}': proposalStatuses,
  // what a chat proposal does (contract ProposalChange's kinds), above its summary
  'summaries:chat.kind.{}': proposalKinds,
  // Settings → Summary e-mails, and the unsubscribe page's answer: one per kind of summary
  'summaries:emails.{}': summaryPeriods,
  'summaries:emails.{}Hint': summaryPeriods,
  'summaries:unsubscribe.done.{}': summaryPeriods,
  // features/profile/components/heart-rate-fields.tsx
  'profile:fields.{}': ['lthr', 'maxHr', 'restingHr'],
  'profile:hints.{}': ['lthr', 'maxHr', 'restingHr'],
  // The wizard's steps 1…8 (contract ONBOARDING_STEPS).
  'onboarding:steps.{}.title': ['1', '2', '3', '4', '5', '6', '7', '8'],
  'onboarding:steps.{}.subtitle': ['1', '2', '3', '4', '5', '6', '7', '8'],
  'dashboard:focus.goals.{}': goals,
  'dashboard:focus.kinds.{}': every<SessionKind>({
    endurance: true,
    tempo: true,
    sweetSpot: true,
    threshold: true,
    vo2max: true,
    anaerobic: true,
    sprints: true,
    strength: true,
  }),
  'progress:dashboard.reasons.{}': every<NonNullable<DashboardSummary['ftpSuggestion']>['reason']['code']>({
    ftp_estimate_best20min: true,
    ftp_estimate_critical_power: true,
    ftp_test_ramp: true,
    ftp_test_20min: true,
    ftp_test_8min: true,
  }),
  'progress:dashboard.evidence.{}': every<
    NonNullable<NonNullable<DashboardSummary['ftpSuggestion']>['reason']['evidence']>
  >({ planned: true, workout_name: true, power_shape: true }),
  'progress:dashboard.ftpSources.{}': every<NonNullable<DashboardSummary['ftp']>['source']>({
    manual: true,
    test: true,
    estimate: true,
    answers: true,
  }),
  'dashboard:stats.ftpHints.{}': every<NonNullable<DashboardSummary['ftp']>['source']>({
    manual: true,
    test: true,
    estimate: true,
    answers: true,
  }),
  'progress:fitness.terms.{}.short': fitnessTerms,
  'progress:fitness.terms.{}.name': fitnessTerms,
  'progress:fitness.terms.{}.text': fitnessTerms,
  'progress:fitness.states.{}': tsbStates,
  'progress:ftp.sources.{}': every<(typeof FTP_SOURCES)[number]>({
    manual: true,
    test: true,
    estimate: true,
  }),
  // features/progress/components/ftp-history-list.tsx: its KNOWN_REASONS, anything else is 'other'.
  'progress:ftp.reasons.{}': [...KNOWN_REASONS, 'other'],
  'progress:ranges.{}': every<(typeof FITNESS_RANGES)[number]>({ '90d': true, year: true, all: true }),
  'progress:curveRanges.{}': every<(typeof POWER_CURVE_RANGES)[number]>({
    '90d': true,
    year: true,
    all: true,
  }),
  'common:rideNames.ride.{}': every<DayPart>({
    morning: true,
    lunch: true,
    afternoon: true,
    evening: true,
    night: true,
  }),
  'common:rideNames.activity.{}': every<DayPart>({
    morning: true,
    lunch: true,
    afternoon: true,
    evening: true,
    night: true,
  }),
  'activities:metrics.{}.label': metrics,
  'activities:metrics.{}.hint': metrics,
  'activities:upload.status.{}': ['queued', 'uploading', 'created', 'duplicate', 'rejected', 'failed'],
  'activities:zones.names.{}': ZONE_KEYS,
  'activities:charts.channels.{}': every<ChartChannel>({
    power: true,
    heartRate: true,
    cadence: true,
    speed: true,
    altitude: true,
    wPrimeBalance: true,
  }),
  'activities:columns.{}': columns,
  'activities:wbal.fallback.{}': every<(typeof W_PRIME_FALLBACK_REASONS)[number]>({
    too_few_efforts: true,
    poor_fit: true,
    w_prime_out_of_range: true,
    below_ftp: true,
  }),
  'activities:ftpEvidence.suggestion.{}': every<
    NonNullable<NonNullable<ActivityDetail['ftpEvidence']>['suggestion']>['status']
  >({ pending: true, accepted: true, dismissed: true }),
  // too_old is worded by common:ftpAge.tooOld, which the dashboard says too (one wording of the 90-day rule)
  'activities:ftpEvidence.reasons.{}': every<Exclude<(typeof FTP_NO_SUGGESTION_REASONS)[number], 'too_old'>>({
    not_cycling: true,
    no_power: true,
    too_short: true,
    not_above_ftp: true,
    another_suggestion: true,
  }),
  'activities:ftpTest.protocols.{}.name': ftpTestProtocols,
  'activities:ftpTest.protocols.{}.rule': ftpTestProtocols,
  'activities:ftpTest.protocols.{}.effort': ftpTestProtocols,
  'activities:ftpTest.unavailable.{}': every<(typeof FTP_TEST_UNAVAILABLE)[number]>({
    no_power: true,
    not_cycling: true,
    too_short: true,
  }),
  'workouts:families.{}': every<WorkoutFamily>({
    recovery: true,
    endurance: true,
    tempo: true,
    sweetSpot: true,
    threshold: true,
    overUnders: true,
    vo2max: true,
    anaerobic: true,
    sprint: true,
    ftpTest: true,
  }),
  'workouts:tabs.{}': every<WorkoutTab>({ library: true, mine: true, strength: true }),
  'workouts:filters.durations.{}': every<DurationBucket>({
    short: true,
    medium: true,
    long: true,
    veryLong: true,
  }),
  'workouts:filters.levels.{}': every<LevelBucket>({ easy: true, moderate: true, hard: true }),
  'workouts:filters.settings.{}': every<SettingFilter>({ all: true, indoor: true, outdoor: true }),
  'workouts:settingBadge.{}': every<(typeof WORKOUT_SETTINGS)[number]>({
    indoor: true,
    outdoor: true,
    any: true,
  }),
  'workouts:intensity.{}': every<IntensityClass>({
    warmup: true,
    active: true,
    interval: true,
    recovery: true,
    cooldown: true,
    rest: true,
  }),
  'workouts:targets.{}': every<PowerTarget['type']>({ range: true, ramp: true, free: true, max: true }),
  'workouts:zones.{}': [...WORKOUT_ZONE_KEYS],
  'workouts:ftpTest.efforts.{}': ftpTestProtocols,
  'workouts:downloads.{}': every<WorkoutDownloadFormat>({
    fit: true,
    zwo: true,
    erg: true,
    mrc: true,
    txt: true,
  }),
  'workouts:strength.focus.{}': every<StrengthFocus>({
    core: true,
    singleLeg: true,
    hinge: true,
    mobility: true,
    fullBody: true,
  }),
  'workouts:strength.settings.{}': every<(typeof STRENGTH_SETTINGS)[number]>({ bodyweight: true, gym: true }),
  'workouts:strength.rpeLevels.{}': [...RPE_POINTS],
  'activities:ftpTest.recognized.{}': every<NonNullable<ActivityDetail['recognizedFtpTest']>['evidence']>({
    planned: true,
    workout_name: true,
    power_shape: true,
  }),
};
