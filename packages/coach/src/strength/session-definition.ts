import type { Localized } from '../workout/types.ts';
import type { ExerciseKey } from './exercises.ts';
import type { StrengthFocus, StrengthSetting } from './types.ts';

/** `[exercise, sets, reps or "40s" hold, rest s, "perSide"?]` */
export type Prescription = readonly [ExerciseKey, number, number | `${number}s`, number, 'perSide'?];

/** A session as the library declares it: texts, planned minutes, intended RPE and its prescription table. */
export interface SessionDefinition {
  readonly id: string;
  readonly focus: StrengthFocus;
  readonly setting: StrengthSetting;
  readonly minutes: number;
  readonly rpe: number;
  readonly name: Localized;
  readonly description: Localized;
  readonly purpose: Localized;
  readonly exercises: readonly Prescription[];
}

export const l = (en: string, pt: string, es: string): Localized => ({ en, pt, es });
