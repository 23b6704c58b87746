import { RIDE_METRICS, type RideMetricKey } from '@domestique/science';
import { z } from 'zod';

/**
 * Sort keys of `GET /api/activities` (date = start time, duration = moving time, tss = the ride's load: TSS, else its
 * HR load, as the list shows it).
 */
export const ACTIVITY_SORTS = ['date', 'duration', 'distance', 'elevation', 'np', 'tss', 'if'] as const;
export const ACTIVITY_PAGE_SIZE_MAX = 100;
/** `GET /api/activities/:id/streams` returns at most this many points per channel unless `full=1`. */
export const STREAM_MAX_POINTS = 2000;

export const activityListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(20),
  sort: z.enum(ACTIVITY_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

const n = z.number().nullable();

/** The ride metrics, one nullable number each, from the one list of them. */
const rideMetricShape = Object.fromEntries(RIDE_METRICS.map((m) => [m.key, n])) as {
  [K in RideMetricKey]: typeof n;
};

/** Longest ride name (a file's title is cut to it, a rename may not exceed it). */
export const RIDE_NAME_MAX_LENGTH = 200;

/**
 * A ride's name: the title its file carries (a GPX track name) or the one the rider gave it. null when neither
 * exists: clients then show a default in the rider's language from the local start time ("Morning ride", "Pedal da
 * tarde"; "Evening activity" when `cycling` is false), so names follow the language and never come from file names.
 */
const rideName = z.string().nullable();

/** Enough of a stored ride to name and link it (a duplicate's original, the ride behind an FTP suggestion). */
export const rideRefSchema = z.object({
  id: z.string(),
  name: rideName,
  startTime: z.string(),
  cycling: z.boolean(),
});
export type RideRefDto = z.infer<typeof rideRefSchema>;

/**
 * Where the FTP a ride was scored with (IF, TSS) comes from: typed by the rider, a test, an accepted ride estimate, or
 * `answers` — the estimate from the onboarding answers (experience × weight), a guess the apps label as one.
 */
export const FTP_USED_SOURCES = ['manual', 'test', 'estimate', 'answers'] as const;
/**
 * Why a ride suggests no FTP (server `rideFtpEvidence`): another sport, no power, started more than 90 days ago, too
 * short (no 20-min effort and no plausible 3–20-min fit), its estimate does not beat the known FTP, or another ride's
 * higher suggestion is waiting for the rider.
 */
export const FTP_NO_SUGGESTION_REASONS = [
  'not_cycling',
  'no_power',
  'too_old',
  'too_short',
  'not_above_ftp',
  'another_suggestion',
] as const;

/** One row of the activities list. `durationS` is moving (riding) time, the TSS duration. */
export const activityListItemSchema = z.object({
  id: z.string(),
  name: rideName,
  sport: z.string().nullable(),
  /** False for another sport: its default name is "… activity", not "… ride". */
  cycling: z.boolean(),
  startTime: z.string(),
  durationS: n,
  elapsedS: n,
  distanceM: n,
  elevationGainM: n,
  hasPower: z.boolean(),
  avgPowerW: n,
  normalizedPowerW: n,
  tss: n,
  intensityFactor: n,
  /**
   * hrTSS, the training load from heart rate (on the TSS scale): what a ride without power counts toward fitness,
   * shown where TSS stands when there is no TSS. Null without heart rate or an LTHR/max HR.
   */
  hrLoad: n,
  /** Where the FTP behind `tss`/`intensityFactor` comes from; null when the ride is not scored on FTP. */
  ftpSource: z.enum(FTP_USED_SOURCES).nullable(),
});
export type ActivityListItem = z.infer<typeof activityListItemSchema>;

export const activityListSchema = z.object({
  items: z.array(activityListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every activity listed (the pages count them all). */
  total: z.number().int(),
  /** The cycling rides among them: another sport (a run, a walk) is listed but never counted as a ride. */
  rides: z.number().int(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

export const activityIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * `PATCH /api/activities/:id`: a new name (trimmed), or null — or a blank name, as a rider who empties the field
 * means — to go back to the default name.
 */
export const activityRenameSchema = z.strictObject({
  name: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(RIDE_NAME_MAX_LENGTH, { error: 'ride_name_too_long' })
    .nullable(),
});

export const zoneTimeSchema = z.object({
  id: z.string(),
  /** Language-neutral zone name (e.g. `endurance`); the web translates it. */
  key: z.string(),
  min: z.number(),
  /** null for the open top zone. */
  max: n,
  seconds: z.number(),
});

export const zoneSummarySchema = z.object({
  /** What the zones are built on: FTP (W) for power, LTHR (bpm) for heart rate. */
  basis: z.number(),
  model: z.string(),
  zones: z.array(zoneTimeSchema),
});

export const lapSchema = z.object({
  startTime: z.string(),
  elapsedS: n,
  timerS: n,
  distanceM: n,
  avgPowerW: n,
  avgHeartRateBpm: n,
});

/**
 * Something the rider should know about an imported file (salvaged, cleaned up, another sport): a stable code from
 * `RIDE_WARNING_CODES` of @domestique/formats, `count` for the ones about a number of records or values, `sport` for
 * `not_cycling`. Clients word the code in the rider's language.
 */
export const rideWarningSchema = z.object({
  code: z.string(),
  count: z.number().int().optional(),
  sport: z.string().optional(),
});
export type RideWarningDto = z.infer<typeof rideWarningSchema>;

/** Where the CP and W′ of a ride's W′ balance come from (see docs/science.md, "W′ balance"). */
export const W_PRIME_SOURCES = ['power_curve', 'ftp'] as const;
/** Why the rider's power curve gave no CP/W′ (the balance then uses CP = FTP and a typical W′). */
export const W_PRIME_FALLBACK_REASONS = [
  'too_few_efforts',
  'poor_fit',
  'w_prime_out_of_range',
  'below_ftp',
] as const;

/** Detail of one ride. The metric keys are the same as `domestique analyze --json` (one shared analysis). */
export const activityDetailSchema = z.object({
  id: z.string(),
  name: rideName,
  source: z.string(),
  /** The uploaded file's name, as the rider's device or app wrote it. */
  file: z.string().nullable(),
  format: z.string(),
  sport: z.string().nullable(),
  startTime: z.string(),
  /** Every metric of science's registry (`RIDE_METRICS`: unit, formula), null when the ride cannot give it. */
  ...rideMetricShape,
  hasPower: z.boolean(),
  powerCurve: z.record(z.string(), z.number()).nullable(),
  /** The FTP IF/TSS were computed with: the rider's FTP in effect on the ride's date. */
  ftpUsedW: n,
  /** Where `ftpUsedW` comes from (`answers`: a guess from the onboarding answers); null when not scored on FTP. */
  ftpSource: z.enum(FTP_USED_SOURCES).nullable(),
  /**
   * What the ride says about the FTP: `ifBeyondFtp` — an IF above 1.15 on a ride of 30 min or more (science
   * `intensityBeyondFtp`, Allen & Coggan's IF table), so the FTP used is too low; the FTP suggestion this ride left
   * (accept or dismiss it on the dashboard), or why it leaves none. Null for a ride not scored on FTP.
   */
  ftpEvidence: z
    .object({
      ifBeyondFtp: z.boolean(),
      suggestion: z
        .object({
          id: z.string(),
          estimateW: z.number().int(),
          status: z.enum(['pending', 'accepted', 'dismissed']),
        })
        .nullable(),
      noSuggestionReason: z.enum(FTP_NO_SUGGESTION_REASONS).nullable(),
    })
    .nullable(),
  laps: z.array(lapSchema),
  powerZones: zoneSummarySchema.nullable(),
  heartRateZones: zoneSummarySchema.nullable(),
  /**
   * W′ balance (science `wPrimeBalanceRide`, docs/science.md). `source: 'power_curve'`: CP and W′ fitted to the rider's best 3–20-min efforts
   * of the 90 days up to the ride (`fit` says which); `'ftp'`: CP = the FTP used and W′ = 20 kJ, `fallbackReason`
   * says why no fit was trusted. `minAtS` is elapsed time from the start (pauses included), like the charts' axis.
   */
  wPrimeBalance: z
    .object({
      cpW: z.number(),
      wPrimeJ: z.number(),
      source: z.enum(W_PRIME_SOURCES),
      fit: z
        .object({ from: z.string(), to: z.string(), rides: z.number().int(), rmseW: z.number() })
        .nullable(),
      fallbackReason: z.enum(W_PRIME_FALLBACK_REASONS).nullable(),
      minJ: z.number(),
      minAtS: z.number(),
      minPct: z.number(),
    })
    .nullable(),
  /** False for another sport: no IF/TSS, not in power-curve bests, FTP estimates or ride totals. */
  cycling: z.boolean(),
  warnings: z.array(rideWarningSchema),
  /** The structured workout the file says the ride followed (FIT `workout.wkt_name`), as written there. */
  workoutName: z.string().nullable(),
  /**
   * The FTP test this ride was recognised as at import (the workout name in its file, or its power's shape): the
   * FTP-test panel opens on that protocol. Null when it was not recognised as one.
   */
  recognizedFtpTest: z
    .object({
      protocol: z.enum(['ramp', '20min', '8min']),
      evidence: z.enum(['planned', 'workout_name', 'power_shape']),
    })
    .nullable(),
  createdAt: z.string(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const STREAM_CHANNELS = [
  'power',
  'heartRate',
  'cadence',
  'speed',
  'altitude',
  'distance',
  'wPrimeBalance',
] as const;
export type StreamChannel = (typeof STREAM_CHANNELS)[number];

export const activityStreamsQuerySchema = z.object({
  full: z.enum(['0', '1', 'true', 'false']).optional(),
});

const channel = z.array(z.number().nullable()).nullable();

/**
 * Chart data. `timeS` = seconds since the start (pauses show as jumps); each channel is aligned with it, null where a
 * channel is absent. Downsampled (`method: 'minmax'`): each bucket keeps its minimum and maximum in time order, so
 * peaks survive; `full: true` returns every riding second.
 */
export const activityStreamsSchema = z.object({
  full: z.boolean(),
  method: z.enum(['none', 'minmax']),
  sampleCount: z.number().int(),
  pointCount: z.number().int(),
  timeS: z.array(z.number()),
  channels: z.object({
    power: channel,
    heartRate: channel,
    cadence: channel,
    speed: channel,
    altitude: channel,
    distance: channel,
    wPrimeBalance: channel,
  }),
});
export type ActivityStreams = z.infer<typeof activityStreamsSchema>;

export const UPLOAD_STATUSES = ['created', 'duplicate', 'rejected'] as const;

/**
 * Why an upload is a duplicate: `same_file` = these exact bytes were uploaded before; `same_ride` = another file of
 * a ride already stored (the same ride exported as FIT and TCX, or from two apps): it overlaps that ride in time;
 * `replaced` = a richer file of a ride stored from a poorer one (FIT over TCX over GPX): the ride, same id, now comes
 * from this file, and the poorer file is gone.
 */
export const DUPLICATE_REASONS = ['same_file', 'same_ride', 'replaced'] as const;

/** Per-file outcome of `POST /api/activities` (multipart, field name free, several files per request). */
export const uploadResultSchema = z.object({
  filename: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  /** The new ride (created) or the existing one it duplicates (duplicate). */
  activityId: z.string().nullable(),
  /** Rejected files: a RideFileError code (or `import_failed`) and its message in the request language. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Duplicates: why, and which stored ride it duplicates. */
  duplicate: z
    .object({
      reason: z.enum(DUPLICATE_REASONS),
      activity: rideRefSchema,
    })
    .nullable(),
  /** Created rides: the file's warnings, each with its message in the request language. */
  warnings: z.array(rideWarningSchema.extend({ message: z.string() })),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const uploadResponseSchema = z.object({ results: z.array(uploadResultSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
