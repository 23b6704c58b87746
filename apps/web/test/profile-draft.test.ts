import { contractMessage, profileInputSchema, WEIGHT_BOUNDS } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import {
  draftFromProfile,
  draftToInput,
  emptyDraft,
  fieldProblem,
  firstInvalidField,
  isStepValid,
  type ProfileDraft,
  serverFieldText,
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
  lthr: '',
  maxHr: '',
  restingHr: '',
};
const withDraft = (patch: Partial<ProfileDraft>) => ({ ...complete, ...patch });

describe('onboarding Next is enabled when (spec §5)', () => {
  it('step 1: the name is non-empty after trimming', () => {
    expect(stepProblem(1, withDraft({ name: '' }))).toBe('name_required');
    expect(stepProblem(1, withDraft({ name: '   ' }))).toBe('name_required');
    expect(stepProblem(1, withDraft({ name: ' A ' }))).toBeNull();
  });

  it('step 2: the email contains @', () => {
    expect(stepProblem(2, withDraft({ email: 'ana.example.com' }))).toBe('email_invalid');
    expect(stepProblem(2, withDraft({ email: '' }))).toBe('email_invalid');
    expect(stepProblem(2, withDraft({ email: 'a@b' }))).toBeNull();
  });

  it('step 3: the age is an integer from 14 to 99 inclusive', () => {
    for (const bad of ['', '13', '100', '20.5', 'abc', '-20'])
      expect(stepProblem(3, withDraft({ age: bad }))).toBe('age_range');
    for (const good of ['14', '99', '42']) expect(stepProblem(3, withDraft({ age: good }))).toBeNull();
  });

  it('step 4: the weight is greater than 0, and a human weight in its unit (25–300 kg, 55–660 lb)', () => {
    for (const bad of ['', '0', '-3', 'x'])
      expect(stepProblem(4, withDraft({ weight: bad }))).toBe('weight_positive');
    for (const bad of ['0.5', '24.9', '300.1', '1000'])
      expect(stepProblem(4, withDraft({ weight: bad, weightUnit: 'kg' }))).toBe('weight_range');
    for (const good of ['25', '70.5', '300']) expect(stepProblem(4, withDraft({ weight: good }))).toBeNull();
    // 1,000 lb and 20 lb are not riders; 300 lb is
    for (const bad of ['20', '54', '661', '1000'])
      expect(stepProblem(4, withDraft({ weight: bad, weightUnit: 'lb' }))).toBe('weight_range');
    for (const good of ['55', '300', '660'])
      expect(stepProblem(4, withDraft({ weight: good, weightUnit: 'lb' }))).toBeNull();
  });

  it('the weight message states the contract’s bounds in every language', () => {
    for (const language of ['en', 'pt', 'es'] as const) {
      const message = contractMessage('weight_range', language);
      for (const bound of [
        WEIGHT_BOUNDS.kg.min,
        WEIGHT_BOUNDS.kg.max,
        WEIGHT_BOUNDS.lb.min,
        WEIGHT_BOUNDS.lb.max,
      ])
        expect(message).toContain(String(bound));
    }
  });

  it('step 5: the rider does not know the FTP, or the FTP is greater than 0', () => {
    expect(stepProblem(5, withDraft({ knowsFtp: false, ftp: '' }))).toBeNull();
    // ticked and empty: the message says what is missing (not "a positive number" for a box left blank)
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '' }))).toBe('ftp_required');
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '  ' }))).toBe('ftp_required');
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '0' }))).toBe('ftp_positive');
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '250.5' }))).toBe('ftp_whole');
    expect(stepProblem(5, withDraft({ knowsFtp: true, ftp: '3001' }))).toBe('ftp_too_high');
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
      ai_coach: false,
      onboarding_completed: false,
      lthr: 168,
      max_hr: null,
      resting_hr: 47,
      weekly_hours: null,
      available_days: null,
      day_caps: null,
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
      lthr: '168',
      restingHr: '47',
    });
  });
});

describe('heart rates in the settings editor', () => {
  const hr = (lthr: string, maxHr: string, restingHr: string) => withDraft({ lthr, maxHr, restingHr });
  const problems = (draft: ProfileDraft) =>
    (['lthr', 'maxHr', 'restingHr'] as const).map((field) => fieldProblem(field, draft));

  it('are optional, whole numbers within their bounds', () => {
    expect(problems(hr('', '', ''))).toEqual([null, null, null]);
    expect(problems(hr('60', '80', '25'))).toEqual([null, null, null]);
    expect(problems(hr('59', '251', '24'))).toEqual(['lthr_range', 'max_hr_range', 'resting_hr_range']);
    expect(problems(hr('231', '79', '121'))).toEqual(['lthr_range', 'max_hr_range', 'resting_hr_range']);
    expect(problems(hr('165.5', '190', '52.5'))).toEqual(['lthr_range', null, 'resting_hr_range']);
  });

  it('rise resting < LTHR < max HR, each message on the field that breaks it', () => {
    expect(problems(hr('165', '190', '52'))).toEqual([null, null, null]);
    expect(problems(hr('', '110', '110'))).toEqual([null, null, 'resting_hr_not_below_max']);
    expect(problems(hr('', '120', '121'))).toEqual([null, null, 'resting_hr_range']);
    expect(problems(hr('100', '', '100'))).toEqual([null, null, 'resting_hr_not_below_lthr']);
    expect(problems(hr('190', '190', ''))).toEqual(['lthr_not_below_max', null, null]);
    // a typo in one field is one message: the others are not compared with it
    expect(problems(hr('1650', '190', '52'))).toEqual(['lthr_range', null, null]);
  });

  it('round-trip through the profile: empty is null, numbers are sent as numbers', () => {
    expect(draftToInput(hr('', '', ''), true)).toMatchObject({ lthr: null, max_hr: null, resting_hr: null });
    const input = draftToInput(hr('165', '190', '48'), true);
    expect(input).toMatchObject({ lthr: 165, max_hr: 190, resting_hr: 48 });
    expect(profileInputSchema.safeParse(input).success).toBe(true);
    // the contract refuses what the draft refuses, on the same field
    const refused = profileInputSchema.safeParse(draftToInput(hr('', '100', '101'), true));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['resting_hr', 'resting_hr_not_below_max'],
    ]);
    expect(firstInvalidField(hr('', '100', '101'), true)).toBe('restingHr');
  });
});

describe('server field errors beside the inputs', () => {
  it('read in the page’s language when the contract words the code, else as the server sent them', () => {
    const sent = { code: 'age_range', message: 'Please enter a valid age (14-99)' };
    expect(serverFieldText(sent, 'pt')).toBe('Por favor, insira uma idade válida (14-99)');
    expect(serverFieldText(sent, 'en')).toBe(sent.message);
    expect(serverFieldText({ code: 'ftp_too_high', message: '…' }, 'es')).toBe(
      'Por favor, introduce un FTP realista',
    );
    expect(serverFieldText({ code: 'from_a_newer_server', message: 'Servidor diz' }, 'pt')).toBe(
      'Servidor diz',
    );
  });
});
