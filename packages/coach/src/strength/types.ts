import type { Localized } from '../workout/types.ts';

/** Strength and mobility for cyclists: what each session mainly trains. */
export const STRENGTH_FOCUSES = ['core', 'singleLeg', 'hinge', 'mobility', 'fullBody'] as const;
export type StrengthFocus = (typeof STRENGTH_FOCUSES)[number];

/** Bodyweight sessions need no equipment; gym sessions need weights (dumbbells, kettlebell, barbell). */
export type StrengthSetting = 'bodyweight' | 'gym';

export interface StrengthExercise<T = string> {
  readonly name: T;
  readonly sets: number;
  /** Repetitions per set (per side when `perSide`), or `null` when the set is held for `holdS`. */
  readonly reps: number | null;
  readonly holdS?: number;
  readonly perSide?: boolean;
  /** Rest after each set, seconds. */
  readonly restS: number;
  /** How to do it well, in one or two sentences. */
  readonly cue: T;
}

/**
 * A strength session of the library. Its training load is estimated as session-RPE
 * (Foster 2001: duration in minutes × RPE on the CR-10 scale), scaled to TSS units — see `strength-load.ts`.
 */
export interface StrengthSession<T = Localized> {
  readonly id: string;
  readonly focus: StrengthFocus;
  readonly setting: StrengthSetting;
  readonly name: T;
  readonly description: T;
  readonly purpose: T;
  /** Planned duration, seconds, warm-up included. */
  readonly durationS: number;
  /** Intended session RPE, 1–10 (CR-10). */
  readonly rpe: number;
  readonly exercises: readonly StrengthExercise<T>[];
}
