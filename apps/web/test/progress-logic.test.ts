import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitnessRange } from '../src/components/charts/fitness-scale.ts';
import { openingOffset, showsLatest, TOTALS_COUNT } from '../src/features/progress/api/get-totals.ts';
import { fitnessFrom, isoDay } from '../src/features/progress/fitness-range.ts';
import { monthlyRamp, rampBars } from '../src/features/progress/ramp-rate.ts';
import { TSB_STATES, tsbState } from '../src/lib/training-load.ts';

describe('fitness window', () => {
  it('leaves 90 days to the server and goes a year back for "year"', () => {
    expect(fitnessFrom('90d', '2026-11-22', null)).toBeUndefined();
    expect(fitnessFrom('year', '2026-11-22', null)).toBe('2025-11-23');
  });

  it('starts "all time" on the first ride’s local day, capped at 20 years', () => {
    expect(fitnessFrom('all', '2026-11-22', isoDay(new Date(2020, 5, 1, 16)))).toBe('2020-06-01');
    expect(fitnessFrom('all', '2026-11-22', '1990-01-01T12:00:00')).toBe('2006-11-08');
    expect(fitnessFrom('all', '2026-11-22', '2030-01-01T12:00:00')).toBe('2026-11-22');
    expect(fitnessFrom('all', '2026-11-22', null)).toBe('2025-11-23');
  });

  it('formats local calendar days', () => {
    expect(isoDay(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});

describe('fitness chart scale', () => {
  it('never magnifies loads decayed to almost nothing into a curve', () => {
    expect(fitnessRange(1e-30, 4e-20)).toEqual([0, 10]);
    expect(fitnessRange(Number.NaN, Number.NaN)).toEqual([0, 10]);
  });
  it('keeps real values, negative form included', () => {
    expect(fitnessRange(-23.4, 71.2)).toEqual([-24, 72]);
  });
});

describe('form in words', () => {
  it('follows the Performance Manager bands', () => {
    expect(tsbState(30)).toBe('transition');
    expect(tsbState(25)).toBe('fresh');
    expect(tsbState(5)).toBe('fresh');
    expect(tsbState(0)).toBe('neutral');
    expect(tsbState(-10)).toBe('neutral');
    expect(tsbState(-20)).toBe('productive');
    expect(tsbState(-31)).toBe('overreaching');
  });

  it('never gets fresher as TSB falls', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (tsb, drop) => {
          expect(TSB_STATES.indexOf(tsbState(tsb - drop))).toBeGreaterThanOrEqual(
            TSB_STATES.indexOf(tsbState(tsb)),
          );
        },
      ),
    );
  });
});

describe('ramp-rate bars over a long history (issue 22)', () => {
  const series = (from: string, n: number, ctlAt: (i: number) => number) =>
    Array.from({ length: n }, (_, i) => {
      const d = new Date(`${from}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + i);
      const ctl = ctlAt(i);
      return {
        date: d.toISOString().slice(0, 10),
        load: 0,
        ctl,
        atl: 0,
        tsb: 0,
        rampRate: i >= 7 ? ctl - ctlAt(i - 7) : 0,
      };
    });

  it('a bar a week up to two years; a bar a month beyond, on the same per-week scale', () => {
    const year = series('2025-01-01', 365, (i) => i * 0.5);
    expect(rampBars(year).per).toBe('week');
    const long = series('2010-01-01', 16 * 365, (i) => i * 0.5); // 800+ weeks
    const { per, bars } = rampBars(long);
    expect(per).toBe('month');
    expect(bars.length).toBeGreaterThan(180);
    expect(bars.length).toBeLessThan(200);
    // CTL rises 0.5 a day: 3.5 points a week, whatever the month's length
    for (const bar of bars) expect(bar.value).toBeCloseTo(3.5, 9);
    expect(bars[0]!.end).toBe('2010-02-28');
    expect(bars.at(-1)!.end).toBe(long.at(-1)!.date);
  });

  it('a month’s bar is its CTL change over the month, as a rate per week (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 40, maxLength: 200 }),
        (steps) => {
          let ctl = 50;
          const ctls = steps.map((s) => (ctl += s));
          const days = series('2024-01-01', ctls.length, (i) => ctls[i]!);
          for (const bar of monthlyRamp(days)) {
            const end = days.findIndex((d) => d.date === bar.end);
            const start = days.findIndex((d) => d.date.slice(0, 7) === bar.end.slice(0, 7));
            expect(start).toBeGreaterThan(0);
            expect(bar.value).toBeCloseTo(
              ((days[end]!.ctl - days[start - 1]!.ctl) * 7) / (end - start + 1),
              9,
            );
          }
        },
      ),
    );
  });
});

describe('totals open on the latest ride (issue 22)', () => {
  it('on the current weeks when the latest ride is among them, else on the page ending with it', () => {
    expect(openingOffset(null)).toBe(0);
    expect(openingOffset(0)).toBe(0);
    expect(openingOffset(TOTALS_COUNT - 1)).toBe(0);
    expect(openingOffset(TOTALS_COUNT)).toBe(TOTALS_COUNT);
    expect(openingOffset(150)).toBe(150);
    expect(showsLatest(150, 150)).toBe(true);
    expect(showsLatest(140, 150)).toBe(true);
    expect(showsLatest(0, 150)).toBe(false);
    expect(showsLatest(151, 150)).toBe(false);
    expect(showsLatest(0, null)).toBe(false);
  });
});
