import { defineConfig } from 'vitest/config';
import server from './vitest.config.ts';

// The server's integration suite again on PostgreSQL, in the same `npm test` run, when TEST_DATABASE_URL names a
// PostgreSQL database (`.ci/run` sets it): each test file gets a fresh database next to it
// (test/support/database.ts). One run for both drivers packs their files beside the browser files, where a second
// pass after the run left the cores idle. The unit tests hold no database: they run once, in `server`.
export default defineConfig({
  ...server,
  test: {
    ...server.test,
    name: 'server-postgres',
    include: ['test/integration/**/*.test.ts'],
    env: { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
  },
});
