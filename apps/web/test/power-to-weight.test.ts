import { describe, expect, it } from 'vitest';
import { formatPowerToWeight } from '../src/features/dashboard/components/dashboard-view.tsx';

describe('W/kg on the dashboard (spec §5)', () => {
  it('divides FTP by weight in kg, one decimal', () => {
    expect(formatPowerToWeight({ ftp: 280, weight: 70, weight_unit: 'kg' }, 'en')).toBe('4.0');
    expect(formatPowerToWeight({ ftp: 250, weight: 72, weight_unit: 'kg' }, 'en')).toBe('3.5');
  });

  it('converts pounds with 1 lb = 0.453592 kg', () => {
    // 165 lb = 74.84 kg → 280 / 74.84 = 3.74 → 3.7
    expect(formatPowerToWeight({ ftp: 280, weight: 165, weight_unit: 'lb' }, 'en')).toBe('3.7');
    // 70 lb = 31.75 kg → 280 / 31.75 = 8.82 → 8.8 (same numbers as kg, different answer)
    expect(formatPowerToWeight({ ftp: 280, weight: 70, weight_unit: 'lb' }, 'en')).toBe('8.8');
  });

  it('is N/A (null) when FTP or weight is missing', () => {
    expect(formatPowerToWeight({ ftp: null, weight: 70, weight_unit: 'kg' }, 'en')).toBeNull();
    expect(formatPowerToWeight({ ftp: 250, weight: 0, weight_unit: 'kg' }, 'en')).toBeNull();
    expect(formatPowerToWeight(null, 'en')).toBeNull();
  });

  it('uses the rider’s decimal separator', () => {
    expect(formatPowerToWeight({ ftp: 250, weight: 72, weight_unit: 'kg' }, 'pt')).toBe('3,5');
    expect(formatPowerToWeight({ ftp: 250, weight: 72, weight_unit: 'kg' }, 'es')).toBe('3,5');
  });
});
