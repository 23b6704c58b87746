import { ONBOARDING_FTP_BOUNDS_W } from '@domestique/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProfileFtpFacts } from '../../src/modules/ftp/ftp-repository.ts';
import { ftpFromAnswers } from '../../src/modules/ftp/ftp-rules.ts';

const rider = (patch: Partial<ProfileFtpFacts>): ProfileFtpFacts => ({
  ftp: null,
  weight: 70,
  weightUnit: 'kg',
  experienceLevel: 'intermediate',
  timezone: null,
  lthr: null,
  maxHr: null,
  restingHr: null,
  ...patch,
});

describe('the first FTP estimate, from the onboarding answers', () => {
  it('is W/kg for the level × weight, rounded to 5 W', () => {
    expect(ftpFromAnswers(rider({ weight: 70 }))).toBe(195); // 2.8 × 70 = 196
    expect(ftpFromAnswers(rider({ weight: 154, weightUnit: 'lb' }))).toBe(195); // 69.9 kg
    expect(ftpFromAnswers(rider({ experienceLevel: 'beginner', weight: 60 }))).toBe(120);
  });

  it('is never absurd: none for a weight outside the human bounds (a profile saved before them)', () => {
    // 1,000 kg gave a 1,270 W "first FTP estimate" on the dashboard
    expect(ftpFromAnswers(rider({ weight: 1000 }))).toBeNull();
    expect(ftpFromAnswers(rider({ weight: 1000, weightUnit: 'lb' }))).toBeNull();
    expect(ftpFromAnswers(rider({ weight: 10 }))).toBeNull();
  });

  it('stays within 50–400 W for any rider within the bounds (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('beginner', 'intermediate', 'advanced', 'elite'),
        fc.constantFrom('kg', 'lb'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (experienceLevel, weightUnit, at) => {
          const [min, max] = weightUnit === 'kg' ? [25, 300] : [55, 660];
          const watts = ftpFromAnswers(
            rider({ experienceLevel, weightUnit, weight: min + at * (max - min) }),
          );
          expect(watts).not.toBeNull();
          expect(watts!).toBeGreaterThanOrEqual(ONBOARDING_FTP_BOUNDS_W.min);
          expect(watts!).toBeLessThanOrEqual(ONBOARDING_FTP_BOUNDS_W.max);
        },
      ),
    );
    expect(ftpFromAnswers(rider({ experienceLevel: 'elite', weight: 300 }))).toBe(400);
    expect(ftpFromAnswers(rider({ experienceLevel: 'beginner', weight: 25 }))).toBe(50);
  });
});
