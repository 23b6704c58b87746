import type { Cue, PowerTarget, WorkoutStep } from '@domestique/coach';
import { WORKOUT_FILE_LIMITS, WorkoutFileError } from './workout-errors.ts';
import {
  checkedPct,
  checkedSeconds,
  cleanText,
  definedOnly,
  finishImport,
  type ImportedWorkout,
  inferIntensity,
  TEXT_LIMITS,
  type WorkoutReadOptions,
} from './workout-tree.ts';

interface Section {
  name: string;
  lines: string[];
}

/** Splits the file into its [SECTION] … [END SECTION] blocks (names upper-case, lines trimmed, blanks dropped). */
function sections(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: Section | null = null;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    const marker = /^\[(.+)\]$/.exec(line);
    if (marker) {
      const name = marker[1]!.trim().toUpperCase();
      if (name.startsWith('END ')) current = null;
      else {
        current = { name, lines: [] };
        out.set(name, current.lines);
      }
    } else if (current && line !== '') current.lines.push(line);
  }
  return out;
}

/** "5.00", "5,00" (some European tools), " 12 " → a number; NaN otherwise. */
function number(text: string | undefined): number {
  if (text === undefined) return Number.NaN;
  const clean = text.trim().replace(',', '.');
  return clean === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(clean) ? Number.NaN : Number(clean);
}

interface Header {
  units: 'watts' | 'percent' | null;
  ftpW: number;
  description: string;
}

function readHeader(lines: readonly string[]): Header {
  const header: Header = { units: null, ftpW: Number.NaN, description: '' };
  for (const line of lines) {
    const units = /^minutes\s+(watts|percent)\b/i.exec(line);
    if (units) header.units = units[1]!.toLowerCase() as 'watts' | 'percent';
    const pair = /^([^=]+)=(.*)$/.exec(line);
    if (!pair) continue;
    const key = pair[1]!.trim().toUpperCase();
    if (key === 'FTP') header.ftpW = number(pair[2]);
    else if (key === 'DESCRIPTION') header.description = cleanText(pair[2]!, TEXT_LIMITS.name);
  }
  return header;
}

interface Segment {
  startS: number;
  durationS: number;
  target: PowerTarget;
}

/** Two neighbouring segments that are one: the same steady value, or one straight ramp cut in two. */
function mergeable(a: Segment, b: Segment): boolean {
  const x = a.target;
  const y = b.target;
  if (x.type === 'range' && y.type === 'range') return x.lowPct === y.lowPct && y.lowPct === y.highPct;
  if (x.type !== 'ramp' || y.type !== 'ramp' || x.toPct !== y.fromPct) return false;
  const slopeA = (x.toPct - x.fromPct) / a.durationS;
  const slopeB = (y.toPct - y.fromPct) / b.durationS;
  return Math.abs(slopeA - slopeB) < 1e-9;
}

function segmentsFrom(points: readonly { seconds: number; pct: number }[]): Segment[] {
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const durationS = b.seconds - a.seconds;
    if (durationS === 0) continue; // same minute twice: a step, nothing to ride
    const target: PowerTarget =
      a.pct === b.pct
        ? { type: 'range', lowPct: a.pct, highPct: a.pct }
        : { type: 'ramp', fromPct: a.pct, toPct: b.pct };
    const segment = { startS: a.seconds, durationS, target };
    const last = segments.at(-1);
    if (last && mergeable(last, segment)) {
      last.durationS += durationS;
      if (last.target.type === 'ramp' && target.type === 'ramp')
        last.target = { ...last.target, toPct: target.toPct };
    } else segments.push(segment);
  }
  return segments;
}

