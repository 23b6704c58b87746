/** The profile module's one door: the rider's profile (spec §3) and its routes. */
export { createProfileRepository, type ProfileRepository, type RiderWeek } from './profile-repository.ts';
export { registerProfileRoutes } from './profile-routes.ts';
export { createProfileService, type ProfileService } from './profile-service.ts';
