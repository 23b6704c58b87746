import {
  LIBRARY_WORKOUTS,
  libraryWorkoutsByFamily,
  STRENGTH_SESSIONS,
  targetPowerSeries,
} from '@domestique/coach';
import { isStrengthSessionId, STRENGTH_FIELD_ERRORS, WORKOUT_FIELD_ERRORS } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/messages.ts';
import { plannedTestOn, proposeFtpTest } from '../../src/modules/ftp/ftp-test-recognition.ts';

describe('workout and strength messages', () => {
  it('word every field code of the contract and the module’s error codes', () => {
    for (const code of [
      ...WORKOUT_FIELD_ERRORS,
      ...STRENGTH_FIELD_ERRORS,
      'library_workout_readonly',
      'workout_limit_reached',
    ])
      expect(messages.en, code).toHaveProperty(code);
  });
});

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

describe('strength and workout ids share /workouts/:id without colliding', () => {
  it('every strength session id is one, no library workout id is', () => {
    for (const s of STRENGTH_SESSIONS) expect(isStrengthSessionId(s.id), s.id).toBe(true);
    for (const w of LIBRARY_WORKOUTS) expect(isStrengthSessionId(w.id), w.id).toBe(false);
    expect(isStrengthSessionId('my-0b6c4f7e-1111-4a4a-8b8b-123456789abc')).toBe(false);
  });
});
