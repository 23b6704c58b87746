import { defineConfig } from 'vitest/config';

// `npm test` = one Vitest run over every workspace: unit and integration projects, the PostgreSQL fault project
// (apps/server/vitest.fault.config.ts: a private PostgreSQL server stopped and started under load), plus the browser
// project (apps/web/vitest.e2e.config.ts builds the web app, starts the real server and drives Chromium).
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      'apps/server/vitest.fault.config.ts',
      'apps/cli',
      'apps/web',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});
