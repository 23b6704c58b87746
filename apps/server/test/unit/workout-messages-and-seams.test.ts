import { LIBRARY_WORKOUTS, STRENGTH_SESSIONS } from '@domestique/coach';
import { isStrengthSessionId, STRENGTH_FIELD_ERRORS, WORKOUT_FIELD_ERRORS } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/messages.ts';

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

describe('strength and workout ids share /workouts/:id without colliding', () => {
  it('every strength session id is one, no library workout id is', () => {
    for (const s of STRENGTH_SESSIONS) expect(isStrengthSessionId(s.id), s.id).toBe(true);
    for (const w of LIBRARY_WORKOUTS) expect(isStrengthSessionId(w.id), w.id).toBe(false);
    expect(isStrengthSessionId('my-0b6c4f7e-1111-4a4a-8b8b-123456789abc')).toBe(false);
  });
});
