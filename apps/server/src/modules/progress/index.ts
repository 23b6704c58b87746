/** The progress module's one door: fitness, bests and totals, and the dashboard summary. */
export { createProgressRepository, type ProgressRepository } from './progress-repository.ts';
export { registerProgressRoutes } from './progress-routes.ts';
export { createProgressService, type ProgressService } from './progress-service.ts';
