import type {
  CadenceTarget,
  Cue,
  IntensityClass,
  PowerTarget,
  ScoredEffort,
  WorkoutNode,
  WorkoutStep,
} from '@domestique/coach';
import { parseNumber } from '../xml/xml-values.ts';
import {
  checkedCount,
  checkedPct,
  checkedSeconds,
  cleanText,
  definedOnly,
  inferIntensity,
  repeatOf,
  TEXT_LIMITS,
} from './workout-tree.ts';

/** A `textevent` of a ZWO block: offset in seconds from the block's start. */
export interface TextEvent {
  offsetS: number;
  text: string;
  durationS?: number;
}

/** A child element of `<workout>`, not yet interpreted. */
export interface Block {
  /** Element name, lower-case. */
  kind: string;
  /** Attributes with lower-case names. */
  attrs: Record<string, string>;
  events: TextEvent[];
}

const KNOWN = new Set(['steadystate', 'warmup', 'cooldown', 'ramp', 'intervalst', 'freeride', 'maxeffort']);

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

/**
 * Zwift's test marks: `ftptest="1"` on the free ride its FTP tests score, `ramptest="1"` on its ramp test's steps
 * (h4l/zwift-workout-file-reference, tag_attr_usage). Without them Zwift rides the file but computes no FTP.
 */
function scoredOf(block: Block): ScoredEffort | undefined {
  if (block.attrs.ftptest?.trim() === '1') return 'ftpTest';
  if (block.attrs.ramptest?.trim() === '1') return 'rampTest';
  return undefined;
}

/** Turns ZWO blocks into workout nodes (targets scaled by `scale`, 1 unless the file has an `ftpOverride`). */
export class BlockReader {
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
      scored: scoredOf(block),
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
