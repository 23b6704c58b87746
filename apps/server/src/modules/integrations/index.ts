/** The integrations module's one door: Garmin, Strava and intervals.icu wired (connections, syncs, pushes). */
export { createIntegrationModules, type IntegrationModules } from './integration-modules.ts';
export type { StravaSettings } from './strava/strava-client.ts';
export { createSyncModules, type SyncModules } from './sync-modules.ts';
