import { describe, expect, it } from 'vitest';
import { isHumanWeight, KG_PER_LB, WEIGHT_BOUNDS, weightKg } from '../src/index.ts';

describe('body weight', () => {
  it('converts pounds to kilograms and takes anything else as kilograms', () => {
    expect(weightKg(154, 'lb')).toBeCloseTo(154 * KG_PER_LB, 10);
    expect(weightKg(70, 'kg')).toBe(70);
    expect(weightKg(70, 'stone')).toBe(70);
  });

  it('holds a human weight within the bounds of its unit, edges included', () => {
    for (const unit of ['kg', 'lb'] as const) {
      const { min, max } = WEIGHT_BOUNDS[unit];
      expect(isHumanWeight(min, unit)).toBe(true);
      expect(isHumanWeight(max, unit)).toBe(true);
      expect(isHumanWeight(min - 0.1, unit)).toBe(false);
      expect(isHumanWeight(max + 0.1, unit)).toBe(false);
    }
    expect(isHumanWeight(500, 'lb')).toBe(true);
    expect(isHumanWeight(500, 'kg')).toBe(false);
    expect(isHumanWeight(Number.NaN, 'kg')).toBe(false);
    expect(isHumanWeight('70', 'kg')).toBe(false);
  });
});
