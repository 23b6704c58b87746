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
export const ONBOARDING_STEPS = 8;

/**
 * Field error codes used by profile validation. The web maps them to the spec's messages
 * (e.g. `age_range` → 'Please enter a valid age (14-99)'); the server localises them too.
 */
export const PROFILE_FIELD_ERRORS = [
  'name_required',
  'email_invalid',
  'age_range',
  'weight_positive',
  'ftp_positive',
  'ftp_required',
  'invalid_option',
  'invalid_value',
] as const;
export type ProfileFieldError = (typeof PROFILE_FIELD_ERRORS)[number];

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'invalid_option' });

/** Body of `PUT /api/profile` (spec §3 and §5; `user_id` always comes from the session). */
export const profileInputSchema = z
  .object({
    name: z.string({ error: 'name_required' }).trim().min(1, { error: 'name_required' }).max(100),
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
      .nullable(),
    knows_ftp: z.boolean({ error: 'invalid_value' }),
    experience_level: option(EXPERIENCE_LEVELS),
    primary_goal: option(PRIMARY_GOALS),
    coach_gender: option(COACH_GENDERS).default('male'),
    interface_language: option(LANGUAGES).default('en'),
    marketing_consent: z.boolean({ error: 'invalid_value' }).default(false),
    onboarding_completed: z.boolean({ error: 'invalid_value' }).default(false),
    // Room for the coach (DESIGN.md data model); all optional.
    lthr: z.number({ error: 'invalid_value' }).int().min(60).max(230).nullable().optional(),
    max_hr: z.number({ error: 'invalid_value' }).int().min(80).max(250).nullable().optional(),
    weekly_hours: z.number({ error: 'invalid_value' }).min(0).max(40).nullable().optional(),
    available_days: z.array(option(WEEKDAYS)).max(7).nullable().optional(),
    timezone: z.string().max(64).nullable().optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.knows_ftp && p.ftp === null) {
      ctx.addIssue({ code: 'custom', path: ['ftp'], message: 'ftp_required' });
    }
  });
export type ProfileInput = z.input<typeof profileInputSchema>;

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
