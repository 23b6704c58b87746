import type { CadenceTarget, IntensityClass, PowerTarget, WorkoutNode, WorkoutStep } from '@domestique/coach';
import { Decoder, type DecoderOptions, Stream } from '@garmin/fitsdk';
import {
  FIT_DURATION,
  FIT_FILE_TYPE_WORKOUT,
  FIT_INTENSITY,
  FIT_TARGET,
  FIT_WATTS_OFFSET,
} from './fit-workout-encode.ts';
import { WORKOUT_FILE_LIMITS, WorkoutFileError } from './workout-errors.ts';
import {
  checkedCount,
  checkedPct,
  cleanText,
  definedOnly,
  finishImport,
  type ImportedWorkout,
  inferIntensity,
  repeatOf,
  TEXT_LIMITS,
  type WorkoutReadOptions,
  zoneTarget,
} from './workout-tree.ts';
import type { WorkoutWarning } from './workout-warnings.ts';

type Loose = Record<string, unknown>;

const RAW: DecoderOptions = {
  applyScaleAndOffset: true,
  expandComponents: false,
  expandSubFields: false,
  convertTypesToStrings: false,
  convertDateTimesToDates: false,
  mergeHeartRates: false,
};

const SPORTS_ACCEPTED = new Set([0, 2]); // generic, cycling
const DURATION_TIME_ONLY = 31;
/** repeat_until_time … repeat_until_power_greater_than, …_last_lap…, repeat_until_training_peaks_tss. */
const CONDITIONAL_REPEATS = new Set([7, 8, 9, 10, 11, 12, 13, 17, 18, 27]);
const POWER_TARGETS = new Set([FIT_TARGET.POWER, 7, 8, 9, 10]); // power, power_3s, power_10s, power_30s, power_lap
const INTENSITY_BY_NUMBER = new Map(
  Object.entries(FIT_INTENSITY).map(([name, n]) => [n, name as IntensityClass]),
);

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

interface StepContext {
  readonly ftpW: number | undefined;
  openDurations: number;
  droppedTargets: number;
}

function customPct(value: number, context: StepContext, where: string): number {
  if (value <= FIT_WATTS_OFFSET) return checkedPct(value, where);
  if (!context.ftpW) throw new WorkoutFileError('ftp_required', `${where}: ${value - FIT_WATTS_OFFSET} W`);
  return checkedPct(((value - FIT_WATTS_OFFSET) / context.ftpW) * 100, where);
}

function powerTarget(mesg: Loose, context: StepContext, where: string): PowerTarget {
  const zone = num(mesg.targetValue) ?? 0;
  if (zone !== 0) return zoneTarget(zone, where);
  const low = customPct(num(mesg.customTargetValueLow) ?? Number.NaN, context, where);
  const high = customPct(num(mesg.customTargetValueHigh) ?? low, context, where);
  return { type: 'range', lowPct: Math.min(low, high), highPct: Math.max(low, high) };
}

function cadenceBand(low: unknown, high: unknown): CadenceTarget | undefined {
  const lo = num(low);
  const hi = num(high) ?? lo;
  if (lo === undefined || hi === undefined || lo <= 0 || hi > 250) return undefined;
  return { lowRpm: Math.min(lo, hi), highRpm: Math.max(lo, hi) };
}

function decodeStep(mesg: Loose, context: StepContext, where: string): WorkoutStep | null {
  const durationType = num(mesg.durationType);
  let durationS: number | null = null;
  if (durationType === FIT_DURATION.TIME || durationType === DURATION_TIME_ONLY) {
    const ms = num(mesg.durationValue) ?? Number.NaN;
    if (!Number.isFinite(ms) || ms > WORKOUT_FILE_LIMITS.durationS * 1000) {
      throw new WorkoutFileError(Number.isFinite(ms) ? 'too_complex' : 'invalid_value', `${where}: ${ms} ms`);
    }
    durationS = Math.round(ms / 1000);
    if (durationS === 0) return null;
  } else if (durationType !== FIT_DURATION.OPEN) context.openDurations++;

  const targetType = num(mesg.targetType);
  let target: PowerTarget = { type: 'free' };
  let cadence: CadenceTarget | undefined;
  if (targetType !== undefined && POWER_TARGETS.has(targetType)) target = powerTarget(mesg, context, where);
  else if (targetType === FIT_TARGET.CADENCE)
    cadence = cadenceBand(mesg.customTargetValueLow, mesg.customTargetValueHigh);
  else if (targetType !== undefined && targetType !== FIT_TARGET.OPEN) context.droppedTargets++;
  if (num(mesg.secondaryTargetType) === FIT_TARGET.CADENCE && !cadence) {
    cadence = cadenceBand(mesg.secondaryCustomTargetValueLow, mesg.secondaryCustomTargetValueHigh);
  }
  const label = cleanText(str(mesg.wktStepName) ?? '', TEXT_LIMITS.label);
  const notes = cleanText(str(mesg.notes) ?? '', TEXT_LIMITS.cue);
  const intensity = INTENSITY_BY_NUMBER.get(num(mesg.intensity) ?? -1);
  return definedOnly({
    kind: 'step' as const,
    durationS,
    target,
    cadence,
    // Resolved after all steps are known (first/last position) when the file does not say.
    intensity: intensity ?? ('' as IntensityClass),
    label: label || undefined,
    cues: notes ? [{ offsetS: 0, text: notes }] : undefined,
  });
}

