import {
  AGE_MAX,
  AGE_MIN,
  type COACH_GENDERS,
  type EXPERIENCE_LEVELS,
  FTP_MAX,
  heartRateProblems,
  type LANGUAGES,
  type Language,
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
import { contractMessage, isContractMessageCode } from '@domestique/contract/messages';

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
  lthr: [LTHR_MIN, LTHR_MAX, 'lthr_range'],
  maxHr: [MAX_HR_MIN, MAX_HR_MAX, 'max_hr_range'],
  restingHr: [RESTING_HR_MIN, RESTING_HR_MAX, 'resting_hr_range'],
} as const satisfies Record<string, readonly [number, number, ProfileFieldError]>;

/** A heart rate's own problem (a whole number within its bounds, or empty), then how it sits with the others. */
function heartRateProblem(
  field: keyof typeof HEART_RATE_BOUNDS,
  draft: ProfileDraft,
): ProfileFieldError | null {
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
  return code ?? null;
}

/**
 * One field's problem, or null: the rules of spec §5 ("Onboarding Next is enabled when"), as the contract's codes —
 * the server answers with the same ones, and `contractMessage` words both.
 */
export function fieldProblem(field: DraftField, draft: ProfileDraft): ProfileFieldError | null {
  switch (field) {
    case 'name':
      return draft.name.trim() === '' ? 'name_required' : null;
    case 'email':
      return draft.email.includes('@') ? null : 'email_invalid';
    case 'age': {
      const age = asNumber(draft.age);
      return Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX ? null : 'age_range';
    }
    case 'weight':
      return weightProblem(asNumber(draft.weight), draft.weightUnit);
    case 'ftp': {
      if (!draft.knowsFtp) return null;
      if (draft.ftp.trim() === '') return 'ftp_required';
      const ftp = asNumber(draft.ftp);
      if (!(ftp > 0)) return 'ftp_positive';
      if (!Number.isInteger(ftp)) return 'ftp_whole';
      return ftp > FTP_MAX ? 'ftp_too_high' : null;
    }
    case 'experienceLevel':
      return draft.experienceLevel === '' ? 'invalid_option' : null;
    case 'primaryGoal':
      return draft.primaryGoal === '' ? 'invalid_option' : null;
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
export function stepProblem(step: number, draft: ProfileDraft): ProfileFieldError | null {
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

/**
 * A server field error in the page's language: a code the contract words reads as the checks before submit read
 * (the request's language may differ from the page's after a switch); any other code keeps the server's message.
 */
export function serverFieldText(detail: { code: string; message: string }, language: Language): string {
  return isContractMessageCode(detail.code) ? contractMessage(detail.code, language) : detail.message;
}
