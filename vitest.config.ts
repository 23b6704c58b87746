import { defineConfig } from 'vitest/config';

// `npm test` = one Vitest run over every workspace: unit and integration projects, plus the browser project
// (apps/web/vitest.e2e.config.ts builds the web app, starts the real server and drives Chromium).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/cli', 'apps/web', 'apps/web/vitest.e2e.config.ts'],
  },
});