/** Gives every step the file left without an intensity one inferred from its power and position. */
function fillIntensities(nodes: WorkoutNode[]): WorkoutNode[] {
  const last = nodes.length - 1;
  return nodes.map((node, i) => {
    if (node.kind === 'repeat') return repeatOf(node.count, fillIntensities([...node.steps]));
    if (node.intensity) return node;
    const position = i === 0 ? 'first' : i === last ? 'last' : 'middle';
    return { ...node, intensity: inferIntensity(node.target, position) };
  });
}

function readMessages(bytes: Uint8Array): Record<string, Loose[] | undefined> {
  if (bytes.length === 0) throw new WorkoutFileError('empty');
  if (bytes.length > WORKOUT_FILE_LIMITS.bytes)
    throw new WorkoutFileError('too_large', `${bytes.length} bytes`);
  try {
    const decoder = new Decoder(Stream.fromByteArray(bytes));
    if (!decoder.isFIT()) throw new WorkoutFileError('unsupported_format', 'no FIT header');
    if (!decoder.checkIntegrity()) throw new WorkoutFileError('corrupt', 'FIT integrity check failed');
    const { messages, errors } = decoder.read(RAW);
    if (errors.length > 0) throw new WorkoutFileError('corrupt', String(errors[0]));
    return messages as unknown as Record<string, Loose[] | undefined>;
  } catch (error) {
    if (error instanceof WorkoutFileError) throw error;
    throw new WorkoutFileError('corrupt', error instanceof Error ? error.message : String(error));
  }
}

/**
 * Reads a FIT workout file (our own exports and other apps'): `workout_step`s in message-index order, repeat steps
 * (repeat_until_steps_cmplt) folded back into repeats — nested ones too. Time durations are milliseconds; open,
 * distance, heart-rate, calorie and power durations become open steps (lap button, warned). Power: a custom band
 * (≤ 1000 % FTP, > 1000 watts + 1000, converted with `ftpW`), a power zone (Coggan's band; zone 7 is all-out) or
 * open (free ride); cadence as primary or secondary target. Throws only WorkoutFileError.
 */
export function decodeFitWorkout(bytes: Uint8Array, options: WorkoutReadOptions = {}): ImportedWorkout {
  const messages = readMessages(bytes);
  const fileType = num(messages.fileIdMesgs?.[0]?.type);
  if (fileType !== undefined && fileType !== FIT_FILE_TYPE_WORKOUT) {
    throw new WorkoutFileError('not_workout', `file_id.type ${fileType}`);
  }
  const header = messages.workoutMesgs?.[0];
  const stepMesgs = messages.workoutStepMesgs ?? [];
  if (!header && stepMesgs.length === 0) throw new WorkoutFileError('not_workout', 'no workout messages');
  const sport = num(header?.sport);
  if (sport !== undefined && !SPORTS_ACCEPTED.has(sport))
    throw new WorkoutFileError('not_cycling', `sport ${sport}`);

  const context: StepContext = { ftpW: options.ftpW, openDurations: 0, droppedTargets: 0 };
  /** Top-level items with the FIT index of their first step, so a repeat can find where its block starts. */
  const items: { index: number; node: WorkoutNode }[] = [];
  stepMesgs.forEach((mesg, position) => {
    // message_index carries flags in its top bits (0x8000 = selected); the index is the low 12 bits.
    const index = (num(mesg.messageIndex) ?? position) & 0x0fff;
    const where = `workout_step ${index}`;
    const durationType = num(mesg.durationType);
    if (
      durationType === FIT_DURATION.REPEAT_UNTIL_STEPS_CMPLT ||
      CONDITIONAL_REPEATS.has(durationType ?? -1)
    ) {
      const from = num(mesg.durationValue) ?? Number.NaN;
      const start = items.findIndex((item) => item.index >= from);
      if (!(from <= index) || start < 0)
        throw new WorkoutFileError('corrupt', `${where}: repeat from ${from}`);
      const body = items.splice(start).map((item) => item.node);
      // A conditional repeat (until a time, heart rate…) has no count we can model: its block is kept once.
      const count =
        durationType === FIT_DURATION.REPEAT_UNTIL_STEPS_CMPLT
          ? checkedCount(num(mesg.targetValue) ?? 0, where)
          : 1;
      const index0 = Math.min(from, index);
      if (count === 1) for (const node of body) items.push({ index: index0, node });
      else items.push({ index: index0, node: repeatOf(count, body) });
      return;
    }
    const step = decodeStep(mesg, context, where);
    if (step) items.push({ index, node: step });
  });
  const steps = fillIntensities(items.map((item) => item.node));
  const warnings: WorkoutWarning[] = [];
  if (context.openDurations > 0) warnings.push({ code: 'durations_made_open', value: context.openDurations });
  if (context.droppedTargets > 0) warnings.push({ code: 'targets_dropped', value: context.droppedTargets });
  return finishImport(
    'fit',
    {
      name: cleanText(str(header?.wktName) ?? '') || options.fallbackName || '',
      description: cleanText(str(header?.wktDescription) ?? ''),
      steps,
    },
    warnings,
  );
}
