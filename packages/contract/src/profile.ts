import { isHumanWeight, WEIGHT_BOUNDS } from '@domestique/science/body-weight';
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export { KG_PER_LB, powerToWeight } from './power-to-weight.ts';

/** Option sets of spec §3. */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'elite'] as const;
export const PRIMARY_GOALS = ['climbing', 'sprinting', 'endurance', 'timeTrial', 'generalFitness'] as const;
export const COACH_GENDERS = ['male', 'female'] as const;
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const AGE_MIN = 14;
export const AGE_MAX = 99;
export const NAME_MAX_LENGTH = 100;
export const ONBOARDING_STEPS = 8;
/** The longest a rider can train on one of their days, seconds (the coach's own bounds, `PLAN_LIMITS`). */
export const DAY_CAP_S = { min: 15 * 60, max: 12 * 3600 } as const;
/** The highest FTP a rider can type, watts: well above any human's hour power, so only a typo crosses it. */
export const FTP_MAX = 3000;
/** Heart-rate bounds (bpm): wide enough for any rider, narrow enough to catch a typo or a unit mix-up. */
export const LTHR_MIN = 60;
export const LTHR_MAX = 230;
export const MAX_HR_MIN = 80;
export const MAX_HR_MAX = 250;
/** Body weight a rider can have, per unit (in science: the coach's first FTP estimate checks it too). */
export { WEIGHT_BOUNDS };

/** Elite endurance athletes rest near 30 bpm (record holders in the mid-20s); above 120 is not at rest. */
export const RESTING_HR_MIN = 25;
export const RESTING_HR_MAX = 120;

/**
 * Field error codes used by profile validation, worded once in `profile-messages.ts` (e.g. `age_range` → the spec's
 * 'Please enter a valid age (14-99)'): the server's errors and the web's checks before submit read the same words.
 */
export const PROFILE_FIELD_ERRORS = [
  'name_required',
  'name_too_long',
  'email_invalid',
  'age_range',
  'weight_positive',
  'weight_range',
  'ftp_positive',
  'ftp_whole',
  'ftp_too_high',
  'ftp_required',
  'invalid_option',
  'timezone_invalid',
  'day_cap_range',
  'lthr_range',
  'max_hr_range',
  'resting_hr_range',
  'lthr_not_below_max',
  'resting_hr_not_below_max',
  'resting_hr_not_below_lthr',
  'invalid_value',
] as const;
export type ProfileFieldError = (typeof PROFILE_FIELD_ERRORS)[number];

/**
 * An IANA time zone name the runtime knows (`Europe/Lisbon`, `America/Sao_Paulo`, `UTC`). `Intl` alone would also
 * take a bare offset such as `+01:00`, which is not a zone (no daylight-saving rules), so the name must look like one.
 */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The heart-rate fields as stored (bpm, null when the rider has not set one). */
export interface HeartRateSettings {
  lthr: number | null;
  max_hr: number | null;
  resting_hr: number | null;
}

/**
 * How the heart-rate settings contradict each other, per field (empty when they do not): resting < LTHR < max HR,
 * whenever both sides of a comparison are set. hrTSS divides by the heart-rate reserve (max − resting) and scores
 * nothing when LTHR is not above resting, so such a profile would silently lose every ride's HR load.
 */
export function heartRateProblems(
  hr: HeartRateSettings,
): Partial<Record<keyof HeartRateSettings, ProfileFieldError>> {
  const problems: Partial<Record<keyof HeartRateSettings, ProfileFieldError>> = {};
  const { lthr, max_hr: max, resting_hr: rest } = hr;
  if (rest != null && max != null && rest >= max) problems.resting_hr = 'resting_hr_not_below_max';
  else if (rest != null && lthr != null && rest >= lthr) problems.resting_hr = 'resting_hr_not_below_lthr';
  if (lthr != null && max != null && lthr >= max) problems.lthr = 'lthr_not_below_max';
  return problems;
}

/**
 * Why a weight cannot be saved, or null: `weight_positive` when it is not a number above 0 (spec §5),
 * `weight_range` when it lies outside {@link WEIGHT_BOUNDS} for its unit (kg when the unit is not a known one).
 */
