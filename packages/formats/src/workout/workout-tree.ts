import {
  expandRepeats,
  FREE_RIDE_ASSUMED_PCT,
  type IntensityClass,
  MAX_EFFORT_ASSUMED_PCT,
  type PowerTarget,
  stepDurationS,
  validateWorkout,
  WORKOUT_LIMITS,
  type Workout,
  type WorkoutNode,
  type WorkoutRepeat,
  type WorkoutStep,
  workoutDurationS,
} from '@domestique/coach';
import { COGGAN_POWER_ZONES } from '@domestique/science';
import { WORKOUT_FILE_LIMITS, WorkoutFileError } from './workout-errors.ts';
import type { WorkoutFileMeta } from './workout-meta.ts';
import type { WorkoutWarning } from './workout-warnings.ts';

/**
 * Where a file cannot say what the model says (an open step in ZWO/ERG/MRC, free ride or max effort in ERG/MRC),
 * writers use the coach's own load assumptions (`OPEN_STEP_ASSUMED_S`, `FREE_RIDE_ASSUMED_PCT`,
 * `MAX_EFFORT_ASSUMED_PCT` of `@domestique/coach`), so a converted file keeps the duration and load the coach shows.
 */
export { FREE_RIDE_ASSUMED_PCT, MAX_EFFORT_ASSUMED_PCT, OPEN_STEP_ASSUMED_S } from '@domestique/coach';

/** Longest texts a read workout keeps: the model's own limits (`WORKOUT_LIMITS` of the coach). */
export const TEXT_LIMITS = {
  name: WORKOUT_LIMITS.maxNameLength,
  description: WORKOUT_LIMITS.maxTextLength,
  label: WORKOUT_LIMITS.maxLabelLength,
  cue: WORKOUT_LIMITS.maxCueLength,
} as const;

/** The formats this package reads and writes workouts in (`txt` = intervals.icu workout text). */
export const WORKOUT_FILE_FORMATS = ['fit', 'zwo', 'erg', 'mrc', 'txt'] as const;
export type WorkoutFileFormat = (typeof WORKOUT_FILE_FORMATS)[number];

/** What every reader returns: the workout in the shared model plus what the rider should know about it. */
export interface ImportedWorkout {
  readonly format: WorkoutFileFormat;
  readonly workout: Workout;
  readonly warnings: readonly WorkoutWarning[];
  /** What the file says about itself (ZWO author, category, tags…): `{}` when nothing, to be written back on export. */
  readonly meta: WorkoutFileMeta;
}

export interface WorkoutReadOptions {
  /** The rider's FTP in watts: converts watt targets (ERG without an FTP line, FIT watts, ZWO ftpOverride). */
  readonly ftpW?: number;
  /** Name used when the file has none (usually the file name without its extension). */
  readonly fallbackName?: string;
}

/** A step's duration for writers that cannot leave a step open (ZWO, ERG, MRC): the coach's assumption. */
export const stepSeconds: (step: WorkoutStep) => number = stepDurationS;

/** Every step in riding order, repeats expanded (nested ones too). */
export const expandSteps: (nodes: readonly WorkoutNode[]) => WorkoutStep[] = expandRepeats;

/**
 * One level of repeats, for codecs that cannot nest (FIT as written by us, intervals.icu text): a repeat inside a
 * repeat is expanded into its parent's body, and a repeat of one is replaced by its steps.
 */
export function unnestRepeats(nodes: readonly WorkoutNode[]): WorkoutNode[] {
  const out: WorkoutNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'step') out.push(node);
    else if (node.count === 1) out.push(...unnestRepeats(node.steps));
    else out.push({ kind: 'repeat', count: node.count, steps: expandSteps(node.steps) });
  }
  return out;
}

/** Total seconds, open steps counted at `OPEN_STEP_ASSUMED_S`. */
export const totalSeconds: (nodes: readonly WorkoutNode[]) => number = workoutDurationS;

