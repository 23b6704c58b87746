import {
  INTENSITY_CLASSES,
  validateWorkout,
  WORKOUT_FAMILIES,
  WORKOUT_LIMITS,
  WORKOUT_PROBLEM_CODES,
} from '@domestique/coach';
import { z } from 'zod';
import { FTP_TEST_PROTOCOLS } from './ftp-test.ts';
import { LANGUAGES } from './languages.ts';
import { hasControlCharacters, workoutNodesSchema, workoutTextSchema } from './workout-shape.ts';

export type { WorkoutFamily } from '@domestique/coach';
export { WORKOUT_FAMILIES, WORKOUT_LIMITS } from '@domestique/coach';

/**
 * Field error codes of a workout body: coach's `validateWorkout` codes (`WORKOUT_PROBLEM_CODES`, bounds in
 * `WORKOUT_LIMITS`), `text_invalid` for control characters, and `unknown_field`. Worded once, in
 * `workout-messages.ts`, for the server's errors and the web builder's checks alike.
 */
export const WORKOUT_FIELD_ERRORS = [...WORKOUT_PROBLEM_CODES, 'text_invalid'] as const;
export type WorkoutFieldError = (typeof WORKOUT_FIELD_ERRORS)[number];

/** Where a workout comes from: the shared library, or the rider's own (built, duplicated or imported). */
export const WORKOUT_SOURCES = ['library', 'own'] as const;
export const WORKOUT_SETTINGS = ['indoor', 'outdoor', 'any'] as const;
/** Own workouts' ids start with this; library ids never do, so the two can never collide. */
export const OWN_WORKOUT_ID_PREFIX = 'my-';
export const WORKOUT_PAGE_SIZE_MAX = 100;
/** Download formats (`packages/formats`): Garmin/Wahoo `.fit`, Zwift `.zwo`, `.erg` (watts), `.mrc` (%FTP), intervals.icu text. */
export const WORKOUT_DOWNLOAD_FORMATS = ['fit', 'zwo', 'erg', 'mrc', 'txt'] as const;
export type WorkoutDownloadFormat = (typeof WORKOUT_DOWNLOAD_FORMATS)[number];
/** Files `POST /api/workouts/import` reads (by content; the extension only breaks ties). */
export const WORKOUT_IMPORT_EXTENSIONS = ['.zwo', '.erg', '.mrc', '.fit'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'invalid_option' })
  .transform((v) => v === 'true' || v === '1');

/**
 * `GET /api/workouts`: the library and the rider's own workouts. `family`, `minLevel`/`maxLevel` and `setting`
 * describe library workouts, so they leave own workouts out; durations (minutes) and `q` (words of the name in the
 * caller's language, any order, accents ignored) apply to both; `mine=true` lists only the rider's own.
 * `setting=indoor` keeps workouts for indoors or anywhere, `outdoor` likewise.
 */
export const workoutListQuerySchema = z.object({
  family: z.enum(WORKOUT_FAMILIES, { error: 'invalid_option' }).optional(),
  minDurationMin: z.coerce
    .number({ error: 'invalid_value' })
    .int()
    .min(0)
    .max(WORKOUT_LIMITS.maxDurationS / 60)
    .optional(),
  maxDurationMin: z.coerce
    .number({ error: 'invalid_value' })
    .int()
    .min(0)
    .max(WORKOUT_LIMITS.maxDurationS / 60)
    .optional(),
  minLevel: z.coerce.number({ error: 'invalid_value' }).min(1).max(10).optional(),
  maxLevel: z.coerce.number({ error: 'invalid_value' }).min(1).max(10).optional(),
  setting: z.enum(['indoor', 'outdoor'], { error: 'invalid_option' }).optional(),
  q: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(WORKOUT_LIMITS.maxNameLength, { error: 'invalid_value' })
    .refine((s) => !hasControlCharacters(s, false), { error: 'text_invalid' })
    .optional(),
  mine: flag.optional(),
  page: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(WORKOUT_PAGE_SIZE_MAX).default(24),
});
export type WorkoutListQuery = z.infer<typeof workoutListQuerySchema>;

/** A chart segment (coach `ProfileSegment`): a line from `fromPct` to `toPct` % FTP over `durationS` seconds. */
export const profileSegmentSchema = z.object({
  startS: z.number(),
  durationS: z.number(),
  fromPct: z.number(),
  toPct: z.number(),
  lowPct: z.number(),
  highPct: z.number(),
  target: z.enum(['range', 'ramp', 'free', 'max']),
  intensity: z.enum(INTENSITY_CLASSES),
  /** Open step, free ride or max effort: its length or height is an assumption (drawn dashed, labelled). */
  estimated: z.boolean(),
});
export type ProfileSegmentDto = z.infer<typeof profileSegmentSchema>;

