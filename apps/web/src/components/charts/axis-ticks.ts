/**
 * Axis labels that a rider can read: no two overlapping, and dates that say which year they are in. Pure functions
 * (positions and label widths come in as numbers or callbacks), so they are unit-tested without a canvas.
 */
import { dateTimeFormat } from '../../lib/ride-format.ts';

/** The durations riders talk about, most important first: an axis keeps as many as fit without overlapping. */
export const DURATION_TICK_PRIORITY = [
  60, 1200, 300, 3600, 5, 1, 18_000, 7200, 30, 600, 10, 10_800, 1800, 120,
];

/** Least space between two labels' edges, px. */
export const LABEL_GAP_PX = 8;

/**
 * Ticks for a log-scaled duration axis: candidates are taken in order of importance and a tick is kept only when its
 * label clears every label kept so far (centred labels: half of each width plus the gap). The result is in time order.
 * Fixed lists overlapped: "1 min5 min20 min1 h" on a phone, "30 s1 min" on a desktop.
 */
export function pickLogTicks(options: {
  /** Durations (s) in order of importance. */
  priority: readonly number[];
  min: number;
  max: number;
  /** Where a value lands on the axis, px. */
  position: (value: number) => number;
  /** The width of a value's label, px. */
  labelWidth: (value: number) => number;
  gap?: number;
}): number[] {
  const gap = options.gap ?? LABEL_GAP_PX;
  const kept: { value: number; x: number; half: number }[] = [];
  for (const value of options.priority) {
    if (value < options.min || value > options.max) continue;
    const x = options.position(value);
    const half = options.labelWidth(value) / 2;
    if (!Number.isFinite(x)) continue;
    if (kept.every((other) => Math.abs(other.x - x) >= other.half + half + gap))
      kept.push({ value, x, half });
  }
  return kept.map((tick) => tick.value).sort((a, b) => a - b);
}

const DAY_S = 86_400;

/**
 * How to write the date ticks of a time axis for the step between them: years alone for yearly steps ("2021"), the
 * month for monthly ones ("Jan"; dateTickLabels adds the year where it changes), day and month for shorter steps
 * ("5 Mar"). A yearly tick written as day and month is "Jan 1" on every tick.
 */
export function dateTickFormat(stepS: number): Intl.DateTimeFormatOptions {
  if (stepS >= 360 * DAY_S) return { year: 'numeric' };
  if (stepS >= 28 * DAY_S) return { month: 'short' };
  return { day: 'numeric', month: 'short' };
}

/**
 * Labels of date ticks (seconds since the epoch) `stepS` apart, in `language`. Monthly ticks are the short month, and
 * the first tick and each January also say the year ("Dec 2026 · Jan 2027 · Feb"): a year on every tick ran the pt
 * labels together at 360 px ("dez. de 2026jan. de 2027"). The year is joined with a space, without pt's " de ".
 */
export function dateTickLabels(ticks: readonly number[], stepS: number, language: string): string[] {
  const options = dateTickFormat(stepS);
  if (!('month' in options) || 'day' in options) {
    const format = dateTimeFormat(language, options);
    return ticks.map((s) => format.format(new Date(s * 1000)));
  }
  const month = dateTimeFormat(language, { month: 'short' });
  const monthYear = dateTimeFormat(language, { month: 'short', year: 'numeric' });
  let lastYear: number | null = null;
  return ticks.map((s) => {
    const date = new Date(s * 1000);
    const year = date.getFullYear();
    const newYear = year !== lastYear;
    lastYear = year;
    if (!newYear) return month.format(date);
    return monthYear
      .formatToParts(date)
      .filter((part) => part.type === 'month' || part.type === 'year')
      .map((part) => part.value)
      .join(' ');
  });
}

/**
 * Blanks the labels that would overlap the one kept before them (centred labels, in axis order, with the gap), so an
 * axis never prints two labels run together however narrow the chart: the first label is always kept.
 */
export function thinLabels(
  labels: readonly string[],
  positions: readonly number[],
  labelWidth: (label: string) => number,
  gap = LABEL_GAP_PX,
): string[] {
  let lastEdge = Number.NEGATIVE_INFINITY;
  return labels.map((label, i) => {
    const x = positions[i];
    if (label === '' || x === undefined || !Number.isFinite(x)) return '';
    const half = labelWidth(label) / 2;
    if (x - half < lastEdge + gap) return '';
    lastEdge = x + half;
    return label;
  });
}

const widths = new Map<string, number>();
let context: CanvasRenderingContext2D | null | undefined;

/** A label's width in the axes' font, measured once per text (estimated where there is no canvas, as in tests). */
export function measureLabel(text: string, font = '12px system-ui, sans-serif'): number {
  const key = `${font}|${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  let width = text.length * 7;
  if (context) {
    context.font = font;
    width = context.measureText(text).width;
  }
  widths.set(key, width);
  return width;
}
