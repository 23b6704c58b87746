import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  dayString,
  isValidDay,
  localDay,
  periodStart,
  previousPeriod,
  safeTimeZone,
} from '../src/index.ts';

// Calendar rules behind the progress charts and the rider's "today": integer day math checked against Date.
describe('calendar days', () => {
  it('dayString and dayNumber agree with Date for years 1–9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719162, max: 2932896 }), (n) => {
        const iso = new Date(n * 86_400_000).toISOString().slice(0, 10);
        expect(dayString(n)).toBe(iso);
        expect(dayNumber(iso)).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });

  it('validates days', () => {
    expect(['2024-02-29', '2026-12-31', '0001-01-01'].map(isValidDay)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', 'yesterday', ''].map(isValidDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('weeks start on Monday, months on the 1st; previous periods cross years', () => {
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(periodStart('2026-11-16', 'week')).toBe('2026-11-16');
    expect(periodStart('2026-11-22', 'month')).toBe('2026-11-01');
    expect(previousPeriod('2026-01-05', 'week', 1)).toBe('2025-12-29');
    expect(previousPeriod('2026-01-01', 'month', 13)).toBe('2024-12-01');
  });

  it('local today and unknown zones', () => {
    const late = new Date('2026-03-01T02:00:00Z');
    expect(localDay('America/Sao_Paulo', late)).toBe('2026-02-28');
    expect(localDay('UTC', late)).toBe('2026-03-01');
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone(null)).toBe('UTC');
    expect(safeTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
  });
});
