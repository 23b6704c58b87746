import type {
  CadenceTarget,
  Cue,
  IntensityClass,
  PowerTarget,
  WorkoutNode,
  WorkoutStep,
} from '@domestique/coach';
import { RideFileError } from '../errors.ts';
import { readXml } from '../xml/xml-reader.ts';
import { parseNumber } from '../xml/xml-values.ts';
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
} from './workout-tree.ts';
import type { WorkoutWarning } from './workout-warnings.ts';

interface TextEvent {
  offsetS: number;
  text: string;
  durationS?: number;
}

interface Block {
  /** Element name, lower-case. */
  kind: string;
  /** Attributes with lower-case names. */
  attrs: Record<string, string>;
  events: TextEvent[];
}

const KNOWN = new Set(['steadystate', 'warmup', 'cooldown', 'ramp', 'intervalst', 'freeride', 'maxeffort']);

function lowerKeys(attributes: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) out[key.toLowerCase()] = value;
  return out;
}

/** Parses a ZWO document into its header texts and blocks (no interpretation yet). */
function parseDocument(bytes: Uint8Array) {
  const header: Record<string, string> = {};
  const blocks: Block[] = [];
  let root: string | null = null;
  let current: Block | null = null;
  let failure: WorkoutFileError | null = null;
  try {
    readXml(
      bytes,
      {
        open(name, attributes, stack) {
          const lower = name.toLowerCase();
          if (stack.length === 1) root = lower;
          if (failure || root !== 'workout_file') return;
          const parent = stack[stack.length - 2]?.toLowerCase();
          if (stack.length === 3 && parent === 'workout') {
            if (blocks.length >= WORKOUT_FILE_LIMITS.expandedSteps) {
              failure = new WorkoutFileError('too_complex', `more than ${blocks.length} blocks`);
              return;
            }
            current = { kind: lower, attrs: lowerKeys(attributes), events: [] };
            blocks.push(current);
          } else if (stack.length === 4 && lower === 'textevent' && current) {
            const attrs = lowerKeys(attributes);
            const offset = parseNumber(attrs.timeoffset ?? '0');
            const duration = parseNumber(attrs.duration ?? '');
            const text = cleanText(attrs.message ?? '', TEXT_LIMITS.cue);
            if (Number.isFinite(offset) && offset >= 0 && text) {
              current.events.push(
                definedOnly({
                  offsetS: Math.round(offset),
                  text,
                  durationS: duration > 0 && duration < 3600 ? Math.round(duration) : undefined,
                }),
              );
            }
          }
        },
        close(name, text, stack) {
          if (stack.length === 2) header[name.toLowerCase()] ??= text;
          if (stack.length === 3) current = null;
        },
      },
      { maxTextChars: 4000 },
    );
  } catch (error) {
    if (error instanceof RideFileError) {
      const code =
        error.code === 'xml_forbidden' || error.code === 'too_complex' ? error.code : 'xml_invalid';
      throw new WorkoutFileError(code, error.detail);
    }
    throw new WorkoutFileError('xml_invalid', error instanceof Error ? error.message : String(error));
  }
  if (failure) throw failure;
  if (root !== 'workout_file') throw new WorkoutFileError('not_workout', `root element ${root}`);
  return { header, blocks };
}

/** Same-offset text events (Zwift's two-line messages, `y="240"`/`y="270"`) become one cue. */
function cuesFrom(events: readonly TextEvent[], from: number, to: number): Cue[] {
  const cues: Cue[] = [];
  for (const event of [...events].sort((a, b) => a.offsetS - b.offsetS)) {
    if (event.offsetS < from || event.offsetS >= to) continue;
    const offsetS = event.offsetS - from;
    const same = cues.at(-1);
    if (same && same.offsetS === offsetS) {
      cues[cues.length - 1] = { ...same, text: cleanText(`${same.text} ${event.text}`, TEXT_LIMITS.cue) };
    } else cues.push(definedOnly({ offsetS, text: event.text, durationS: event.durationS }));
  }
  return cues;
}

class BlockReader {
  unknownBlocks = 0;
  private readonly scale: number;
  constructor(scale: number) {
    this.scale = scale;
  }

