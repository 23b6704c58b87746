/**
 * The shape most families share: warm-up, `sets` × (`reps` × work/easy) with easier spinning between sets,
 * endurance up to the planned length, cool-down. A family declares its progression as a table of rows; this file
 * turns each row into a workout, its id, name and description.
 */
import type {
  CadenceTarget,
  CoachLanguage,
  LibraryWorkout,
  Localized,
  WorkoutFamily,
  WorkoutSetting,
} from '../workout/types.ts';
import { buildWorkout } from './assemble.ts';
import { band, cooldown, hardWarmup, recover, repeat, step, warmup, workCues } from './steps.ts';
import { dur, localized, pct } from './text.ts';

export interface IntervalRow {
  /** Progression level, 1.0 (easiest) … 10.0 (hardest) within the family. */
  readonly level: number;
  readonly sets: number;
  readonly reps: number;
  /** Work seconds and their target, % FTP (the band is `pct ± family.halfBandPct`). */
  readonly onS: number;
  readonly pct: number;
  /** Easy seconds after each effort (0: none), and between sets. */
  readonly offS: number;
  readonly setRestS: number;
  readonly totalMin: number;
}

/** `[level, sets, reps, on s, % FTP, off s, set rest s, total min]`: a progression table row, as families write it. */
export type IntervalTableRow = readonly [number, number, number, number, number, number, number, number];

export function intervalRows(table: readonly IntervalTableRow[]): IntervalRow[] {
  return table.map(([level, sets, reps, onS, pct, offS, setRestS, totalMin]) => ({
    level,
    sets,
    reps,
    onS,
    pct,
    offS,
    setRestS,
    totalMin,
  }));
}

export interface IntervalFamily {
  readonly family: WorkoutFamily;
  /** Kebab-case id prefix: `sweet-spot`, `vo2max`. */
  readonly idPrefix: string;
  readonly title: Localized;
  readonly label: Localized;
  readonly halfBandPct: number;
  /** Easy band after each effort, % FTP. */
  readonly offBand: readonly [number, number];
  /** Openers before the main set (threshold and above). */
  readonly hardWarmup: boolean;
  readonly cadence?: CadenceTarget;
  readonly setting: (row: IntervalRow) => WorkoutSetting;
  /** What to do in the first seconds of each effort, and how it should feel. */
  readonly startCue: (row: IntervalRow) => Localized;
  /** One or two sentences after the structure: how the efforts should feel. */
  readonly feel: (row: IntervalRow) => Localized;
  readonly purpose: (row: IntervalRow) => Localized;
}

/** `5x3`, `6x150s`, `3x13x30-15s`: the shape part of an id. */
export function shapeId(row: IntervalRow): string {
  const s = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60}` : `${seconds}s`);
  return row.sets > 1 ? `${row.sets}x${row.reps}x${row.onS}-${row.offS}s` : `${row.reps}x${s(row.onS)}`;
}

/** `3 × 12 min`, `3 × 8 × 30/30 s`. */
export function shapeName(row: IntervalRow): string {
  return row.sets > 1
    ? `${row.sets} × ${row.reps} × ${row.onS}/${row.offS} s`
    : `${row.reps} × ${dur(row.onS)}`;
}

export function bandOf(
  fam: Pick<IntervalFamily, 'halfBandPct'>,
  row: Pick<IntervalRow, 'pct'>,
): [number, number] {
  return [row.pct - fam.halfBandPct, row.pct + fam.halfBandPct];
}

function structure(fam: IntervalFamily, row: IntervalRow, lang: CoachLanguage): string {
  const [lo, hi] = bandOf(fam, row);
  const target = pct(lo, hi, lang);
  const on = dur(row.onS);
  const off = dur(row.offS);
  const rest = dur(row.setRestS);
  const total = row.totalMin;
  if (row.sets > 1) {
    if (lang === 'pt')
      return `${row.sets} séries de ${row.reps} × ${on} a ${target} do FTP com ${off} de giro leve após cada esforço e ${rest} de giro leve entre as séries, em uma sessão de ${total} minutos com aquecimento e volta à calma.`;
    if (lang === 'es')
      return `${row.sets} series de ${row.reps} × ${on} al ${target} del FTP con ${off} de pedaleo suave tras cada esfuerzo y ${rest} de pedaleo suave entre series, en una sesión de ${total} minutos con calentamiento y vuelta a la calma.`;
    return `${row.sets} sets of ${row.reps} × ${on} at ${target} FTP with ${off} easy after each effort and ${rest} easy between sets, in a ${total}-minute session with warm-up and cool-down.`;
  }
  const between = row.offS > 0;
  if (lang === 'pt')
    return `${row.reps} × ${on} a ${target} do FTP${between ? ` com ${off} de giro leve entre eles` : ''}, em uma sessão de ${total} minutos com aquecimento e volta à calma.`;
  if (lang === 'es')
    return `${row.reps} × ${on} al ${target} del FTP${between ? ` con ${off} de pedaleo suave entre cada uno` : ''}, en una sesión de ${total} minutos con calentamiento y vuelta a la calma.`;
  return `${row.reps} × ${on} at ${target} FTP${between ? ` with ${off} easy between them` : ''}, in a ${total}-minute session with warm-up and cool-down.`;
}

export function intervalWorkout(fam: IntervalFamily, row: IntervalRow): LibraryWorkout {
  const [lo, hi] = bandOf(fam, row);
  const work = step(row.onS, band(lo, hi), 'interval', {
    label: fam.label,
    cues: workCues(row.onS, fam.startCue(row)),
    ...(fam.cadence ? { cadence: fam.cadence } : {}),
  });
  const rep = [work, ...(row.offS > 0 ? [recover(row.offS, ...fam.offBand)] : [])];
  const main =
    row.sets > 1
      ? repeat(row.sets, [...repeat(row.reps, rep), recover(row.setRestS)])
      : repeat(row.reps, rep);
  const feel = fam.feel(row);
  return buildWorkout({
    id: `${fam.idPrefix}-${shapeId(row)}-${row.pct}`,
    family: fam.family,
    level: row.level,
    setting: fam.setting(row),
    name: localized((lang) => `${fam.title[lang]} ${shapeName(row)} (${pct(row.pct, row.pct, lang)})`),
    description: localized((lang) => `${structure(fam, row, lang)} ${feel[lang]}`),
    purpose: fam.purpose(row),
    totalMin: row.totalMin,
    warmup: fam.hardWarmup ? hardWarmup() : [warmup(10)],
    main,
    cooldown: [cooldown(row.totalMin >= 90 ? 10 : 5)],
  });
}