export function weightProblem(weight: unknown, unit: unknown): 'weight_positive' | 'weight_range' | null {
  if (typeof weight !== 'number' || !(weight > 0)) return 'weight_positive';
  return isHumanWeight(weight, unit) ? null : 'weight_range';
}

/** A heart rate of the body that passed its own bounds, else null: a typo gets its range message, not two. */
const validBpm = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

const bpm = (min: number, max: number, error: ProfileFieldError) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).nullable().optional();

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'invalid_option' });

/** A time zone as a request gives it: an IANA name the runtime knows. */
const ianaTimeZone = z
  .string({ error: 'timezone_invalid' })
  .max(64, { error: 'timezone_invalid' })
  .refine(isIanaTimeZone, { error: 'timezone_invalid' });

/**
 * Body of `PUT /api/profile` (spec §3 and §5; `user_id` always comes from the session). The spec's fields are
 * required; the optional ones (coach gender, language, consent, onboarding flag and the coach's extras) may be
 * omitted: on the first save they take their defaults, on later saves an omitted field keeps its stored value.
 * `ftp` may be omitted or null when the rider does not know it. Heart rates must rise resting < LTHR < max HR.
 */
export const profileInputSchema = z
  .object({
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(NAME_MAX_LENGTH, { error: 'name_too_long' }),
    email: z
      .string({ error: 'email_invalid' })
      .trim()
      .max(254, { error: 'email_invalid' })
      .refine((v) => v.includes('@'), { error: 'email_invalid' }),
    age: z
      .number({ error: 'age_range' })
      .int({ error: 'age_range' })
      .min(AGE_MIN, { error: 'age_range' })
      .max(AGE_MAX, { error: 'age_range' }),
    // a positive number here; within WEIGHT_BOUNDS of its unit below (the bound depends on weight_unit)
    weight: z
      .number({ error: 'weight_positive' })
      .gt(0, { error: 'weight_positive' })
      .max(WEIGHT_BOUNDS.lb.max, { error: 'weight_range' }),
    weight_unit: option(WEIGHT_UNITS),
    ftp: z
      .number({ error: 'ftp_positive' })
      .gt(0, { error: 'ftp_positive' })
      .int({ error: 'ftp_whole' })
      .max(FTP_MAX, { error: 'ftp_too_high' })
      .nullable()
      .optional(),
    knows_ftp: z.boolean({ error: 'invalid_value' }),
    experience_level: option(EXPERIENCE_LEVELS),
    primary_goal: option(PRIMARY_GOALS),
    coach_gender: option(COACH_GENDERS).optional(),
    interface_language: option(LANGUAGES).optional(),
    marketing_consent: z.boolean({ error: 'invalid_value' }).optional(),
    onboarding_completed: z.boolean({ error: 'invalid_value' }).optional(),
    // Room for the coach (DESIGN.md data model); all optional.
    lthr: bpm(LTHR_MIN, LTHR_MAX, 'lthr_range'),
    max_hr: bpm(MAX_HR_MIN, MAX_HR_MAX, 'max_hr_range'),
    resting_hr: bpm(RESTING_HR_MIN, RESTING_HR_MAX, 'resting_hr_range'),
    weekly_hours: z.number({ error: 'invalid_value' }).min(0).max(40).nullable().optional(),
    available_days: z.array(option(WEEKDAYS)).max(7).nullable().optional(),
    // the longest the rider can train on each day (seconds); the plan keeps every day under it
    day_caps: z
      .partialRecord(
        option(WEEKDAYS),
        z
          .number({ error: 'day_cap_range' })
          .int({ error: 'day_cap_range' })
          .min(DAY_CAP_S.min, { error: 'day_cap_range' })
          .max(DAY_CAP_S.max, { error: 'day_cap_range' }),
        { error: 'invalid_value' },
      )
      .nullable()
      .optional(),
    timezone: ianaTimeZone.nullable().optional(),
    /**
     * Read-only here, accepted so a profile read can be sent back as it came: the narrator is switched with its
     * consent (`PUT /api/me/consents/ai_coach`), which records the text version; a value sent here changes nothing.
     */
    ai_coach: z.boolean({ error: 'invalid_value' }).optional(),
  })
  .strict()
  // `when`: zod skips object-level checks once any field has failed; the rider must still see "FTP required"
  // beside the FTP field when another field (say the age) is wrong too, so this check runs whenever it can judge.
  .refine((p) => !(p.knows_ftp && p.ftp == null), {
    path: ['ftp'],
    error: 'ftp_required',
    when: ({ value }) => {
      const body = value as { knows_ftp?: unknown; ftp?: unknown } | null;
      return typeof body === 'object' && body !== null && body.knows_ftp === true && body.ftp == null;
    },
  })
  // Weight within the bounds of its unit; like the FTP check it runs even when another field failed.
  .superRefine(
    (p, ctx) => {
      const body = p as Record<string, unknown>;
      if (weightProblem(body.weight, body.weight_unit) === 'weight_range')
        ctx.addIssue({ code: 'custom', path: ['weight'], message: 'weight_range' });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  // Between the heart-rate fields of the body (the service checks again with the stored values of omitted ones);
  // like the FTP check it runs even when another field failed, comparing only heart rates within their bounds.
  .superRefine(
    (p, ctx) => {
      const body = p as Record<string, unknown>;
      const problems = heartRateProblems({
        lthr: validBpm(body.lthr, LTHR_MIN, LTHR_MAX),
        max_hr: validBpm(body.max_hr, MAX_HR_MIN, MAX_HR_MAX),
        resting_hr: validBpm(body.resting_hr, RESTING_HR_MIN, RESTING_HR_MAX),
      });
      for (const [field, code] of Object.entries(problems))
        ctx.addIssue({ code: 'custom', path: [field], message: code });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type ProfileInput = z.input<typeof profileInputSchema>;
/**
 * Body and reply of `PUT /api/profile/language`: the interface language a rider picked with the language selector.
 * Saved on its own (the rider may have no profile yet, or unsaved edits in settings): it becomes the profile's
 * interface_language and the account's e-mail language.
 */
export const interfaceLanguageSchema = z.object({ interface_language: option(LANGUAGES) }).strict();
export type InterfaceLanguage = z.infer<typeof interfaceLanguageSchema>;

/**
 * Body of `PUT /api/profile/timezone`: the rider's time zone on its own. The web sends the browser's zone
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`) with `if_unset` on the first signed-in page, so a zone the
 * rider chose is never overwritten by another device's; without `if_unset` it replaces the stored one.
 */
export const timezoneInputSchema = z
  .object({ timezone: ianaTimeZone, if_unset: z.boolean({ error: 'invalid_value' }).optional() })
  .strict();
export type TimezoneInput = z.infer<typeof timezoneInputSchema>;

/** Defaults of the optional fields, applied when a profile is first created (spec §3 columns' defaults). */
export const PROFILE_DEFAULTS = {
  coach_gender: 'male',
  interface_language: 'en',
  marketing_consent: false,
  onboarding_completed: false,
} as const;

/** Response of `GET /api/profile` and `PUT /api/profile`. */
export const profileSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  age: z.number().int(),
  weight: z.number(),
  weight_unit: z.enum(WEIGHT_UNITS),
  ftp: z.number().int().nullable(),
  knows_ftp: z.boolean(),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  primary_goal: z.enum(PRIMARY_GOALS),
  coach_gender: z.enum(COACH_GENDERS),
  interface_language: z.enum(LANGUAGES),
  marketing_consent: z.boolean(),
  /**
   * The rider opted in to the coach's language-model narrator (off by default); changed with
   * `PUT /api/me/consents/ai_coach`, which records the consent and its text version.
   */
  ai_coach: z.boolean(),
  onboarding_completed: z.boolean(),
  lthr: z.number().int().nullable(),
  max_hr: z.number().int().nullable(),
  resting_hr: z.number().int().nullable(),
  weekly_hours: z.number().nullable(),
  available_days: z.array(z.enum(WEEKDAYS)).nullable(),
  /** Per riding day, the longest the rider can train (seconds); a day without one takes the plan's default. */
  day_caps: z.partialRecord(z.enum(WEEKDAYS), z.number().int()).nullable(),
  timezone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
