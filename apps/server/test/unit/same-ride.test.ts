import { describe, expect, it } from 'vitest';
import { isSameRide } from '../../src/modules/activities/same-ride.ts';

const at = (iso: string, elapsedS: number | null) => ({ startTime: new Date(iso), elapsedS });

describe('isSameRide', () => {
  it('same start (±60 s) and a similar duration (±2 min or 10 %)', () => {
    expect(isSameRide(at('2026-01-01T08:00:00Z', 3600), at('2026-01-01T08:01:00Z', 3650))).toBe(true);
    expect(isSameRide(at('2026-01-01T08:00:00Z', 3600), at('2026-01-01T07:59:00Z', 3300))).toBe(true);
    // a 61-s later start: falls back to the overlap rule (still almost all shared)
    expect(isSameRide(at('2026-01-01T08:00:00Z', 3600), at('2026-01-01T08:01:01Z', 3600))).toBe(true);
    // short files: the 2-minute floor
    expect(isSameRide(at('2026-01-01T08:00:00Z', 126), at('2026-01-01T08:00:00Z', 126))).toBe(true);
  });

  it('an overlap of at least half of the shorter ride', () => {
    expect(isSameRide(at('2026-01-01T08:00:00Z', 3600), at('2026-01-01T08:30:00Z', 1800))).toBe(true);
    expect(isSameRide(at('2026-01-01T08:00:00Z', 3600), at('2026-01-01T08:50:00Z', 1200))).toBe(true); // 10 of 20 min
    expect(isSameRide(at('2026-01-01T08:00:00Z', 3600), at('2026-01-01T08:51:00Z', 1200))).toBe(false); // 9 of 20
  });

  it('rides that follow each other, or lack a duration, are different rides', () => {
    expect(isSameRide(at('2026-01-01T08:00:00Z', 3600), at('2026-01-01T09:00:00Z', 3600))).toBe(false);
    expect(isSameRide(at('2026-01-01T08:00:00Z', 3600), at('2026-01-01T12:00:00Z', 3600))).toBe(false);
    expect(isSameRide(at('2026-01-01T08:00:00Z', null), at('2026-01-01T08:30:00Z', 0))).toBe(false);
    // …but two empty files at the same moment are one
    expect(isSameRide(at('2026-01-01T08:00:00Z', 0), at('2026-01-01T08:00:30Z', 0))).toBe(true);
  });
});
