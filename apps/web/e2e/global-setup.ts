import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate } from '../../server/test/support/pglite-template.ts';
import { buildWeb, ensureProductionBuild, startServer, type TestServer } from '../scripts/test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

let server: TestServer | undefined;

/**
 * Builds the web app for production (E2E_SKIP_BUILD=1 reuses apps/web/dist when it already holds a production build)
 * and starts the REAL server on a free port and a fresh data folder (a copy of the migrated PGlite template).
 */
export async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD === '1') ensureProductionBuild();
  else buildWeb();
  if (!process.env.DATABASE_URL) await ensurePgliteTemplate();
  // Dozens of sign-ups from one address within a minute are the test, not an attack.
  server = await startServer({ RATE_LIMIT: 'off' });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
