import { workoutDurationS } from '../workout/target-series.ts';
import type { LibraryWorkout, Localized, WorkoutFamily, WorkoutSetting } from '../workout/types.ts';
import { endurance, type LNode } from './steps.ts';

/** Shortest endurance fill worth a step of its own; a table row that leaves less must be fixed, not padded. */
const MIN_FILL_S = 180;

export interface WorkoutDefinition {
  readonly id: string;
  readonly family: WorkoutFamily;
  readonly level: number;
  readonly setting: WorkoutSetting;
  readonly ftpTest?: LibraryWorkout['ftpTest'];
  readonly name: Localized;
  readonly description: Localized;
  readonly purpose: Localized;
  /** The session's planned length; what warm-up, main set and cool-down leave is ridden as endurance. */
  readonly totalMin: number;
  readonly warmup: readonly LNode[];
  readonly main: readonly LNode[];
  readonly cooldown: readonly LNode[];
  /** Band of the endurance fill before the cool-down (default 60–70 % FTP). */
  readonly fill?: { readonly lowPct: number; readonly highPct: number };
}

/**
 * A library workout from its parts: warm-up, main set, endurance fill up to `totalMin`, cool-down. Throws at
 * module load (so every test fails loudly) when a row does not fit its planned length or leaves a sliver.
 */
export function buildWorkout(def: WorkoutDefinition): LibraryWorkout {
  const totalS = def.totalMin * 60;
  const fillS =
    totalS - workoutDurationS(def.warmup) - workoutDurationS(def.main) - workoutDurationS(def.cooldown);
  if (fillS < 0 || (fillS > 0 && fillS < MIN_FILL_S))
    throw new Error(
      `${def.id}: parts leave ${fillS} s of its ${def.totalMin} min (need 0 or ≥ ${MIN_FILL_S} s)`,
    );
  const fill = fillS > 0 ? [endurance(fillS, def.fill?.lowPct, def.fill?.highPct)] : [];
  return {
    id: def.id,
    family: def.family,
    level: def.level,
    setting: def.setting,
    ...(def.ftpTest ? { ftpTest: def.ftpTest } : {}),
    name: def.name,
    description: def.description,
    purpose: def.purpose,
    steps: [...def.warmup, ...def.main, ...fill, ...def.cooldown],
  };
}