  number(block: Block, name: string): number {
    return parseNumber(block.attrs[name] ?? '');
  }

  pct(block: Block, name: string): number {
    return checkedPct(this.number(block, name) * 100 * this.scale, `${block.kind}@${name}`);
  }

  has(block: Block, name: string): boolean {
    return Number.isFinite(this.number(block, name));
  }

  seconds(block: Block, name: string): number {
    return checkedSeconds(this.number(block, name), `${block.kind}@${name}`);
  }

  cadence(block: Block, single: string, low?: string, high?: string): CadenceTarget | undefined {
    const lo = low ? this.number(block, low) : Number.NaN;
    const hi = high ? this.number(block, high) : Number.NaN;
    if (lo > 0 && hi >= lo && hi <= 250) return { lowRpm: lo, highRpm: hi };
    const c = this.number(block, single);
    return c > 0 && c <= 250 ? { lowRpm: c, highRpm: c } : undefined;
  }

  /** A band from Low/High attributes when both are there, else the single value, else `invalid_value`. */
  band(block: Block, single: string, low: string, high: string): PowerTarget {
    if (this.has(block, low) && this.has(block, high)) {
      const a = this.pct(block, low);
      const b = this.pct(block, high);
      return { type: 'range', lowPct: Math.min(a, b), highPct: Math.max(a, b) };
    }
    const p = this.pct(block, single);
    return { type: 'range', lowPct: p, highPct: p };
  }

  step(
    block: Block,
    durationS: number,
    target: PowerTarget,
    intensity: IntensityClass,
    cues: Cue[],
  ): WorkoutStep {
    return definedOnly({
      kind: 'step' as const,
      durationS,
      target,
      cadence: this.cadence(block, 'cadence', 'cadencelow', 'cadencehigh'),
      intensity,
      cues: cues.length > 0 ? cues : undefined,
    });
  }

  /** One block as nodes (none for an empty block); `position` decides warm-up/cool-down for plain blocks. */
  nodes(block: Block, position: 'first' | 'last' | 'middle'): WorkoutNode[] {
    if (block.kind === 'intervalst') return this.intervals(block);
    if (!KNOWN.has(block.kind) && !this.has(block, 'duration')) return [];
    const durationS = this.seconds(block, 'duration');
    if (durationS === 0) return [];
    const cues = cuesFrom(block.events, 0, durationS);
    switch (block.kind) {
      case 'steadystate': {
        const target = this.band(block, 'power', 'powerlow', 'powerhigh');
        return [this.step(block, durationS, target, inferIntensity(target, position), cues)];
      }
      case 'warmup':
      case 'cooldown':
      case 'ramp': {
        let target: PowerTarget;
        if (this.has(block, 'powerlow') && this.has(block, 'powerhigh')) {
          const fromPct = this.pct(block, 'powerlow');
          const toPct = this.pct(block, 'powerhigh');
          target =
            fromPct === toPct
              ? { type: 'range', lowPct: fromPct, highPct: toPct }
              : { type: 'ramp', fromPct, toPct };
        } else target = this.band(block, 'power', 'powerlow', 'powerhigh');
        const intensity: IntensityClass =
          block.kind === 'ramp'
            ? position === 'last'
              ? 'cooldown'
              : position === 'first'
                ? 'warmup'
                : 'active'
            : block.kind;
        return [this.step(block, durationS, target, intensity, cues)];
      }
      case 'freeride':
        return [this.step(block, durationS, { type: 'free' }, 'active', cues)];
      case 'maxeffort':
        return [this.step(block, durationS, { type: 'max' }, 'interval', cues)];
      default: {
        // A block we do not know (a newer or older Zwift kind): its time is kept, at its Power when it has one.
        this.unknownBlocks++;
        const target = this.has(block, 'power')
          ? this.band(block, 'power', 'powerlow', 'powerhigh')
          : { type: 'free' as const };
        return [this.step(block, durationS, target, 'active', cues)];
      }
    }
  }

