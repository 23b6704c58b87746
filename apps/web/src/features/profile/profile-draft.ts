import {
  AGE_MAX,
  AGE_MIN,
  type COACH_GENDERS,
  type EXPERIENCE_LEVELS,
  heartRateProblems,
  type LANGUAGES,
  LTHR_MAX,
  LTHR_MIN,
  MAX_HR_MAX,
  MAX_HR_MIN,
  type PRIMARY_GOALS,
  type Profile,
  type ProfileFieldError,
  type ProfileInput,
  profileInputSchema,
  RESTING_HR_MAX,
  RESTING_HR_MIN,
  type WEIGHT_UNITS,
  weightProblem,
} from '@domestique/contract';

/** Spec §3 "Onboarding form draft": what the inputs hold (numbers as typed text until saved). */
export type ProfileDraft = {
  name: string;
  email: string;
  age: string;
  weight: string;
  weightUnit: (typeof WEIGHT_UNITS)[number];
  knowsFtp: boolean;
  ftp: string;
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number] | '';
  primaryGoal: (typeof PRIMARY_GOALS)[number] | '';
  coachGender: (typeof COACH_GENDERS)[number];
  interfaceLanguage: (typeof LANGUAGES)[number];
  marketingConsent: boolean;
  /** Heart rates in bpm as typed; empty = not set (settings only, the wizard does not ask). */
  lthr: string;
  maxHr: string;
  restingHr: string;
};

export type DraftField = keyof ProfileDraft;

/** Catalog keys (namespace `profile`, under `validation.`) of the spec's messages plus bounds of our own. */
export type ValidationKey =
  | 'nameRequired'
  | 'emailInvalid'
  | 'ageRange'
  | 'positiveNumber'
  | 'weightRange'
  | 'ftpRequired'
  | 'ftpWhole'
  | 'ftpTooHigh'
  | 'chooseOne'
  | 'lthrRange'
  | 'maxHrRange'
  | 'restingHrRange'
  | 'lthrNotBelowMax'
  | 'restingNotBelowMax'
  | 'restingNotBelowLthr';

export const MAX_FTP = 3000;

export function emptyDraft(language: ProfileDraft['interfaceLanguage']): ProfileDraft {
  return {
    name: '',
    email: '',
    age: '',
    weight: '',
    weightUnit: 'kg',
    knowsFtp: false,
    ftp: '',
    experienceLevel: '',
    primaryGoal: '',
    coachGender: 'male',
    interfaceLanguage: language,
    marketingConsent: false,
    lthr: '',
    maxHr: '',
    restingHr: '',
  };
}

