import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  DURATION_TICK_PRIORITY,
  dateTickLabels,
  measureLabel,
  pickLogTicks,
  thinLabels,
} from './axis-ticks.ts';

/**
 * The one place uPlot is imported. Only the lazily loaded chart pages (ride detail, progress) import this file, so
 * the home page and the dashboard never download chart code (reference/performance.md).
 */
export { uPlot };

export type ChartColors = { axis: string; grid: string };

function readColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  return {
    axis: style.getPropertyValue('--muted').trim() || '#555b68',
    grid: style.getPropertyValue('--line').trim() || '#dedcd2',
  };
}

/** Axis and grid colours of the current theme, updated when the theme toggle flips `.dark` on <html>. */
export function useChartColors(): ChartColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(readColors()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}

/** A themed axis: muted labels, hairline grid. */
export function themedAxis(colors: ChartColors, extra: Partial<uPlot.Axis> = {}): uPlot.Axis {
  return {
    stroke: colors.axis,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    font: '12px system-ui, sans-serif',
    ...extra,
  };
}

/** Round tick steps for an axis in seconds of ride time (1 min … 3 h), so labels read 0:00, 10:00, 20:00. */
export const TIME_INCREMENTS = [10, 30, 60, 120, 300, 600, 900, 1200, 1800, 3600, 7200, 10_800];

/** The x axis of a power curve: log time with ticks at the durations riders talk about, as many as fit. */
export function durationLogAxis(colors: ChartColors, format: (seconds: number) => string): uPlot.Axis {
  return themedAxis(colors, {
    splits: (u: uPlot) => {
      const { min = 1, max = 1 } = u.scales.x ?? {};
      return pickLogTicks({
        priority: DURATION_TICK_PRIORITY,
        min,
        max,
        position: (seconds) => u.valToPos(seconds, 'x'),
        labelWidth: (seconds) => measureLabel(format(seconds)),
      });
    },
    // uPlot's log axes blank every tick but 1-2-5 by default; ours are chosen already
    filter: (_u: uPlot, splits: number[]) => splits,
    values: (_u: uPlot, ticks: (number | null)[]) => ticks.map((s) => (s == null ? '' : format(s))),
  });
}

/**
 * The x axis of a chart over days (uPlot time scale, seconds): dates in `language` written for the step between ticks
 * (axis-ticks.ts), and a label that would touch its neighbour left blank, so a phone-wide chart never runs two together.
 */
export function dateAxis(colors: ChartColors, language: string): uPlot.Axis {
  return themedAxis(colors, {
    // room for "Dec 2026" or "5 de dez.": uPlot spaces the ticks at least this far apart
    space: 64,
    values: (u: uPlot, ticks: number[], _axis: number, _space: number, step: number) =>
      thinLabels(
        dateTickLabels(ticks, step, language),
        ticks.map((s) => u.valToPos(s, 'x')),
        (label) => measureLabel(label),
      ),
  });
}

/** Charts waiting to be drawn, oldest first (drawSoon). */
const waiting: (() => void)[] = [];
let draining = false;

/**
 * Draws one chart per task, after the page around it has painted: a ride page's five stream charts and its power curve
 * were built in one task of several hundred milliseconds on a phone (input could not get through, and the text
 * waited for them). Each chart is still drawn as soon as the one before it is.
 */
function drawSoon(draw: () => void) {
  waiting.push(draw);
  if (draining) return;
  draining = true;
  const next = () => {
    const job = waiting.shift();
    if (!job) {
      draining = false;
      return;
    }
    try {
      job();
    } finally {
      setTimeout(next, 0);
    }
  };
  setTimeout(next, 0);
}

/**
 * A uPlot chart that fills its container's width. `build` makes the options for a width; the chart is rebuilt when
 * `build` or `data` change and resized (not rebuilt) when the container does.
 */
export function UplotChart({
  build,
  data,
  height,
  onReady,
  testId,
}: {
  build: (width: number) => Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
  onReady?: (chart: uPlot | null) => void;
  testId?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The width comes from the ResizeObserver's first report (made after the browser's own layout), not from
    // clientWidth here: that read forced a layout of the whole page inside React's commit, once per chart, each
    // after the previous chart had changed the page.
    let chart: uPlot | null = null;
    let width = 0;
    let queued = false;
    let gone = false;
    const observer = new ResizeObserver((entries) => {
      width = Math.max(200, Math.floor(entries[entries.length - 1]?.contentRect.width ?? 0));
      if (chart) {
        if (width !== chart.width) chart.setSize({ width, height });
        return;
      }
      if (queued) return;
      queued = true;
      drawSoon(() => {
        if (gone) return;
        chart = new uPlot({ ...build(width), width, height }, data, element);
        onReady?.(chart);
      });
    });
    observer.observe(element);
    return () => {
      gone = true;
      observer.disconnect();
      if (chart) {
        onReady?.(null);
        chart.destroy();
      }
    };
  }, [build, data, height, onReady]);
  // The canvas is decoration for sighted users; each chart's caption carries the numbers (text alternative).
  // Its height is reserved before uPlot draws (after the first render): what follows must not jump down.
  return (
    <div
      ref={container}
      className="w-full min-w-0"
      style={{ minHeight: height }}
      aria-hidden="true"
      data-testid={testId}
    />
  );
}
