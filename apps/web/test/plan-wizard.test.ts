import type { Profile } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { newEventRow } from '../src/features/plans/event-answers.ts';
import {
  defaultDayMinutes,
  shownWeeks,
  toPlanCreate,
  wizardDefaults,
} from '../src/features/plans/wizard-answers.ts';

const profile = {
  primary_goal: 'climbing',
  experience_level: 'intermediate',
  ftp: 240,
  knows_ftp: true,
  weekly_hours: 8,
  available_days: ['mon', 'wed', 'sat', 'sun'],
} as unknown as Profile;

describe('plan wizard answers', () => {
  it('start from the profile: goal, level, known FTP, hours and days with the server’s default cap', () => {
    const a = wizardDefaults(profile, '2026-06-01');
    expect(a.goal).toBe('climbing');
    expect(a.level).toBe('intermediate');
    expect(a.ftpKnown).toBe(true);
    expect(a.ftpW).toBe('240');
    expect(a.days.mon).toEqual({ on: true, maxMinutes: 240 });
    expect(a.days.tue.on).toBe(false);
    expect(a.startDate).toBe('2026-06-01');
    const body = toPlanCreate(a);
    expect(body.availability).toEqual([
      { day: 'mon', maxDurationS: 14400 },
      { day: 'wed', maxDurationS: 14400 },
      { day: 'sat', maxDurationS: 14400 },
      { day: 'sun', maxDurationS: 14400 },
    ]);
    expect(body).toMatchObject({ ftpW: 240, weeklyHours: 8, weeks: 12, events: [], strength: false });
    expect(body).not.toHaveProperty('event');
  });

  it('an FTP the rider never gave is unknown: the plan opens with a test', () => {
    const a = wizardDefaults({ ...profile, knows_ftp: false, ftp: 200 }, '2026-06-01');
    expect(a.ftpKnown).toBe(false);
    expect(toPlanCreate(a).ftpW).toBeNull();
    expect(wizardDefaults(null, '2026-06-01').goal).toBe('generalFitness');
  });

  it('sends what the rider typed so the server can word the problem; an A event may set the length', () => {
    const a = { ...wizardDefaults(profile, '2026-06-01'), weeklyHours: 'abc', weeks: '' };
    expect(toPlanCreate(a).weeklyHours).toBe('abc');
    const a1 = { ...newEventRow([]), date: '2026-08-01' };
    expect(toPlanCreate({ ...a, events: [a1] }).weeks).toBeNull();
    expect(toPlanCreate({ ...a, weeks: '8', weeklyHours: '6,5' })).toMatchObject({
      weeks: 8,
      weeklyHours: 6.5,
    });
  });

  it('sends every event in the rows’ order, so a field error’s index is its row; a removed one is gone', () => {
    const a = wizardDefaults(profile, '2026-06-01');
    const first = newEventRow(a.events);
    expect(first.priority).toBe('A');
    const second = newEventRow([first]);
    expect(second.priority).toBe('B');
    const rows = [
      { ...first, date: '2026-08-30' },
      { ...second, date: '2026-07-12' },
      { ...newEventRow([first, second]), date: '2026-07-26', priority: 'C' as const },
    ];
    expect(toPlanCreate({ ...a, events: rows }).events).toEqual([
      { date: '2026-08-30', priority: 'A' },
      { date: '2026-07-12', priority: 'B' },
      { date: '2026-07-26', priority: 'C' },
    ]);
    const removed = rows.filter((r) => r.key !== second.key);
    expect(toPlanCreate({ ...a, events: removed }).events).toEqual([
      { date: '2026-08-30', priority: 'A' },
      { date: '2026-07-26', priority: 'C' },
    ]);
    // a row without a date goes as typed: the server words the problem at that row
    expect(toPlanCreate({ ...a, events: [newEventRow([])] }).events).toEqual([{ date: '', priority: 'A' }]);
  });

  it('with an A event the plan runs to it unless the rider typed the weeks; B and C keep the length', () => {
    const a = wizardDefaults(profile, '2026-06-01');
    const b = { ...newEventRow([]), date: '2026-07-12', priority: 'B' as const };
    expect(toPlanCreate({ ...a, events: [b] }).weeks).toBe(12);
    const withA = { ...a, events: [b, { ...newEventRow([b]), date: '2026-08-30', priority: 'A' as const }] };
    expect(shownWeeks(withA)).toBe('');
    expect(toPlanCreate(withA).weeks).toBeNull();
    const typed = { ...withA, weeks: '13', weeksTyped: true };
    expect(shownWeeks(typed)).toBe('13');
    expect(toPlanCreate(typed).weeks).toBe(13);
    expect(toPlanCreate({ ...typed, weeks: '' }).weeks).toBeNull();
  });

  it('caps a day at twice its share of the hours, within 1–4 h', () => {
    expect(defaultDayMinutes(3, 6)).toBe(60);
    expect(defaultDayMinutes(6, 4)).toBe(180);
    expect(defaultDayMinutes(20, 3)).toBe(240);
  });
});
