/** The newsletter module's one door: subscriptions with double opt-in. */
export { createNewsletterRepository } from './newsletter-repository.ts';
export { registerNewsletterRoutes } from './newsletter-routes.ts';
export { createNewsletterService, type MarketingConsents } from './newsletter-service.ts';