/** The single %FTP a device holds for a target over its whole step: band centre, ramp mean, or the assumption. */
export function meanTargetPct(target: PowerTarget): number {
  switch (target.type) {
    case 'range':
      return (target.lowPct + target.highPct) / 2;
    case 'ramp':
      return (target.fromPct + target.toPct) / 2;
    case 'free':
      return FREE_RIDE_ASSUMED_PCT;
    case 'max':
      return MAX_EFFORT_ASSUMED_PCT;
  }
}

/** %FTP to one decimal: finer than any device or file resolves, and free of float noise (0.55 × 100). */
export function roundPct(pct: number): number {
  return Math.round(pct * 10) / 10;
}

/**
 * Intensity class for files that do not state one (ZWO SteadyState, ERG/MRC, text): free ride is active riding and
 * max effort an interval; otherwise a low first step is a warm-up, a low last step a cool-down, and by %FTP:
 * recovery < 60, interval ≥ 106 (Coggan Z5 and above), active between.
 */
export function inferIntensity(target: PowerTarget, position: 'first' | 'last' | 'middle'): IntensityClass {
  if (target.type === 'free') return 'active';
  if (target.type === 'max') return 'interval';
  const pct = meanTargetPct(target);
  if (position === 'first' && pct <= 75) return 'warmup';
  if (position === 'last' && pct <= 75) return 'cooldown';
  if (pct < 60) return 'recovery';
  if (pct >= 106) return 'interval';
  return 'active';
}

/** Text as riders should see it: control characters and runs of white space made one space, trimmed, capped. */
export function cleanText(text: string, maxChars: number = WORKOUT_FILE_LIMITS.textChars): string {
  const clean = text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, maxChars).join('').trim();
}

/**
 * A %FTP value read from a file: finite and within 0–1000 % (FIT's own ceiling), else `invalid_value`. Values over
 * the model's 300 % are capped later, with a warning ({@link finishImport}).
 */
export function checkedPct(pct: number, where: string): number {
  if (!Number.isFinite(pct) || pct < 0 || pct > 1000) {
    throw new WorkoutFileError('invalid_value', `${where}: power ${pct} % FTP`);
  }
  return roundPct(pct);
}

/** Whole seconds read from a file: finite, ≥ 0 and within the 12-hour limit, else `invalid_value`/`too_complex`. */
export function checkedSeconds(seconds: number, where: string): number {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new WorkoutFileError('invalid_value', `${where}: duration ${seconds} s`);
  }
  if (seconds > WORKOUT_FILE_LIMITS.durationS) {
    throw new WorkoutFileError('too_complex', `${where}: duration ${seconds} s`);
  }
  return Math.round(seconds);
}

/** A repeat count read from a file: an integer 1…100, else `invalid_value`/`too_complex`. */
export function checkedCount(count: number, where: string): number {
  if (!Number.isFinite(count) || count < 1 || !Number.isInteger(count)) {
    throw new WorkoutFileError('invalid_value', `${where}: repeat count ${count}`);
  }
  if (count > WORKOUT_FILE_LIMITS.repeatCount) {
    throw new WorkoutFileError('too_complex', `${where}: repeat count ${count}`);
  }
  return count;
}

function expandedStepCount(nodes: readonly WorkoutNode[]): number {
  let n = 0;
  for (const node of nodes) n += node.kind === 'step' ? 1 : node.count * expandedStepCount(node.steps);
  return n;
}

/**
 * Size check of every reader before the rest: at least one step, at most {@link WORKOUT_FILE_LIMITS} expanded
 * steps and total duration (a small file can still expand to an absurd workout through repeats).
 */
export function checkImported(nodes: readonly WorkoutNode[]): void {
  if (nodes.length === 0) throw new WorkoutFileError('no_steps');
  const steps = expandedStepCount(nodes);
  if (steps > WORKOUT_FILE_LIMITS.expandedSteps) {
    throw new WorkoutFileError('too_complex', `${steps} steps once repeats are expanded`);
  }
  const seconds = totalSeconds(nodes);
  if (seconds > WORKOUT_FILE_LIMITS.durationS) {
    throw new WorkoutFileError('too_complex', `${seconds} s in total`);
  }
}

