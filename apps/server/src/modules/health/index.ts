/** The health module's one door: `GET /api/health`. */
export { registerHealthRoutes } from './health-routes.ts';
