/** The strength module's one door: strength sessions and the logs of those done. */
export { createStrengthRepository } from './strength-repository.ts';
export { registerStrengthRoutes } from './strength-routes.ts';
export { createStrengthService } from './strength-service.ts';
