import type { IntensityClass, Workout, WorkoutSetting } from '@domestique/coach';
import { Encoder, type Mesg } from '@garmin/fitsdk';
import { type FitPlanStep, planFitSteps } from './fit-workout-plan.ts';
import { WorkoutFileError } from './workout-errors.ts';

/** FIT profile numbers, written raw: the SDK encoder ignores sub-fields and throws on a misspelt enum string. */
export const FIT_MESG = { FILE_ID: 0, WORKOUT: 26, WORKOUT_STEP: 27 } as const;
export const FIT_FILE_TYPE_WORKOUT = 5;
const MANUFACTURER_DEVELOPMENT = 255;
const SPORT_CYCLING = 2;
const SUB_SPORT = { indoor: 6, road: 7 } as const;
export const FIT_DURATION = { TIME: 0, OPEN: 5, REPEAT_UNTIL_STEPS_CMPLT: 6 } as const;
export const FIT_TARGET = { OPEN: 2, CADENCE: 3, POWER: 4 } as const;
/** Custom power values above this are watts + 1000; at or below, % FTP (profile type `workout_power`). */
export const FIT_WATTS_OFFSET = 1000;
export const FIT_INTENSITY: Record<IntensityClass, number> = {
  active: 0,
  rest: 1,
  warmup: 2,
  cooldown: 3,
  recovery: 4,
  interval: 5,
};

/**
 * Half-width of the band given to a single-value target (% FTP): Edge units show one watt and nag at every
 * deviation when low = high (integrations.md [I10]), so 88 % becomes 86–90 % (215–225 W at 250 W FTP). The centre
 * is kept, so the device's ERG target does not move.
 */
export const SINGLE_TARGET_HALF_BAND_PCT = 2;
/** Same for a single cadence: 90 rpm becomes 88–92 rpm. */
export const SINGLE_CADENCE_HALF_BAND_RPM = 2;

export interface FitWorkoutOptions {
  /** The rider's FTP: targets are written in watts (value + 1000) for it. Required when `power` is 'watts'. */
  readonly ftpW?: number;
  /** 'watts' (default when `ftpW` is given): bands in the rider's watts; 'percent': % FTP, the device applies its FTP. */
  readonly power?: 'watts' | 'percent';
  /** indoor → sub_sport indoor_cycling (6); outdoor or any → road (7). Default: any. */
  readonly setting?: WorkoutSetting;
  /** file_id.time_created; default now. With the workout's content it makes the file_id tuple unique. */
  readonly createdAt?: Date;
}

/** FIT strings are at most 255 bytes with their NUL; devices show far fewer characters anyway. */
function fitString(text: string | undefined, maxBytes: number): string | undefined {
  if (!text) return undefined;
  const encoder = new TextEncoder();
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out || undefined;
}

