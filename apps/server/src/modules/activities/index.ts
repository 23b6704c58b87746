/**
 * The activities module's one door: rides in (the ingest every source calls), the ride repository other modules
 * read, the ride jobs the composition root enqueues, and the wiring of rides, FTP and progress.
 */
export type { ActivityRepository, ActivityRow } from './activity-repository.ts';
export type { IngestOutcome, RideIngest } from './ride-ingest.ts';
export { ftpRescoreJob, hrRescoreJob, powerCurveBackfillJob } from './ride-jobs.ts';
export { createRideModules, type RideModules } from './ride-modules.ts';
export type { RideSource, RideSourceRepository } from './ride-source-repository.ts';