export const workoutSummarySchema = z.object({
  id: z.string(),
  source: z.enum(WORKOUT_SOURCES),
  name: z.string(),
  /** Library workouts only (null for own ones). */
  family: z.enum(WORKOUT_FAMILIES).nullable(),
  level: z.number().nullable(),
  setting: z.enum(WORKOUT_SETTINGS).nullable(),
  ftpTest: z.enum(FTP_TEST_PROTOCOLS).nullable(),
  /** Seconds, open steps counted at the coach's assumption (then `estimated`). */
  durationS: z.number(),
  /** Load and intensity do not depend on the FTP (see docs/coach.md). */
  tss: z.number(),
  intensityFactor: z.number(),
  /** Some length or load is an assumption (open step, free ride, max effort): label it an estimate. */
  estimated: z.boolean(),
  /** A sparkline: `[durationS, fromPct, toPct]` per chart segment. */
  shape: z.array(z.tuple([z.number(), z.number(), z.number()])),
  updatedAt: z.string().nullable(),
});
export type WorkoutSummary = z.infer<typeof workoutSummarySchema>;

export const workoutListSchema = z.object({
  items: z.array(workoutSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type WorkoutList = z.infer<typeof workoutListSchema>;

/**
 * The FTP a workout's watts are shown at: the rider's current FTP, or — when none is known yet — the estimate from
 * the onboarding answers (`source: 'answers'`, the dashboard's), labelled as such. null without either.
 */
export const workoutFtpSchema = z.object({
  watts: z.number().int(),
  source: z.enum(['manual', 'test', 'estimate', 'answers']),
});

/** Derived numbers (coach `deriveWorkoutMetrics`). NP and kJ need watts, so they are null when no FTP is known. */
export const workoutMetricsSchema = z.object({
  durationS: z.number(),
  estimated: z.boolean(),
  intensityFactor: z.number(),
  tss: z.number(),
  normalizedPowerW: z.number().nullable(),
  workKj: z.number().nullable(),
  /** Seconds in Coggan zones Z1…Z7. */
  timeInZonesS: z.array(z.number()),
});

/** How an FTP-test workout's FTP is computed (science `FTP_TEST_PROTOCOLS`). */
export const workoutFtpTestSchema = z.object({
  protocol: z.enum(FTP_TEST_PROTOCOLS),
  factor: z.number(),
  durationS: z.number().int(),
  effortCount: z.number().int(),
});

export const workoutDetailSchema = z.object({
  id: z.string(),
  source: z.enum(WORKOUT_SOURCES),
  name: z.string(),
  description: z.string(),
  purpose: z.string().nullable(),
  family: z.enum(WORKOUT_FAMILIES).nullable(),
  level: z.number().nullable(),
  setting: z.enum(WORKOUT_SETTINGS).nullable(),
  ftpTest: workoutFtpTestSchema.nullable(),
  steps: workoutNodesSchema,
  ftp: workoutFtpSchema.nullable(),
  metrics: workoutMetricsSchema,
  profile: z.array(profileSegmentSchema),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type WorkoutDetail = z.infer<typeof workoutDetailSchema>;

/**
 * `POST /api/workouts`, `PUT /api/workouts/:id`: a rider's own workout. Coach's `validateWorkout` checks every rule
 * first (its limits are the only ones: `WORKOUT_LIMITS`) and each problem becomes a field error at its path
 * (`steps.2.target.lowPct: low_above_high`); then the strict shape refuses unknown keys and control characters.
 */
export const workoutInputSchema = z.preprocess(
  (value, ctx) => {
    for (const problem of validateWorkout(value))
      ctx.addIssue({ code: 'custom', message: problem.code, path: [...problem.path], input: value });
    return value;
  },
  z.strictObject({
    name: workoutTextSchema,
    description: workoutTextSchema,
    purpose: workoutTextSchema.optional(),
    steps: workoutNodesSchema,
  }),
);
export type WorkoutInput = z.infer<typeof workoutInputSchema>;

/** Library ids are kebab-case slugs (`vo2max-5x3-112`), own ones `my-<uuid>`: nothing else can name a workout. */
export const WORKOUT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;
export const workoutIdParamsSchema = z.object({
  id: z.string().regex(WORKOUT_ID_PATTERN, { error: 'invalid_value' }),
});

export const workoutDownloadQuerySchema = z.object({
  format: z.enum(WORKOUT_DOWNLOAD_FORMATS, { error: 'invalid_option' }),
  /** The language of a library workout's texts in the file; default Accept-Language (a plain link cannot set it). */
  lang: z.enum(LANGUAGES, { error: 'invalid_option' }).optional(),
});

/** What the rider should know about an imported file (a dropped heart-rate target…), worded in their language. */
export const workoutImportWarningSchema = z.object({ code: z.string(), message: z.string() });
export const workoutImportResultSchema = z.object({
  workout: workoutDetailSchema,
  /** The format the file was read as. */
  format: z.enum(WORKOUT_DOWNLOAD_FORMATS),
  warnings: z.array(workoutImportWarningSchema),
});
export type WorkoutImportResult = z.infer<typeof workoutImportResultSchema>;
