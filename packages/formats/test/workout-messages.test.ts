import { describe, expect, it } from 'vitest';
import {
  WORKOUT_FILE_ERROR_CODES,
  WORKOUT_FILE_ERROR_MESSAGES,
  WORKOUT_WARNING_CODES,
  WORKOUT_WARNING_MESSAGES,
  WorkoutFileError,
  workoutWarningMessage,
} from '../src/index.ts';

const LANGUAGES = ['en', 'pt', 'es'] as const;

describe('workout file messages', () => {
  it('words every error code in en, pt and es, and no other', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(WORKOUT_FILE_ERROR_MESSAGES[lang]).sort()).toEqual(
        [...WORKOUT_FILE_ERROR_CODES].sort(),
      );
      for (const code of WORKOUT_FILE_ERROR_CODES)
        expect(WORKOUT_FILE_ERROR_MESSAGES[lang][code].length).toBeGreaterThan(20);
    }
    const error = new WorkoutFileError('too_large', '2 MB');
    expect(error.message).toBe(WORKOUT_FILE_ERROR_MESSAGES.en.too_large);
    expect(error.detail).toBe('2 MB');
  });

  it('words every warning code in en, pt and es with its number', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(WORKOUT_WARNING_MESSAGES[lang]).sort()).toEqual([...WORKOUT_WARNING_CODES].sort());
      for (const code of WORKOUT_WARNING_CODES) {
        const text = workoutWarningMessage({ code, value: 37 }, lang);
        expect(text).toContain('37');
        expect(text).not.toContain('{');
      }
    }
  });
});
