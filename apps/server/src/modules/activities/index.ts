/**
 * The activities module's one door: its parts (repositories, services, the ingest every source calls, routes and
 * jobs), which the composition root assembles with the FTP and progress modules (composition/ride-modules.ts).
 */
export { createActivityImporter } from './activity-import.ts';
export { createMetricsRecompute } from './activity-metrics.ts';
export {
  type ActivityRepository,
  type ActivityRow,
  createActivityRepository,
} from './activity-repository.ts';
export { registerActivityRoutes } from './activity-routes.ts';
export { createActivityService } from './activity-service.ts';
export { createHrLoadRecompute } from './hr-load-recompute.ts';
export { hrSettingsKey } from './hr-settings.ts';
export { createPowerCurveBackfill } from './power-curve-backfill.ts';
export { createPowerHistogramBackfill } from './power-histogram-backfill.ts';
export { createPowerHistogramRepository } from './power-histogram-repository.ts';
export { createRideCriticalPower } from './ride-critical-power.ts';
export { createRideIngest, type IngestOutcome, type RideIngest } from './ride-ingest.ts';
export {
  ftpRescoreJob,
  hrRescoreJob,
  powerCurveBackfillJob,
  powerHistogramBackfillJob,
  registerRideJobs,
} from './ride-jobs.ts';
export {
  createRideSourceRepository,
  type RideSource,
  type RideSourceRepository,
} from './ride-source-repository.ts';
