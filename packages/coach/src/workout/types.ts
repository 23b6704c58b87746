/**
 * The structured workout model shared by the library, the builder, the plan and every file codec.
 *
 * Power is expressed in **percent of FTP** (88 = 88 % FTP), as riders and coaches write it; the rider's watts are
 * derived for a given FTP and never stored. Durations are whole seconds. A workout is a tree: steps and repeats,
 * and repeats may nest (a codec that cannot nest, such as intervals.icu text, flattens the inner ones).
 *
 * Texts are generic: the library declares them in every language (`Localized`), a rider's own workout holds plain
 * strings. `localizeWorkout` (library/) turns the first into the second for one language.
 */

/** What a step is for; maps 1:1 to FIT `intensity` and to Garmin's Training API values. */
export const INTENSITY_CLASSES = ['warmup', 'active', 'interval', 'recovery', 'cooldown', 'rest'] as const;
export type IntensityClass = (typeof INTENSITY_CLASSES)[number];

/** Languages every library text exists in. */
export const COACH_LANGUAGES = ['en', 'pt', 'es'] as const;
export type CoachLanguage = (typeof COACH_LANGUAGES)[number];
export type Localized = Readonly<Record<CoachLanguage, string>>;

/**
 * A step's power target.
 * - `range`: hold between `lowPct` and `highPct` of FTP (low ≤ high; low = high is a single value, which codecs
 *   that need a band widen — Garmin Edge shows a single watt otherwise).
 * - `ramp`: from `fromPct` to `toPct` linearly over the step (either direction: a cool-down ramps down).
 * - `free`: no target (Zwift FreeRide); load is estimated at `FREE_RIDE_ASSUMED_PCT` and labelled as such.
 * - `max`: all-out (Zwift MaxEffort, sprints); load is estimated at `MAX_EFFORT_ASSUMED_PCT`, labelled likewise.
 */
export type PowerTarget =
  | { readonly type: 'range'; readonly lowPct: number; readonly highPct: number }
  | { readonly type: 'ramp'; readonly fromPct: number; readonly toPct: number }
  | { readonly type: 'free' }
  | { readonly type: 'max' };

/** Cadence band in rpm (low ≤ high). */
export interface CadenceTarget {
  readonly lowRpm: number;
  readonly highRpm: number;
}

/** A text shown to the rider `offsetS` seconds after its step starts, for `durationS` seconds (default 10). */
export interface Cue<T = string> {
  readonly offsetS: number;
  readonly text: T;
  readonly durationS?: number;
}

export interface WorkoutStep<T = string> {
  readonly kind: 'step';
  /** Seconds, a positive integer; `null` = open: the step ends when the rider presses the lap button. */
  readonly durationS: number | null;
  readonly target: PowerTarget;
  readonly cadence?: CadenceTarget;
  readonly intensity: IntensityClass;
  /** Short label shown on the device for this step ("Sweet spot 2/3"). */
  readonly label?: T;
  readonly cues?: readonly Cue<T>[];
  /**
   * The effort a test is scored on, so the app that scores it still does: `ftpTest` is Zwift's `ftptest="1"` (the
   * free ride of its FTP tests, from which Zwift computes the FTP), `rampTest` its `ramptest="1"` (the steps of its
   * ramp test). Kept through import, edits and export; other formats have no such mark and leave it out.
   */
  readonly scored?: ScoredEffort;
}

/** What a test step is scored as (Zwift's `ftptest` / `ramptest` flags, see {@link WorkoutStep.scored}). */
export const SCORED_EFFORTS = ['ftpTest', 'rampTest'] as const;
export type ScoredEffort = (typeof SCORED_EFFORTS)[number];

export interface WorkoutRepeat<T = string> {
  readonly kind: 'repeat';
  /** How many times `steps` run, an integer ≥ 1. */
  readonly count: number;
  readonly steps: readonly WorkoutNode<T>[];
}

export type WorkoutNode<T = string> = WorkoutStep<T> | WorkoutRepeat<T>;

/** Energy-system families of the library, easiest to hardest. */
export const WORKOUT_FAMILIES = [
  'recovery',
  'endurance',
  'tempo',
  'sweetSpot',
  'threshold',
  'overUnders',
  'vo2max',
  'anaerobic',
  'sprint',
  'ftpTest',
] as const;
export type WorkoutFamily = (typeof WORKOUT_FAMILIES)[number];

/** Where a workout can be ridden: `indoor` needs ERG-style control (short, exact steps), `any` suits both. */
export type WorkoutSetting = 'indoor' | 'outdoor' | 'any';

/** A cycling workout: what a rider rides, a device shows and a codec writes. */
export interface Workout<T = string> {
  readonly name: T;
  /** One or two sentences: what the session is. */
  readonly description: T;
  /** "Why this session": the adaptation it trains, in plain words. */
  readonly purpose?: T;
  readonly steps: readonly WorkoutNode<T>[];
}

/**
 * A workout of the library: stable id, family, progression level (1.0 easiest … 10.0 hardest within the family)
 * and where it suits. Ids are stable forever: plans, ride matches and rider bookmarks refer to them.
 */
export interface LibraryWorkout extends Workout<Localized> {
  readonly id: string;
  readonly family: WorkoutFamily;
  /** 1.0–10.0, one decimal. */
  readonly level: number;
  readonly setting: WorkoutSetting;
  /** Set for FTP tests: the protocol `@domestique/science` computes the FTP with. */
  readonly ftpTest?: 'ramp' | '20min' | '8min';
  /** Set for a race opener: planned only the day or two before an A event, never as an easy ride. */
  readonly opener?: true;
}

/** Derived numbers of a workout for one FTP (see `derive-workout.ts`). */
export interface WorkoutMetrics {
  /** Seconds, open steps counted at `OPEN_STEP_ASSUMED_S`. */
  readonly durationS: number;
  /** True when some load or duration is an assumption (open step, free ride, max effort): label it an estimate. */
  readonly estimated: boolean;
  readonly normalizedPowerW: number;
  readonly intensityFactor: number;
  readonly tss: number;
  readonly workKj: number;
  /** Seconds in each Coggan power zone Z1…Z7 (`COGGAN_POWER_ZONES` of science). */
  readonly timeInZonesS: readonly number[];
}
