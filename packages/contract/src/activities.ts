import { z } from 'zod';

/** Sort keys of `GET /api/activities` (date = start time, duration = moving time). */
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

/** One row of the activities list. `durationS` is moving (riding) time, the TSS duration. */
export const activityListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string().nullable(),
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
});
export type ActivityListItem = z.infer<typeof activityListItemSchema>;

export const activityListSchema = z.object({
  items: z.array(activityListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

export const activityIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const activityRenameSchema = z.strictObject({
  name: z.string({ error: 'name_required' }).trim().min(1, { error: 'name_required' }).max(200),
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

/** Detail of one ride. The metric keys are the same as `domestique analyze --json` (one shared analysis). */
export const activityDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  file: z.string().nullable(),
  format: z.string(),
  sport: z.string().nullable(),
  startTime: z.string(),
  elapsedS: n,
  movingS: n,
  distanceM: n,
  elevationGainM: n,
  hasPower: z.boolean(),
  avgPowerW: n,
  maxPowerW: n,
  normalizedPowerW: n,
  intensityFactor: n,
  tss: n,
  variabilityIndex: n,
  workKj: n,
  avgHeartRateBpm: n,
  maxHeartRateBpm: n,
  powerCurve: z.record(z.string(), z.number()).nullable(),
  ftpEstimateW: n,
  /** The FTP IF/TSS were computed with: the rider's FTP in effect on the ride's date. */
  ftpUsedW: n,
  avgCadenceRpm: n,
  efficiencyFactor: n,
  decouplingPct: n,
  hrLoad: n,
  laps: z.array(lapSchema),
  powerZones: zoneSummarySchema.nullable(),
  heartRateZones: zoneSummarySchema.nullable(),
  /** W′ balance (Skiba 2012 integral) with CP = the FTP used and W′ = `wPrimeJ`. */
  wPrimeBalance: z
    .object({
      cpW: z.number(),
      wPrimeJ: z.number(),
      minJ: z.number(),
      minAtS: z.number(),
      minPct: z.number(),
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

/** Per-file outcome of `POST /api/activities` (multipart, field name free, several files per request). */
export const uploadResultSchema = z.object({
  filename: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  /** The new ride (created) or the existing one with the same bytes (duplicate). */
  activityId: z.string().nullable(),
  /** Rejected files: a RideFileError code and its message in the request language. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const uploadResponseSchema = z.object({ results: z.array(uploadResultSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
