import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DURATION_TICK_PRIORITY,
  dateTickFormat,
  dateTickLabels,
  LABEL_GAP_PX,
  measureLabel,
  pickLogTicks,
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

  it('monthly ticks carry the year; daily and weekly ones day and month', () => {
    expect(dateTickLabels([new Date(2024, 0, 1, 12).getTime() / 1000], 30 * 86_400, 'en')).toEqual([
      'Jan 2024',
    ]);
    expect(dateTickFormat(30 * 86_400)).toHaveProperty('year');
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