/** Spec §4: an existing profile pre-fills the form; the e-mail falls back to the account's. */
export function draftFromProfile(
  profile: Profile | null | undefined,
  account: { name: string; email: string; marketingConsent?: boolean },
  language: ProfileDraft['interfaceLanguage'],
): ProfileDraft {
  if (!profile)
    return {
      ...emptyDraft(language),
      name: account.name ?? '',
      email: account.email ?? '',
      // ticked at sign-up: the wizard's box starts ticked, and saving it starts the newsletter's double opt-in
      marketingConsent: account.marketingConsent === true,
    };
  return {
    name: profile.name,
    email: profile.email || account.email,
    age: String(profile.age),
    weight: String(profile.weight),
    weightUnit: profile.weight_unit,
    knowsFtp: profile.knows_ftp,
    ftp: profile.ftp === null ? '' : String(profile.ftp),
    experienceLevel: profile.experience_level,
    primaryGoal: profile.primary_goal,
    coachGender: profile.coach_gender,
    interfaceLanguage: profile.interface_language,
    marketingConsent: profile.marketing_consent,
    lthr: bpmText(profile.lthr),
    maxHr: bpmText(profile.max_hr),
    restingHr: bpmText(profile.resting_hr),
  };
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const bpmText = (value: number | null | undefined) => (value == null ? '' : String(value));
/** A heart-rate input: null when empty, NaN when not a number. */
const asBpm = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

const HEART_RATE_BOUNDS = {
  lthr: [LTHR_MIN, LTHR_MAX, 'lthrRange'],
  maxHr: [MAX_HR_MIN, MAX_HR_MAX, 'maxHrRange'],
  restingHr: [RESTING_HR_MIN, RESTING_HR_MAX, 'restingHrRange'],
} as const satisfies Record<string, readonly [number, number, ValidationKey]>;

const HEART_RATE_PROBLEM_KEYS: Partial<Record<ProfileFieldError, ValidationKey>> = {
  lthr_not_below_max: 'lthrNotBelowMax',
  resting_hr_not_below_max: 'restingNotBelowMax',
  resting_hr_not_below_lthr: 'restingNotBelowLthr',
};

/** A heart rate's own problem (a whole number within its bounds, or empty), then how it sits with the others. */
function heartRateProblem(field: keyof typeof HEART_RATE_BOUNDS, draft: ProfileDraft): ValidationKey | null {
  const inRange = (name: keyof typeof HEART_RATE_BOUNDS) => {
    const value = asBpm(draft[name]);
    const [min, max] = HEART_RATE_BOUNDS[name];
    return value === null || (Number.isInteger(value) && value >= min && value <= max);
  };
  if (!inRange(field)) return HEART_RATE_BOUNDS[field][2];
  // compare only with neighbours that are valid themselves: one typo shows one message
  const valid = (name: keyof typeof HEART_RATE_BOUNDS) => (inRange(name) ? asBpm(draft[name]) : null);
  const problems = heartRateProblems({
    lthr: valid('lthr'),
    max_hr: valid('maxHr'),
    resting_hr: valid('restingHr'),
  });
  const code = field === 'lthr' ? problems.lthr : field === 'restingHr' ? problems.resting_hr : undefined;
  return code ? (HEART_RATE_PROBLEM_KEYS[code] ?? null) : null;
}

/** One field's problem, or null. The rules of spec §5 ("Onboarding Next is enabled when"). */
export function fieldProblem(field: DraftField, draft: ProfileDraft): ValidationKey | null {
  switch (field) {
    case 'name':
      return draft.name.trim() === '' ? 'nameRequired' : null;
    case 'email':
      return draft.email.includes('@') ? null : 'emailInvalid';
    case 'age': {
      const age = asNumber(draft.age);
      return Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX ? null : 'ageRange';
    }
    case 'weight': {
      const problem = weightProblem(asNumber(draft.weight), draft.weightUnit);
      return problem === 'weight_positive'
        ? 'positiveNumber'
        : problem === 'weight_range'
          ? 'weightRange'
          : null;
    }
    case 'ftp': {
      if (!draft.knowsFtp) return null;
      if (draft.ftp.trim() === '') return 'ftpRequired';
      const ftp = asNumber(draft.ftp);
      if (!(ftp > 0)) return 'positiveNumber';
      if (!Number.isInteger(ftp)) return 'ftpWhole';
      return ftp > MAX_FTP ? 'ftpTooHigh' : null;
    }
    case 'experienceLevel':
      return draft.experienceLevel === '' ? 'chooseOne' : null;
    case 'primaryGoal':
      return draft.primaryGoal === '' ? 'chooseOne' : null;
    case 'lthr':
    case 'maxHr':
    case 'restingHr':
      return heartRateProblem(field, draft);
    default:
      return null;
  }
}

/** The terms' minimum age (spec §9): riders of 14–17 may join only with a parent's or guardian's consent. */
export const ADULT_AGE = 18;

/** A valid age under 18: the rider may go on (spec §5 keeps 14–99), and is told what the terms ask. */
export function needsGuardianConsent(draft: ProfileDraft): boolean {
  const age = asNumber(draft.age);
  return fieldProblem('age', draft) === null && age < ADULT_AGE;
}

/** The wizard's 8 steps and the draft fields each one owns. */
export const STEP_FIELDS: Record<number, DraftField[]> = {
  1: ['name'],
  2: ['email'],
  3: ['age'],
  4: ['weight', 'weightUnit'],
  5: ['knowsFtp', 'ftp'],
  6: ['experienceLevel'],
  7: ['primaryGoal'],
  8: ['coachGender', 'interfaceLanguage', 'marketingConsent'],
};

/** First problem of a step, or null when Next may be enabled (step 8 is always valid). */
export function stepProblem(step: number, draft: ProfileDraft): ValidationKey | null {
  for (const field of STEP_FIELDS[step] ?? []) {
    const problem = fieldProblem(field, draft);
    if (problem) return problem;
  }
  return null;
}

export function isStepValid(step: number, draft: ProfileDraft): boolean {
  return stepProblem(step, draft) === null;
}

/** Draft → body of PUT /api/profile (snake_case, numbers parsed, ftp null when unknown). */
export function draftToInput(draft: ProfileDraft, onboardingCompleted: boolean): ProfileInput {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    age: asNumber(draft.age),
    weight: asNumber(draft.weight),
    weight_unit: draft.weightUnit,
    ftp: draft.knowsFtp ? asNumber(draft.ftp) : null,
    knows_ftp: draft.knowsFtp,
    experience_level: draft.experienceLevel as (typeof EXPERIENCE_LEVELS)[number],
    primary_goal: draft.primaryGoal as (typeof PRIMARY_GOALS)[number],
    coach_gender: draft.coachGender,
    interface_language: draft.interfaceLanguage,
    marketing_consent: draft.marketingConsent,
    onboarding_completed: onboardingCompleted,
    lthr: asBpm(draft.lthr),
    max_hr: asBpm(draft.maxHr),
    resting_hr: asBpm(draft.restingHr),
  };
}

