import type { CadenceTarget, IntensityClass, PowerTarget, WorkoutNode, WorkoutStep } from '@domestique/coach';
import {
  DISTANCE,
  durationSeconds,
  OTHER_TARGETS,
  PERCENT,
  REPEAT_HEADER,
  RPM,
  WATTS,
  ZONE,
} from './icu-text-tokens.ts';
import { WORKOUT_FILE_LIMITS, WorkoutFileError } from './workout-errors.ts';
import {
  checkedCount,
  checkedPct,
  checkedSeconds,
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

interface LineContext {
  readonly ftpW: number | undefined;
  openDurations: number;
  droppedTargets: number;
}

type DraftStep = Omit<WorkoutStep, 'intensity'> & { intensity?: IntensityClass };

/** The numbers of a "88-94%"-style token (high = low for a single value); null when `word` is not one. */
function numbers(pattern: RegExp, word: string): [number, number] | null {
  const match = pattern.exec(word);
  if (!match) return null;
  const low = Number(match[1]);
  return [low, match[2] ? Number(match[2]) : low];
}

/** Parses one `- …` line: duration, target, cadence; every other word is the step's label. */
function parseStep(line: string, context: LineContext, where: string): DraftStep {
  const words = line
    .replace(/^[-*]\s*/, '')
    .split(/\s+/)
    .filter(Boolean);
  const label: string[] = [];
  let durationS: number | null | undefined;
  let target: PowerTarget | undefined;
  let cadence: CadenceTarget | undefined;
  let band: [number, number] | undefined;
  let ramp = false;
  let otherTarget = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const lower = word.toLowerCase();
    const seconds = durationSeconds(lower);
    const percent = numbers(PERCENT, lower);
    const watts = numbers(WATTS, lower);
    const rpm = numbers(RPM, lower);
    const zone = ZONE.exec(lower)?.[1];
    if (durationS === undefined && seconds !== null) durationS = checkedSeconds(seconds, where);
    else if (durationS === undefined && lower === 'press' && words[i + 1]?.toLowerCase() === 'lap') {
      durationS = null;
      i++;
    } else if (durationS === undefined && DISTANCE.test(lower)) {
      durationS = null;
      context.openDurations++;
    } else if (lower === 'ramp') ramp = true;
    else if (lower === 'freeride') target = { type: 'free' };
    else if (OTHER_TARGETS.has(lower)) otherTarget = true;
    else if (percent) band = [checkedPct(percent[0], where), checkedPct(percent[1], where)];
    else if (watts) {
      const ftp = context.ftpW;
      if (!ftp) throw new WorkoutFileError('ftp_required', `${where}: ${word}`);
      band = [checkedPct((watts[0] / ftp) * 100, where), checkedPct((watts[1] / ftp) * 100, where)];
    } else if (zone) target = zoneTarget(Number(zone), where);
    else if (rpm) {
      const [low, high] = rpm;
      if (low > 0 && high <= 250) cadence = { lowRpm: Math.min(low, high), highRpm: Math.max(low, high) };
    } else label.push(word);
  }
  if (durationS === undefined) throw new WorkoutFileError('invalid_value', `${where}: no duration`);
  if (band) {
    const [low, high] = band;
    // "ramp" may stand before or after the numbers: "- 10m ramp 50-75%" or "- 10m 50-75% ramp".
    target =
      ramp && low !== high
        ? { type: 'ramp', fromPct: low, toPct: high }
        : { type: 'range', lowPct: Math.min(low, high), highPct: Math.max(low, high) };
  }
  if (otherTarget) {
    // "70% HR", "Z2 HR": a heart-rate target, which we do not model — the step is ridden free.
    target = { type: 'free' };
    context.droppedTargets++;
  }
  const text = cleanText(label.join(' '), TEXT_LIMITS.label);
  return definedOnly({
    kind: 'step' as const,
    durationS,
    target: target ?? { type: 'free' },
    cadence,
    label: text || undefined,
  });
}

function sectionIntensity(title: string): IntensityClass | undefined {
  if (/warm\s*-?\s*up/i.test(title)) return 'warmup';
  if (/cool\s*-?\s*down/i.test(title)) return 'cooldown';
  return undefined;
}

/**
 * Reads intervals.icu workout text: `- ` step lines (duration as 1h20m, 10m, 30s, 1m30, 5'; `press lap` for
 * open; targets 75%, 88-94%, `ramp 50-75%`, 250w (with the rider's FTP), Z1–Z6 as Coggan bands and Z7 as all-out,
 * `freeride`; cadence 90rpm or 85-95rpm; other words are the step's text); a header line ending in `5x` starts a
 * repeat that runs to the next blank line or header; `Warmup` / `Cooldown` headers set the intensity. Heart-rate
 * targets become free ride and distances lap-ended steps (both warned). Throws only WorkoutFileError.
 */
export function readIcuText(bytes: Uint8Array, options: WorkoutReadOptions = {}): ImportedWorkout {
  if (bytes.length === 0) throw new WorkoutFileError('empty');
  if (bytes.length > WORKOUT_FILE_LIMITS.bytes)
    throw new WorkoutFileError('too_large', `${bytes.length} bytes`);
  const lines = new TextDecoder('utf-8').decode(bytes).split(/\r\n|\r|\n/);
  const context: LineContext = { ftpW: options.ftpW, openDurations: 0, droppedTargets: 0 };
  const drafts: {
    node: DraftStep | { kind: 'repeat'; count: number; steps: DraftStep[] };
    section?: IntensityClass;
  }[] = [];
  let repeat: { kind: 'repeat'; count: number; steps: DraftStep[] } | null = null;
  let section: IntensityClass | undefined;
  let stepCount = 0;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const where = `line ${index + 1}`;
    if (line === '') {
      repeat = null;
      section = undefined;
      return;
    }
    if (/^[-*]\s/.test(line) || line === '-') {
      if (++stepCount > WORKOUT_FILE_LIMITS.expandedSteps) throw new WorkoutFileError('too_complex', where);
      const step = parseStep(line, context, where);
      if (step.durationS === 0) return; // "- 0s 50%": nothing to ride
      if (repeat) repeat.steps.push(step);
      else drafts.push({ node: step, section });
      return;
    }
    const header = REPEAT_HEADER.exec(line);
    if (header) {
      repeat = { kind: 'repeat', count: checkedCount(Number(header[1]), where), steps: [] };
      drafts.push({ node: repeat });
      section = undefined;
    } else {
      repeat = null;
      section = sectionIntensity(line);
    }
  });
  const nonEmpty = drafts.filter(({ node }) => node.kind === 'step' || node.steps.length > 0);
  const last = nonEmpty.length - 1;
  const finish = (
    step: DraftStep,
    intensity: IntensityClass | undefined,
    position: 'first' | 'last' | 'middle',
  ) => ({ ...step, intensity: intensity ?? inferIntensity(step.target, position) }) as WorkoutStep;
  const steps: WorkoutNode[] = nonEmpty.map(({ node, section: intensity }, i) => {
    const position = i === 0 ? 'first' : i === last ? 'last' : 'middle';
    if (node.kind === 'repeat')
      return repeatOf(
        node.count,
        node.steps.map((s) => finish(s, undefined, 'middle')),
      );
    return finish(node, intensity, position);
  });
  const warnings: WorkoutWarning[] = [];
  if (context.openDurations > 0) warnings.push({ code: 'durations_made_open', value: context.openDurations });
  if (context.droppedTargets > 0) warnings.push({ code: 'targets_dropped', value: context.droppedTargets });
  return finishImport('txt', { name: options.fallbackName ?? '', description: '', steps }, warnings);
}
