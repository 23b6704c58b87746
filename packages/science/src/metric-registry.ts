/**
 * The per-ride metrics, declared once (GoldenCheetah's `RideMetric` registry is the model): what each is called in
 * code, in the database and in the catalogs, its unit and display precision, what it needs, and where its formula
 * comes from. The contract's ride fields, the activities table's columns, the import's and the detail's copies, the
 * CLI's table and the web's metric cards all read this list, so a new metric is one entry here, its formula in
 * `summary.ts`, a migration generated from the schema, and its words in the three catalogs (`metrics.<id>` in the
 * web's `activities` namespace). Pure data.
 */

/** How a value is written: a duration (h:mm:ss), a distance in km, a whole number, or a number with `decimals`. */
export type MetricFormat = 'duration' | 'distance' | 'elevation' | 'number' | 'percent';

export interface RideMetricSpec {
  /** The field in `RideSummary`, the contract and the Drizzle table. */
  readonly key: string;
  /** The activities table's column; null when the metric is computed when read (not stored). */
  readonly column: string | null;
  /** The catalog key (`metrics.<id>.label` / `.hint`) and the web card's test id. */
  readonly id: string;
  readonly format: MetricFormat;
  /** The unit written after the number ('W', 'bpm'); null for durations, distances and plain ratios. */
  readonly unit: string | null;
  readonly decimals: number;
  /** The CLI's label (English, as the CLI speaks). */
  readonly label: string;
  /** Needs a power channel (a ride without one shows none of these rather than a row of dashes). */
  readonly needsPower: boolean;
  /** Where it is shown besides the API: the web's metric cards, the CLI's table. */
  readonly shownIn: readonly ('card' | 'cli')[];
  /** The formula's source (see `docs/science.md`). */
  readonly source: string;
}

