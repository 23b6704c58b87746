import type { WorkoutNode, WorkoutStep } from '@domestique/coach';
import { duration } from './format-table.ts';
import type { WorkoutListEntry, WorkoutReport } from './workout-library.ts';

/** "1:05:00" → "1:05:00", "0:12:00" → "12:00": minutes and seconds for anything under an hour. */
function clock(seconds: number): string {
  const text = duration(seconds);
  return text.startsWith('0:') ? text.slice(2).replace(/^0(\d:)/, '$1') : text;
}

function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

/** `workout list`: one aligned row per workout. */
export function formatWorkoutList(entries: readonly WorkoutListEntry[]): string {
  const rows = [['id', 'family', 'level', 'time', 'TSS', 'IF', 'name']];
  for (const e of entries) {
    rows.push([
      e.id,
      e.family,
      e.level.toFixed(1),
      clock(e.durationS),
      e.tss.toFixed(0),
      e.intensityFactor.toFixed(2),
      e.name,
    ]);
  }
  return [
    ...columns(rows),
    '',
    `${entries.length} workouts · TSS and IF from the % FTP targets (any FTP)`,
  ].join('\n');
}

const pct = (v: number) => String(Number(v.toFixed(1)));

function targetCells(step: WorkoutStep, ftpW: number): [string, string] {
  const w = (p: number) => Math.round((p * ftpW) / 100);
  const t = step.target;
  switch (t.type) {
    case 'range':
      return t.lowPct === t.highPct
        ? [`${pct(t.lowPct)} %`, `${w(t.lowPct)} W`]
        : [`${pct(t.lowPct)}–${pct(t.highPct)} %`, `${w(t.lowPct)}–${w(t.highPct)} W`];
    case 'ramp':
      return [`ramp ${pct(t.fromPct)}→${pct(t.toPct)} %`, `${w(t.fromPct)}→${w(t.toPct)} W`];
    case 'free':
      return ['free ride', ''];
    case 'max':
      return ['all out', ''];
  }
}

function stepRows(
  nodes: readonly WorkoutNode[],
  ftpW: number,
  depth: number,
  rows: string[][],
  cues: Map<number, string[]>,
) {
  const indent = '  '.repeat(depth);
  for (const node of nodes) {
    if (node.kind === 'repeat') {
      rows.push([`${indent}${node.count} ×`, '', '', '', '', '']);
      stepRows(node.steps, ftpW, depth + 1, rows, cues);
      continue;
    }
    const [target, watts] = targetCells(node, ftpW);
    const cadence = node.cadence
      ? node.cadence.lowRpm === node.cadence.highRpm
        ? `${node.cadence.lowRpm} rpm`
        : `${node.cadence.lowRpm}–${node.cadence.highRpm} rpm`
      : '';
    rows.push([
      `${indent}${node.durationS === null ? 'lap' : clock(node.durationS)}`,
      target,
      watts,
      cadence,
      node.intensity,
      node.label ?? '',
    ]);
    if (node.cues?.length)
      cues.set(
        rows.length - 1,
        node.cues.map((c) => `${indent}  » ${clock(c.offsetS)} ${c.text}`),
      );
  }
}

/** `workout show`: the header, the numbers for the FTP, time in zones, then every step with its cues. */
export function formatWorkoutReport(r: WorkoutReport): string {
  const lines = [
    `${r.name}  (${r.id} · ${r.family}, level ${r.level.toFixed(1)}, ${r.setting})`,
    r.description,
    ...(r.purpose ? [`Why: ${r.purpose}`] : []),
    '',
    `Duration ${clock(r.durationS)} · TSS ${r.tss.toFixed(0)} · IF ${r.intensityFactor.toFixed(2)} · NP ${r.normalizedPowerW} W · ${r.workKj} kJ  (FTP ${r.ftpW} W)`,
  ];
  if (r.estimated)
    lines.push('Estimate: a lap-ended step, free ride or all-out effort is counted by assumption.');
  lines.push(
    `Time in zones  ${Object.entries(r.timeInZonesS)
      .filter(([, s]) => s > 0)
      .map(([zone, s]) => `${zone} ${clock(s)}`)
      .join('  ')}`,
    '',
  );
  const rows = [['time', 'target', 'watts', 'cadence', 'intensity', 'label']];
  const cues = new Map<number, string[]>();
  stepRows(r.steps, r.ftpW, 0, rows, cues);
  columns(rows).forEach((line, i) => {
    lines.push(line);
    for (const cue of cues.get(i) ?? []) lines.push(cue);
  });
  return lines.join('\n');
}