/** API field (snake_case) → draft field, to show server errors beside the right input. */
export const API_FIELD_TO_DRAFT: Record<string, DraftField> = {
  name: 'name',
  email: 'email',
  age: 'age',
  weight: 'weight',
  weight_unit: 'weightUnit',
  ftp: 'ftp',
  knows_ftp: 'knowsFtp',
  experience_level: 'experienceLevel',
  primary_goal: 'primaryGoal',
  coach_gender: 'coachGender',
  interface_language: 'interfaceLanguage',
  marketing_consent: 'marketingConsent',
  lthr: 'lthr',
  max_hr: 'maxHr',
  resting_hr: 'restingHr',
};

export function stepOfField(field: DraftField): number {
  for (const [step, fields] of Object.entries(STEP_FIELDS)) if (fields.includes(field)) return Number(step);
  return 1;
}

/** Validates the whole draft with the contract's schema; returns the first invalid draft field or null. */
export function firstInvalidField(draft: ProfileDraft, onboardingCompleted: boolean): DraftField | null {
  const result = profileInputSchema.safeParse(draftToInput(draft, onboardingCompleted));
  if (result.success) return null;
  const path = String(result.error.issues[0]?.path[0] ?? 'name');
  return API_FIELD_TO_DRAFT[path] ?? 'name';
}

/** Server field code (contract PROFILE_FIELD_ERRORS) → our catalog key, so server errors read like ours. */
export const SERVER_CODE_TO_KEY: Record<string, ValidationKey> = {
  name_required: 'nameRequired',
  email_invalid: 'emailInvalid',
  age_range: 'ageRange',
  weight_positive: 'positiveNumber',
  weight_range: 'weightRange',
  ftp_positive: 'positiveNumber',
  ftp_required: 'ftpRequired',
  invalid_option: 'chooseOne',
  lthr_range: 'lthrRange',
  max_hr_range: 'maxHrRange',
  resting_hr_range: 'restingHrRange',
  lthr_not_below_max: 'lthrNotBelowMax',
  resting_hr_not_below_max: 'restingNotBelowMax',
  resting_hr_not_below_lthr: 'restingNotBelowLthr',
};