/** FNV-1a of the workout's JSON: a serial number that differs between workouts and stays stable for one. */
function serialOf(workout: Workout): number {
  let hash = 0x811c9dc5;
  const text = JSON.stringify(workout);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

interface PowerUnits {
  /** %FTP → the FIT custom target value before the offset. */
  value(pct: number): number;
  /** Half-band in the same units. */
  halfBand: number;
  /** Added to every value: 1000 for watts, 0 for % FTP. */
  offset: number;
  /** Largest value before the offset: % FTP must stay ≤ 1000 or it would read as watts. */
  max: number;
}

function powerUnits(options: FitWorkoutOptions): PowerUnits {
  const mode = options.power ?? (options.ftpW ? 'watts' : 'percent');
  if (mode === 'percent') {
    return { value: (pct) => pct, halfBand: SINGLE_TARGET_HALF_BAND_PCT, offset: 0, max: FIT_WATTS_OFFSET };
  }
  const ftp = options.ftpW;
  if (!ftp || !Number.isFinite(ftp) || ftp <= 0) throw new WorkoutFileError('ftp_required', 'FIT in watts');
  return {
    value: (pct) => (pct * ftp) / 100,
    halfBand: (SINGLE_TARGET_HALF_BAND_PCT * ftp) / 100,
    offset: FIT_WATTS_OFFSET,
    max: 100_000,
  };
}

/** A band in device units, never low = high: a single value (after rounding) is widened around its centre. */
function band(low: number, high: number, halfBand: number, max = Number.POSITIVE_INFINITY): [number, number] {
  let lo = Math.max(0, Math.round(low));
  let hi = Math.round(high);
  if (hi <= lo) {
    const centre = (low + high) / 2;
    lo = Math.max(0, Math.round(centre - halfBand));
    hi = Math.max(lo + 1, Math.round(centre + halfBand));
  }
  return [Math.min(lo, max - 1), Math.min(hi, max)];
}

function stepMessage(step: FitPlanStep, index: number, units: PowerUnits): Mesg {
  if (step.kind === 'repeat') {
    return {
      messageIndex: index,
      durationType: FIT_DURATION.REPEAT_UNTIL_STEPS_CMPLT,
      durationValue: step.fromIndex,
      targetType: FIT_TARGET.OPEN,
      targetValue: step.count,
    } as Mesg;
  }
  const fields: Record<string, unknown> = {
    messageIndex: index,
    intensity: FIT_INTENSITY[step.intensity],
    durationType: step.durationS === null ? FIT_DURATION.OPEN : FIT_DURATION.TIME,
    durationValue: step.durationS === null ? 0 : step.durationS * 1000,
  };
  const name = fitString(step.name, 100);
  if (name) fields.wktStepName = name;
  const notes = fitString(step.notes, 250);
  if (notes) fields.notes = notes;
  const cadence = step.cadence
    ? band(step.cadence.lowRpm, step.cadence.highRpm, SINGLE_CADENCE_HALF_BAND_RPM)
    : null;
  if (step.power) {
    const low = units.value(step.power.lowPct);
    const [lo, hi] = band(low, units.value(step.power.highPct), units.halfBand, units.max);
    Object.assign(fields, {
      targetType: FIT_TARGET.POWER,
      targetValue: 0,
      customTargetValueLow: lo + units.offset,
      customTargetValueHigh: hi + units.offset,
    });
    if (cadence) {
      Object.assign(fields, {
        secondaryTargetType: FIT_TARGET.CADENCE,
        secondaryTargetValue: 0,
        secondaryCustomTargetValueLow: cadence[0],
        secondaryCustomTargetValueHigh: cadence[1],
      });
    }
  } else if (cadence) {
    Object.assign(fields, {
      targetType: FIT_TARGET.CADENCE,
      targetValue: 0,
      customTargetValueLow: cadence[0],
      customTargetValueHigh: cadence[1],
    });
  } else {
    Object.assign(fields, { targetType: FIT_TARGET.OPEN, targetValue: 0 });
  }
  return fields as Mesg;
}

/**
 * Encodes a workout as a FIT workout file (FIT SDK "workout" file type; coaching.md §4): `file_id` (type workout,
 * manufacturer development, serial from the content), `workout` (cycling, sub_sport, name, description,
 * num_valid_steps counting repeat steps) and `workout_step`s with raw main fields — durations in milliseconds or
 * open, power as a custom band in watts + 1000 or % FTP, cadence as a secondary target, one level of repeat steps,
 * ramps as stairs and at most {@link FIT_MAX_STEPS} steps (see `planFitSteps`).
 */
export function encodeFitWorkout(workout: Workout, options: FitWorkoutOptions = {}): Uint8Array {
  if (workout.steps.length === 0) throw new WorkoutFileError('no_steps');
  const units = powerUnits(options);
  const steps = planFitSteps(workout);
  const encoder = new Encoder();
  encoder.onMesg(FIT_MESG.FILE_ID, {
    type: FIT_FILE_TYPE_WORKOUT,
    manufacturer: MANUFACTURER_DEVELOPMENT,
    product: 0,
    serialNumber: serialOf(workout),
    timeCreated: options.createdAt ?? new Date(),
  } as Mesg);
  const workoutFields: Record<string, unknown> = {
    sport: SPORT_CYCLING,
    subSport: options.setting === 'indoor' ? SUB_SPORT.indoor : SUB_SPORT.road,
    numValidSteps: steps.length,
  };
  const name = fitString(workout.name, 100);
  if (name) workoutFields.wktName = name;
  const description = fitString(workout.description, 250);
  if (description) workoutFields.wktDescription = description;
  encoder.onMesg(FIT_MESG.WORKOUT, workoutFields as Mesg);
  steps.forEach((step, index) => {
    encoder.onMesg(FIT_MESG.WORKOUT_STEP, stepMessage(step, index, units));
  });
  return encoder.close();
}
