import type { Profile } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { defaultDayMinutes, toPlanCreate, wizardDefaults } from '../src/features/plans/wizard-answers.ts';

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
    expect(body).toMatchObject({ ftpW: 240, weeklyHours: 8, weeks: 12, event: null, strength: false });
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
    expect(toPlanCreate({ ...a, hasEvent: true, eventDate: '2026-08-01' }).weeks).toBeNull();
    expect(toPlanCreate({ ...a, weeks: '8', weeklyHours: '6,5' })).toMatchObject({
      weeks: 8,
      weeklyHours: 6.5,
    });
  });

  it('caps a day at twice its share of the hours, within 1–4 h', () => {
    expect(defaultDayMinutes(3, 6)).toBe(60);
    expect(defaultDayMinutes(6, 4)).toBe(180);
    expect(defaultDayMinutes(20, 3)).toBe(240);
  });
});