/** [COURSE TEXT] "seconds<TAB>text<TAB>seconds shown" lines, placed on the segment they fall in. */
function cuesBySegment(lines: readonly string[], segments: readonly Segment[]): Map<number, Cue[]> {
  const out = new Map<number, Cue[]>();
  for (const line of lines.slice(0, WORKOUT_FILE_LIMITS.expandedSteps)) {
    const [at, message, shown] = line.split('\t');
    const seconds = number(at);
    const text = cleanText(message ?? '', TEXT_LIMITS.cue);
    if (!Number.isFinite(seconds) || seconds < 0 || !text) continue;
    const index = segments.findIndex((s) => seconds >= s.startS && seconds < s.startS + s.durationS);
    if (index < 0) continue;
    const durationS = number(shown);
    const cue = definedOnly({
      offsetS: Math.round(seconds - segments[index]!.startS),
      text,
      durationS: durationS > 0 && durationS < 3600 ? Math.round(durationS) : undefined,
    });
    out.set(index, [...(out.get(index) ?? []), cue]);
  }
  return out;
}

/**
 * Reads a `.erg` (MINUTES WATTS) or `.mrc` (MINUTES PERCENT) course file: tab- or space-separated decimal minutes
 * and values, the same minute twice = a step, a new minute = a ramp (straight ramps cut into pieces and repeated
 * equal values are joined), each point's time rounded to the whole second so rounding never accumulates, cues from
 * [COURSE TEXT]. ERG watts become % FTP with the file's `FTP =` line, else the rider's `ftpW`, else
 * `ftp_required`. `format` names the format when the file has no MINUTES line. Throws only WorkoutFileError.
 */
export function readErgMrc(
  bytes: Uint8Array,
  options: WorkoutReadOptions & { format?: 'erg' | 'mrc' } = {},
): ImportedWorkout {
  if (bytes.length === 0) throw new WorkoutFileError('empty');
  if (bytes.length > WORKOUT_FILE_LIMITS.bytes)
    throw new WorkoutFileError('too_large', `${bytes.length} bytes`);
  const parts = sections(new TextDecoder('utf-8').decode(bytes));
  const data = parts.get('COURSE DATA');
  if (!data) throw new WorkoutFileError('unsupported_format', 'no [COURSE DATA]');
  const header = readHeader(parts.get('COURSE HEADER') ?? []);
  const units =
    header.units ?? (options.format === 'erg' ? 'watts' : options.format === 'mrc' ? 'percent' : null);
  if (!units) throw new WorkoutFileError('unsupported_format', 'no MINUTES WATTS or MINUTES PERCENT line');
  let toPct = (value: number) => value;
  if (units === 'watts') {
    const ftp = header.ftpW > 0 ? header.ftpW : options.ftpW;
    if (!ftp || !(ftp > 0)) throw new WorkoutFileError('ftp_required', 'ERG without FTP');
    toPct = (watts) => (watts / ftp) * 100;
  }
  if (data.length > 2 * WORKOUT_FILE_LIMITS.expandedSteps + 2) {
    throw new WorkoutFileError('too_complex', `${data.length} course points`);
  }
  const points = data.map((line, i) => {
    const [minutes, value] = line.split(/\s+/);
    const where = `course data line ${i + 1}`;
    return {
      seconds: checkedSeconds(number(minutes) * 60, where),
      pct: checkedPct(toPct(number(value)), where),
    };
  });
  for (let i = 1; i < points.length; i++) {
    if (points[i]!.seconds < points[i - 1]!.seconds) {
      throw new WorkoutFileError('invalid_value', `course data line ${i + 1} goes back in time`);
    }
  }
  const segments = segmentsFrom(points);
  const cues = cuesBySegment(parts.get('COURSE TEXT') ?? [], segments);
  const steps: WorkoutStep[] = segments.map((segment, i) => {
    const position = i === 0 ? 'first' : i === segments.length - 1 ? 'last' : 'middle';
    return definedOnly({
      kind: 'step' as const,
      durationS: segment.durationS,
      target: segment.target,
      intensity: inferIntensity(segment.target, position),
      cues: cues.get(i),
    });
  });
  return finishImport(
    units === 'watts' ? 'erg' : 'mrc',
    { name: header.description || options.fallbackName || '', description: '', steps },
    [],
  );
}
