import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDistanceKm,
  formatDuration,
  formatElevation,
  formatHours,
  formatNumber,
  formatPercent,
  formatShortDuration,
  formatSigned,
  formatSpeedKmh,
  formatWithSymbol,
  MISSING,
} from '../src/lib/ride-format.ts';

describe('ride formatting in the UI language', () => {
  it('writes durations as h:mm:ss, hours always: 1 min 34 s is 0:01:34, never "1:34" beside "1:11:53"', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59.6)).toBe('0:01:00');
    expect(formatDuration(94)).toBe('0:01:34');
    expect(formatDuration(754)).toBe('0:12:34');
    expect(formatDuration(4313)).toBe('1:11:53');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(4 * 3600 + 5 * 60 + 7)).toBe('4:05:07');
    expect(formatDuration(null)).toBe(MISSING);
    expect(formatDuration(-3)).toBe(MISSING);
  });

  it('round-trips any whole number of seconds through h:mm:ss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        const parts = formatDuration(seconds).split(':').map(Number);
        expect(parts).toHaveLength(3);
        const back = parts.reduce((total, part) => total * 60 + part, 0);
        expect(back).toBe(seconds);
      }),
    );
  });

  it('uses each language’s decimal separator for distances in km', () => {
    expect(formatDistanceKm(42_345, 'en')).toBe('42.3 km');
    expect(formatDistanceKm(42_345, 'pt')).toBe('42,3 km');
    expect(formatDistanceKm(42_345, 'es')).toBe('42,3 km');
    expect(formatDistanceKm(0, 'en')).toBe('0.0 km');
    expect(formatDistanceKm(null, 'en')).toBe(MISSING);
  });

  it('writes elevation in whole metres with grouping', () => {
    expect(formatElevation(1234.4, 'en')).toBe('1,234 m');
    expect(formatElevation(12_345, 'pt')).toBe('12.345 m');
    expect(formatElevation(undefined, 'es')).toBe(MISSING);
  });

  it('formats plain numbers, symbols, signs and percentages', () => {
    expect(formatNumber(0.8512, 'en', 2, 2)).toBe('0.85');
    expect(formatNumber(0.8, 'pt', 2, 2)).toBe('0,80');
    expect(formatWithSymbol(251.6, 'W', 'en')).toBe('252 W');
    expect(formatWithSymbol(Number.NaN, 'W', 'en')).toBe(MISSING);
    expect(formatSigned(12.4, 'en')).toBe('+12');
    expect(formatSigned(-4.5, 'en', 1)).toBe('-4.5');
    expect(formatSigned(0, 'en')).toBe('0');
    expect(formatPercent(5.2, 'pt')).toBe('5,2%');
    expect(formatPercent(5.2, 'en')).toBe('5.2%');
  });

  it('converts speed to km/h and time to hours', () => {
    expect(formatSpeedKmh(10, 'en')).toBe('36.0 km/h');
    expect(formatHours(45_000, 'en')).toBe('12.5h');
    expect(formatHours(5400, 'pt')).toMatch(/^1,5\s?h$/);
  });

  it('writes power-curve durations in short units', () => {
    expect(formatShortDuration(5)).toBe('5 s');
    expect(formatShortDuration(60)).toBe('1 min');
    expect(formatShortDuration(90)).toBe('1 min 30 s');
    expect(formatShortDuration(1200)).toBe('20 min');
    expect(formatShortDuration(3600)).toBe('1 h');
    expect(formatShortDuration(5400)).toBe('1 h 30 min');
  });

  it('dates rides in the UI language and reads calendar days as local days', () => {
    expect(formatDate('2013-08-16T12:35:10Z', 'en')).toBe('Aug 16, 2013');
    expect(formatDate('2013-08-16T12:35:10Z', 'pt')).toBe('16 de ago. de 2013');
    expect(formatDate('2024-05-06', 'es')).toBe('6 may 2024');
    expect(formatDate('not a date', 'en')).toBe(MISSING);
    expect(formatDate(null, 'en')).toBe(MISSING);
  });
});
