/** The consents module's one door: consent per purpose (health data, marketing e-mail, each provider connection). */
export { type ConsentRepository, createConsentRepository } from './consent-repository.ts';
export { registerConsentRoutes } from './consent-routes.ts';
export { type ConsentRecorder, createConsentRecorder, createConsentService } from './consent-service.ts';
