import { z } from 'zod';
import { activityListItemSchema, rideRefSchema } from './activities.ts';

const n = z.number().nullable();

/**
 * CTL/ATL/TSB per day (days in the rider's time zone). X_d = X_{d−1} + k·(load_d − X_{d−1}) with k = 1/τ
 * (τ = 42 d CTL, 7 d ATL; the published PMC formula), seeded at 0 before the first ride; TSB_d = CTL_{d−1} − ATL_{d−1};
 * rampRate_d = CTL_d − CTL_{d−7}. A day's load = Σ TSS, or hrTSS for rides without power.
 */
export const fitnessSchema = z.object({
  ctlDays: z.number(),
  atlDays: z.number(),
  k: z.object({ ctl: z.number(), atl: z.number(), formula: z.literal('1/tau') }),
  days: z.array(
    z.object({
      date: z.string(),
      load: z.number(),
      ctl: z.number(),
      atl: z.number(),
      tsb: z.number(),
      rampRate: z.number(),
    }),
  ),
});
export type Fitness = z.infer<typeof fitnessSchema>;

/**
 * Instants the API accepts: years 1900–2099, wide enough for any ride (the FIT epoch is 1989-12-31) and narrow
 * enough that date arithmetic on them (a range's first day, a time zone's offset) stays within what PostgreSQL and
 * `Date.toISOString` represent (`0000-01-01` is no PostgreSQL date; `0001-01-01` minus 90 days is not either).
 */
export const EARLIEST_DATE_MS = Date.UTC(1900, 0, 1);
export const LATEST_DATE_MS = Date.UTC(2100, 0, 1);
const inDateRange = (value: string) => {
  const ms = Date.parse(value);
  return ms >= EARLIEST_DATE_MS && ms < LATEST_DATE_MS;
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_value' })
  .refine((day) => inDateRange(`${day}T00:00:00Z`), { error: 'date_unsupported' });

export const fitnessQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });

/** Season power curve ranges: the last 90 days, this calendar year to date (rider's time zone), all rides. */
export const POWER_CURVE_RANGES = ['90d', 'year', 'all'] as const;
export const powerCurveQuerySchema = z.object({
  range: z.enum(POWER_CURVE_RANGES).default('90d'),
  /**
   * End of the range (an ISO date-time; default now): a ride page compares the ride with the best of the 90 days up
   * to it, so an old ride is measured against the rider of that time, as its W′ balance is.
   */
  until: z.iso
    .datetime({ offset: true, error: 'invalid_value' })
    .refine(inDateRange, { error: 'date_unsupported' })
    .optional(),
});
/** Best power per duration over the rides (cycling only) of the range. */
export const seasonPowerCurveSchema = z.object({
  range: z.enum(POWER_CURVE_RANGES),
  /** First local day of the range (`YYYY-MM-DD`), null for all time. */
  from: z.string().nullable(),
  /** End of the range (ISO date-time): `until`, or now. */
  until: z.string(),
  rides: z.number().int(),
  points: z.array(
    z.object({
      durationS: z.number(),
      watts: n,
      activityId: z.string().nullable(),
      date: z.string().nullable(),
    }),
  ),
});
export type SeasonPowerCurve = z.infer<typeof seasonPowerCurveSchema>;

/** Periods back a totals page may start (20 years of weeks): paging through a long history, bounded. */
export const TOTALS_MAX_OFFSET = 1044;
export const totalsQuerySchema = z.object({
  period: z.enum(['week', 'month']).default('week'),
  count: z.coerce.number().int().min(1).max(520).default(12),
  /** How many periods before the current one the page ends (0: it ends with the current week or month). */
  offset: z.coerce.number().int().min(0).max(TOTALS_MAX_OFFSET).default(0),
});
export const totalsSchema = z.object({
  period: z.enum(['week', 'month']),
  /** Whether rides exist before the first period of this page (a page further back has something to show). */
  hasOlder: z.boolean(),
  /**
   * How many periods before the current one the latest ride's period is (the `offset` of a page ending with it);
   * null without rides. A rider whose rides are years old opens there, not on twelve empty weeks.
   */
  latestOffset: z.number().int().nullable(),
  periods: z.array(
    z.object({
      /** First day of the ISO week (Monday) or of the month. */
      start: z.string(),
      rides: z.number().int(),
      movingS: z.number(),
      distanceM: z.number(),
      elevationGainM: z.number(),
      tss: z.number(),
      workKj: z.number(),
    }),
  ),
});
export type Totals = z.infer<typeof totalsSchema>;

