import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysFrom,
  emptyDayWord,
  formatDay,
  formatPlanDuration,
  monthRange,
  shiftAnchor,
  weekdayNames,
  weekdayOf,
  weekRange,
} from '../src/features/plans/plan-dates.ts';

describe('plan dates', () => {
  it('adds days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-04-02', '2026-03-28')).toBe(-5);
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekdayOf('2026-06-01')).toBe('mon');
    expect(weekdayOf('2026-06-07')).toBe('sun');
    expect(weekRange('2026-06-07')).toEqual({ from: '2026-06-01', to: '2026-06-07' });
    expect(weekRange('2026-06-08')).toEqual({ from: '2026-06-08', to: '2026-06-14' });
    expect(daysFrom('2026-06-01', '2026-06-03')).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });

  it('a month view is whole weeks within the calendar API’s 62 days', () => {
    // June 2026 starts on a Monday and ends on a Tuesday: 5 weeks
    expect(monthRange('2026-06-15')).toEqual({ from: '2026-06-01', to: '2026-07-05' });
    // March 2026: Sunday the 1st to Tuesday the 31st — 6 weeks
    const march = monthRange('2026-03-10');
    expect(march).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(daysBetween(march.from, march.to) + 1).toBeLessThanOrEqual(62);
    expect(shiftAnchor('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(shiftAnchor('2026-01-01', 'month', -1)).toBe('2025-12-01');
    expect(shiftAnchor('2026-06-03', 'week', -1)).toBe('2026-05-27');
  });

  it('words days and durations in the UI language', () => {
    expect(formatDay('2026-06-02', 'en-GB')).toBe('Tue 2 Jun');
    expect(formatDay('2026-06-02', 'pt')).toMatch(/ter.*2.*jun/i);
    expect(weekdayNames('es')[0]).toMatch(/^lun/);
    expect(formatPlanDuration(5400)).toBe('1 h 30 min');
    expect(formatPlanDuration(2700)).toBe('45 min');
    expect(formatPlanDuration(7200)).toBe('2 h');
  });
});

describe('an empty calendar day', () => {
  it('reads "rest" on a day of the plan, "no plan yet" before it began, and nothing with no plan', () => {
    expect(emptyDayWord('2026-06-06', '2026-06-05')).toBe('rest');
    expect(emptyDayWord('2026-06-05', '2026-06-05')).toBe('rest');
    expect(emptyDayWord('2026-06-04', '2026-06-05')).toBe('noPlanYet');
    expect(emptyDayWord('2026-06-04', null)).toBeNull();
  });
});
