import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentFtp,
  ftpForRide,
  ftpFromAnswers,
  ftpTimeline,
  manualFtpStart,
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

  it('an accepted estimate supersedes everything effective after it (a decision about today’s FTP)', () => {
    const test = entry('t', 'test', 250, '2026-11-22T07:00:00Z', '2026-11-23T00:00:00Z');
    const estimate = entry('e', 'estimate', 260, '2026-11-21T07:00:00Z', '2026-11-24T00:00:00Z');
    expect(ftpTimeline([typed, test, estimate]).map((e) => e.id)).toEqual(['m', 'e']);
  });
});

describe('the FTP timeline: a typed FTP covers its own dates only (issue 22)', () => {
  const at = (iso: string) => new Date(iso);
  const entry = (id: string, ftpW: number, effective: string, created: string, source = 'manual') => ({
    id,
    ftpW,
    source,
    effectiveAt: at(effective),
    createdAt: at(created),
  });

  it('an FTP changed an hour after onboarding leaves the old rides on the first FTP', () => {
    // onboarding's FTP and today's change, both typed today: a 2020 ride kept TSS 243 instead of dropping to 217
    const first = entry('a', 250, '2026-05-10T09:00:00Z', '2026-05-10T09:00:00Z');
    const change = entry('b', 280, '2026-05-10T10:00:00Z', '2026-05-10T10:00:00Z');
    expect(ftpForRide(at('2020-06-01T08:00:00Z'), [first, change], null)).toBe(250);
    expect(ftpForRide(at('2011-03-01T08:00:00Z'), [first, change], null)).toBe(250);
    expect(ftpForRide(at('2026-05-10T11:00:00Z'), [first, change], null)).toBe(280);
    expect(currentFtp([first, change], null)).toMatchObject({ watts: 280, source: 'manual' });
  });

  it('a back-dated FTP covers the rides from its date until the next entry, and is not today’s FTP', () => {
    const today = entry('a', 280, '2026-05-10T09:00:00Z', '2026-05-10T09:00:00Z');
    const y2018 = entry('b', 230, '2018-01-01T00:00:00Z', '2026-05-11T09:00:00Z');
    const y2022 = entry('c', 260, '2022-01-01T00:00:00Z', '2026-05-11T10:00:00Z');
    const history = [today, y2018, y2022];
    expect(ftpTimeline(history).map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(ftpForRide(at('2015-06-01T08:00:00Z'), history, null)).toBe(230); // before the first: the earliest
    expect(ftpForRide(at('2020-06-01T08:00:00Z'), history, null)).toBe(230);
    expect(ftpForRide(at('2023-06-01T08:00:00Z'), history, null)).toBe(260);
    expect(ftpForRide(at('2026-05-10T12:00:00Z'), history, null)).toBe(280);
    expect(currentFtp(history, null)).toMatchObject({ watts: 280 });
    // the same day typed again corrects it
    const fixed = entry('d', 265, '2022-01-01T00:00:00Z', '2026-05-12T10:00:00Z');
    expect(ftpTimeline([...history, fixed]).map((e) => e.id)).toEqual(['b', 'd', 'a']);
  });

  it('a dated entry re-scores only the rides it covers (property)', () => {
    const day = 86_400_000;
    const base = Date.UTC(2011, 0, 1);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 100, max: 400 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 100, max: 400 }),
        fc.array(fc.integer({ min: -500, max: 5500 }), { minLength: 1, maxLength: 30 }),
        (entries, newDay, newFtp, rideDays) => {
          const history = entries.map(([d, w], i) => ({
            id: `h${i}`,
            ftpW: w,
            source: i % 2 === 0 ? 'manual' : 'test',
            effectiveAt: new Date(base + d * day),
            createdAt: new Date(base + (6000 + i) * day),
          }));
          const added = {
            id: 'new',
            ftpW: newFtp,
            source: 'manual',
            effectiveAt: new Date(base + newDay * day),
            createdAt: new Date(base + 7000 * day),
          };
          const after = ftpTimeline([...history, added]);
          const next = after[after.indexOf(added) + 1];
          const first = after[0] === added;
          for (const d of rideDays) {
            const start = new Date(base + d * day + 3600_000);
            const before = ftpForRide(start, history, null);
            const now = ftpForRide(start, [...history, added], null);
            const covered = (start >= added.effectiveAt || first) && (!next || start < next.effectiveAt);
            if (covered) expect(now).toBe(newFtp);
            else expect(now).toBe(before);
          }
        },
      ),
    );
  });

  it('a typed FTP is dated from the day’s start in the rider’s zone, today from now; never future or before 1990', () => {
    const now = at('2026-05-10T15:30:00Z');
    expect(manualFtpStart('2026-05-10', 'America/Sao_Paulo', now)).toEqual({ effectiveAt: now });
    expect(manualFtpStart('2020-03-01', 'America/Sao_Paulo', now)).toEqual({
      effectiveAt: at('2020-03-01T03:00:00Z'),
    });
    expect(manualFtpStart('2026-05-11', 'America/Sao_Paulo', now)).toEqual({ problem: 'ftp_date_future' });
    // already the 11th in Tokyo: today there
    expect(manualFtpStart('2026-05-11', 'Asia/Tokyo', at('2026-05-10T16:00:00Z'))).toEqual({
      effectiveAt: at('2026-05-10T16:00:00Z'),
    });
    expect(manualFtpStart('1989-12-31', 'UTC', now)).toEqual({ problem: 'ftp_date_too_early' });
    expect(manualFtpStart('1990-01-01', 'UTC', now)).toEqual({ effectiveAt: at('1990-01-01T00:00:00Z') });
    expect(manualFtpStart('2026-02-30', 'UTC', now)).toEqual({ problem: 'invalid_value' });
  });
});
