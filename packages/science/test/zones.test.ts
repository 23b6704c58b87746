import { describe, expect, it } from 'vitest';
import { hrZones, powerZones, SWEET_SPOT_PCT, timeInZones, zoneIndex } from '../src/index.ts';

describe('powerZones (Coggan, GoldenCheetah lower bounds)', () => {
  const zones = powerZones(250);

  it('has seven contiguous zones from 0 W to open-ended', () => {
    expect(zones.map((z) => z.id)).toEqual(['Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7']);
    expect(zones.map((z) => z.min)).toEqual([0, 137.5, 187.5, 225, 262.5, 300, 375]);
    expect(zones[6]!.max).toBe(Number.POSITIVE_INFINITY);
    for (let i = 1; i < zones.length; i++) expect(zones[i]!.min).toBe(zones[i - 1]!.max);
    expect(zones.map((z) => z.key)).toContain('endurance');
  });

  it('classifies watts with inclusive lower bounds', () => {
    expect(zoneIndex(0, zones)).toBe(0);
    expect(zoneIndex(137.4, zones)).toBe(0);
    expect(zoneIndex(137.5, zones)).toBe(1);
    expect(zoneIndex(250, zones)).toBe(3);
    expect(zoneIndex(2000, zones)).toBe(6);
    expect(zoneIndex(Number.NaN, zones)).toBe(-1);
  });

  it('rejects a non-positive FTP', () => {
    expect(() => powerZones(0)).toThrow(RangeError);
  });

  it('exposes the sweet-spot band', () => {
    expect(SWEET_SPOT_PCT).toEqual({ minPct: 88, maxPct: 94 });
  });
});

describe('hrZones', () => {
  it('Coggan: five zones at 68/83/94/105 % LTHR', () => {
    const z = hrZones(170);
    expect(z.map((x) => x.minPct)).toEqual([0, 68, 83, 94, 105]);
    expect(z[1]!.min).toBeCloseTo(115.6, 10);
    expect(z[4]!.min).toBeCloseTo(178.5, 10);
    expect(zoneIndex(160, z)).toBe(3);
  });

  it('Friel: seven cycling zones Z1…Z5c', () => {
    const z = hrZones(170, 'friel');
    expect(z.map((x) => x.id)).toEqual(['Z1', 'Z2', 'Z3', 'Z4', 'Z5a', 'Z5b', 'Z5c']);
    expect(z.map((x) => x.minPct)).toEqual([0, 81, 90, 94, 100, 103, 107]);
    expect(zoneIndex(170, z)).toBe(4);
  });
});

describe('timeInZones', () => {
  it('counts seconds per zone and skips NaN', () => {
    const zones = powerZones(200);
    // 100 W → Z1, 150 → Z3 (75–90 %), 200 → Z5? no: 200 W = 100 % → Z4; 400 W = 200 % → Z7.
    const t = timeInZones([100, 100, 160, 200, 200, 200, Number.NaN, 400], zones);
    expect(Array.from(t)).toEqual([2, 0, 1, 3, 0, 0, 1]);
  });

  it('weights samples by their duration', () => {
    const t = timeInZones([100, 200], hrZones(170), 5);
    expect(t.reduce((a, b) => a + b, 0)).toBe(10);
  });
});
