import { describe, expect, it } from 'vitest';
import { advisedWeek, RIDER_LEVELS, volumeAdvice } from '../src/index.ts';

describe('the volume advice and the week it gives', () => {
  it('each level’s week is inside its advised hours, on as many days as the advised rides', () => {
    for (const level of RIDER_LEVELS) {
      const advice = volumeAdvice(level);
      const week = advisedWeek(level);
      expect(week.weeklyHours).toBeGreaterThanOrEqual(advice.weeklyHours[0]);
      expect(week.weeklyHours).toBeLessThanOrEqual(advice.weeklyHours[1]);
      expect(week.days).toHaveLength(advice.ridesPerWeek);
    }
  });

  it('an advanced rider: 8–12 h in 5 rides, so 10 h on Tue, Wed, Thu, Sat and Sun (Mon and Fri rest)', () => {
    expect(volumeAdvice('advanced')).toMatchObject({ weeklyHours: [8, 12], ridesPerWeek: 5 });
    expect(advisedWeek('advanced')).toEqual({ weeklyHours: 10, days: ['tue', 'wed', 'thu', 'sat', 'sun'] });
    expect(advisedWeek('intermediate')).toEqual({ weeklyHours: 6.5, days: ['tue', 'thu', 'sat', 'sun'] });
    expect(advisedWeek('beginner').days).toEqual(['tue', 'thu', 'sat']);
  });
});
