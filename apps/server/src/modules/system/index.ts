/** The system module's one door: the system routes. */
export { registerSystemRoutes } from './system-routes.ts';
