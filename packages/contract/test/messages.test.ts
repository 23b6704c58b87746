import { describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGES,
  contractMessage,
  isContractMessageCode,
  LANGUAGES,
  PROFILE_FIELD_ERRORS,
  PROFILE_FIELD_MESSAGES,
  SHARED_ERROR_MESSAGES,
  WORKOUT_FIELD_ERRORS,
  WORKOUT_FIELD_MESSAGES,
  WORKOUT_LIMITS,
} from '../src/index.ts';

const lists = { PROFILE_FIELD_MESSAGES, WORKOUT_FIELD_MESSAGES, SHARED_ERROR_MESSAGES };

describe('the contract’s messages', () => {
  it.each(LANGUAGES)('word every profile and workout field code in %s', (language) => {
    const worded = (code: string) =>
      isContractMessageCode(code) && contractMessage(code, language).trim() !== '';
    expect([...PROFILE_FIELD_ERRORS, ...WORKOUT_FIELD_ERRORS].filter((code) => !worded(code))).toEqual([]);
  });

  it.each(Object.entries(lists))(
    '%s has the same codes in every language, none left in English',
    (_, list) => {
      const codes = Object.keys(list.en).sort();
      for (const language of LANGUAGES) {
        const texts: Record<string, string> = list[language];
        expect(Object.keys(texts).sort(), language).toEqual(codes);
        for (const code of codes) expect(texts[code]?.trim(), `${language}.${code}`).not.toBe('');
        if (language !== 'en')
          expect(codes.filter((code) => texts[code] === list.en[code as never])).toEqual([]);
      }
    },
  );

  it('word each code in one list only, so no spread can silently replace another list’s words', () => {
    const all = Object.values(lists).flatMap((list) => Object.keys(list.en));
    expect(all.length).toBe(Object.keys(CONTRACT_MESSAGES.en).length);
  });

  it("keep the product spec's wording, word for word (§5 onboarding, §8 Garmin callback)", () => {
    expect(contractMessage('name_required', 'en')).toBe('Please enter your name');
    expect(contractMessage('email_invalid', 'en')).toBe('Please enter a valid email address');
    expect(contractMessage('age_range', 'en')).toBe('Please enter a valid age (14-99)');
    expect(contractMessage('weight_positive', 'en')).toBe('Please enter a positive number');
    expect(contractMessage('garmin_state_invalid', 'en')).toBe(
      'Authorization expired or invalid. Please try again.',
    );
    expect(contractMessage('garmin_exchange_failed', 'en')).toBe(
      'Failed to complete Garmin connection. Please try again.',
    );
  });

  it('quote the workout bounds of coach’s WORKOUT_LIMITS, not a number of their own', () => {
    const hours = WORKOUT_LIMITS.maxDurationS / 3600;
    expect(contractMessage('duration_too_long', 'pt')).toBe(`Um treino pode durar no máximo ${hours} horas`);
  });

  it('know only their own codes (not an object’s inherited names)', () => {
    expect(isContractMessageCode('toString')).toBe(false);
    expect(isContractMessageCode('garmin_state_invalid')).toBe(true);
  });
});
