/**
 * The MCP module's one door: the read-only MCP server at `/mcp` for the rider's own assistant. What it reads of the
 * plan, rides, progress, check-ins and summaries comes in as ports (mcp-ports.ts) built by the composition root.
 */
export type { McpPorts } from './mcp-ports.ts';
export { registerMcpRoutes } from './mcp-routes.ts';
export { createStravaRideRepository } from './strava-repository.ts';
