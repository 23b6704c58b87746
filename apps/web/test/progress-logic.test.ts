import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitnessRange } from '../src/components/charts/fitness-scale.ts';
import { fitnessFrom, isoDay } from '../src/features/progress/fitness-range.ts';
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
