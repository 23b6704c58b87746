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

/**
 * Field error codes used by profile validation. The web maps them to the spec's messages
 * (e.g. `age_range` → 'Please enter a valid age (14-99)'); the server localises them too.
 */
export const PROFILE_FIELD_ERRORS = [
  'name_required',
  'name_too_long',
  'email_invalid',
  'age_range',
  'weight_positive',
  'ftp_positive',
  'ftp_required',
  'invalid_option',
  'timezone_invalid',
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

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'invalid_option' });

/**
 * Body of `PUT /api/profile` (spec §3 and §5; `user_id` always comes from the session). The spec's fields are
 * required; the optional ones (coach gender, language, consent, onboarding flag and the coach's extras) may be
 * omitted: on the first save they take their defaults, on later saves an omitted field keeps its stored value.
 * `ftp` may be omitted or null when the rider does not know it.
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
    weight: z
      .number({ error: 'weight_positive' })
      .gt(0, { error: 'weight_positive' })
      .max(1000, { error: 'weight_positive' }),
    weight_unit: option(WEIGHT_UNITS),
    ftp: z
      .number({ error: 'ftp_positive' })
      .int({ error: 'ftp_positive' })
      .gt(0, { error: 'ftp_positive' })
      .max(3000, { error: 'ftp_positive' })
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
    lthr: z.number({ error: 'invalid_value' }).int().min(60).max(230).nullable().optional(),
    max_hr: z.number({ error: 'invalid_value' }).int().min(80).max(250).nullable().optional(),
    weekly_hours: z.number({ error: 'invalid_value' }).min(0).max(40).nullable().optional(),
    available_days: z.array(option(WEEKDAYS)).max(7).nullable().optional(),
    timezone: z
      .string({ error: 'timezone_invalid' })
      .max(64, { error: 'timezone_invalid' })
      .refine(isIanaTimeZone, { error: 'timezone_invalid' })
      .nullable()
      .optional(),
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
  });
export type ProfileInput = z.input<typeof profileInputSchema>;
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
  onboarding_completed: z.boolean(),
  lthr: z.number().int().nullable(),
  max_hr: z.number().int().nullable(),
  weekly_hours: z.number().nullable(),
  available_days: z.array(z.enum(WEEKDAYS)).nullable(),
  timezone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
