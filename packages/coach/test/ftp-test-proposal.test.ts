import { describe, expect, it } from 'vitest';
import { libraryWorkoutsByFamily, plannedTestOn, proposeFtpTest, targetPowerSeries } from '../src/index.ts';

describe('the plan’s seam for test rides', () => {
  const planned = [{ day: '2026-03-10', protocol: '8min' as const, workoutId: 'ftp-test-2x8min' }];

  it('finds the test planned on the ride’s local day', () => {
    // 01:30 UTC on the 11th is still the 10th in São Paulo
    expect(plannedTestOn(planned, new Date('2026-03-11T01:30:00Z'), 'America/Sao_Paulo')).toEqual({
      protocol: '8min',
      workoutId: 'ftp-test-2x8min',
    });
    expect(plannedTestOn(planned, new Date('2026-03-11T01:30:00Z'), 'UTC')).toBeNull();
    expect(plannedTestOn(undefined, new Date(), 'UTC')).toBeNull();
  });

  it('a planned test outranks the shape, and its FTP is read with the planned protocol', () => {
    const twenty = targetPowerSeries(
      libraryWorkoutsByFamily('ftpTest').find((w) => w.ftpTest === '20min')!.steps,
      250,
    );
    expect(proposeFtpTest({ watts: twenty })?.protocol).toBe('20min');
    const proposal = proposeFtpTest({ watts: twenty, plannedTest: { protocol: '8min', workoutId: null } });
    expect(proposal).toMatchObject({ protocol: '8min', evidence: 'planned' });
    expect(proposeFtpTest({ workoutName: 'Ramp test', watts: null })).toBeNull(); // no power, no FTP to propose
  });
});
