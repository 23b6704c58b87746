import type { Cue, Workout, WorkoutNode, WorkoutRepeat, WorkoutStep } from '@domestique/coach';
import { WorkoutFileError } from './workout-errors.ts';
import { cleanFileMeta, type WorkoutFileMeta } from './workout-meta.ts';
import { stepSeconds } from './workout-tree.ts';

/** XML 1.0 cannot carry control characters (but tab and line breaks) nor lone surrogates; the specials are escaped. */
export function xmlEscape(text: string): string {
  return text
    .toWellFormed()
    .replace(/\p{Cc}|[\ufffe\uffff]/gu, (c) => (c === '\t' || c === '\n' || c === '\r' ? c : ''))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** % FTP → Zwift's fraction of FTP, at most 4 decimals (88.5 % → 0.885). */
function fraction(pct: number): string {
  return String(Math.round(pct * 100) / 10_000);
}

const mid = (low: number, high: number) => (low + high) / 2;

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? String(v) : xmlEscape(v as string)}"`)
    .join('');
}

function textEvents(cues: readonly { offsetS: number; cue: Cue }[], indent: string): string {
  return cues
    .map(
      ({ offsetS, cue }) =>
        `${indent}<textevent${attributes({ timeoffset: Math.round(offsetS), message: cue.text, duration: cue.durationS })}/>\n`,
    )
    .join('');
}

function element(name: string, attrs: string, cues: readonly { offsetS: number; cue: Cue }[]): string {
  if (cues.length === 0) return `    <${name}${attrs}/>\n`;
  return `    <${name}${attrs}>\n${textEvents(cues, '      ')}    </${name}>\n`;
}

function cadenceAttributes(step: WorkoutStep): Record<string, number | undefined> {
  const c = step.cadence;
  if (!c) return {};
  return {
    Cadence: Math.round(mid(c.lowRpm, c.highRpm)),
    CadenceLow: c.lowRpm !== c.highRpm ? c.lowRpm : undefined,
    CadenceHigh: c.lowRpm !== c.highRpm ? c.highRpm : undefined,
  };
}

/** Zwift's test marks, as it writes them on its own FTP and ramp tests (see `scoredOf` in zwo-blocks.ts). */
function scoredAttributes(step: WorkoutStep): Record<string, number | undefined> {
  return {
    ftptest: step.scored === 'ftpTest' ? 1 : undefined,
    ramptest: step.scored === 'rampTest' ? 1 : undefined,
  };
}

function stepElement(step: WorkoutStep): string {
  const Duration = stepSeconds(step);
  const cues = (step.cues ?? []).map((cue) => ({ offsetS: cue.offsetS, cue }));
  const cadence = { ...cadenceAttributes(step), ...scoredAttributes(step) };
  const t = step.target;
  switch (t.type) {
    case 'range': {
      const band = t.lowPct !== t.highPct;
      const attrs = attributes({
        Duration,
        Power: fraction(mid(t.lowPct, t.highPct)),
        PowerLow: band ? fraction(t.lowPct) : undefined,
        PowerHigh: band ? fraction(t.highPct) : undefined,
        ...cadence,
      });
      return element('SteadyState', attrs, cues);
    }
    case 'ramp': {
      const name =
        step.intensity === 'warmup' ? 'Warmup' : step.intensity === 'cooldown' ? 'Cooldown' : 'Ramp';
      const attrs = attributes({
        Duration,
        PowerLow: fraction(t.fromPct),
        PowerHigh: fraction(t.toPct),
        ...cadence,
      });
      return element(name, attrs, cues);
    }
    case 'free':
      return element('FreeRide', attributes({ Duration, ...cadence }), cues);
    case 'max':
      return element('MaxEffort', attributes({ Duration, ...cadence }), cues);
  }
}

/** Zwift's IntervalsT holds exactly an on and an off step with fixed (or banded) power, repeated. */
function asIntervals(repeat: WorkoutRepeat): [WorkoutStep, WorkoutStep] | null {
  const [on, off, ...rest] = repeat.steps;
  if (repeat.count < 2 || rest.length > 0 || on?.kind !== 'step' || off?.kind !== 'step') return null;
  if (on.target.type !== 'range' || off.target.type !== 'range') return null;
  // IntervalsT has no place for a test mark: a marked step is written as its own block.
  if (on.scored || off.scored) return null;
  return [on, off];
}

