/** The access-tokens module's one door: a rider's personal access tokens (create, list, revoke). */
export { createTokenRepository } from './token-repository.ts';
export { registerTokenRoutes } from './token-routes.ts';
export { createTokenService, type TokenService } from './token-service.ts';