export const RIDE_METRICS = [
  {
    key: 'movingS',
    column: 'moving_s',
    id: 'moving',
    format: 'duration',
    unit: null,
    decimals: 0,
    label: 'Moving',
    needsPower: false,
    shownIn: ['card', 'cli'],
    source: 'riding time: the riding series without its stops (riding-series.ts `buildRidingSeries`)',
  },
  {
    key: 'elapsedS',
    column: 'elapsed_s',
    id: 'elapsed',
    format: 'duration',
    unit: null,
    decimals: 0,
    label: 'Elapsed',
    needsPower: false,
    shownIn: ['card', 'cli'],
    source: 'the file’s elapsed time, first to last record (riding-series.ts)',
  },
  {
    key: 'distanceM',
    column: 'distance_m',
    id: 'distance',
    format: 'distance',
    unit: 'km',
    decimals: 1,
    label: 'Distance',
    needsPower: false,
    shownIn: ['card', 'cli'],
    source: 'the riding series’ distance channel, else the integral of speed (summary.ts `ridingDistance`)',
  },
  {
    key: 'elevationGainM',
    column: 'elevation_gain_m',
    id: 'elevation',
    format: 'elevation',
    unit: 'm',
    decimals: 0,
    label: 'Elevation gain',
    needsPower: false,
    shownIn: ['card', 'cli'],
    source:
      'smoothed altitude, climbs past a hysteresis (summary.ts `elevationGain`, GoldenCheetah’s elevation hysteresis)',
  },
  {
    key: 'avgSpeedMps',
    column: null,
    id: 'avgSpeed',
    format: 'number',
    unit: 'm/s',
    decimals: 1,
    label: 'Average speed',
    needsPower: false,
    shownIn: [],
    source: 'distance ÷ moving time (summary.ts `speedStats`)',
  },
  {
    key: 'maxSpeedMps',
    column: null,
    id: 'maxSpeed',
    format: 'number',
    unit: 'm/s',
    decimals: 1,
    label: 'Max speed',
    needsPower: false,
    shownIn: [],
    source: 'highest speed consistent with the distance (summary.ts `speedStats`)',
  },
  {
    key: 'avgPowerW',
    column: 'avg_power_w',
    id: 'avgPower',
    format: 'number',
    unit: 'W',
    decimals: 0,
    label: 'Average power',
    needsPower: true,
    shownIn: ['card', 'cli'],
    source: 'mean power over riding time, zeros included (power-metrics.ts `mean`)',
  },
  {
    key: 'maxPowerW',
    column: 'max_power_w',
    id: 'maxPower',
    format: 'number',
    unit: 'W',
    decimals: 0,
    label: 'Max power',
    needsPower: true,
    shownIn: ['card', 'cli'],
    source: 'highest power sample',
  },
  {
    key: 'normalizedPowerW',
    column: 'normalized_power_w',
    id: 'np',
    format: 'number',
    unit: 'W',
    decimals: 0,
    label: 'Normalized Power',
    needsPower: true,
    shownIn: ['card', 'cli'],
    source: 'Coggan: 4th root of the mean of the 30-s rolling mean⁴ (power-metrics.ts `normalizedPower`)',
  },
  {
    key: 'intensityFactor',
    column: 'intensity_factor',
    id: 'if',
    format: 'number',
    unit: null,
    decimals: 2,
    label: 'Intensity Factor',
    needsPower: true,
    shownIn: ['card', 'cli'],
    source: 'NP ÷ FTP (Allen & Coggan)',
  },
  {
    key: 'tss',
    column: 'tss',
    id: 'tss',
    format: 'number',
    unit: null,
    decimals: 0,
    label: 'TSS',
    needsPower: true,
    shownIn: ['card', 'cli'],
    source: 'riding s × NP × IF ÷ (FTP × 3600) × 100 (Coggan; power-metrics.ts `trainingStressScore`)',
  },
  {
    key: 'hrLoad',
    column: 'hr_load',
    id: 'hrLoad',
    format: 'number',
    unit: null,
    decimals: 0,
    label: 'HR load (hrTSS)',
    needsPower: false,
    shownIn: ['card'],
    source: 'TRIMP scaled to 100 for an hour at LTHR (hr-load.ts `hrTss`)',
  },
  {
    key: 'variabilityIndex',
    column: 'variability_index',
    id: 'vi',
    format: 'number',
    unit: null,
    decimals: 2,
    label: 'Variability Index',
    needsPower: true,
    shownIn: ['card', 'cli'],
    source: 'NP ÷ average power (Allen & Coggan)',
  },
  {
    key: 'workKj',
    column: 'work_kj',
    id: 'work',
    format: 'number',
    unit: 'kJ',
    decimals: 0,
    label: 'Work',
    needsPower: true,
    shownIn: ['card', 'cli'],
    source: 'Σ power × 1 s ÷ 1000 (power-metrics.ts `workKj`)',
  },
  {
    key: 'avgHeartRateBpm',
    column: 'avg_heart_rate_bpm',
    id: 'avgHr',
    format: 'number',
    unit: 'bpm',
    decimals: 0,
    label: 'Average heart rate',
    needsPower: false,
    shownIn: ['card', 'cli'],
    source: 'mean heart rate over riding time',
  },
  {
    key: 'maxHeartRateBpm',
    column: 'max_heart_rate_bpm',
    id: 'maxHr',
    format: 'number',
    unit: 'bpm',
    decimals: 0,
    label: 'Max heart rate',
    needsPower: false,
    shownIn: ['card', 'cli'],
    source: 'highest heart-rate sample',
  },
  {
    key: 'avgCadenceRpm',
    column: 'avg_cadence_rpm',
    id: 'cadence',
    format: 'number',
    unit: 'rpm',
    decimals: 0,
    label: 'Average cadence',
    needsPower: false,
    shownIn: [],
    source: 'mean cadence while pedalling, zeros excluded (power-metrics.ts `meanNonZero`)',
  },
  {
    key: 'efficiencyFactor',
    column: 'efficiency_factor',
    id: 'ef',
    format: 'number',
    unit: null,
    decimals: 2,
    label: 'Efficiency Factor',
    needsPower: true,
    shownIn: ['card'],
    source: 'NP ÷ average heart rate (Friel)',
  },
  {
    key: 'decouplingPct',
    column: 'decoupling_pct',
    id: 'decoupling',
    format: 'percent',
    unit: '%',
    decimals: 1,
    label: 'Aerobic decoupling',
    needsPower: true,
    shownIn: ['card'],
    source: 'Pw:HR of the first half against the second (Friel; power-metrics.ts `aerobicDecoupling`)',
  },
  {
    key: 'ftpEstimateW',
    column: 'ftp_estimate_w',
    id: 'ftpEstimate',
    format: 'number',
    unit: 'W',
    decimals: 0,
    label: 'FTP estimate',
    needsPower: true,
    shownIn: ['cli'],
    source: '0.95 × best 20-min power, else a critical-power fit (ftp.ts `estimateFtpFromCurve`)',
  },
] as const satisfies readonly RideMetricSpec[];

export type RideMetric = (typeof RIDE_METRICS)[number];
export type RideMetricKey = RideMetric['key'];
/** The metrics stored in the activities table (the rest are computed when a ride is read). */
export type StoredRideMetric = Extract<RideMetric, { column: string }>;
export type StoredRideMetricKey = StoredRideMetric['key'];

/** Every metric of a ride: a number, or null when the ride cannot give it. */
export type RideMetricValues = { [K in RideMetricKey]: number | null };
export type StoredRideMetricValues = { [K in StoredRideMetricKey]: number | null };

export const STORED_RIDE_METRICS = RIDE_METRICS.filter((m): m is StoredRideMetric => m.column !== null);

/** The metrics a surface shows (the web's cards, the CLI's table), in the registry's order. */
export function metricsShownIn(surface: 'card' | 'cli'): RideMetric[] {
  return RIDE_METRICS.filter((m) => (m.shownIn as readonly string[]).includes(surface));
}

/** Every metric of `source` (a summary), and nothing else: the CLI's `--json` report. */
export function rideMetricValues(source: RideMetricValues): RideMetricValues {
  const out = {} as Record<RideMetricKey, number | null>;
  for (const m of RIDE_METRICS) out[m.key] = source[m.key];
  return out;
}

/** The stored metrics of `source` (a summary, a row): the one copy the import and the ride detail make. */
export function storedRideMetrics(source: StoredRideMetricValues): StoredRideMetricValues {
  const out = {} as Record<StoredRideMetricKey, number | null>;
  for (const m of STORED_RIDE_METRICS) out[m.key] = source[m.key];
  return out;
}