const capPct = (pct: number) => Math.min(pct, WORKOUT_LIMITS.maxPct);

/** Targets above the model's 300 % capped (steps counted), cadence bands outside 20–200 rpm dropped. */
function fitModel(nodes: readonly WorkoutNode[], capped: { n: number }): WorkoutNode[] {
  return nodes.map((node) => {
    if (node.kind === 'repeat') return repeatOf(node.count, fitModel(node.steps, capped));
    const t = node.target;
    const target: PowerTarget =
      t.type === 'range'
        ? { type: 'range', lowPct: capPct(t.lowPct), highPct: capPct(t.highPct) }
        : t.type === 'ramp'
          ? { type: 'ramp', fromPct: capPct(t.fromPct), toPct: capPct(t.toPct) }
          : t;
    if (JSON.stringify(target) !== JSON.stringify(t)) capped.n++;
    const c = node.cadence;
    const cadenceOk = !c || (c.lowRpm >= WORKOUT_LIMITS.minRpm && c.highRpm <= WORKOUT_LIMITS.maxRpm);
    const { cadence: _dropped, ...rest } = node;
    return cadenceOk ? { ...node, target } : { ...rest, target };
  });
}

/**
 * Last step of every reader: size limits ({@link checkImported}), targets over the model's 300 % FTP capped (warning
 * `targets_capped`), the name defaulted and capped, then the coach's own `validateWorkout` — so what a reader
 * returns is always a valid model workout, or a typed error.
 */
export function finishImport(
  format: WorkoutFileFormat,
  draft: Workout,
  warnings: readonly WorkoutWarning[],
  meta: WorkoutFileMeta = {},
): ImportedWorkout {
  checkImported(draft.steps);
  const capped = { n: 0 };
  const workout: Workout = {
    ...draft,
    name: cleanText(draft.name, TEXT_LIMITS.name) || 'Workout',
    description: cleanText(draft.description, TEXT_LIMITS.description),
    steps: fitModel(draft.steps, capped),
  };
  const problems = validateWorkout(workout);
  if (problems.length > 0) {
    const code = problems.some((p) => p.code === 'too_many_cues')
      ? 'too_many_cues'
      : problems.some(
            (p) =>
              p.code === 'duration_too_long' || p.code === 'too_many_steps' || p.code === 'nesting_too_deep',
          )
        ? 'too_complex'
        : 'invalid_value';
    throw new WorkoutFileError(code, problems.map((p) => `${p.code} at ${p.path.join('.')}`).join('; '));
  }
  const all = capped.n > 0 ? [...warnings, { code: 'targets_capped' as const, value: capped.n }] : warnings;
  return { format, workout, warnings: all, meta };
}

/** A repeat node (readers build them; the type is readonly). */
export function repeatOf(count: number, steps: readonly WorkoutNode[]): WorkoutRepeat {
  return { kind: 'repeat', count, steps };
}

/** Drops keys whose value is undefined, so built steps compare equal to hand-written ones in tests. */
export function definedOnly<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as T;
}

/** A slug for file names: lower-case ASCII letters, digits and dashes; `workout` when nothing is left. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'workout';
}

/** Lower bound of Coggan Z1 for a zone-1 target: 0 % is no target at all, so the band is 45–55 %. */
const ZONE_1_FLOOR_PCT = 45;

/**
 * Power zone n (FIT target_value, intervals.icu `Z3`) as Coggan's band (`COGGAN_POWER_ZONES` of science; Z1 from
 * 45 %); zone 7, neuromuscular and open-ended, is an all-out effort.
 */
export function zoneTarget(zone: number, where: string): PowerTarget {
  if (zone === 7) return { type: 'max' };
  const def = COGGAN_POWER_ZONES[zone - 1];
  const next = COGGAN_POWER_ZONES[zone];
  if (!def || !next) throw new WorkoutFileError('invalid_value', `${where}: power zone ${zone}`);
  return { type: 'range', lowPct: zone === 1 ? ZONE_1_FLOOR_PCT : def.minPct, highPct: next.minPct };
}