  /**
   * IntervalsT: Repeat × (OnDuration at OnPower, OffDuration at OffPower), bands from PowerOnLow/High and
   * PowerOffLow/High. Its text events count from the block start: when every repetition carries the same ones the
   * block stays a repeat, otherwise it is written out so each cue keeps its exact time.
   */
  intervals(block: Block): WorkoutNode[] {
    const count = checkedCount(this.number(block, 'repeat'), 'IntervalsT@Repeat');
    const onS = this.seconds(block, 'onduration');
    const offS = this.seconds(block, 'offduration');
    const period = onS + offS;
    if (period === 0) return [];
    const on = this.band(block, 'onpower', 'poweronlow', 'poweronhigh');
    const off = this.band(block, 'offpower', 'powerofflow', 'poweroffhigh');
    const onCadence = this.cadence(block, 'cadence');
    const offCadence = this.cadence(block, 'cadenceresting');
    const pair = (from: number): WorkoutStep[] => {
      const steps: WorkoutStep[] = [];
      const onCues = cuesFrom(block.events, from, from + onS);
      const offCues = cuesFrom(block.events, from + onS, from + period);
      if (onS > 0) {
        steps.push(
          definedOnly({
            kind: 'step' as const,
            durationS: onS,
            target: on,
            cadence: onCadence,
            intensity: 'interval' as const,
            cues: onCues.length ? onCues : undefined,
          }),
        );
      }
      if (offS > 0) {
        steps.push(
          definedOnly({
            kind: 'step' as const,
            durationS: offS,
            target: off,
            cadence: offCadence,
            intensity: 'recovery' as const,
            cues: offCues.length ? offCues : undefined,
          }),
        );
      }
      return steps;
    };
    const first = pair(0);
    const same = (k: number) => JSON.stringify(pair(k * period)) === JSON.stringify(first);
    let periodic = true;
    for (let k = 1; k < count && periodic; k++) periodic = same(k);
    if (periodic) return count === 1 ? first : [repeatOf(count, first)];
    return Array.from({ length: count }, (_, k) => pair(k * period)).flat();
  }
}

/**
 * Reads a Zwift workout (`.zwo`) as real files write it: element and attribute names in any case, `FreeRide` or
 * `Freeride`, SteadyState with `Power` or `PowerLow`/`PowerHigh`, Warmup/Cooldown/Ramp from PowerLow to PowerHigh
 * (a Cooldown has Low > High), IntervalsT (OnPower/OffPower or PowerOnLow…), MaxEffort, text events with offsets
 * within their block, cadence attributes, and `ftpOverride` (targets rescaled to the rider's FTP when given).
 * XML is read by the safe streaming reader (no DOCTYPE, no entities, depth and size limits). Throws only
 * WorkoutFileError.
 */
export function readZwo(bytes: Uint8Array, options: WorkoutReadOptions = {}): ImportedWorkout {
  if (bytes.length === 0) throw new WorkoutFileError('empty');
  if (bytes.length > WORKOUT_FILE_LIMITS.bytes)
    throw new WorkoutFileError('too_large', `${bytes.length} bytes`);
  const { header, blocks } = parseDocument(bytes);
  const warnings: WorkoutWarning[] = [];
  const override = parseNumber(header.ftpoverride ?? '');
  let scale = 1;
  if (override > 0 && override < 2000) {
    if (options.ftpW && options.ftpW > 0) {
      scale = override / options.ftpW;
      warnings.push({ code: 'ftp_override_rescaled', value: override });
    } else warnings.push({ code: 'ftp_override_kept', value: override });
  }
  const reader = new BlockReader(scale);
  const steps: WorkoutNode[] = [];
  blocks.forEach((block, i) => {
    const position = i === 0 ? 'first' : i === blocks.length - 1 ? 'last' : 'middle';
    steps.push(...reader.nodes(block, position));
  });
  if (reader.unknownBlocks > 0) warnings.push({ code: 'unknown_blocks', value: reader.unknownBlocks });
  const name = cleanText(header.name ?? header.n ?? '');
  return finishImport(
    'zwo',
    { name: name || options.fallbackName || '', description: header.description ?? '', steps },
    warnings,
  );
}
