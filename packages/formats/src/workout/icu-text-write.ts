import type { Workout, WorkoutNode, WorkoutStep } from '@domestique/coach';
import { isIcuToken } from './icu-text-tokens.ts';
import { WorkoutFileError } from './workout-errors.ts';
import { cleanText, unnestRepeats } from './workout-tree.ts';

/** 90 → "1m30s", 3600 → "1h", 45 → "45s". */
export function icuDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  return `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s || (!h && !m) ? `${s}s` : ''}`;
}

const pct = (value: number) => String(Number(value.toFixed(1)));

function targetText(step: WorkoutStep): string {
  const t = step.target;
  switch (t.type) {
    case 'range':
      return t.lowPct === t.highPct ? `${pct(t.lowPct)}%` : `${pct(t.lowPct)}-${pct(t.highPct)}%`;
    case 'ramp':
      return `ramp ${pct(t.fromPct)}-${pct(t.toPct)}%`;
    // intervals.icu has no all-out target: a sprint is ridden free (ERG off), named by its label.
    case 'free':
    case 'max':
      return 'freeride';
  }
}

/** A label as leading prompt text, without words the parser would take for a duration or a target. */
function labelText(label: string | undefined): string {
  if (!label) return '';
  return cleanText(label)
    .split(' ')
    .filter((word) => word !== '-' && !isIcuToken(word))
    .join(' ');
}

/** "- Sweet spot 12m 88-94% 85-95rpm" */
export function icuStepLine(step: WorkoutStep): string {
  const parts = [labelText(step.label), step.durationS === null ? 'press lap' : icuDuration(step.durationS)];
  parts.push(targetText(step));
  if (step.cadence) {
    const { lowRpm, highRpm } = step.cadence;
    parts.push(lowRpm === highRpm ? `${lowRpm}rpm` : `${lowRpm}-${highRpm}rpm`);
  }
  return `- ${parts.filter(Boolean).join(' ')}`;
}

function section(title: string | null, steps: readonly WorkoutStep[]): string {
  return [...(title ? [title] : []), ...steps.map(icuStepLine)].join('\n');
}

/**
 * intervals.icu workout text (coaching.md §4): one `- <label> <duration> <target> <cadence>` line per step
 * (`- 3m 120% 95rpm`, `- 10m ramp 50-75%`, `- 20m freeride`, `- press lap 50%`), repeats as a `Main Set 5x` header
 * with blank lines around, leading warm-up and trailing cool-down steps under `Warmup` / `Cooldown` headers.
 * intervals.icu cannot nest repeats: inner ones are written out. Cues (no timed text in the syntax) are not
 * written; max efforts are `freeride`.
 */
export function writeIcuText(workout: Workout): string {
  if (workout.steps.length === 0) throw new WorkoutFileError('no_steps');
  const nodes: WorkoutNode[] = unnestRepeats(workout.steps);
  const groups: string[] = [];
  let plain: WorkoutStep[] = [];
  let title: string | null = null;
  const flush = () => {
    if (plain.length > 0) groups.push(section(title, plain));
    plain = [];
    title = null;
  };
  nodes.forEach((node, i) => {
    if (node.kind === 'repeat') {
      flush();
      groups.push(section(`Main Set ${node.count}x`, node.steps as WorkoutStep[]));
      return;
    }
    const heading =
      node.intensity === 'warmup' &&
      nodes.slice(0, i).every((n) => n.kind === 'step' && n.intensity === 'warmup')
        ? 'Warmup'
        : node.intensity === 'cooldown' &&
            nodes.slice(i).every((n) => n.kind === 'step' && n.intensity === 'cooldown')
          ? 'Cooldown'
          : null;
    if (heading !== title) flush();
    title = heading;
    plain.push(node);
  });
  flush();
  return `${groups.join('\n\n')}\n`;
}