function intervalsElement(count: number, on: WorkoutStep, off: WorkoutStep): string {
  if (on.target.type !== 'range' || off.target.type !== 'range') throw new Error('unreachable');
  const onS = stepSeconds(on);
  const offS = stepSeconds(off);
  const onBand = on.target.lowPct !== on.target.highPct;
  const offBand = off.target.lowPct !== off.target.highPct;
  const attrs = attributes({
    Repeat: count,
    OnDuration: onS,
    OffDuration: offS,
    OnPower: fraction(mid(on.target.lowPct, on.target.highPct)),
    OffPower: fraction(mid(off.target.lowPct, off.target.highPct)),
    PowerOnLow: onBand ? fraction(on.target.lowPct) : undefined,
    PowerOnHigh: onBand ? fraction(on.target.highPct) : undefined,
    PowerOffLow: offBand ? fraction(off.target.lowPct) : undefined,
    PowerOffHigh: offBand ? fraction(off.target.highPct) : undefined,
    Cadence: on.cadence ? Math.round(mid(on.cadence.lowRpm, on.cadence.highRpm)) : undefined,
    CadenceResting: off.cadence ? Math.round(mid(off.cadence.lowRpm, off.cadence.highRpm)) : undefined,
  });
  // IntervalsT text events count from the block's start over all repetitions: every repetition gets its cues.
  const cues: { offsetS: number; cue: Cue }[] = [];
  for (let k = 0; k < count; k++) {
    const base = k * (onS + offS);
    for (const cue of on.cues ?? []) cues.push({ offsetS: base + cue.offsetS, cue });
    for (const cue of off.cues ?? []) cues.push({ offsetS: base + onS + cue.offsetS, cue });
  }
  return element('IntervalsT', attrs, cues);
}

function blocks(nodes: readonly WorkoutNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'step') out += stepElement(node);
    else {
      const pair = asIntervals(node);
      if (pair) out += intervalsElement(node.count, pair[0], pair[1]);
      // Any other repeat is written out in full: ZWO has no general repeat block.
      else for (let i = 0; i < node.count; i++) out += blocks(node.steps);
    }
  }
  return out;
}

/** The header lines a file's meta gives back (WorkoutFileMeta), in the order Zwift's own files have them. */
function headerLines(meta: WorkoutFileMeta): string[] {
  const lines: string[] = [];
  if (meta.category) lines.push(`  <category>${xmlEscape(meta.category)}</category>\n`);
  if (meta.subcategory) lines.push(`  <subcategory>${xmlEscape(meta.subcategory)}</subcategory>\n`);
  if (meta.categoryIndex !== undefined)
    lines.push(`  <categoryIndex>${meta.categoryIndex}</categoryIndex>\n`);
  if (meta.showCp20) lines.push('  <ShowCP20>1</ShowCP20>\n');
  return lines;
}

function tagLines(tags: readonly string[] | undefined): string[] {
  if (!tags || tags.length === 0) return [];
  return ['  <tags>\n', ...tags.map((tag) => `    <tag name="${xmlEscape(tag)}"/>\n`), '  </tags>\n'];
}

/**
 * Writes a Zwift workout (`.zwo`, integrations.md §4): power as fractions of FTP, durations in seconds. Steps map to
 * SteadyState (`Power` = band centre, plus PowerLow/PowerHigh for a band), Warmup/Cooldown/Ramp (PowerLow → High,
 * so a cool-down has Low > High), FreeRide and MaxEffort; an on/off repeat becomes IntervalsT, any other repeat is
 * written out; cues become textevents (offsets from the block start); cadence as Cadence (+ CadenceLow/High).
 * Open steps, which Zwift cannot end on a lap, last `OPEN_STEP_ASSUMED_S`. Step labels have no place in ZWO.
 * A step's `scored` mark becomes `ftptest`/`ramptest`; the `meta` read from an imported file (author, category,
 * subcategory, categoryIndex, ShowCP20, tags) is written back, the author being "Domestique" only when the file
 * named none.
 */
export function writeZwo(workout: Workout, { meta = {} }: { meta?: WorkoutFileMeta } = {}): string {
  if (workout.steps.length === 0) throw new WorkoutFileError('no_steps');
  const kept = cleanFileMeta(meta);
  return [
    '<workout_file>\n',
    `  <author>${xmlEscape(kept.author ?? 'Domestique')}</author>\n`,
    `  <name>${xmlEscape(workout.name)}</name>\n`,
    `  <description>${xmlEscape(workout.description)}</description>\n`,
    ...headerLines(kept),
    '  <sportType>bike</sportType>\n',
    ...tagLines(kept.tags),
    '  <workout>\n',
    blocks(workout.steps),
    '  </workout>\n',
    '</workout_file>\n',
  ].join('');
}
