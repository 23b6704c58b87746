export type { AnalyzableRide, AnalyzeOptions, RideAnalysis } from './analyze-ride.ts';
export { analyzeRide, powerCurveValues } from './analyze-ride.ts';
export { isHumanWeight, KG_PER_LB, WEIGHT_BOUNDS, weightKg } from './body-weight.ts';
export {
  CADENCE_ORDINARY_RPM,
  CADENCE_SPIKE_HALF_WINDOW_S,
  CADENCE_SPIKE_JUMP_RPM,
  cadenceSpikes,
  removeCadenceSpikes,
} from './cadence-spikes.ts';
export type {
  CriticalPowerFit,
  CriticalPowerRejection,
  FitRange,
  Morton3pFit,
  RiderCriticalPower,
} from './critical-power.ts';
export {
  criticalPowerFromTwoEfforts,
  fitCriticalPower2p,
  fitMorton3p,
  RIDER_W_PRIME_RANGE_J,
  riderCriticalPower,
} from './critical-power.ts';
export type { FitnessOptions, FitnessSeries } from './fitness.ts';
export { ATL_DAYS, CTL_DAYS, fitness, rampRate } from './fitness.ts';
export type { FtpEstimate, FtpTestProtocol, FtpTestResult } from './ftp.ts';
export {
  estimateFtpFromCurve,
  FTP_TEST_PROTOCOL_NAMES,
  FTP_TEST_PROTOCOLS,
  ftpFrom8Min,
  ftpFrom20Min,
  ftpFromCriticalPower,
  ftpFromRamp,
  ftpFromTest,
  intensityBeyondFtp,
  LONG_RIDE_S,
  MAX_PLAUSIBLE_IF,
} from './ftp.ts';
export type { HrTssSettings, TrimpSettings } from './hr-load.ts';
export { DEFAULT_RESTING_HR_BPM, hrTss, LTHR_FRACTION_OF_MAX, trimp } from './hr-load.ts';
export {
  metricsShownIn,
  RIDE_METRICS,
  type RideMetric,
  type RideMetricKey,
  type RideMetricSpec,
  type RideMetricValues,
  rideMetricValues,
  STORED_RIDE_METRICS,
  type StoredRideMetric,
  type StoredRideMetricKey,
  type StoredRideMetricValues,
  storedRideMetrics,
} from './metric-registry.ts';
export type { PowerCurve, PowerCurveLike } from './power-curve.ts';
export {
  bestEffort,
  bestEfforts,
  curveValueAt,
  mergePowerCurves,
  monotoneEnvelope,
  powerCurve,
  STANDARD_DURATIONS,
} from './power-curve.ts';
export { histogramTimeInZones, POWER_HISTOGRAM_BIN_W, powerHistogram } from './power-histogram.ts';
export {
  aerobicDecoupling,
  efficiencyFactor,
  intensityFactor,
  MIN_DECOUPLING_S,
  maxOf,
  mean,
  meanNonZero,
  type NormalizedPowerOptions,
  NP_RESTART_AFTER_STOP_S,
  NP_WINDOW_S,
  normalizedPower,
  trainingStressScore,
  variabilityIndex,
  workKj,
} from './power-metrics.ts';
export { buildRidingSeries, DEFAULT_MAX_GAP_S, DEFAULT_MAX_POWER_W } from './riding-series.ts';
export type { RideSettings, RideSummary } from './summary.ts';
export {
  ELEVATION_HYSTERESIS_M,
  ELEVATION_SMOOTHING_S,
  elevationGain,
  ridingDistance,
  SPEED_AGREEMENT,
  smoothAltitude,
  speedStats,
  summarizeRide,
} from './summary.ts';
export type { RawSamples, RidingSeries, RidingSeriesOptions, TimerEvent } from './types.ts';
export type { WPrimeModel } from './w-prime.ts';
export {
  bartramTau,
  skibaTau,
  W_PRIME_SMOOTHING_S,
  wPrimeBalance,
  wPrimeBalanceDifferential,
  wPrimeBalanceIntegral,
  wPrimeBalanceRide,
} from './w-prime.ts';
export type { Zone } from './zones.ts';
export {
  COGGAN_HR_ZONES,
  COGGAN_POWER_ZONES,
  FRIEL_HR_ZONES,
  hrZones,
  powerZones,
  SWEET_SPOT_PCT,
  timeInZones,
  zoneIndex,
} from './zones.ts';