export const FTP_SOURCES = ['manual', 'test', 'estimate'] as const;
export const ftpHistoryEntrySchema = z.object({
  id: z.string(),
  ftpW: z.number().int(),
  source: z.enum(FTP_SOURCES),
  reason: z.string(),
  effectiveAt: z.string(),
  activityId: z.string().nullable(),
});
/**
 * FTP shown to the rider. `answers`: no FTP known yet, estimated from the onboarding answers (W/kg for the
 * experience level × weight, see ONBOARDING_FTP_W_PER_KG) and labelled as such.
 */
export const dashboardFtpSchema = z.object({
  watts: z.number().int(),
  source: z.enum(['manual', 'test', 'estimate', 'answers']),
  effectiveAt: z.string().nullable(),
});

/**
 * Every FTP entry, newest first, and the FTP rides are scored with now (`current`): the end of that history, or —
 * with no entry yet — the profile's FTP or the estimate from the onboarding answers (`source: 'answers'`).
 */
export const ftpHistorySchema = z.object({
  entries: z.array(ftpHistoryEntrySchema),
  current: dashboardFtpSchema.nullable(),
});

/**
 * Why a ride suggests an FTP: an estimate from its best efforts (`ftp_estimate_*`), or the ride was recognised as an
 * FTP test (`ftp_test_<protocol>`: its FTP is the protocol's factor × its effort, as "use this ride as an FTP test"
 * computes it; accepting one records a `test` in the FTP history).
 */
export const FTP_SUGGESTION_REASONS = [
  'ftp_estimate_best20min',
  'ftp_estimate_critical_power',
  'ftp_test_ramp',
  'ftp_test_20min',
  'ftp_test_8min',
] as const;
/** How a test ride was recognised: the plan's scheduled test, the workout name in its file, or its power's shape. */
export const FTP_TEST_EVIDENCE = ['planned', 'workout_name', 'power_shape'] as const;

/** A ride-based FTP estimate waiting for the rider; `reason` is language-neutral (the web words it). */
export const ftpSuggestionSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'accepted', 'dismissed']),
  estimateW: z.number().int(),
  currentFtpW: z.number().int().nullable(),
  reason: z.object({
    code: z.enum(FTP_SUGGESTION_REASONS),
    /**
     * best 20-min power (best20min), critical power (critical_power), or the test's effort: best minute (ramp),
     * best 20 minutes (20min), mean of the two 8-minute efforts (8min), W
     */
    basisW: z.number(),
    /** For a test ride: how it was recognised; null for estimates. */
    evidence: z.enum(FTP_TEST_EVIDENCE).nullable(),
  }),
  activity: rideRefSchema,
  createdAt: z.string(),
});
export type FtpSuggestion = z.infer<typeof ftpSuggestionSchema>;
/** `POST /api/ftp/suggestions/:id/accept|dismiss`: the suggestion's id. */
export const ftpSuggestionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const ftpSuggestionDecisionSchema = z.object({
  suggestion: ftpSuggestionSchema,
  ftpW: z.number().int().nullable(),
});

/** The "estimate from your answers" (W/kg by experience level, its bounds): a coaching rule, `@domestique/coach`. */
export { ONBOARDING_FTP_BOUNDS_W, ONBOARDING_FTP_W_PER_KG } from '@domestique/coach';

export const dashboardSummarySchema = z.object({
  ftp: dashboardFtpSchema.nullable(),
  weightKg: n,
  wattsPerKg: n,
  fitness: z.object({ date: z.string(), ctl: z.number(), atl: z.number(), tsb: z.number() }),
  lastRide: activityListItemSchema.nullable(),
  ftpSuggestion: ftpSuggestionSchema.nullable(),
  /**
   * The rider's cycling rides with power, and how many started within the last `FTP_SUGGESTION_MAX_AGE_DAYS` days:
   * only those can suggest an FTP, so with power rides but no recent one the dashboard says the rides are too old.
   */
  powerRides: z.object({ count: z.number().int(), recent: z.number().int() }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
