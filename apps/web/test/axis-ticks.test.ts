import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DURATION_TICK_PRIORITY,
  dateTickFormat,
  dateTickLabels,
  LABEL_GAP_PX,
  measureLabel,
  pickLogTicks,
  thinLabels,
} from '../src/components/charts/axis-ticks.ts';
import { formatShortDuration } from '../src/lib/ride-format.ts';

/** A log axis from `min` to `max` seconds drawn over `width` px, as uPlot's valToPos would place values. */
const logAxis = (min: number, max: number, width: number) => (value: number) =>
  ((Math.log10(value) - Math.log10(min)) / (Math.log10(max) - Math.log10(min))) * width;

/** Labels of the ticks that overlap (centred, with the gap), as "a|b". */
function overlaps(ticks: number[], position: (v: number) => number) {
  const found: string[] = [];
  for (let i = 1; i < ticks.length; i += 1) {
    const a = ticks[i - 1]!;
    const b = ticks[i]!;
    const room =
      (measureLabel(formatShortDuration(a)) + measureLabel(formatShortDuration(b))) / 2 + LABEL_GAP_PX;
    if (position(b) - position(a) < room) found.push(`${formatShortDuration(a)}|${formatShortDuration(b)}`);
  }
  return found;
}

const durationTicks = (min: number, max: number, width: number) =>
  pickLogTicks({
    priority: DURATION_TICK_PRIORITY,
    min,
    max,
    position: logAxis(min, max, width),
    labelWidth: (s) => measureLabel(formatShortDuration(s)),
  });

describe('power-curve duration ticks', () => {
  it('on a phone (≈250 px of plot, 1 s – 5 h): no "1 min5 min20 min1 h", the key durations kept', () => {
    const ticks = durationTicks(1, 18_000, 250);
    expect(overlaps(ticks, logAxis(1, 18_000, 250))).toEqual([]);
    expect(ticks).toContain(60);
    expect(ticks).toContain(1200);
  });

  it('on a desktop (≈450 px, 1 s – 2 h): no "30 s1 min"', () => {
    const ticks = durationTicks(1, 7200, 450);
    expect(overlaps(ticks, logAxis(1, 7200, 450))).toEqual([]);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
  });

  it('never overlaps, whatever the range and width, and stays inside the range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 600, max: 30_000 }),
        fc.integer({ min: 120, max: 1400 }),
        (min, max, width) => {
          const ticks = durationTicks(min, max, width);
          expect(overlaps(ticks, logAxis(min, max, width))).toEqual([]);
          for (const t of ticks) expect(t >= min && t <= max).toBe(true);
          expect([...ticks].sort((a, b) => a - b)).toEqual(ticks);
        },
      ),
    );
  });
});

describe('fitness chart date ticks', () => {
  const jan1 = (year: number) => new Date(year, 0, 1, 12).getTime() / 1000;
  const YEAR = 365 * 86_400;

  it('all time, yearly ticks: each says its year, not "Jan 1" on every tick', () => {
    const ticks = [2019, 2020, 2021, 2022, 2023].map(jan1);
    for (const lang of ['en', 'pt', 'es']) {
      const labels = dateTickLabels(ticks, YEAR, lang);
      expect(labels).toEqual(['2019', '2020', '2021', '2022', '2023']);
    }
  });

  it('monthly ticks: the short month, with the year on the first tick and at each year change', () => {
    const months = (year: number, month: number, count: number) =>
      Array.from({ length: count }, (_, k) => new Date(year, month + k, 1, 12).getTime() / 1000);
    const MONTH = 30 * 86_400;
    expect(dateTickLabels(months(2026, 11, 3), MONTH, 'en')).toEqual(['Dec 2026', 'Jan 2027', 'Feb']);
    // pt's Intl says "dez. de 2026": the year is joined with a space, as in en and es
    expect(dateTickLabels(months(2026, 11, 3), MONTH, 'pt')).toEqual(['dez. 2026', 'jan. 2027', 'fev.']);
    expect(dateTickLabels(months(2026, 11, 3), MONTH, 'es')).toEqual(['dic 2026', 'ene 2027', 'feb']);
    expect(dateTickLabels(months(2026, 2, 3), MONTH, 'pt')).toEqual(['mar. 2026', 'abr.', 'mai.']);
    expect(dateTickFormat(MONTH)).not.toHaveProperty('year');
    expect(dateTickLabels([new Date(2024, 2, 5, 12).getTime() / 1000], 14 * 86_400, 'en-GB')).toEqual([
      '5 Mar',
    ]);
    expect(dateTickFormat(7 * 86_400)).not.toHaveProperty('year');
  });

  it('labels of distinct ticks are distinct for any step uPlot picks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(86_400, 7 * 86_400, 14 * 86_400, 30 * 86_400, 91 * 86_400, YEAR, 2 * YEAR, 5 * YEAR),
        fc.integer({ min: 2000, max: 2030 }),
        (step, year) => {
          // uPlot puts monthly and yearly ticks on calendar boundaries, shorter steps every `step` seconds
          const months = step >= 28 * 86_400 ? Math.round(step / (30 * 86_400)) : 0;
          const ticks = [0, 1, 2, 3, 4].map((k) =>
            months > 0 ? new Date(year, k * months, 1, 12).getTime() / 1000 : jan1(year) + k * step,
          );
          const labels = dateTickLabels(ticks, step, 'en');
          expect(new Set(labels).size).toBe(labels.length);
        },
      ),
    );
  });
});

describe('date labels thinned to the width', () => {
  /** Left and right edges of the labels kept, centred on their positions. */
  const edges = (labels: string[], positions: number[]) =>
    labels.flatMap((label, i) =>
      label === ''
        ? []
        : [{ left: positions[i]! - measureLabel(label) / 2, right: positions[i]! + measureLabel(label) / 2 }],
    );

  it('a 12-week plan on a phone (≈270 px): "dez. 2026jan. 2027" cannot happen, the first label stays', () => {
    const ticks = [0, 1, 2].map((k) => new Date(2026, 11 + k, 1, 12).getTime() / 1000);
    const labels = dateTickLabels(ticks, 30 * 86_400, 'pt');
    // ticks 40 px apart: the second would touch the first, so it is left blank
    const thinned = thinLabels(labels, [10, 50, 90], (label) => measureLabel(label));
    expect(thinned[0]).toBe('dez. 2026');
    expect(thinned[1]).toBe('');
    // a month apart on a real phone-wide plot (≈90 px): all three are kept
    expect(thinLabels(labels, [10, 100, 190], (label) => measureLabel(label))).toEqual(labels);
  });

  it('never leaves two labels closer than the gap, whatever the spacing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Dec 2026', 'jan.', '5 de dez.', '2027', 'Entrenos'), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 120 }),
        (labels, spacing) => {
          const positions = labels.map((_, i) => i * spacing);
          const kept = edges(
            thinLabels(labels, positions, (label) => measureLabel(label)),
            positions,
          );
          expect(kept.length).toBeGreaterThanOrEqual(1);
          for (let i = 1; i < kept.length; i += 1)
            expect(kept[i]!.left - kept[i - 1]!.right).toBeGreaterThanOrEqual(LABEL_GAP_PX);
        },
      ),
    );
  });
});
