/**
 * The plans module's one door: the plans wired (engine, routes, jobs), the plan jobs the composition root enqueues
 * from other modules' events, and the repositories a provider push reads the plan through.
 */
export { createFactsRepository, type FactsRepository } from './facts-repository.ts';
export { planFtpChangedJob, planRidesChangedJob, planStrengthChangedJob } from './plan-jobs.ts';
export { createPlanModules, type PlanModules } from './plan-modules.ts';
export { createPlanRepository, type PlanRepository } from './plan-repository.ts';
export type { PlanSummary, PlanSummaryReader } from './plan-summary.ts';
