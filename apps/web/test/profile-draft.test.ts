import { profileInputSchema } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import {
  draftFromProfile,
  draftToInput,
  emptyDraft,
  firstInvalidField,
  isStepValid,
  type ProfileDraft,
  stepProblem,
} from '../src/features/profile/profile-draft.ts';

const complete: ProfileDraft = {
  name: 'Ana',
  email: 'ana@example.com',
  age: '34',
  weight: '61.5',
  weightUnit: 'kg',
  knowsFtp: true,
  ftp: '230',
  experienceLevel: 'intermediate',
  primaryGoal: 'climbing',
  coachGender: 'female',
  interfaceLanguage: 'pt',
  marketingConsent: true,
};
const withDraft = (patch: Partial<ProfileDraft>) => ({ ...complete, ...patch });

describe('onboarding Next is enabled when (spec §5)', () => {
  it('step 1: the name is non-empty after trimming', () => {
    expect(stepProblem(1, withDraft({ name: '' }))).toBe('nameRequired');
    expect(stepProblem(1, withDraft({ name: '   ' }))).toBe('nameRequired');
    expect(stepProblem(1, withDraft({ name: ' A ' }))).toBeNull();
  });

  it('step 2: the email contains @', () => {
    expect(stepProblem(2, withDraft({ email: 'ana.example.com' }))).toBe('emailInvalid');
    expect(stepProblem(2, withDraft({ email: '' }))).toBe('emailInvalid');
    expect(stepProblem(2, withDraft({ email: 'a@b' }))).toBeNull();
  });

  it('step 3: the age is an integer from 14 to 99 inclusive', () => {
    for (const bad of ['', '13', '100', '20.5', 'abc', '-20'])
      expect(stepProblem(3, withDraft({ age: bad }))).toBe('ageRange');
    for (const good of ['14', '99', '42']) expect(stepProblem(3, withDraft({ age: good }))).toBeNull();
  });

  it('step 4: the weight is greater than 0', () => {
    for (const bad of ['', '0', '-3', 'x'])
      expect(stepProblem(4, withDraft({ weight: bad }))).toBe('positiveNumber');
    expect(stepProblem(4, withDraft({ weight: '0.5' }))).toBeNull();
    expect(stepProblem(4, withDraft({ weight: '1001' }))).toBe('weightTooHigh');
  });

  it('step 5: the rider does not know the FTP, or the FTP is greater than 0', () => {
    expect(stepProblem(5, withDraft({ knowsFtp: false, ftp: '' }))).toBeNull();
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '' }))).toBe('positiveNumber');
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '0' }))).toBe('positiveNumber');
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '250.5' }))).toBe('ftpWhole');
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '250' }))).toBeNull();
  });

  it('steps 6 and 7: an option is chosen; step 8 is always valid', () => {
    expect(isStepValid(6, withDraft({ experienceLevel: '' }))).toBe(false);
    expect(isStepValid(6, complete)).toBe(true);
    expect(isStepValid(7, withDraft({ primaryGoal: '' }))).toBe(false);
    expect(isStepValid(7, complete)).toBe(true);
    expect(isStepValid(8, emptyDraft('en'))).toBe(true);
  });

  it('an empty draft blocks every step but the last', () => {
    const empty = emptyDraft('es');
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((step) => isStepValid(step, empty))).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('draft ↔ profile', () => {
  it('turns a complete draft into a body the contract accepts', () => {
    const input = draftToInput(complete, true);
    expect(input).toMatchObject({
      name: 'Ana',
      age: 34,
      weight: 61.5,
      ftp: 230,
      knows_ftp: true,
      onboarding_completed: true,
    });
    expect(profileInputSchema.safeParse(input).success).toBe(true);
    expect(firstInvalidField(complete, true)).toBeNull();
  });

  it('sends ftp null when the rider does not know it', () => {
    expect(draftToInput(withDraft({ knowsFtp: false, ftp: '300' }), true).ftp).toBeNull();
  });

  it('points at the first invalid field', () => {
    expect(firstInvalidField(withDraft({ age: '12' }), true)).toBe('age');
    expect(firstInvalidField(withDraft({ primaryGoal: '' }), true)).toBe('primaryGoal');
  });

  it('pre-fills from the account when there is no profile, and falls back to the account email', () => {
    const fromAccount = draftFromProfile(null, { name: 'Bo', email: 'bo@example.com' }, 'es');
    expect(fromAccount).toMatchObject({
      name: 'Bo',
      email: 'bo@example.com',
      interfaceLanguage: 'es',
      weightUnit: 'kg',
    });
    const profile = {
      ...draftToInput(complete, false),
      email: '',
      user_id: 'u1',
      ftp: 230,
      coach_gender: 'female' as const,
      interface_language: 'pt' as const,
      marketing_consent: true,
      onboarding_completed: false,
      lthr: null,
      max_hr: null,
      weekly_hours: null,
      available_days: null,
      timezone: null,
      created_at: '',
      updated_at: '',
      weight_unit: 'kg' as const,
      experience_level: 'intermediate' as const,
      primary_goal: 'climbing' as const,
      age: 34,
      weight: 61.5,
      knows_ftp: true,
      name: 'Ana',
    };
    expect(draftFromProfile(profile, { name: 'x', email: 'acct@example.com' }, 'en')).toEqual({
      ...complete,
      email: 'acct@example.com',
    });
  });
});
