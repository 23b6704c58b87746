import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentFtp,
  ftpForRide,
  ftpFromAnswers,
  ftpTimeline,
  ONBOARDING_FTP_BOUNDS_W,
  type RiderFtpFacts,
} from '../src/index.ts';

const rider = (patch: Partial<RiderFtpFacts>): RiderFtpFacts => ({
  ftp: null,
  weight: 70,
  weightUnit: 'kg',
  experienceLevel: 'intermediate',
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

describe('the FTP timeline: a test sets the FTP for its own date', () => {
  const at = (iso: string) => new Date(iso);
  const entry = (id: string, source: string, ftpW: number, effective: string, created: string) => ({
    id,
    ftpW,
    source,
    effectiveAt: at(effective),
    createdAt: at(created),
  });
  const typed = entry('m', 'manual', 240, '2026-11-20T00:00:00Z', '2026-11-20T00:00:00Z');

  it('an older test slots in before today’s FTP and supersedes nothing after it', () => {
    const test = entry('t', 'test', 296, '2013-08-16T18:05:10Z', '2026-11-21T00:00:00Z');
    const timeline = ftpTimeline([typed, test]);
    expect(timeline.map((e) => e.id)).toEqual(['t', 'm']);
    expect(ftpForRide(at('2013-08-16T18:05:10Z'), [typed, test], null)).toBe(296);
    expect(ftpForRide(at('2020-06-01T00:00:00Z'), [typed, test], null)).toBe(296);
    expect(ftpForRide(at('2026-11-22T00:00:00Z'), [typed, test], null)).toBe(240);
    expect(currentFtp([typed, test], null)).toMatchObject({ watts: 240, source: 'manual' });
  });

  it('the newest test is today’s FTP; a test of the same ride again replaces the first', () => {
    const test = entry('t', 'test', 250, '2026-11-22T07:00:00Z', '2026-11-23T00:00:00Z');
    expect(currentFtp([typed, test], null)).toMatchObject({ watts: 250, source: 'test' });
    const retest = entry('r', 'test', 255, '2026-11-22T07:00:00Z', '2026-11-23T01:00:00Z');
    expect(ftpTimeline([typed, test, retest]).map((e) => e.id)).toEqual(['m', 'r']);
  });

  it('a manual FTP or an accepted estimate still supersedes everything effective after it', () => {
    const test = entry('t', 'test', 250, '2026-11-22T07:00:00Z', '2026-11-23T00:00:00Z');
    const estimate = entry('e', 'estimate', 260, '2026-11-21T07:00:00Z', '2026-11-24T00:00:00Z');
    expect(ftpTimeline([typed, test, estimate]).map((e) => e.id)).toEqual(['m', 'e']);
  });
});
